import { randomBytes } from 'node:crypto';
import { GENERATION_UI_MESSAGES } from '@halaqa/shared/generation-api';
import { dbBool, type Db } from '../db/database.ts';
import type { Selectable } from 'kysely';
import type { GenerationJobsTable } from '../db/schema.ts';

/** What a job was asked for, stored as JSON beside it. */
export interface JobOptions {
  count: number;
  difficulty?: 'easy' | 'medium' | 'hard';
  subject?: string;
}

export type JobRow = Selectable<GenerationJobsTable>;

/** A job runs at most this many times: once, and once more if its process died. */
export const MAX_ATTEMPTS = 2;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function insertJob(
  db: Db,
  job: {
    userId: string;
    kind: 'quiz' | 'flashcards';
    options: JobOptions;
    fileName: string;
    sourceKey: string;
    fromMaterial: boolean;
  },
): Promise<{ id: string; runId: string }> {
  const row = { id: newId('thread'), runId: newId('run') };
  await db.kysely
    .insertInto('generationJobs')
    .values({
      ...row,
      userId: job.userId,
      kind: job.kind,
      status: 'pending',
      options: JSON.stringify(job.options),
      fileName: job.fileName,
      sourceKey: job.sourceKey,
      fromMaterial: dbBool(db, job.fromMaterial),
      attempts: 0,
      createdAt: new Date().toISOString(),
    })
    .execute();
  return row;
}

/** The learner's jobs that are waiting or running. */
export async function activeJobs(db: Db, userId: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('generationJobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('status', 'in', ['pending', 'running'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findJob(db: Db, id: string, runId: string, userId: string) {
  return db.kysely
    .selectFrom('generationJobs')
    .selectAll()
    .where('id', '=', id)
    .where('runId', '=', runId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/**
 * Claims the oldest waiting job for this process: on PostgreSQL the row is locked and skipped by
 * every other process (FOR UPDATE SKIP LOCKED), so each job is claimed exactly once.
 */
export async function claimNext(db: Db, leaseUntil: number): Promise<JobRow | undefined> {
  return db.kysely
    .updateTable('generationJobs')
    .set((eb) => ({ status: 'running', attempts: eb('attempts', '+', 1), leaseUntil }))
    .where('status', '=', 'pending')
    .where('id', '=', (eb) => {
      let next = eb
        .selectFrom('generationJobs')
        .select('id')
        .where('status', '=', 'pending')
        .orderBy('createdAt')
        .orderBy('id')
        .limit(1);
      if (db.dialect === 'postgres') next = next.forUpdate().skipLocked();
      return next;
    })
    .returningAll()
    .executeTakeFirst();
}

/** Keeps a running job's claim; false when it is no longer this attempt's to finish. */
export async function renewLease(db: Db, job: JobRow, leaseUntil: number): Promise<boolean> {
  const result = await db.kysely
    .updateTable('generationJobs')
    .set({ leaseUntil })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('attempts', '=', job.attempts)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends this attempt of a job; does nothing if another attempt has taken it over. */
export async function finishJob(
  db: Db,
  job: JobRow,
  outcome:
    { status: 'done'; content: string; result: string } | { status: 'failed'; error: string },
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('generationJobs')
    .set({ ...outcome, leaseUntil: null, finishedAt: new Date().toISOString() })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('attempts', '=', job.attempts)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Jobs whose process died while running them (their lease lapsed): waiting again if they have an
 * attempt left, else failed with a clear message. Returns the failed ones' uploaded sources.
 */
export async function recoverLapsed(db: Db, now: number): Promise<string[]> {
  const lapsed = (q: ReturnType<typeof db.kysely.updateTable<'generationJobs'>>) =>
    q.where('status', '=', 'running').where('leaseUntil', '<', now);
  await lapsed(db.kysely.updateTable('generationJobs'))
    .set({ status: 'pending', leaseUntil: null })
    .where('attempts', '<', MAX_ATTEMPTS)
    .execute();
  const failed = await lapsed(db.kysely.updateTable('generationJobs'))
    .set({
      status: 'failed',
      error: GENERATION_UI_MESSAGES.interrupted,
      leaseUntil: null,
      finishedAt: new Date().toISOString(),
    })
    .where('attempts', '>=', MAX_ATTEMPTS)
    .returning(['sourceKey', 'fromMaterial'])
    .execute();
  return failed.filter((j) => !j.fromMaterial).map((j) => j.sourceKey);
}
