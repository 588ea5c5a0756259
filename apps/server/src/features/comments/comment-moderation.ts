import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@halaqa/shared/account';
import { announce } from '../../events/event-bus.ts';
import { closeReportsOf } from '../reports/reports.repo.ts';
import { deleteComment, setFlagged } from './comments.repo.ts';

/**
 * Deleting and flagging a comment, from its page or from the moderation queue: the change,
 * then the item's open reports closed, then every open page told.
 */
export async function removeComment(req: FastifyRequest, id: string, actor: SessionUser) {
  const { db, events } = req.server;
  const courseId = await deleteComment(db, id, actor);
  await closeReportsOf(db.kysely, 'Comment', id, 'deleted', actor.id);
  announce(events, req.log, { courseId, kind: 'comment-deleted', id });
}

export async function flagComment(req: FastifyRequest, id: string, admin: SessionUser) {
  const { db, events } = req.server;
  const courseId = await setFlagged(db, id, true);
  await closeReportsOf(db.kysely, 'Comment', id, 'flagged', admin.id);
  announce(events, req.log, { courseId, kind: 'comment-flagged', id });
}

export async function restoreComment(req: FastifyRequest, id: string) {
  const { db, events } = req.server;
  const courseId = await setFlagged(db, id, false);
  announce(events, req.log, { courseId, kind: 'comment-restored', id });
}
