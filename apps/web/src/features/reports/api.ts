import { useQuery } from '@tanstack/react-query';
import { MessageResponse } from '@halaqa/shared/account';
import { ReportList, type ReportAction } from '@halaqa/shared/reports';
import { request } from '../../lib/api-client.ts';

export const reportKeys = { list: (status: 'open' | 'handled') => ['reports', status] as const };

/** The moderation queue (admins only): open reports, or those already handled. */
export function useReports(status: 'open' | 'handled') {
  return useQuery({
    queryKey: reportKeys.list(status),
    queryFn: ({ signal }) =>
      request(`/api/admin/reports?status=${status}`, { schema: ReportList, signal }),
  });
}

export const actOnReport = (id: string, action: ReportAction) =>
  request(`/api/admin/reports/${encodeURIComponent(id)}/action`, {
    method: 'POST',
    body: { action },
    schema: MessageResponse,
  });
