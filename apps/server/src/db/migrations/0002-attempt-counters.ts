import type { Kysely } from 'kysely';

/** Counters of the rate limits (per client address, per account), one row per key and window. */
export function attemptCounters() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('attemptCounters')
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('windowStart', 'bigint', (c) => c.notNull())
        .addColumn('expiresAt', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('attemptCounters_pk', ['key', 'windowStart'])
        .execute();
      await db.schema
        .createIndex('attemptCounters_expiresAt_idx')
        .on('attemptCounters')
        .column('expiresAt')
        .execute();
    },
  };
}
