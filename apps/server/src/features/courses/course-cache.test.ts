import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCourse, signUpAdmin } from '../../test/factories.ts';
import {
  Client,
  databases,
  eventually,
  sameBrowser,
  signUp,
  startInstances,
  type TestApp,
} from '../../test/test-app.ts';

/** The course page as `client` sees it on its instance. */
const page = async (client: Client, id: string) => await client.get(`/api/courses/${id}`);

// Course pages are read through the read cache (30 s by default): a change made on one instance
// must reach the others long before that, through PostgreSQL NOTIFY. On SQLite, one instance.
describe.each(databases)('cached course pages on %s', (kind) => {
  let a: TestApp;
  let b: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ a, b, close } = await startInstances(kind));
  });
  afterAll(() => close());

  it('answers 404 for a deleted course on every instance at once', async () => {
    const course = await buildCourse(a.db);
    const guestHere = new Client(a.url);
    const guestThere = new Client(b.url);
    expect((await page(guestHere, course.id)).status).toBe(200);
    expect((await page(guestThere, course.id)).status).toBe(200);

    const { client: admin } = await signUpAdmin(a);
    expect((await admin.delete(`/api/courses/${course.id}`)).status).toBe(200);
    expect((await page(guestHere, course.id)).status).toBe(404);
    await eventually(async () => (await page(guestThere, course.id)).status === 404 || undefined);
  });

  it("follows the learner's dashboard on every instance at once", async () => {
    const course = await buildCourse(a.db);
    const { client } = await signUp(a);
    const elsewhere = sameBrowser(b, client);
    const onDashboard = async (c: Client) => (await page(c, course.id)).json.onDashboard;
    expect(await onDashboard(client)).toBe(false);
    expect(await onDashboard(elsewhere)).toBe(false);

    expect((await client.put(`/api/dashboard/courses/${course.id}`)).status).toBe(200);
    expect(await onDashboard(client)).toBe(true);
    await eventually(async () => (await onDashboard(elsewhere)) || undefined);

    expect((await client.delete(`/api/dashboard/courses/${course.id}`)).status).toBe(200);
    expect(await onDashboard(client)).toBe(false);
    await eventually(async () => ((await onDashboard(elsewhere)) ? undefined : true));
  });
});
