import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Report, ReportAction } from '@halaqa/shared/reports';
import { GENERIC_MESSAGES } from '@halaqa/shared/errors';
import { PageSkeleton } from '../../components/skeleton.tsx';
import { StatusAlert, useStatus } from '../../components/status-alert.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { actOnReport, useReports } from './api.ts';

const STATUS_LABEL: Record<Report['status'], string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  deleted: 'Item deleted',
  flagged: 'Item flagged',
};

function ReportCard({
  report,
  onAct,
  busy,
}: {
  report: Report;
  onAct?: (action: ReportAction) => void;
  busy: boolean;
}) {
  const when = (iso: string) => new Date(iso).toLocaleString();
  return (
    <li className="card shadow-sm border-0 mb-3">
      <div className="card-body">
        <div className="d-flex flex-wrap gap-2 align-items-baseline mb-2">
          <span className="badge text-bg-secondary">{report.type}</span>
          {report.item.courseTitle && <strong dir="auto">{report.item.courseTitle}</strong>}
          <time className="small text-body-secondary" dateTime={report.createdAt}>
            {when(report.createdAt)}
          </time>
        </div>
        <blockquote className="border-start ps-3 comment-text" dir="auto">
          {report.snapshot}
        </blockquote>
        <dl className="row small mb-2">
          <dt className="col-sm-3">Reason</dt>
          <dd className="col-sm-9 comment-text" dir="auto">
            {report.reason}
          </dd>
          <dt className="col-sm-3">Reported by</dt>
          <dd className="col-sm-9">
            {report.reporterName} ({report.reporterEmail})
          </dd>
          <dt className="col-sm-3">Written by</dt>
          <dd className="col-sm-9">{report.offenderName}</dd>
          {report.handledAt && (
            <>
              <dt className="col-sm-3">Handled</dt>
              <dd className="col-sm-9">
                {STATUS_LABEL[report.status]} by {report.handledByName} on {when(report.handledAt)}
              </dd>
            </>
          )}
        </dl>
        <div className="d-flex flex-wrap gap-2">
          {report.item.link ? (
            <Link to={report.item.link} className="btn btn-outline-primary btn-sm">
              Open
            </Link>
          ) : (
            <span className="small text-body-secondary">The item no longer exists.</span>
          )}
          {onAct && (
            <>
              <button
                type="button"
                className="btn btn-danger btn-sm"
                disabled={busy}
                onClick={() => onAct('delete')}
              >
                Delete
              </button>
              {report.type === 'Comment' && report.item.exists && !report.item.flagged && (
                <button
                  type="button"
                  className="btn btn-warning btn-sm"
                  disabled={busy}
                  onClick={() => onAct('flag')}
                >
                  Flag
                </button>
              )}
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                disabled={busy}
                onClick={() => onAct('dismiss')}
              >
                Dismiss
              </button>
            </>
          )}
        </div>
      </div>
    </li>
  );
}

/** The admins' moderation queue (DESIGN.md): open reports first, handled ones on demand. */
export function ReportsPage() {
  const [view, setView] = useState<'open' | 'handled'>('open');
  const reports = useReports(view);
  const queryClient = useQueryClient();
  const { status, show, clear } = useStatus();
  const act = useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReportAction }) => actOnReport(id, action),
    onSuccess: ({ message }) => show(message, true),
    onError: (error) => show(messageOf(error, GENERIC_MESSAGES.internal), false),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
  });

  return (
    <div className="container py-5">
      <h1 className="fw-bold text-primary">Reports</h1>
      <div className="btn-group mb-3" role="group" aria-label="Which reports">
        {(['open', 'handled'] as const).map((v) => (
          <button
            key={v}
            type="button"
            className={`btn ${view === v ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={view === v}
            onClick={() => setView(v)}
          >
            {v === 'open' ? 'Open' : 'Handled'}
          </button>
        ))}
      </div>
      <StatusAlert status={status} onClose={clear} />
      {reports.isPending && <PageSkeleton />}
      {reports.isError && <p className="text-danger">{GENERIC_MESSAGES.internal}</p>}
      {reports.isSuccess && reports.data.reports.length === 0 && (
        <p className="text-body-secondary">
          {view === 'open' ? 'No open reports.' : 'No handled reports yet.'}
        </p>
      )}
      <ul className="ps-0">
        {reports.data?.reports.map((r) => (
          <ReportCard
            key={r.id}
            report={r}
            busy={act.isPending}
            onAct={view === 'open' ? (action) => act.mutate({ id: r.id, action }) : undefined}
          />
        ))}
      </ul>
    </div>
  );
}
