import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageResponse } from '@halaqa/shared/account';
import {
  COMMENT_MESSAGES,
  CommentList,
  CommentParams,
  CreatedComment,
  NewCommentBody,
  ReactionBody,
  ReactionResponse,
} from '@halaqa/shared/comments';
import { COURSE_MESSAGES, CourseParams } from '@halaqa/shared/courses';
import { adminOnly, currentUser, signedIn, userOf } from '../../auth/session.ts';
import { notFound } from '../../errors.ts';
import { announce } from '../../events/event-bus.ts';
import { findCourse } from '../courses/courses.repo.ts';
import { flagComment, removeComment, restoreComment } from './comment-moderation.ts';
import { insertComment, listComments, react } from './comments.repo.ts';

/** The Comments & Feedback section of a course page (spec "Course page", §4, §5, §6). */
export async function commentsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const requireCourse = async (id: string) => {
    if (!(await findCourse(app.db, id))) throw notFound(COURSE_MESSAGES.notFound);
  };

  app.get(
    '/api/courses/:id/comments',
    { schema: { params: CourseParams, response: { 200: CommentList } } },
    async (req, reply) => {
      await requireCourse(req.params.id);
      const viewer = await currentUser(req, reply);
      // What a viewer sees depends on who they are (flagged text, own reactions).
      reply.header('cache-control', 'private, no-store');
      return { comments: await listComments(app.db, req.params.id, viewer) };
    },
  );

  app.post(
    '/api/courses/:id/comments',
    {
      onRequest: signedIn,
      schema: { params: CourseParams, body: NewCommentBody, response: { 201: CreatedComment } },
    },
    async (req, reply) => {
      const courseId = req.params.id;
      await requireCourse(courseId);
      const comment = await insertComment(app.db, {
        courseId,
        author: userOf(req),
        text: req.body.text,
        parentId: req.body.parentId ?? null,
      });
      announce(app.events, req.log, { courseId, kind: 'comment-added', id: comment.id });
      return reply.code(201).send({ comment });
    },
  );

  app.delete(
    '/api/comments/:id',
    { onRequest: signedIn, schema: { params: CommentParams, response: { 200: MessageResponse } } },
    async (req) => {
      await removeComment(req, req.params.id, userOf(req));
      return { message: COMMENT_MESSAGES.deleted };
    },
  );

  app.put(
    '/api/comments/:id/reaction',
    {
      onRequest: signedIn,
      schema: { params: CommentParams, body: ReactionBody, response: { 200: ReactionResponse } },
    },
    async (req) => {
      const id = req.params.id;
      const { courseId, ...result } = await react(app.db, id, userOf(req).id, req.body.reaction);
      announce(app.events, req.log, { courseId, kind: 'comment-reacted', id });
      return result;
    },
  );

  app.post(
    '/api/comments/:id/flag',
    { onRequest: adminOnly, schema: { params: CommentParams, response: { 200: MessageResponse } } },
    async (req) => {
      await flagComment(req, req.params.id, userOf(req));
      return { message: COMMENT_MESSAGES.flagged };
    },
  );

  app.post(
    '/api/comments/:id/restore',
    { onRequest: adminOnly, schema: { params: CommentParams, response: { 200: MessageResponse } } },
    async (req) => {
      await restoreComment(req, req.params.id);
      return { message: COMMENT_MESSAGES.restored };
    },
  );

  app.get(
    '/api/courses/:id/events',
    { schema: { params: CourseParams, hide: true } },
    async (req, reply) => {
      await requireCourse(req.params.id);
      app.liveStreams.open(req.params.id, reply);
    },
  );
}
