import { z } from 'zod';

/** Spec §9: replies are allowed below depth 3 (a top-level comment has depth 0). */
export const MAX_COMMENT_DEPTH = 3;
/** Spec §9: each depth level is indented 30 px. */
export const COMMENT_INDENT_PX = 30;
/** Comment text is plain text of at most this many characters (ours; the spec shows none). */
export const COMMENT_MAX_LENGTH = 5000;

/** The spec's comment texts (§4, §5, §8), plus the few it leaves open. */
export const COMMENT_MESSAGES = {
  empty: 'Comment cannot be empty.',
  addFailedPrefix: '❌ Error adding comment: ',
  tooLong: `A comment can be at most ${COMMENT_MAX_LENGTH} characters.`,
  signInToComment: 'Please log in to write or react to comments.',
  flaggedWarning: 'This comment has been flagged for inappropriate content.',
  likesDisabled: 'Likes disabled',
  deletedPlaceholder: 'This comment was deleted.',
  alreadyFlagged: 'This comment is already flagged.',
  notFlagged: 'This comment is not flagged.',
  flagged: 'Comment flagged.',
  restored: 'Comment restored.',
  deleted: 'Comment deleted.',
  notFound: 'This comment no longer exists.',
  tooDeep: 'Replies can go at most 3 levels deep.',
  notYours: "You can only delete your own comments unless you're an admin.",
  reactionsClosed: 'Likes are disabled on this comment.',
} as const;

/** Spec §3: a comment's author without a name or e-mail (or whose account is gone). */
export const ANONYMOUS = 'Anonymous';

export const Reaction = z.enum(['like', 'dislike']);
export type Reaction = z.infer<typeof Reaction>;

/**
 * Spec §4: a user is in likes or dislikes, never both. Pressing a reaction toggles it off when it
 * is the user's own, and otherwise replaces the other one.
 */
export function toggleReaction(current: Reaction | null, pressed: Reaction): Reaction | null {
  return current === pressed ? null : pressed;
}

/**
 * One comment as a viewer may see it. `text` is null for a deleted placeholder, and for a
 * flagged comment unless the viewer is an admin; `likes`/`dislikes` are null where they are
 * disabled (flagged, for non-admins) or meaningless (deleted).
 */
export const Comment = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  depth: z.number().int(),
  authorName: z.string(),
  text: z.string().nullable(),
  flagged: z.boolean(),
  deleted: z.boolean(),
  likes: z.number().int().nullable(),
  dislikes: z.number().int().nullable(),
  myReaction: Reaction.nullable(),
  /** The viewer wrote it: they may delete it and may not report it. */
  mine: z.boolean(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof Comment>;

/** Every comment of a course, oldest first; the page nests them with `commentTree`. */
export const CommentList = z.object({ comments: z.array(Comment) });
export type CommentList = z.infer<typeof CommentList>;

export const NewCommentBody = z.object({
  text: z
    .string({ error: COMMENT_MESSAGES.empty })
    .trim()
    .min(1, { error: COMMENT_MESSAGES.empty })
    .max(COMMENT_MAX_LENGTH, { error: COMMENT_MESSAGES.tooLong }),
  parentId: z.string().min(1).max(100).nullish(),
});
export type NewCommentBody = z.input<typeof NewCommentBody>;

export const CreatedComment = z.object({ comment: Comment });

export const CommentParams = z.object({ id: z.string().min(1).max(100) });

export const ReactionBody = z.object({ reaction: Reaction });
export const ReactionResponse = z.object({
  likes: z.number().int(),
  dislikes: z.number().int(),
  myReaction: Reaction.nullable(),
});
export type ReactionResponse = z.infer<typeof ReactionResponse>;

export interface CommentNode {
  comment: Comment;
  replies: CommentNode[];
}

/**
 * Nests a list ordered by time into threads (spec §3: replies nest by parent). A reply whose
 * parent is not in the list is shown at the top level rather than lost.
 */
export function commentTree(comments: readonly Comment[]): CommentNode[] {
  const nodes = new Map(comments.map((c) => [c.id, { comment: c, replies: [] as CommentNode[] }]));
  const roots: CommentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.comment.parentId ? nodes.get(node.comment.parentId) : undefined;
    (parent ? parent.replies : roots).push(node);
  }
  return roots;
}
