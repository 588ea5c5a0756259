import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_MESSAGES } from '@halaqa/shared/courses';
import { GENERIC_MESSAGES } from '@halaqa/shared/errors';
import { buildCourse, signUpAdmin } from '../../test/factories.ts';
import { Client, databases, signUp, startTestApp, type TestApp } from '../../test/test-app.ts';

const NEW_COURSE = {
  title: 'SWE 106 Software Construction',
  description: 'Design, build and test small programs.',
  major: 'Software Engineering',
  university: 'King Saud University',
};

describe.each(databases)('courses on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const courseCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('courses')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lets a signed-in learner create a course, trimmed, and it heads the community list', async () => {
    await buildCourse(t.db, { createdAt: new Date(Date.now() - 60_000) });
    const { client } = await signUp(t);
    const res = await client.post('/api/courses', {
      title: `  ${NEW_COURSE.title} `,
      description: ` ${NEW_COURSE.description}\n`,
      major: ' Software Engineering',
      university: 'King Saud University  ',
    });
    expect(res.status).toBe(201);
    expect(res.json.course).toEqual({
      ...NEW_COURSE,
      id: expect.any(String),
      createdAt: expect.any(String),
    });
    const list = await new Client(t.url).get('/api/courses');
    expect(list.json.courses[0]).toEqual(res.json.course);
  });

  it.each([
    ['title is missing', { ...NEW_COURSE, title: undefined }],
    ['description is blank', { ...NEW_COURSE, description: '   ' }],
    ['major is empty', { ...NEW_COURSE, major: '' }],
    ['university is only a newline', { ...NEW_COURSE, university: '\n' }],
    ['university is not text', { ...NEW_COURSE, university: 42 }],
    ['nothing is sent', {}],
  ])("answers 400 'All fields are required.' when %s, and creates nothing", async (_, body) => {
    const { client } = await signUp(t);
    const before = await courseCount();
    const res = await client.post('/api/courses', body);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(COURSE_MESSAGES.allFieldsRequired);
    expect(await courseCount()).toBe(before);
  });

  it.each([
    ['title', 120, 'Title can be at most 120 characters.'],
    ['description', 2000, 'Description can be at most 2000 characters.'],
    ['major', 100, 'Major can be at most 100 characters.'],
    ['university', 100, 'University can be at most 100 characters.'],
  ])('accepts a %s of %i characters and refuses one more', async (field, max, message) => {
    const { client } = await signUp(t);
    const atLimit = await client.post('/api/courses', { ...NEW_COURSE, [field]: 'x'.repeat(max) });
    expect(atLimit.status).toBe(201);
    const before = await courseCount();
    const over = await client.post('/api/courses', { ...NEW_COURSE, [field]: 'x'.repeat(max + 1) });
    expect(over.status).toBe(400);
    expect(over.json.error.message).toBe(message);
    expect(await courseCount()).toBe(before);
  });

  it('refuses to create a course for a signed-out visitor or a guest (401), before looking at the body', async () => {
    const before = await courseCount();
    const visitor = new Client(t.url);
    const res = await visitor.post('/api/courses', NEW_COURSE);
    expect(res.status).toBe(401);
    expect(res.json.error.message).toBe(GENERIC_MESSAGES.unauthorized);
    expect((await visitor.post('/api/courses', {})).status).toBe(401);

    // A guest is a browser without a session, like someone who has signed out.
    const { client } = await signUp(t);
    await client.post('/api/account/sign-out');
    expect((await client.post('/api/courses', NEW_COURSE)).status).toBe(401);
    expect(await courseCount()).toBe(before);
  });

  it('shows one course to anyone, and tells a learner whether it is on their dashboard', async () => {
    const course = await buildCourse(t.db, { title: 'CSC 111 Programming' });
    const visitor = await new Client(t.url).get(`/api/courses/${course.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.json).toEqual({ course, onDashboard: false });

    const { client } = await signUp(t);
    expect((await client.get(`/api/courses/${course.id}`)).json.onDashboard).toBe(false);
    await client.put(`/api/dashboard/courses/${course.id}`);
    expect((await client.get(`/api/courses/${course.id}`)).json.onDashboard).toBe(true);
  });

  it("answers 404 'Course not found or already deleted.' for a course that does not exist", async () => {
    const res = await new Client(t.url).get('/api/courses/no-such-course');
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe(COURSE_MESSAGES.notFound);
  });

  it('lets an admin delete a course, which leaves every dashboard, and a second delete is a 404', async () => {
    const course = await buildCourse(t.db);
    const kept = await buildCourse(t.db);
    const learner = await signUp(t);
    await learner.client.put(`/api/dashboard/courses/${course.id}`);
    await learner.client.put(`/api/dashboard/courses/${kept.id}`);
    const { client: admin } = await signUpAdmin(t);

    const res = await admin.delete(`/api/courses/${course.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: COURSE_MESSAGES.deleted });
    expect((await admin.get(`/api/courses/${course.id}`)).status).toBe(404);
    const dashboard = await learner.client.get('/api/dashboard/courses');
    expect(dashboard.json.courses.map((c: { id: string }) => c.id)).toEqual([kept.id]);
    const enrollments = await t.db.kysely
      .selectFrom('enrollments')
      .select('userId')
      .where('courseId', '=', course.id)
      .execute();
    expect(enrollments).toEqual([]);

    const again = await admin.delete(`/api/courses/${course.id}`);
    expect(again.status).toBe(404);
    expect(again.json.error.message).toBe(COURSE_MESSAGES.notFound);
  });

  it('refuses to let a registered learner delete a course (403), even one they created', async () => {
    const { client } = await signUp(t);
    const created = await client.post('/api/courses', NEW_COURSE);
    const res = await client.delete(`/api/courses/${created.json.course.id}`);
    expect(res.status).toBe(403);
    expect((await client.get(`/api/courses/${created.json.course.id}`)).status).toBe(200);
  });

  it('refuses to let a signed-out visitor delete a course (401)', async () => {
    const course = await buildCourse(t.db);
    const res = await new Client(t.url).delete(`/api/courses/${course.id}`);
    expect(res.status).toBe(401);
    expect((await new Client(t.url).get(`/api/courses/${course.id}`)).status).toBe(200);
  });

  it('keeps a course when the account that created it is removed', async () => {
    const { client, user } = await signUp(t);
    const created = await client.post('/api/courses', NEW_COURSE);
    await t.db.kysely.deleteFrom('users').where('id', '=', user.id).execute();
    const res = await new Client(t.url).get(`/api/courses/${created.json.course.id}`);
    expect(res.status).toBe(200);
  });
});
