import { expect, it } from 'vitest';
import type { Dialog, Page } from 'playwright-core';
import { COMMENT_MESSAGES } from '@halaqa/shared/comments';
import { REPORT_MESSAGES } from '@halaqa/shared/reports';
import { buildCourse } from '../apps/server/src/test/factories.ts';
import {
  describeJourneys,
  expectNoSidewaysScroll,
  makeAdmin,
  screenshot,
  seen,
  signUpViaApi,
} from './fixtures.ts';

const button = (scope: Page | ReturnType<Page['locator']>, name: string) =>
  scope.getByRole('button', { name, exact: true });
const commentBy = (page: Page, text: string) =>
  page.locator('article').filter({ has: page.getByText(text, { exact: true }) });

/** Answers the next dialog (prompt or alert) with `answer` and resolves with its message. */
function nextDialog(page: Page, answer?: string): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      resolve(dialog.message());
      void (answer === undefined ? dialog.accept() : dialog.accept(answer));
    });
  });
}

async function post(page: Page, text: string): Promise<void> {
  await page.getByLabel('Your comment').fill(text);
  await button(page, 'Submit Comment').click();
  await seen(commentBy(page, text), `the comment '${text}'`);
}

describeJourneys('comments, live, with moderation', (t) => {
  it('shows a comment posted in one browser in another within 2 s, without reload', async () => {
    const course = await buildCourse(t.app.db);
    const a = await t.newPage();
    const b = await t.newPage();
    await signUpViaApi(t, a, { name: 'Writer A' });
    await b.goto(`/course/${course.id}`);
    await seen(
      b.getByText(COMMENT_MESSAGES.signInToComment, { exact: true }),
      'the log-in hint for a visitor',
    );
    await a.goto(`/course/${course.id}`);

    await a.getByLabel('Your comment').fill('   ');
    const empty = nextDialog(a);
    await button(a, 'Submit Comment').click();
    expect(await empty).toBe(COMMENT_MESSAGES.empty);

    const text = '<b>Is chapter 3 on the exam?</b>';
    await post(a, text);
    await commentBy(b, text).waitFor({ state: 'visible', timeout: 2000 });
    expect(await b.locator('b').count(), 'markup stays text').toBe(0);
    await screenshot(b, '30-comments-live');
  });

  it('replies down to depth 3, with no Reply button beyond', async () => {
    const course = await buildCourse(t.app.db);
    const page = await t.newPage();
    await signUpViaApi(t, page);
    await page.goto(`/course/${course.id}`);
    await post(page, 'depth 0');
    for (let depth = 1; depth <= 3; depth++) {
      await button(commentBy(page, `depth ${depth - 1}`), 'Reply').click();
      await page.getByLabel('Your reply').fill(`depth ${depth}`);
      await button(page, 'Submit Reply').click();
      await seen(commentBy(page, `depth ${depth}`), `the reply at depth ${depth}`);
    }
    const deepest = page.locator('li[data-depth="3"]');
    expect(await deepest.count()).toBe(1);
    expect(await button(commentBy(page, 'depth 3'), 'Reply').count()).toBe(0);
    expect(await button(commentBy(page, 'depth 2'), 'Reply').count()).toBe(1);
    const indent = await page
      .locator('li[data-depth="1"]')
      .evaluate((el) => getComputedStyle(el).marginInlineStart);
    expect(indent).toBe('30px');
  });

  it("lets an admin flag a comment: the learner sees the warning and 'Likes disabled'", async () => {
    const course = await buildCourse(t.app.db);
    const learner = await t.newPage();
    const admin = await t.newPage();
    await signUpViaApi(t, learner);
    const adminAccount = await signUpViaApi(t, admin, { name: 'Moderator' });
    await makeAdmin(t, adminAccount.email);
    await learner.goto(`/course/${course.id}`);
    await post(learner, 'Something rude');
    await admin.goto(`/course/${course.id}`);
    const comment = await seen(commentBy(admin, 'Something rude'), 'the comment, for the admin');
    expect(await button(comment, 'Report').count(), 'admins do not report').toBe(0);
    await button(comment, 'Flag').click();
    await seen(
      learner.getByText(COMMENT_MESSAGES.flaggedWarning, { exact: true }),
      'the flag warning',
    );
    await seen(
      learner.getByText(COMMENT_MESSAGES.likesDisabled, { exact: true }),
      "'Likes disabled'",
    );
    expect(await learner.getByText('Something rude', { exact: true }).count()).toBe(0);
    await seen(
      admin.getByText(COMMENT_MESSAGES.flaggedWarning, { exact: true }),
      'the warning for the admin',
    );
    expect(
      await admin.getByText('Something rude', { exact: true }).count(),
      'admins still read it',
    ).toBe(1);
    const again = nextDialog(admin);
    await button(admin.locator('article').first(), 'Flag').click();
    expect(await again).toBe(COMMENT_MESSAGES.alreadyFlagged);
    await screenshot(learner, '31-comment-flagged');
  });

  it('lets a learner report a comment; the admin sees it in the queue and dismisses it', async () => {
    const course = await buildCourse(t.app.db);
    const writer = await t.newPage();
    const reporter = await t.newPage();
    const admin = await t.newPage();
    await signUpViaApi(t, writer, { name: 'Spammer' });
    await signUpViaApi(t, reporter);
    const adminAccount = await signUpViaApi(t, admin);
    await makeAdmin(t, adminAccount.email);
    await writer.goto(`/course/${course.id}`);
    await post(writer, 'Buy essays cheap');
    expect(
      await button(commentBy(writer, 'Buy essays cheap'), 'Report').count(),
      'not on own',
    ).toBe(0);

    await reporter.goto(`/course/${course.id}`);
    const comment = await seen(commentBy(reporter, 'Buy essays cheap'), 'the comment');
    // An empty reason cancels; then a reason, and the alert that says it was sent.
    const answers = ['', 'Advertising'];
    const shown: string[] = [];
    reporter.on('dialog', (dialog) => {
      shown.push(dialog.message());
      void (dialog.type() === 'prompt' ? dialog.accept(answers.shift()) : dialog.accept());
    });
    await button(comment, 'Report').click();
    await expect.poll(() => shown).toEqual([REPORT_MESSAGES.prompt]);
    await button(comment, 'Report').click();
    await expect
      .poll(() => shown)
      .toEqual([REPORT_MESSAGES.prompt, REPORT_MESSAGES.prompt, REPORT_MESSAGES.sent]);

    await admin.goto('/dashboard');
    await admin.getByRole('button', { name: 'Account menu' }).click();
    await admin.getByRole('link', { name: 'Reports', exact: true }).click();
    const report = await seen(
      admin.getByRole('listitem').filter({ hasText: 'Advertising' }),
      'the report in the queue',
    );
    expect(await report.textContent()).toContain('Buy essays cheap');
    await screenshot(admin, '32-moderation-queue');
    await button(report, 'Dismiss').click();
    await seen(admin.getByText('No open reports.', { exact: true }), 'an empty queue');
    await button(admin, 'Handled').click();
    await seen(admin.getByText(/Dismissed by/), 'the handled report with who handled it');
  });

  it('keeps a deep thread of long words and a long file name within a 320 px phone', async () => {
    const course = await buildCourse(t.app.db);
    const page = await t.newPage(320);
    await signUpViaApi(t, page, {
      name: 'Maximiliana Konstantinopoulou-Wolfeschlegelsteinhausenberger',
    });
    const long = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(4);
    let parentId: string | undefined;
    for (let depth = 0; depth <= 3; depth++) {
      const res = await page.request.post(`/api/courses/${course.id}/comments`, {
        data: { text: `${long} at depth ${depth}`, parentId },
      });
      parentId = ((await res.json()) as { comment: { id: string } }).comment.id;
    }
    await page.goto(`/course/${course.id}`);
    await seen(page.getByText(`${long} at depth 3`), 'the deepest reply');
    await expectNoSidewaysScroll(page, 'a deep thread at 320 px');
    await screenshot(page, '33-comments-320');

    const section = await page.request.post(`/api/courses/${course.id}/sections`, {
      data: { name: 'Week 1' },
    });
    const sectionId = ((await section.json()) as { section: { id: string } }).section.id;
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    await page.request.post(`/api/courses/${course.id}/sections/${sectionId}/files`, {
      multipart: {
        file: {
          name: `${'Lecture_notes_'.repeat(8)}.pdf`,
          mimeType: 'application/pdf',
          buffer: pdf,
        },
      },
    });
    await page.goto(`/material/${course.id}?section=Week%201`);
    await seen(page.getByRole('link', { name: /Lecture_notes_/ }), 'the long file name');
    await expectNoSidewaysScroll(page, 'a long file name at 320 px');
    await screenshot(page, '41-material-320');
  });
});
