import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../features/profile/profile.repo.ts';

export type SessionUserRow = UserRow & { sessionExpiresAt: Date | string };

// Every signed-in request runs this query, so it is compiled once per database: building and
// compiling it again each time cost as much as running it.
const compiled = new WeakMap<Db, CompiledQuery<SessionUserRow>>();

function sessionUserQuery(db: Db): CompiledQuery<SessionUserRow> {
  let query = compiled.get(db);
  if (!query) {
    query = db.kysely
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .selectAll('users')
      .select('sessions.expiresAt as sessionExpiresAt')
      .where('sessions.token', '=', '')
      .compile();
    compiled.set(db, query);
  }
  return query;
}

/** The user of a session token, with the session's expiry, in one query on the unique token index. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUserRow | undefined> {
  const { rows } = await db.kysely.executeQuery<SessionUserRow>({
    ...sessionUserQuery(db),
    parameters: [token],
  });
  return rows[0];
}
