import type { Db } from '../db/database.ts';

/** At most `max` counted attempts per `windowSeconds` for one key (a client address, an e-mail). */
export interface Limit {
  name: string;
  max: number;
  windowSeconds: number;
}

export interface Verdict {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfter: number;
}

const SWEEP_SHARE = 0.01;

/**
 * Counts one attempt in the database, so every instance shares the count: fixed windows, one
 * atomic upsert per attempt. Expired rows are swept now and then by the attempts themselves.
 */
export async function countAttempt(db: Db, limit: Limit, subject: string): Promise<Verdict> {
  const now = Date.now();
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = now - (now % windowMs);
  const expiresAt = windowStart + windowMs;
  const row = await db.kysely
    .insertInto('attemptCounters')
    .values({ key: keyOf(limit, subject), windowStart, expiresAt, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['key', 'windowStart'])
        .doUpdateSet((eb) => ({ count: eb('attemptCounters.count', '+', 1) })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  if (Math.random() < SWEEP_SHARE)
    await db.kysely.deleteFrom('attemptCounters').where('expiresAt', '<', now).execute();
  return { allowed: row.count <= limit.max, retryAfter: Math.ceil((expiresAt - now) / 1000) };
}

/** Takes back one attempt of the current window (a sign-in that turned out to be right). */
export async function forgetAttempt(db: Db, limit: Limit, subject: string): Promise<void> {
  const now = Date.now();
  const windowStart = now - (now % (limit.windowSeconds * 1000));
  await db.kysely
    .updateTable('attemptCounters')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', keyOf(limit, subject))
    .where('windowStart', '=', windowStart)
    .execute();
}

const keyOf = (limit: Limit, subject: string) => `${limit.name}:${subject.trim().toLowerCase()}`;
