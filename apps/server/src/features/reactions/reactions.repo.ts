import type { Kysely } from 'kysely';
import { toggleReaction, type Reaction, type ReactionResponse } from '@halaqa/shared/comments';
import type { Database } from '../../db/schema.ts';

/**
 * The reaction tables of comments and files: one row per (item, user) holding `like` or
 * `dislike`, so a user is never in both (spec §4). Both have the same columns.
 */
export type ReactionTable = 'commentReactions' | 'fileReactions';

// The two tables have identical columns; Kysely types one name at a time.
const asOne = (table: ReactionTable) => table as 'commentReactions';

export interface Counts {
  likes: number;
  dislikes: number;
}

/**
 * Applies a press of `pressed` by `userId` inside `trx`. The caller has locked the item's row
 * first, so concurrent presses on one item apply one after another.
 */
export async function applyReaction(
  trx: Kysely<Database>,
  table: ReactionTable,
  itemId: string,
  userId: string,
  pressed: Reaction,
): Promise<ReactionResponse> {
  const t = asOne(table);
  const own = { itemId, userId };
  const current =
    (
      await trx
        .selectFrom(t)
        .select('reaction')
        .where('itemId', '=', itemId)
        .where('userId', '=', userId)
        .executeTakeFirst()
    )?.reaction ?? null;
  const next = toggleReaction(current, pressed);
  if (next === null) {
    await trx.deleteFrom(t).where('itemId', '=', itemId).where('userId', '=', userId).execute();
  } else if (current === null) {
    await trx
      .insertInto(t)
      .values({ ...own, reaction: next })
      .execute();
  } else {
    await trx
      .updateTable(t)
      .set({ reaction: next })
      .where('itemId', '=', itemId)
      .where('userId', '=', userId)
      .execute();
  }
  const counts = (await countReactions(trx, table, [itemId])).get(itemId);
  return { likes: counts?.likes ?? 0, dislikes: counts?.dislikes ?? 0, myReaction: next };
}

/** Like and dislike counts of each item in `itemIds` that has any. */
export async function countReactions(
  db: Kysely<Database>,
  table: ReactionTable,
  itemIds: readonly string[],
): Promise<Map<string, Counts>> {
  const counts = new Map<string, Counts>();
  if (itemIds.length === 0) return counts;
  const t = asOne(table);
  // Chunks keep the parameter count well under SQLite's limit.
  for (let i = 0; i < itemIds.length; i += 500) {
    const rows = await db
      .selectFrom(t)
      .select(['itemId', 'reaction'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('itemId', 'in', itemIds.slice(i, i + 500))
      .groupBy(['itemId', 'reaction'])
      .execute();
    for (const r of rows) {
      const c = counts.get(r.itemId) ?? { likes: 0, dislikes: 0 };
      c[r.reaction === 'like' ? 'likes' : 'dislikes'] = Number(r.n);
      counts.set(r.itemId, c);
    }
  }
  return counts;
}

/** The viewer's own reaction to each item in `itemIds` that has one. */
export async function reactionsOf(
  db: Kysely<Database>,
  table: ReactionTable,
  userId: string,
  itemIds: readonly string[],
): Promise<Map<string, Reaction>> {
  const mine = new Map<string, Reaction>();
  const t = asOne(table);
  for (let i = 0; i < itemIds.length; i += 500) {
    const rows = await db
      .selectFrom(t)
      .select(['itemId', 'reaction'])
      .where('userId', '=', userId)
      .where('itemId', 'in', itemIds.slice(i, i + 500))
      .execute();
    for (const r of rows) mine.set(r.itemId, r.reaction);
  }
  return mine;
}
