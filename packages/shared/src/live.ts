/**
 * What changes on a course page, sent to its open pages over Server-Sent Events
 * (`GET /api/courses/:id/events`, data `{ kind, id }`). A page fetches the part that changed again;
 * `resync` (events may have been missed) means every part.
 */
export const LIVE_EVENT_KINDS = [
  'comment-added',
  'comment-deleted',
  'comment-reacted',
  'comment-flagged',
  'comment-restored',
  'section-added',
  'file-added',
  'file-deleted',
  'file-reacted',
] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];
export const RESYNC = 'resync';

export const isCommentEvent = (kind: string) => kind.startsWith('comment-');
