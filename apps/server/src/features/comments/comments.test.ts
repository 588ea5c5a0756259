import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from '@halaqa/shared/comments';
import { buildCourse, signUpAdmin } from '../../test/factories.ts';
import { commentsOf, postComment } from '../../test/comment-factories.ts';
import { Client, databases, signUp, startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(databases)('comments on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const storedCount = async (courseId: string) =>
    (
      await t.db.kysely
        .selectFrom('comments')
        .select('id')
        .where('courseId', '=', courseId)
        .execute()
    ).length;

  it('stores a trimmed comment and lists it oldest first, with the author and zero counts', async () => {
    const course = await buildCourse(t.db);
    const { client } = await signUp(t, { name: 'Sara Ahmed' });
    const first = await postComment(client, course.id, '  First!\nSecond line  ');
    const second = await postComment(client, course.id, 'Later');
    const mine = await commentsOf(t, course.id, client);
    expect(mine.map((c) => c.id)).toEqual([first, second]);
    expect(mine[0]).toMatchObject({
      parentId: null,
      depth: 0,
      authorName: 'Sara Ahmed',
      text: 'First!\nSecond line',
      likes: 0,
      dislikes: 0,
      myReaction: null,
      mine: true,
      flagged: false,
      deleted: false,
    });
    expect((await commentsOf(t, course.id))[0]?.mine).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['only spaces and line breaks', '  \n\t '],
    ['missing', undefined],
  ])(
    "answers 400 'Comment cannot be empty.' when the text is %s, and stores nothing",
    async (_, text) => {
      const course = await buildCourse(t.db);
      const { client } = await signUp(t);
      const res = await client.post(`/api/courses/${course.id}/comments`, { text });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe(COMMENT_MESSAGES.empty);
      expect(await storedCount(course.id)).toBe(0);
    },
  );

  it('accepts 5,000 characters and refuses 5,001', async () => {
    const course = await buildCourse(t.db);
    const { client } = await signUp(t);
    await postComment(client, course.id, 'x'.repeat(COMMENT_MAX_LENGTH));
    const res = await client.post(`/api/courses/${course.id}/comments`, {
      text: 'x'.repeat(COMMENT_MAX_LENGTH + 1),
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(COMMENT_MESSAGES.tooLong);
    expect(await storedCount(course.id)).toBe(1);
  });

  it('returns markup exactly as typed, as JSON text that no browser runs', async () => {
    const course = await buildCourse(t.db);
    const { client } = await signUp(t);
    const payload = '<script>alert(1)</script><img src=x onerror="alert(2)">&amp;';
    await postComment(client, course.id, payload);
    const res = await new Client(t.url).get(`/api/courses/${course.id}/comments`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.json.comments[0].text).toBe(payload);
  });

  it('nests replies down to depth 3 and refuses a reply below it', async () => {
    const course = await buildCourse(t.db);
    const { client } = await signUp(t);
    let parent = await postComment(client, course.id, 'depth 0');
    for (let depth = 1; depth <= 3; depth++)
      parent = await postComment(client, course.id, `depth ${depth}`, parent);
    const res = await client.post(`/api/courses/${course.id}/comments`, {
      text: 'depth 4',
      parentId: parent,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(COMMENT_MESSAGES.tooDeep);
    const list = await commentsOf(t, course.id);
    expect(list.map((c) => c.depth)).toEqual([0, 1, 2, 3]);
    expect(list[3]?.parentId).toBe(list[2]?.id);
  });

  it('refuses a reply to a comment of another course or one that does not exist', async () => {
    const [a, b] = [await buildCourse(t.db), await buildCourse(t.db)];
    const { client } = await signUp(t);
    const onA = await postComment(client, a.id);
    for (const parentId of [onA, 'no-such-comment']) {
      const res = await client.post(`/api/courses/${b.id}/comments`, { text: 'hi', parentId });
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe(COMMENT_MESSAGES.notFound);
    }
    expect(await storedCount(b.id)).toBe(0);
  });

  it("names the author by name, else the e-mail before @, else 'Anonymous'", async () => {
    const course = await buildCourse(t.db);
    const named = await signUp(t, { name: 'Named Person' });
    const unnamed = await signUp(t, { email: 'no.name@example.com' });
    const gone = await signUp(t);
    await postComment(named.client, course.id);
    await postComment(unnamed.client, course.id);
    await postComment(gone.client, course.id);
    await t.db.kysely
      .updateTable('users')
      .set({ name: ' ' })
      .where('id', '=', unnamed.user.id)
      .execute();
    await t.db.kysely.deleteFrom('users').where('id', '=', gone.user.id).execute();
    const names = (await commentsOf(t, course.id)).map((c) => c.authorName);
    expect(names).toEqual(['Named Person', 'no.name', ANONYMOUS]);
  });

  it('answers 404 for the comments of a course that does not exist', async () => {
    const res = await new Client(t.url).get('/api/courses/nope/comments');
    expect(res.status).toBe(404);
  });

  describe('deleting', () => {
    it('lets the author delete, refuses another learner with 403, and lets an admin delete any', async () => {
      const course = await buildCourse(t.db);
      const author = await signUp(t);
      const other = await signUp(t);
      const admin = await signUpAdmin(t);
      const [a, b] = [
        await postComment(author.client, course.id),
        await postComment(author.client, course.id),
      ];
      const refused = await other.client.delete(`/api/comments/${a}`);
      expect(refused.status).toBe(403);
      expect(refused.json.error.message).toBe(COMMENT_MESSAGES.notYours);
      expect(await storedCount(course.id)).toBe(2);
      expect((await author.client.delete(`/api/comments/${a}`)).json.message).toBe(
        COMMENT_MESSAGES.deleted,
      );
      expect((await admin.client.delete(`/api/comments/${b}`)).status).toBe(200);
      expect(await storedCount(course.id)).toBe(0);
      expect((await author.client.delete(`/api/comments/${a}`)).status).toBe(404);
    });

    it('keeps a comment with replies as a placeholder, and removes it with its last reply', async () => {
      const course = await buildCourse(t.db);
      const { client } = await signUp(t);
      const top = await postComment(client, course.id, 'top');
      const reply = await postComment(client, course.id, 'reply', top);
      await client.put(`/api/comments/${top}/reaction`, { reaction: 'like' });
      expect((await client.delete(`/api/comments/${top}`)).status).toBe(200);
      const [placeholder, kept] = await commentsOf(t, course.id, client);
      expect(placeholder).toMatchObject({
        id: top,
        deleted: true,
        text: null,
        authorName: '',
        likes: null,
        mine: false,
      });
      expect(kept).toMatchObject({ id: reply, parentId: top, text: 'reply' });
      const stored = await t.db.kysely
        .selectFrom('comments')
        .select('text')
        .where('id', '=', top)
        .executeTakeFirstOrThrow();
      expect(stored.text).toBe('');
      // A placeholder takes no replies, reactions or second delete.
      expect(
        (await client.post(`/api/courses/${course.id}/comments`, { text: 'x', parentId: top }))
          .status,
      ).toBe(404);
      expect((await client.put(`/api/comments/${top}/reaction`, { reaction: 'like' })).status).toBe(
        404,
      );
      expect((await client.delete(`/api/comments/${top}`)).status).toBe(404);
      expect((await client.delete(`/api/comments/${reply}`)).status).toBe(200);
      expect(await commentsOf(t, course.id)).toEqual([]);
    });
  });

  describe('permissions', () => {
    it('answers 401 to visitors and guests for commenting, reacting, deleting, flagging and reporting', async () => {
      const course = await buildCourse(t.db);
      const { client } = await signUp(t);
      const id = await postComment(client, course.id, 'kept');
      const visitor = new Client(t.url);
      const calls = [
        visitor.post(`/api/courses/${course.id}/comments`, { text: 'hello' }),
        visitor.put(`/api/comments/${id}/reaction`, { reaction: 'like' }),
        visitor.delete(`/api/comments/${id}`),
        visitor.post(`/api/comments/${id}/flag`),
        visitor.post(`/api/comments/${id}/restore`),
        visitor.post('/api/reports', { type: 'Comment', itemId: id, reason: 'spam' }),
      ];
      for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
      expect((await commentsOf(t, course.id))[0]).toMatchObject({
        text: 'kept',
        likes: 0,
        flagged: false,
      });
    });

    it('answers 403 to a learner who flags or restores', async () => {
      const course = await buildCourse(t.db);
      const { client } = await signUp(t);
      const id = await postComment(client, course.id);
      expect((await client.post(`/api/comments/${id}/flag`)).status).toBe(403);
      await t.db.kysely
        .updateTable('comments')
        .set({ flagged: kind === 'postgres' ? true : 1 })
        .where('id', '=', id)
        .execute();
      expect((await client.post(`/api/comments/${id}/restore`)).status).toBe(403);
      expect((await commentsOf(t, course.id))[0]?.flagged).toBe(true);
    });
  });

  it('removes the comments and their reactions with the course', async () => {
    const course = await buildCourse(t.db);
    const { client } = await signUp(t);
    const admin = await signUpAdmin(t);
    const id = await postComment(client, course.id);
    await postComment(client, course.id, 'reply', id);
    await client.put(`/api/comments/${id}/reaction`, { reaction: 'like' });
    expect((await admin.client.delete(`/api/courses/${course.id}`)).status).toBe(200);
    expect(await storedCount(course.id)).toBe(0);
    const reactions = await t.db.kysely
      .selectFrom('commentReactions')
      .select('userId')
      .where('itemId', '=', id)
      .execute();
    expect(reactions).toEqual([]);
  });
});
