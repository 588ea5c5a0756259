import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildCourse, signUpAdmin } from '../../test/factories.ts';
import { postComment } from '../../test/comment-factories.ts';
import { openStream } from '../../test/event-stream.ts';
import { databases, eventually, signUp, startTestApp, type TestApp } from '../../test/test-app.ts';

const event = (kind: string, id: string) => (m: unknown) =>
  (m as { kind: string; id: string }).kind === kind && (m as { id: string }).id === id;

describe.each(databases)('live comments on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('streams every change of a course to its open pages, and nothing of other courses', async () => {
    const [course, other] = [await buildCourse(t.db), await buildCourse(t.db)];
    const { client } = await signUp(t);
    const admin = await signUpAdmin(t);
    const stream = await openStream(`${t.url}/api/courses/${course.id}/events`);
    const elsewhere = await openStream(`${t.url}/api/courses/${other.id}/events`);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const id = await postComment(client, course.id);
      await stream.next(event('comment-added', id));
      await client.put(`/api/comments/${id}/reaction`, { reaction: 'like' });
      await stream.next(event('comment-reacted', id));
      await admin.client.post(`/api/comments/${id}/flag`);
      await stream.next(event('comment-flagged', id));
      await admin.client.post(`/api/comments/${id}/restore`);
      await stream.next(event('comment-restored', id));
      await client.delete(`/api/comments/${id}`);
      await stream.next(event('comment-deleted', id));
      expect(elsewhere.messages).toEqual([]);
    } finally {
      stream.close();
      elsewhere.close();
    }
  });

  it('answers 404 for the events of a course that does not exist', async () => {
    const stream = await openStream(`${t.url}/api/courses/nope/events`);
    expect(stream.status).toBe(404);
    stream.close();
  });

  it('forgets a stream once the browser has gone', async () => {
    const course = await buildCourse(t.db);
    const before = t.app.liveStreams.size;
    const stream = await openStream(`${t.url}/api/courses/${course.id}/events`);
    await eventually(() => (t.app.liveStreams.size === before + 1 ? true : undefined));
    stream.close();
    await eventually(() => (t.app.liveStreams.size === before ? true : undefined));
  });
});

describe.runIf(databases.includes('postgres'))('live comments across instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp('postgres');
    // A second server process on the same database, as behind a load balancer.
    b = await startTestApp('sqlite', { DATABASE_URL: a.config.databaseUrl as string });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('delivers a comment posted on one instance to a stream open on the other', async () => {
    const course = await buildCourse(a.db);
    const { client } = await signUp(a);
    const onB = await openStream(`${b.url}/api/courses/${course.id}/events`);
    try {
      const id = await postComment(client, course.id);
      await onB.next(event('comment-added', id));
    } finally {
      onB.close();
    }
  });

  it('tells open pages to catch up after the listening connection was lost, and keeps delivering', async () => {
    const course = await buildCourse(a.db);
    const { client } = await signUp(a);
    const onB = await openStream(`${b.url}/api/courses/${course.id}/events`);
    try {
      // Ends b's LISTEN connection from the database side, as a restart or failover would.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`.execute(
        b.db.kysely,
      );
      await onB.next((m) => (m as { kind: string }).kind === 'resync', 10_000);
      const id = await postComment(client, course.id);
      await onB.next(event('comment-added', id));
    } finally {
      onB.close();
    }
  });
});
