import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '@halaqa/shared/comments';
import { REPORT_MESSAGES, REPORTS_PER_HOUR, type Report } from '@halaqa/shared/reports';
import { buildCourse, signUpAdmin } from '../../test/factories.ts';
import { postComment } from '../../test/comment-factories.ts';
import { startSmtpServer } from '../../test/smtp-server.ts';
import {
  Client,
  databases,
  eventually,
  readOutbox,
  signUp,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';

describe.each(databases)('reports on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const report = (client: Client, itemId: string, reason = 'It is spam.') =>
    client.post('/api/reports', { type: 'Comment', itemId, reason });
  const queue = async (admin: Client, status = 'open') => {
    const res = await admin.get(`/api/admin/reports?status=${status}`);
    expect(res.status).toBe(200);
    return res.json.reports as Report[];
  };
  const reportRows = (itemId: string) =>
    t.db.kysely.selectFrom('reports').selectAll().where('itemId', '=', itemId).execute();

  /** A course with a comment by `offender`, reported by nobody yet. */
  async function reportedScene() {
    const course = await buildCourse(t.db);
    const offender = await signUp(t, { name: 'Offender Name' });
    const reporter = await signUp(t);
    const admin = await signUpAdmin(t);
    const itemId = await postComment(offender.client, course.id, 'Buy cheap essays here');
    return { course, offender, reporter, admin, itemId };
  }

  it('stores the report and lists it for admins with the item in its course', async () => {
    const { course, reporter, admin, itemId } = await reportedScene();
    const res = await report(reporter.client, itemId, '  Advertising.  ');
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(REPORT_MESSAGES.sent);
    const [row] = await reportRows(itemId);
    expect(row).toMatchObject({
      type: 'Comment',
      reporterId: reporter.user.id,
      offenderName: 'Offender Name',
      snapshot: 'Buy cheap essays here',
      reason: 'Advertising.',
      status: 'open',
      courseId: course.id,
    });
    const listed = (await queue(admin.client)).find((r) => r.itemId === itemId);
    expect(listed).toMatchObject({
      reason: 'Advertising.',
      reporterEmail: reporter.email,
      offenderName: 'Offender Name',
      snapshot: 'Buy cheap essays here',
      status: 'open',
      handledByName: null,
      item: {
        courseId: course.id,
        courseTitle: course.title,
        link: `/course/${course.id}#comment-${itemId}`,
        exists: true,
        flagged: false,
      },
    });
  });

  it("e-mails every admin the spec's payload", async () => {
    const { reporter, admin, itemId } = await reportedScene();
    const second = await signUpAdmin(t);
    await report(reporter.client, itemId, 'Advertising');
    for (const to of [admin.email, second.email]) {
      const mail = await eventually(() =>
        readOutbox(t.dataDir).find((m) => m.to.includes(to) && m.text.includes(itemId)),
      );
      for (const line of [
        `reporterEmail: ${reporter.email}`,
        'offenderName: Offender Name',
        'commentText: Buy cheap essays here',
        'type: Comment',
        `itemId: ${itemId}`,
        'reason: Advertising',
      ])
        expect(mail.text).toContain(line);
      expect(mail.links).toContain(`${t.url}/admin/reports`);
    }
  });

  it.each([
    ['an empty reason', '', 400, REPORT_MESSAGES.reasonRequired],
    ['a blank reason', ' \n ', 400, REPORT_MESSAGES.reasonRequired],
    ['an over-long reason', 'x'.repeat(1001), 400, REPORT_MESSAGES.reasonTooLong],
  ])('refuses %s and stores nothing', async (_, reason, status, message) => {
    const { reporter, itemId } = await reportedScene();
    const res = await report(reporter.client, itemId, reason);
    expect(res.status).toBe(status);
    expect(res.json.error.message).toBe(message);
    expect(await reportRows(itemId)).toEqual([]);
  });

  it('refuses a report of your own comment, by an admin, twice, or of a missing comment', async () => {
    const { offender, reporter, admin, itemId } = await reportedScene();
    const own = await report(offender.client, itemId);
    expect([own.status, own.json.error.message]).toEqual([403, REPORT_MESSAGES.ownItem]);
    const byAdmin = await report(admin.client, itemId);
    expect([byAdmin.status, byAdmin.json.error.message]).toEqual([403, REPORT_MESSAGES.adminsAct]);
    expect((await report(reporter.client, itemId)).status).toBe(201);
    const twice = await report(reporter.client, itemId);
    expect([twice.status, twice.json.error.message]).toEqual([
      409,
      REPORT_MESSAGES.alreadyReported,
    ]);
    const missing = await report(reporter.client, 'no-such-comment');
    expect([missing.status, missing.json.error.message]).toEqual([404, REPORT_MESSAGES.itemGone]);
    expect(await reportRows(itemId)).toHaveLength(1);
  });

  it(`allows ${REPORTS_PER_HOUR} reports an hour per user, then answers 429`, async () => {
    const course = await buildCourse(t.db);
    const author = await signUp(t);
    const reporter = await signUp(t);
    const ids: string[] = [];
    for (let i = 0; i <= REPORTS_PER_HOUR; i++)
      ids.push(await postComment(author.client, course.id, `c${i}`));
    for (const id of ids.slice(0, REPORTS_PER_HOUR))
      expect((await report(reporter.client, id)).status).toBe(201);
    const over = await report(reporter.client, ids.at(-1) as string);
    expect(over.status).toBe(429);
    expect(over.json.error.message).toBe(REPORT_MESSAGES.tooMany);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await reportRows(ids.at(-1) as string)).toEqual([]);
    // Another user is not affected.
    expect((await report((await signUp(t)).client, ids.at(-1) as string)).status).toBe(201);
  });

  it('keeps the queue to admins: 401 for visitors, 403 for learners', async () => {
    const { reporter, itemId } = await reportedScene();
    await report(reporter.client, itemId);
    const [row] = await reportRows(itemId);
    const visitor = new Client(t.url);
    expect((await visitor.get('/api/admin/reports')).status).toBe(401);
    expect((await reporter.client.get('/api/admin/reports')).status).toBe(403);
    const act = await reporter.client.post(`/api/admin/reports/${row?.id}/action`, {
      action: 'dismiss',
    });
    expect(act.status).toBe(403);
    expect(
      (await visitor.post(`/api/admin/reports/${row?.id}/action`, { action: 'delete' })).status,
    ).toBe(401);
    expect((await reportRows(itemId))[0]?.status).toBe('open');
  });

  it('dismisses a report: it leaves the open list and keeps who handled it and when', async () => {
    const { reporter, admin, itemId } = await reportedScene();
    await report(reporter.client, itemId);
    const [row] = await reportRows(itemId);
    const res = await admin.client.post(`/api/admin/reports/${row?.id}/action`, {
      action: 'dismiss',
    });
    expect(res.json.message).toBe(REPORT_MESSAGES.dismissed);
    expect((await queue(admin.client)).some((r) => r.id === row?.id)).toBe(false);
    const handled = (await queue(admin.client, 'handled')).find((r) => r.id === row?.id);
    expect(handled).toMatchObject({ status: 'dismissed', handledByName: 'Admin User' });
    expect(Date.parse(handled?.handledAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const again = await admin.client.post(`/api/admin/reports/${row?.id}/action`, {
      action: 'dismiss',
    });
    expect([again.status, again.json.error.message]).toEqual([409, REPORT_MESSAGES.alreadyHandled]);
  });

  it('deletes or flags the item from the queue and closes every open report of it', async () => {
    const { course, reporter, admin, itemId, offender } = await reportedScene();
    const second = await signUp(t);
    await report(reporter.client, itemId);
    await report(second.client, itemId);
    const [first] = await reportRows(itemId);
    const flag = await admin.client.post(`/api/admin/reports/${first?.id}/action`, {
      action: 'flag',
    });
    expect(flag.json.message).toBe(REPORT_MESSAGES.itemFlagged);
    expect((await reportRows(itemId)).map((r) => r.status)).toEqual(['flagged', 'flagged']);
    const comments = (await new Client(t.url).get(`/api/courses/${course.id}/comments`)).json
      .comments as Comment[];
    expect(comments[0]?.flagged).toBe(true);

    const other = await postComment(offender.client, course.id, 'More spam');
    await report(reporter.client, other);
    const [otherRow] = await reportRows(other);
    const del = await admin.client.post(`/api/admin/reports/${otherRow?.id}/action`, {
      action: 'delete',
    });
    expect(del.json.message).toBe(REPORT_MESSAGES.itemDeleted);
    expect((await reportRows(other))[0]).toMatchObject({
      status: 'deleted',
      handledBy: admin.user.id,
    });
    const after = (await new Client(t.url).get(`/api/courses/${course.id}/comments`)).json
      .comments as Comment[];
    expect(after.map((c) => c.id)).toEqual([itemId]);
  });

  it("closes a comment's open reports when it is deleted or flagged on its page", async () => {
    const { reporter, admin, itemId, offender } = await reportedScene();
    await report(reporter.client, itemId);
    expect((await offender.client.delete(`/api/comments/${itemId}`)).status).toBe(200);
    expect((await reportRows(itemId))[0]).toMatchObject({
      status: 'deleted',
      handledBy: offender.user.id,
    });
    expect((await queue(admin.client)).some((r) => r.itemId === itemId)).toBe(false);
    const gone = await report(reporter.client, itemId);
    expect([gone.status, gone.json.error.message]).toEqual([404, REPORT_MESSAGES.itemGone]);
  });
});

describe('report e-mail over SMTP', () => {
  it('reaches every admin through the SMTP server in SMTP_URL', async () => {
    const smtp = await startSmtpServer();
    const t = await startTestApp('sqlite', { SMTP_URL: smtp.url });
    try {
      const course = await buildCourse(t.db);
      const offender = await signUp(t, { name: 'Offender Name' });
      const reporter = await signUp(t);
      const admin = await signUpAdmin(t);
      const itemId = await postComment(offender.client, course.id, 'Spam text');
      expect(
        (await reporter.client.post('/api/reports', { type: 'Comment', itemId, reason: 'Spam' }))
          .status,
      ).toBe(201);
      const mail = await eventually(() =>
        smtp.received().find((m) => m.text.includes(`itemId: ${itemId}`)),
      );
      expect(mail.to).toContain(admin.email);
      expect(mail.subject).toBe('Halaqa report: Comment');
      expect(mail.text).toContain(`reporterEmail: ${reporter.email}`);
      expect(mail.text).toContain('commentText: Spam text');
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
