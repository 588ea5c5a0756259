import type { Db } from '../db/database.ts';
import { compiledOnce } from '../db/compiled-query.ts';
import type { UserRow } from '../features/profile/profile.repo.ts';

export type SessionUserRow = UserRow & { sessionExpiresAt: Date | string };

const sessionUser = compiledOnce<SessionUserRow>((db) =>
  db.kysely
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .select('sessions.expiresAt as sessionExpiresAt')
    .where('sessions.token', '=', ''),
);

/** The user of a session token, with the session's expiry, in one query on the unique token index. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUserRow | undefined> {
  return (await sessionUser(db, token))[0];
}
