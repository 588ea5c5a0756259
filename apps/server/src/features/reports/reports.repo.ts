import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { displayName } from '@halaqa/shared/account';
import type { ReportStatus, ReportType } from '@halaqa/shared/reports';
import { dbBool, type Db } from '../../db/database.ts';
import { asIso, type Database } from '../../db/schema.ts';

export interface NewReport {
  type: ReportType;
  itemId: string;
  courseId: string | null;
  reporterId: string;
  offenderName: string;
  snapshot: string;
  reason: string;
}

/** Stores a report; false when this reporter has already reported the item (unique index). */
export async function insertReport(db: Db, report: NewReport): Promise<string | null> {
  const id = randomBytes(12).toString('hex');
  const result = await db.kysely
    .insertInto('reports')
    .values({ id, ...report, status: 'open', createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['reporterId', 'type', 'itemId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? id : null;
}

export async function hasReported(
  db: Db,
  reporterId: string,
  type: ReportType,
  itemId: string,
): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('reports')
    .select('id')
    .where('reporterId', '=', reporterId)
    .where('type', '=', type)
    .where('itemId', '=', itemId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Closes every open report of an item an admin has acted on (deleted, flagged), so the queue
 * never shows an item twice or one already handled elsewhere.
 */
export async function closeReportsOf(
  db: Kysely<Database>,
  type: ReportType,
  itemId: string,
  status: Exclude<ReportStatus, 'open'>,
  adminId: string,
): Promise<void> {
  await db
    .updateTable('reports')
    .set({ status, handledBy: adminId, handledAt: new Date().toISOString() })
    .where('type', '=', type)
    .where('itemId', '=', itemId)
    .where('status', '=', 'open')
    .execute();
}

/** Marks one open report handled; false when it is missing or was handled already. */
export async function closeReport(
  db: Db,
  id: string,
  status: Exclude<ReportStatus, 'open'>,
  adminId: string,
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('reports')
    .set({ status, handledBy: adminId, handledAt: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findReport(db: Db, id: string) {
  return db.kysely
    .selectFrom('reports')
    .select(['id', 'type', 'itemId', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Open reports oldest first (a queue), or handled ones most recently handled first. */
export async function listReports(db: Db, which: 'open' | 'handled', limit = 200) {
  let query = db.kysely
    .selectFrom('reports')
    .leftJoin('users as reporter', 'reporter.id', 'reports.reporterId')
    .leftJoin('users as handler', 'handler.id', 'reports.handledBy')
    .select([
      'reports.id',
      'reports.type',
      'reports.itemId',
      'reports.courseId',
      'reports.offenderName',
      'reports.snapshot',
      'reports.reason',
      'reports.status',
      'reports.createdAt',
      'reports.handledAt',
      'reporter.name as reporterName',
      'reporter.email as reporterEmail',
      'handler.name as handlerName',
      'handler.email as handlerEmail',
    ])
    .limit(limit);
  query =
    which === 'open'
      ? query
          .where('reports.status', '=', 'open')
          .orderBy('reports.createdAt')
          .orderBy('reports.id')
      : query
          .where('reports.status', '<>', 'open')
          .orderBy('reports.handledAt', 'desc')
          .orderBy('reports.id');
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.type as ReportType,
    itemId: r.itemId,
    courseId: r.courseId,
    reason: r.reason,
    reporterName: displayName({ name: r.reporterName, email: r.reporterEmail }, 'Anonymous'),
    reporterEmail: r.reporterEmail ?? '',
    offenderName: r.offenderName,
    snapshot: r.snapshot,
    createdAt: asIso(r.createdAt),
    status: r.status,
    handledByName: r.handledAt
      ? displayName({ name: r.handlerName, email: r.handlerEmail }, 'Anonymous')
      : null,
    handledAt: r.handledAt ? asIso(r.handledAt) : null,
  }));
}

/** The e-mail addresses of every admin (reports go to each of them). */
export async function adminEmails(db: Db): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('users')
    .select('email')
    .where('isAdmin', '=', dbBool(db, true))
    .execute();
  return rows.map((r) => r.email);
}
