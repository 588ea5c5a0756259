import type { FastifyRequest } from 'fastify';
import type { ReportType } from '@halaqa/shared/reports';
import { adminEmails } from './reports.repo.ts';

/** Spec §3 "Report email payload", plus where the admin handles it. */
export interface ReportPayload {
  reporterEmail: string;
  offenderName: string;
  commentText: string;
  type: ReportType;
  itemId: string;
  reason: string;
}

/**
 * E-mails the report to every admin through the mailer. The report is already stored and in the
 * queue, so the request does not wait for delivery; a failure is logged.
 */
export function mailReportToAdmins(req: FastifyRequest, payload: ReportPayload): void {
  const { db, mailer, config } = req.server;
  const link = `${config.publicUrl}/admin/reports`;
  const text = [
    `A ${payload.type.toLowerCase()} was reported on Halaqa.`,
    '',
    ...Object.entries(payload).map(([field, value]) => `${field}: ${value}`),
    '',
    `Handle it in the moderation queue: ${link}`,
  ].join('\n');
  const sendOne = (to: string) =>
    mailer
      .send({ to, subject: `Halaqa report: ${payload.type}`, text, link })
      .catch((err: unknown) => req.log.error({ err, to }, 'report e-mail failed'));
  adminEmails(db).then(
    (emails) => Promise.all(emails.map(sendOne)),
    (err: unknown) => req.log.error({ err }, 'report e-mail failed'),
  );
}
