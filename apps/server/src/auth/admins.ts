import { sql } from 'kysely';
import { dbBool, type Db } from '../db/database.ts';

/** Makes the accounts whose e-mail is in `emails` admins; returns how many rows changed. */
export async function grantAdmins(db: Db, emails: string[]): Promise<number> {
  return setAdmin(db, emails, true);
}

/**
 * Makes the accounts in `emails` (ADMIN_EMAILS) admins, but only once their address is verified:
 * whoever signs up first with a listed address must not become a moderator by that alone.
 */
export async function grantVerifiedAdmins(db: Db, emails: string[]): Promise<number> {
  return setAdmin(db, emails, true, true);
}

export async function revokeAdmins(db: Db, emails: string[]): Promise<number> {
  return setAdmin(db, emails, false);
}

async function setAdmin(
  db: Db,
  emails: string[],
  isAdmin: boolean,
  verifiedOnly = false,
): Promise<number> {
  const lower = emails.map((e) => e.trim().toLowerCase()).filter(Boolean);
  if (lower.length === 0) return 0;
  let update = db.kysely
    .updateTable('users')
    .set({ isAdmin: dbBool(db, isAdmin) })
    .where(sql<string>`lower("email")`, 'in', lower);
  if (verifiedOnly) update = update.where('emailVerified', '=', dbBool(db, true));
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
