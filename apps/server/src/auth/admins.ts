import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Makes the accounts whose e-mail is in `emails` admins; returns how many rows changed. */
export async function grantAdmins(db: Db, emails: string[]): Promise<number> {
  return setAdmin(db, emails, true);
}

export async function revokeAdmins(db: Db, emails: string[]): Promise<number> {
  return setAdmin(db, emails, false);
}

async function setAdmin(db: Db, emails: string[], isAdmin: boolean): Promise<number> {
  const lower = emails.map((e) => e.trim().toLowerCase()).filter(Boolean);
  if (lower.length === 0) return 0;
  const result = await db.kysely
    .updateTable('users')
    .set({ isAdmin: db.dialect === 'postgres' ? isAdmin : Number(isAdmin) })
    .where(sql<string>`lower("email")`, 'in', lower)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
