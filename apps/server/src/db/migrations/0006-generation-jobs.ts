import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../migrate.ts';

/**
 * Quiz and flashcard generations: a durable queue. `leaseUntil` (ms) is renewed while a job runs;
 * a running job whose lease has lapsed belonged to a process that died, and is retried once.
 */
export function generationJobs(t: ColumnTypes) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('generationJobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('runId', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('fileName', 'text', (c) => c.notNull())
        .addColumn('sourceKey', 'text', (c) => c.notNull())
        /** The source is a course file (kept) rather than an upload of its own (removed). */
        .addColumn('fromMaterial', t.bool, (c) => c.notNull().defaultTo(t.false))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('leaseUntil', 'bigint')
        .addColumn('content', 'text')
        .addColumn('result', 'text')
        .addColumn('error', 'text')
        .addColumn('createdAt', t.date, (c) => c.notNull())
        .addColumn('finishedAt', t.date)
        .execute();
      await db.schema
        .createIndex('generationJobs_status_createdAt_idx')
        .on('generationJobs')
        .columns(['status', 'createdAt'])
        .execute();
      await db.schema
        .createIndex('generationJobs_userId_status_idx')
        .on('generationJobs')
        .columns(['userId', 'status'])
        .execute();
    },
  };
}
