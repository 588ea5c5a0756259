import { randomBytes } from 'node:crypto';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { displayName, type SessionUser } from '@halaqa/shared/account';
import {
  ANONYMOUS,
  COMMENT_MESSAGES,
  MAX_COMMENT_DEPTH,
  type Comment,
  type Reaction,
  type ReactionResponse,
} from '@halaqa/shared/comments';
import { dbBool, type Db } from '../../db/database.ts';
import { asBool, asIso, type Database } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import {
  applyReaction,
  countReactions,
  reactionsOf,
  type Counts,
} from '../reactions/reactions.repo.ts';

type Tx = Kysely<Database>;

/** PostgreSQL locks the row for the transaction; SQLite runs one transaction at a time anyway. */
function locked<O>(db: Db, query: SelectQueryBuilder<Database, 'comments', O>) {
  return db.dialect === 'postgres' ? query.forUpdate() : query;
}

interface CommentRow {
  id: string;
  parentId: string | null;
  depth: number;
  userId: string | null;
  text: string;
  flagged: boolean | number;
  deleted: boolean | number;
  createdAt: Date | string;
  name: string | null;
  email: string | null;
}

/** What `viewer` may see of a comment (spec §4 "Comment"): flagged text and counts for admins only. */
function toCommentDto(
  row: CommentRow,
  counts: Counts | undefined,
  myReaction: Reaction | null,
  viewer: SessionUser | null,
): Comment {
  const deleted = asBool(row.deleted);
  const flagged = asBool(row.flagged);
  const hidden = deleted || (flagged && !viewer?.isAdmin);
  return {
    id: row.id,
    parentId: row.parentId,
    depth: row.depth,
    authorName: deleted ? '' : displayName(row.userId ? row : null, ANONYMOUS),
    text: hidden ? null : row.text,
    flagged,
    deleted,
    likes: hidden ? null : (counts?.likes ?? 0),
    dislikes: hidden ? null : (counts?.dislikes ?? 0),
    myReaction,
    mine: !deleted && viewer !== null && row.userId === viewer.id,
    createdAt: asIso(row.createdAt),
  };
}

const commentColumns = [
  'comments.id',
  'comments.parentId',
  'comments.depth',
  'comments.userId',
  'comments.text',
  'comments.flagged',
  'comments.deleted',
  'comments.createdAt',
  'users.name',
  'users.email',
] as const;

function withAuthor(db: Db) {
  return db.kysely
    .selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.userId')
    .select(commentColumns);
}

/** Every comment of a course, oldest first, as `viewer` may see them. */
export async function listComments(
  db: Db,
  courseId: string,
  viewer: SessionUser | null,
): Promise<Comment[]> {
  const rows = await withAuthor(db)
    .where('comments.courseId', '=', courseId)
    .orderBy('comments.createdAt')
    .orderBy('comments.id')
    .execute();
  const ids = rows.map((r) => r.id);
  const counts = await countReactions(db.kysely, 'commentReactions', ids);
  const myReactions = viewer
    ? await reactionsOf(db.kysely, 'commentReactions', viewer.id, ids)
    : new Map<string, Reaction>();
  return rows.map((row) =>
    toCommentDto(row, counts.get(row.id), myReactions.get(row.id) ?? null, viewer),
  );
}

/** The comment's course, author and text while it is shown (not a deleted placeholder). */
export async function findLiveComment(db: Db, id: string) {
  const row = await withAuthor(db)
    .select('comments.courseId')
    .where('comments.id', '=', id)
    .executeTakeFirst();
  return row && !asBool(row.deleted) ? row : undefined;
}

const newId = () => randomBytes(12).toString('hex');

/** Adds a comment, or a reply below depth 3 to a shown comment of the same course. */
export async function insertComment(
  db: Db,
  fields: { courseId: string; author: SessionUser; text: string; parentId: string | null },
): Promise<Comment> {
  const { courseId, author, text, parentId } = fields;
  const row = await db.kysely.transaction().execute(async (trx) => {
    let depth = 0;
    if (parentId) {
      const parent = await locked(
        db,
        trx
          .selectFrom('comments')
          .select(['courseId', 'depth', 'deleted'])
          .where('id', '=', parentId),
      ).executeTakeFirst();
      if (!parent || parent.courseId !== courseId || asBool(parent.deleted))
        throw notFound(COMMENT_MESSAGES.notFound);
      if (parent.depth >= MAX_COMMENT_DEPTH) throw badRequest(COMMENT_MESSAGES.tooDeep);
      depth = parent.depth + 1;
    }
    const values = {
      id: newId(),
      courseId,
      userId: author.id,
      parentId,
      depth,
      text,
      flagged: dbBool(db, false),
      deleted: dbBool(db, false),
      createdAt: new Date().toISOString(),
    };
    await trx.insertInto('comments').values(values).execute();
    return values;
  });
  return toCommentDto({ ...row, name: author.name, email: author.email }, undefined, null, author);
}

async function hasReplies(trx: Tx, id: string): Promise<boolean> {
  const reply = await trx
    .selectFrom('comments')
    .select('id')
    .where('parentId', '=', id)
    .executeTakeFirst();
  return reply !== undefined;
}

/**
 * Deletes a comment for its author or an admin. One with replies stays as a placeholder (its text
 * emptied) so the thread stays readable; one without goes, and so do placeholders above it that
 * it leaves without replies. Returns the comment's course.
 */
export async function deleteComment(db: Db, id: string, actor: SessionUser): Promise<string> {
  return db.kysely.transaction().execute(async (trx) => {
    const comment = await locked(
      db,
      trx
        .selectFrom('comments')
        .select(['courseId', 'userId', 'parentId', 'deleted'])
        .where('id', '=', id),
    ).executeTakeFirst();
    if (!comment || asBool(comment.deleted)) throw notFound(COMMENT_MESSAGES.notFound);
    if (comment.userId !== actor.id && !actor.isAdmin) throw forbidden(COMMENT_MESSAGES.notYours);
    if (await hasReplies(trx, id)) {
      await trx
        .updateTable('comments')
        .set({ deleted: dbBool(db, true), text: '' })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('commentReactions').where('itemId', '=', id).execute();
      return comment.courseId;
    }
    await trx.deleteFrom('comments').where('id', '=', id).execute();
    let parentId = comment.parentId;
    while (parentId) {
      const parent = await trx
        .selectFrom('comments')
        .select(['parentId', 'deleted'])
        .where('id', '=', parentId)
        .executeTakeFirst();
      if (!parent || !asBool(parent.deleted) || (await hasReplies(trx, parentId))) break;
      await trx.deleteFrom('comments').where('id', '=', parentId).execute();
      parentId = parent.parentId;
    }
    return comment.courseId;
  });
}

/**
 * Spec §4 "Like and dislike", atomically: the comment's row is locked while the user's one
 * reaction row is read and changed, so concurrent presses apply one after another.
 */
export async function react(
  db: Db,
  commentId: string,
  userId: string,
  pressed: Reaction,
): Promise<ReactionResponse & { courseId: string }> {
  return db.kysely.transaction().execute(async (trx) => {
    const comment = await locked(
      db,
      trx
        .selectFrom('comments')
        .select(['courseId', 'flagged', 'deleted'])
        .where('id', '=', commentId),
    ).executeTakeFirst();
    if (!comment || asBool(comment.deleted)) throw notFound(COMMENT_MESSAGES.notFound);
    if (asBool(comment.flagged)) throw conflict(COMMENT_MESSAGES.reactionsClosed);
    const result = await applyReaction(trx, 'commentReactions', commentId, userId, pressed);
    return { ...result, courseId: comment.courseId };
  });
}

/**
 * The admin's Flag (`flagged` true) and Restore (false), as one conditional update: 409 with the
 * spec's alert when the comment already is in that state. Returns the comment's course.
 */
export async function setFlagged(db: Db, id: string, flagged: boolean): Promise<string> {
  const result = await db.kysely
    .updateTable('comments')
    .set({ flagged: dbBool(db, flagged) })
    .where('id', '=', id)
    .where('flagged', '=', dbBool(db, !flagged))
    .where('deleted', '=', dbBool(db, false))
    .returning('courseId')
    .executeTakeFirst();
  if (result) return result.courseId;
  const comment = await findLiveComment(db, id);
  if (!comment) throw notFound(COMMENT_MESSAGES.notFound);
  throw conflict(flagged ? COMMENT_MESSAGES.alreadyFlagged : COMMENT_MESSAGES.notFlagged);
}
