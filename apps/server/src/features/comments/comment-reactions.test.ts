import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, type Comment } from '@halaqa/shared/comments';
import { buildCourse, signUpAdmin } from '../../test/factories.ts';
import { commentsOf, postComment } from '../../test/comment-factories.ts';
import { Client, databases, signUp, startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(databases)('comment reactions and flags on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  describe('likes and dislikes', () => {
    const press = (client: Client, id: string, reaction: 'like' | 'dislike') =>
      client.put(`/api/comments/${id}/reaction`, { reaction });

    it('toggles the own like, and a dislike replaces it (spec §4)', async () => {
      const course = await buildCourse(t.db);
      const { client } = await signUp(t);
      const other = await signUp(t);
      const id = await postComment(other.client, course.id);
      expect((await press(client, id, 'like')).json).toEqual({
        likes: 1,
        dislikes: 0,
        myReaction: 'like',
      });
      expect((await press(other.client, id, 'like')).json).toEqual({
        likes: 2,
        dislikes: 0,
        myReaction: 'like',
      });
      expect((await press(client, id, 'dislike')).json).toEqual({
        likes: 1,
        dislikes: 1,
        myReaction: 'dislike',
      });
      expect((await press(client, id, 'dislike')).json).toEqual({
        likes: 1,
        dislikes: 0,
        myReaction: null,
      });
      expect((await press(other.client, id, 'like')).json).toEqual({
        likes: 0,
        dislikes: 0,
        myReaction: null,
      });
      const mine = (await commentsOf(t, course.id, client))[0];
      expect(mine).toMatchObject({ likes: 0, dislikes: 0, myReaction: null });
    });

    it('ends consistent after 50 parallel presses by one user', async () => {
      const course = await buildCourse(t.db);
      const { client, user } = await signUp(t);
      const id = await postComment(client, course.id);
      const likes = await Promise.all(Array.from({ length: 50 }, () => press(client, id, 'like')));
      expect(likes.every((r) => r.status === 200)).toBe(true);
      // Fifty toggles of the same like, applied one after another, end where they began.
      expect((await commentsOf(t, course.id, client))[0]).toMatchObject({
        likes: 0,
        dislikes: 0,
        myReaction: null,
      });
      const mixed = await Promise.all(
        Array.from({ length: 50 }, (_, i) => press(client, id, i % 2 ? 'like' : 'dislike')),
      );
      expect(mixed.every((r) => r.status === 200)).toBe(true);
      const rows = await t.db.kysely
        .selectFrom('commentReactions')
        .selectAll()
        .where('itemId', '=', id)
        .execute();
      expect(rows.length).toBeLessThanOrEqual(1);
      expect(rows.every((r) => r.userId === user.id)).toBe(true);
      const final = (await commentsOf(t, course.id, client))[0] as Comment;
      expect((final.likes ?? 0) + (final.dislikes ?? 0)).toBe(rows.length);
      expect(final.myReaction).toBe(rows[0]?.reaction ?? null);
    });

    it('answers 400 for a reaction that is neither like nor dislike', async () => {
      const course = await buildCourse(t.db);
      const { client } = await signUp(t);
      const id = await postComment(client, course.id);
      expect((await client.put(`/api/comments/${id}/reaction`, { reaction: 'love' })).status).toBe(
        400,
      );
    });
  });

  describe('flagging', () => {
    it('lets an admin flag and restore, with the spec alerts when already in that state', async () => {
      const course = await buildCourse(t.db);
      const learner = await signUp(t);
      const admin = await signUpAdmin(t);
      const id = await postComment(learner.client, course.id, 'rude words');
      await learner.client.put(`/api/comments/${id}/reaction`, { reaction: 'like' });

      expect((await admin.client.post(`/api/comments/${id}/flag`)).json.message).toBe(
        COMMENT_MESSAGES.flagged,
      );
      const again = await admin.client.post(`/api/comments/${id}/flag`);
      expect(again.status).toBe(409);
      expect(again.json.error.message).toBe(COMMENT_MESSAGES.alreadyFlagged);

      for (const viewer of [learner.client, new Client(t.url)]) {
        expect((await commentsOf(t, course.id, viewer))[0]).toMatchObject({
          flagged: true,
          text: null,
          likes: null,
          dislikes: null,
        });
      }
      expect((await commentsOf(t, course.id, admin.client))[0]).toMatchObject({
        flagged: true,
        text: 'rude words',
        likes: 1,
      });
      const react = await learner.client.put(`/api/comments/${id}/reaction`, {
        reaction: 'dislike',
      });
      expect(react.status).toBe(409);
      expect(react.json.error.message).toBe(COMMENT_MESSAGES.reactionsClosed);

      expect((await admin.client.post(`/api/comments/${id}/restore`)).json.message).toBe(
        COMMENT_MESSAGES.restored,
      );
      const notFlagged = await admin.client.post(`/api/comments/${id}/restore`);
      expect(notFlagged.status).toBe(409);
      expect(notFlagged.json.error.message).toBe(COMMENT_MESSAGES.notFlagged);
      expect((await commentsOf(t, course.id, learner.client))[0]).toMatchObject({
        text: 'rude words',
        likes: 1,
      });
    });
  });
});
