import type { Db } from '../db/database.ts';

/**
 * Ends the user's password-reset links (Better Auth keeps each as a `reset-password:<token>`
 * verification row holding the user id), but the one in `keepToken`: a new link or a reset
 * makes every older link useless.
 */
export async function dropResetLinks(db: Db, userId: string, keepToken?: string): Promise<void> {
  let query = db.kysely
    .deleteFrom('verifications')
    .where('value', '=', userId)
    .where('identifier', 'like', 'reset-password:%');
  if (keepToken) query = query.where('identifier', '!=', `reset-password:${keepToken}`);
  await query.execute();
}
