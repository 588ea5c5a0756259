import { MessageResponse } from '@halaqa/shared/account';
import { REPORT_MESSAGES, type ReportType } from '@halaqa/shared/reports';
import { ApiError, request } from '../../lib/api-client.ts';

/**
 * Spec §5 "Report": asks for a reason (an empty one cancels), sends the report and says how it
 * went in an alert. A refusal the server explains (already reported, too many) follows the
 * spec's failure text.
 */
export async function reportWithPrompt(type: ReportType, itemId: string): Promise<void> {
  const reason = window.prompt(REPORT_MESSAGES.prompt)?.trim();
  if (!reason) return;
  try {
    await request('/api/reports', {
      method: 'POST',
      body: { type, itemId, reason },
      schema: MessageResponse,
    });
    window.alert(REPORT_MESSAGES.sent);
  } catch (error) {
    const why = error instanceof ApiError && error.status >= 400 && error.status < 500;
    window.alert(why ? `${REPORT_MESSAGES.failed} ${error.message}` : REPORT_MESSAGES.failed);
  }
}
