import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildCourse } from '../apps/server/src/test/factories.ts';
import { alertWith, describeJourneys, screenshot, seen, signUpViaApi } from './fixtures.ts';

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const skeletons = (page: Page) => page.getByTestId('card-skeleton');

/** Holds the browser's calls to `pattern` (GET unless told) until `release()`. */
async function hold(page: Page, pattern: string, method = 'GET') {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    if (route.request().method() === method) await held;
    await route.continue();
  });
  return { release: () => release() };
}

/** The network drops the browser's `method` calls to `pattern` (as when offline). */
async function cut(page: Page, pattern: string, method = 'GET') {
  await page.route(pattern, (route) =>
    route.request().method() === method ? route.abort('internetdisconnected') : route.continue(),
  );
}

async function fillCourse(page: Page, title: string) {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description').fill('A course that journeys create.');
  await page.getByLabel('Major').fill('Computer Science');
  await page.getByLabel('University').fill('Qassim University');
}

describeJourneys('community and dashboard states in the browser', (t) => {
  it('invites the first course on an empty community, after 6 placeholders while loading', async () => {
    await t.app.db.kysely.deleteFrom('courses').execute();
    const page = await t.newPage();
    const list = await hold(page, '**/api/courses?*');
    await page.goto('/community');
    await seen(skeletons(page), 'the loading placeholders');
    expect(await skeletons(page).count()).toBe(6);
    list.release();
    await seen(
      page.getByText('No courses available yet. Be the first to create one!', { exact: true }),
      'the empty community',
    );
    expect(await skeletons(page).count()).toBe(0);
    const placeholder = await page.getByLabel('Search courses').getAttribute('placeholder');
    expect(placeholder, 'names SWE 106 and an Arabic code').toMatch(/SWE 106.*هنب/);
    expect(await button(page, 'Add a New Course').count(), 'not for a signed-out visitor').toBe(0);
  });

  it("reads 'Creating...' while creating, says which field is missing, and hides the success after 5 s", async () => {
    const page = await t.newPage();
    await signUpViaApi(t, page);
    await page.goto('/community');
    await button(page, 'Add a New Course').click();
    await page.getByLabel('Title', { exact: true }).fill('CSC 340 Only A Title');
    await button(page, 'Create Course').click();
    await seen(alertWith(page, 'All fields are required.'), "'All fields are required.'");

    await fillCourse(page, 'CSC 340 Only A Title');
    const save = await hold(page, '**/api/courses', 'POST');
    await button(page, 'Create Course').click();
    const creating = await seen(button(page, 'Creating...'), "'Creating...'");
    expect(await creating.isDisabled()).toBe(true);
    save.release();
    const done = await seen(alertWith(page, 'Course created successfully!'), 'the success');
    const shownAt = Date.now();
    await seen(card(page, 'CSC 340 Only A Title'), 'the refreshed list');
    await done.waitFor({ state: 'hidden', timeout: 8000 });
    expect(Date.now() - shownAt, 'shown for 5 s').toBeGreaterThan(4000);
    await button(page, 'Close Form').click();
    expect(await page.getByLabel('Title', { exact: true }).count()).toBe(0);
  });

  it("says 'Failed to create course. Please try again.' when the network fails, keeping the fields", async () => {
    const page = await t.newPage();
    await signUpViaApi(t, page);
    await page.goto('/community');
    await button(page, 'Add a New Course').click();
    await fillCourse(page, 'CSC 999 Never Created');
    await cut(page, '**/api/courses', 'POST');
    await button(page, 'Create Course').click();
    const failed = await seen(
      alertWith(page, 'Failed to create course. Please try again.'),
      'the failure message',
    );
    expect(await failed.getAttribute('class')).toContain('alert-danger');
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(
      'CSC 999 Never Created',
    );
  });

  it("says 'Error fetching courses.' when the list cannot load", async () => {
    const page = await t.newPage();
    await cut(page, '**/api/courses?*');
    await page.goto('/community');
    await seen(alertWith(page, 'Error fetching courses.'), "'Error fetching courses.'");
  });

  it('shows 1, 2 or 3 columns by width and loads more courses on scroll', async () => {
    for (let i = 0; i < 30; i++) await buildCourse(t.app.db, { title: `ZSC ${100 + i} Scroll` });
    for (const [width, columns] of [
      [1280, 3],
      [800, 2],
      [400, 1],
    ] as const) {
      const page = await t.newPage(width);
      await page.goto('/community');
      await page.getByLabel('Search courses').fill('zsc');
      await seen(card(page, 'ZSC 100 Scroll'), 'the first search result');
      const tops = await page
        .getByRole('article')
        .evaluateAll((cards) => cards.slice(0, 4).map((c) => c.getBoundingClientRect().top));
      expect(new Set(tops.slice(0, columns)).size, `${columns} in the first row`).toBe(1);
      expect(tops[columns], `the next card wraps at ${width} px`).toBeGreaterThan(tops[0] ?? 0);
      if (width === 1280) {
        expect(await page.getByRole('article').count()).toBe(24);
        await screenshot(page, '23-community-grid');
        await page.mouse.wheel(0, 20_000);
        await seen(card(page, 'ZSC 129 Scroll'), 'the next page after scrolling');
        expect(await page.getByRole('article').count()).toBe(30);
      }
    }
    const narrow = await t.newPage(400);
    await narrow.goto('/community');
    await narrow.getByLabel('Search courses').fill('zzz');
    await seen(narrow.getByText('No matching courses found.', { exact: true }), 'no match');
  });

  it('shows 3 placeholders while the dashboard loads, and its load and delete failures', async () => {
    const course = await buildCourse(t.app.db);
    const page = await t.newPage();
    await signUpViaApi(t, page);
    // The profile allows an empty name; the greeting then says 'Learner'.
    await page.request.patch('/api/profile', { data: { name: '', university: '', major: '' } });
    await page.request.put(`/api/dashboard/courses/${course.id}`);
    const list = await hold(page, '**/api/dashboard/courses');
    await page.goto('/dashboard');
    await seen(skeletons(page), 'the loading placeholders');
    expect(await skeletons(page).count()).toBe(3);
    list.release();
    await seen(page.getByRole('heading', { name: 'Welcome back, Learner' }), 'the default name');
    await seen(card(page, course.title), 'the course');

    await cut(page, '**/api/dashboard/courses/*', 'DELETE');
    await card(page, course.title)
      .getByRole('button', { name: `Delete ${course.title}` })
      .click();
    await seen(alertWith(page, 'Failed to delete course.'), "'Failed to delete course.'");
    expect(await card(page, course.title).count(), 'the course stays').toBe(1);

    await cut(page, '**/api/dashboard/courses');
    await page.reload();
    await seen(
      alertWith(page, 'Error fetching registered courses.'),
      "'Error fetching registered courses.'",
    );
  });
});
