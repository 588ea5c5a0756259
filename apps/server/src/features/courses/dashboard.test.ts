import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, DASHBOARD_MESSAGES } from '@halaqa/shared/courses';
import { buildCourse } from '../../test/factories.ts';
import { Client, databases, signUp, startTestApp, type TestApp } from '../../test/test-app.ts';

const idsOf = (res: { json: { courses: { id: string }[] } }) => res.json.courses.map((c) => c.id);

describe.each(databases)('dashboard on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('starts empty for a new learner', async () => {
    const { client } = await signUp(t);
    const res = await client.get('/api/dashboard/courses');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ courses: [] });
  });

  it("adds a course with 'Course added successfully!', and adding it again changes nothing", async () => {
    const course = await buildCourse(t.db);
    const { client } = await signUp(t);
    const first = await client.put(`/api/dashboard/courses/${course.id}`);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ message: COURSE_MESSAGES.added });
    const again = await client.put(`/api/dashboard/courses/${course.id}`);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ message: COURSE_MESSAGES.added });
    expect((await client.get('/api/dashboard/courses')).json.courses).toEqual([course]);
  });

  it('lists the most recently added course first', async () => {
    const a = await buildCourse(t.db);
    const b = await buildCourse(t.db);
    const c = await buildCourse(t.db);
    const { client } = await signUp(t);
    for (const course of [b, a, c]) {
      await client.put(`/api/dashboard/courses/${course.id}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(idsOf(await client.get('/api/dashboard/courses'))).toEqual([c.id, a.id, b.id]);
  });

  it("answers 404 'Course not found or already deleted.' when adding a course that does not exist", async () => {
    const { client } = await signUp(t);
    const res = await client.put('/api/dashboard/courses/no-such-course');
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe(COURSE_MESSAGES.notFound);
    expect((await client.get('/api/dashboard/courses')).json.courses).toEqual([]);
  });

  it("removes a course with 'Course deleted successfully!' and leaves the course itself", async () => {
    const course = await buildCourse(t.db);
    const { client } = await signUp(t);
    await client.put(`/api/dashboard/courses/${course.id}`);
    const res = await client.delete(`/api/dashboard/courses/${course.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: DASHBOARD_MESSAGES.removed });
    expect((await client.get('/api/dashboard/courses')).json.courses).toEqual([]);
    expect((await client.get(`/api/courses/${course.id}`)).status).toBe(200);

    const again = await client.delete(`/api/dashboard/courses/${course.id}`);
    expect(again.status).toBe(404);
    expect(again.json.error.message).toBe(DASHBOARD_MESSAGES.notOnDashboard);
  });

  it("never removes another learner's dashboard entry, nor shows it", async () => {
    const course = await buildCourse(t.db);
    const owner = await signUp(t);
    const other = await signUp(t);
    await owner.client.put(`/api/dashboard/courses/${course.id}`);

    const res = await other.client.delete(`/api/dashboard/courses/${course.id}`);
    expect(res.status).toBe(404);
    expect((await other.client.get('/api/dashboard/courses')).json.courses).toEqual([]);
    expect(idsOf(await owner.client.get('/api/dashboard/courses'))).toEqual([course.id]);
  });

  it.each([
    ['list', 'GET', '/api/dashboard/courses'],
    ['add to', 'PUT', '/api/dashboard/courses/COURSE'],
    ['remove from', 'DELETE', '/api/dashboard/courses/COURSE'],
  ])(
    'refuses to %s a dashboard for a signed-out visitor or a guest (401)',
    async (_, method, url) => {
      const course = await buildCourse(t.db);
      const { client, user } = await signUp(t);
      await client.put(`/api/dashboard/courses/${course.id}`);
      const visitor = new Client(t.url);
      const res = await visitor.request(method, url.replace('COURSE', course.id));
      expect(res.status).toBe(401);
      await client.post('/api/account/sign-out');
      expect((await client.request(method, url.replace('COURSE', course.id))).status).toBe(401);
      const rows = await t.db.kysely
        .selectFrom('enrollments')
        .select('courseId')
        .where('userId', '=', user.id)
        .execute();
      expect(rows).toEqual([{ courseId: course.id }]);
    },
  );
});
