import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageResponse } from '@halaqa/shared/account';
import { ERROR_CODES } from '@halaqa/shared/errors';
import {
  NewReportBody,
  REPORT_MESSAGES,
  REPORTS_PER_HOUR,
  ReportActionBody,
  ReportList,
  ReportListQuery,
  ReportParams,
  type ReportType,
} from '@halaqa/shared/reports';
import { adminOnly, signedIn, userOf } from '../../auth/session.ts';
import { countAttempt } from '../../auth/rate-limit.ts';
import { AppError, conflict, forbidden, notFound } from '../../errors.ts';
import { mailReportToAdmins } from './report-mail.ts';
import { reportables } from './reportable-items.ts';
import {
  closeReport,
  closeReportsOf,
  findReport,
  hasReported,
  insertReport,
  listReports,
} from './reports.repo.ts';

const REPORT_LIMIT = { name: 'user-reports', max: REPORTS_PER_HOUR, windowSeconds: 3600 };

/** Reports (stored, e-mailed to every admin) and the admins' moderation queue (DESIGN.md). */
export async function reportsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/reports',
    { onRequest: signedIn, schema: { body: NewReportBody, response: { 201: MessageResponse } } },
    async (req, reply) => {
      const reporter = userOf(req);
      const { type, itemId, reason } = req.body;
      if (reporter.isAdmin) throw forbidden(REPORT_MESSAGES.adminsAct);
      const item = await reportables[type].find(app.db, itemId);
      if (!item) throw notFound(REPORT_MESSAGES.itemGone);
      if (item.ownerId === reporter.id) throw forbidden(REPORT_MESSAGES.ownItem);
      if (await hasReported(app.db, reporter.id, type, itemId))
        throw conflict(REPORT_MESSAGES.alreadyReported);
      // Counted only for reports that would be stored.
      const verdict = await countAttempt(app.db, REPORT_LIMIT, reporter.id);
      if (!verdict.allowed) {
        reply.header('retry-after', String(verdict.retryAfter));
        throw new AppError(429, ERROR_CODES.rateLimited, REPORT_MESSAGES.tooMany);
      }
      const stored = await insertReport(app.db, {
        type,
        itemId,
        courseId: item.courseId,
        reporterId: reporter.id,
        offenderName: item.offenderName,
        snapshot: item.text,
        reason,
      });
      if (!stored) throw conflict(REPORT_MESSAGES.alreadyReported);
      mailReportToAdmins(req, {
        reporterEmail: reporter.email,
        offenderName: item.offenderName,
        commentText: item.text,
        type,
        itemId,
        reason,
      });
      return reply.code(201).send({ message: REPORT_MESSAGES.sent });
    },
  );

  app.get(
    '/api/admin/reports',
    {
      onRequest: adminOnly,
      schema: { querystring: ReportListQuery, response: { 200: ReportList } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await listReports(app.db, req.query.status);
      const reports = await Promise.all(
        rows.map(async (r) => ({
          ...r,
          item: await reportables[r.type].context(app.db, r.itemId),
        })),
      );
      return { reports };
    },
  );

  app.post(
    '/api/admin/reports/:id/action',
    {
      onRequest: adminOnly,
      schema: { params: ReportParams, body: ReportActionBody, response: { 200: MessageResponse } },
    },
    async (req) => {
      const admin = userOf(req);
      const report = await findReport(app.db, req.params.id);
      if (!report) throw notFound(REPORT_MESSAGES.notFound);
      if (report.status !== 'open') throw conflict(REPORT_MESSAGES.alreadyHandled);
      const item = reportables[report.type as keyof typeof reportables];
      const { action } = req.body;
      const close = async (status: 'dismissed' | 'deleted' | 'flagged') => {
        if (!(await closeReport(app.db, report.id, status, admin.id)))
          throw conflict(REPORT_MESSAGES.alreadyHandled);
      };
      if (action === 'dismiss') {
        await close('dismissed');
        return { message: REPORT_MESSAGES.dismissed };
      }
      // Gone already (its course was deleted, say): there is nothing left to act on.
      const now = await item.context(app.db, report.itemId);
      if (action === 'delete') {
        if (now.exists) await item.remove(req, report.itemId, admin);
        else await close('deleted');
        return { message: REPORT_MESSAGES.itemDeleted };
      }
      if (!item.flag || !now.exists) throw conflict(REPORT_MESSAGES.itemGone);
      if (now.flagged)
        await closeReportsOf(
          app.db.kysely,
          report.type as ReportType,
          report.itemId,
          'flagged',
          admin.id,
        );
      else await item.flag(req, report.itemId, admin);
      return { message: REPORT_MESSAGES.itemFlagged };
    },
  );
}
