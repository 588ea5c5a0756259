import type { Selectable } from 'kysely';
import type { SessionUser } from '@halaqa/shared/account';
import type { Db } from '../../db/database.ts';
import { asBool, asIso, type UsersTable } from '../../db/schema.ts';
import type { Storage } from '../../storage/storage.ts';

export type UserRow = Selectable<UsersTable>;

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.kysely
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

export async function updateProfile(
  db: Db,
  id: string,
  fields: { name?: string; university?: string; major?: string; image?: string | null },
): Promise<void> {
  await db.kysely
    .updateTable('users')
    .set({ ...fields, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** The user as the API shows it; `image` holds a storage key, never a full URL. */
export function toSessionUser(row: UserRow, storage: Storage): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: asBool(row.emailVerified),
    university: row.university ?? '',
    major: row.major ?? '',
    isAdmin: asBool(row.isAdmin),
    pfp: row.image ? avatarUrl(row.image, storage, row.updatedAt) : null,
    createdAt: asIso(row.createdAt),
  };
}

// The version parameter changes with every save so browsers never show a replaced avatar.
function avatarUrl(key: string, storage: Storage, updatedAt: Date | string): string {
  return `${storage.publicUrl(key)}?v=${new Date(updatedAt).getTime()}`;
}
