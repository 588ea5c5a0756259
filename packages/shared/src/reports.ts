import { z } from 'zod';

/** What can be reported (spec §3 "Report email payload" type). */
export const ReportType = z.enum(['Comment', 'Material']);
export type ReportType = z.infer<typeof ReportType>;

export const REPORT_REASON_MAX = 1000;
/** Reports one user may send per hour (ours; the spec shows none). */
export const REPORTS_PER_HOUR = 20;

export const REPORT_MESSAGES = {
  sent: '✅ Report sent to admins.',
  failed: '❌ Failed to send report.',
  reasonRequired: 'Please give a reason for the report.',
  reasonTooLong: `A reason can be at most ${REPORT_REASON_MAX} characters.`,
  ownItem: 'You cannot report your own item.',
  adminsAct: 'Admins act on items directly instead of reporting them.',
  alreadyReported: 'You have already reported this item.',
  tooMany: `You can send at most ${REPORTS_PER_HOUR} reports an hour. Please try again later.`,
  itemGone: 'This item no longer exists.',
  notFound: 'This report no longer exists.',
  alreadyHandled: 'This report has already been handled.',
  dismissed: 'Report dismissed.',
  itemDeleted: 'The reported item was deleted.',
  itemFlagged: 'The reported item was flagged.',
  prompt: 'Why are you reporting this? (Leave it empty to cancel.)',
} as const;

export const NewReportBody = z.object({
  type: ReportType,
  itemId: z.string().min(1).max(100),
  reason: z
    .string({ error: REPORT_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: REPORT_MESSAGES.reasonRequired })
    .max(REPORT_REASON_MAX, { error: REPORT_MESSAGES.reasonTooLong }),
});
export type NewReportBody = z.input<typeof NewReportBody>;

/** Open, or how an admin handled it. */
export const ReportStatus = z.enum(['open', 'dismissed', 'deleted', 'flagged']);
export type ReportStatus = z.infer<typeof ReportStatus>;

/** An admin's action on a report from the moderation queue. */
export const ReportAction = z.enum(['dismiss', 'delete', 'flag']);
export type ReportAction = z.infer<typeof ReportAction>;
export const ReportActionBody = z.object({ action: ReportAction });

/** One report in the moderation queue, with the reported item as it is now. */
export const Report = z.object({
  id: z.string(),
  type: ReportType,
  itemId: z.string(),
  reason: z.string(),
  reporterName: z.string(),
  reporterEmail: z.string(),
  offenderName: z.string(),
  /** The item's text when it was reported. */
  snapshot: z.string(),
  createdAt: z.string(),
  status: ReportStatus,
  handledByName: z.string().nullable(),
  handledAt: z.string().nullable(),
  item: z.object({
    courseId: z.string().nullable(),
    courseTitle: z.string().nullable(),
    /** Where the item is shown; null once it is gone. */
    link: z.string().nullable(),
    exists: z.boolean(),
    flagged: z.boolean(),
  }),
});
export type Report = z.infer<typeof Report>;

export const ReportListQuery = z.object({ status: z.enum(['open', 'handled']).default('open') });
export const ReportList = z.object({ reports: z.array(Report) });
export type ReportList = z.infer<typeof ReportList>;
export const ReportParams = z.object({ id: z.string().min(1).max(100) });
