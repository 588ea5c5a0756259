import { sql } from 'kysely';
import { dbBool, type Db } from '../db/database.ts';
import { notifyPostgres } from '../events/event-bus.ts';
import { userTag } from './auth.ts';

// Each function returns the ids of the accounts it changed; a running server must be told of
// them (`readCache.changed`, or `announceToServers` from another process).

/** Makes the accounts whose e-mail is in `emails` admins. */
export async function grantAdmins(db: Db, emails: string[]): Promise<string[]> {
  return setAdmin(db, emails, true);
}

/**
 * Makes the accounts in `emails` (ADMIN_EMAILS) admins, but only once their address is verified:
 * whoever signs up first with a listed address must not become a moderator by that alone.
 */
export async function grantVerifiedAdmins(db: Db, emails: string[]): Promise<string[]> {
  return setAdmin(db, emails, true, true);
}

export async function revokeAdmins(db: Db, emails: string[]): Promise<string[]> {
  return setAdmin(db, emails, false);
}

async function setAdmin(
  db: Db,
  emails: string[],
  isAdmin: boolean,
  verifiedOnly = false,
): Promise<string[]> {
  const lower = emails.map((e) => e.trim().toLowerCase()).filter(Boolean);
  if (lower.length === 0) return [];
  let update = db.kysely
    .updateTable('users')
    .set({ isAdmin: dbBool(db, isAdmin) })
    .where(sql<string>`lower("email")`, 'in', lower);
  if (verifiedOnly) update = update.where('emailVerified', '=', dbBool(db, true));
  const rows = await update.returning('id').execute();
  return rows.map((r) => r.id);
}

/**
 * Tells running servers, from another process (the admin command), that these accounts changed:
 * at once on PostgreSQL (NOTIFY); a server on SQLite cannot be reached and sees the change
 * within READ_CACHE_SECONDS, or at the user's next sign-in.
 */
export async function announceToServers(db: Db, userIds: string[]): Promise<void> {
  if (db.dialect === 'postgres' && userIds.length > 0)
    await notifyPostgres(db, { stale: userIds.map(userTag) });
}
