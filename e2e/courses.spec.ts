import { randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildCourse } from '../apps/server/src/test/factories.ts';
import {
  alertWith,
  continueAsGuest,
  describeJourneys,
  makeAdmin,
  onPath,
  screenshot,
  seen,
  signUpViaApi,
} from './fixtures.ts';

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const enrolledCount = (page: Page) =>
  page.getByRole('region', { name: 'Learning Progress' }).getByRole('definition');

async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search courses').fill(text);
}

describeJourneys('courses and the dashboard in the browser', (t) => {
  it('creates a course, finds it by a Latin prefix and by its Arabic alias, adds it to the dashboard and removes it', async () => {
    const page = await t.newPage();
    await signUpViaApi(t, page, { name: 'Sara Learner' });
    const code = String(randomInt(100, 999));
    const title = `SWE ${code} Software Construction`;

    await page.goto('/community');
    await button(page, 'Add a New Course').click();
    await seen(button(page, 'Close Form'), "the toggle reading 'Close Form'");
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('Design, build and test programs in small teams.');
    await page.getByLabel('Major').fill('Software Engineering');
    await page.getByLabel('University').fill('King Saud University');
    await button(page, 'Create Course').click();
    await seen(alertWith(page, 'Course created successfully!'), 'the creation message');
    expect(await page.getByLabel('Title').inputValue(), 'the fields clear').toBe('');
    const created = await seen(card(page, title), 'the new course in the list');
    expect(await created.textContent()).toContain('King Saud University');
    await screenshot(page, '20-community-created');

    await search(page, `sw e${code.slice(0, 1)}`);
    await seen(card(page, title), 'the course found by its Latin prefix');
    await search(page, `هنب ${code}`);
    await seen(card(page, title), 'the course found by its Arabic alias');
    await search(page, 'Construction');
    await seen(page.getByText('No matching courses found.', { exact: true }), 'no match');
    expect(await card(page, title).count()).toBe(0);
    await search(page, `هن${code}`);
    const view = card(page, title).getByRole('link', { name: 'View Course Page' });
    const href = (await view.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/course\/\w+$/);
    const courseId = href.split('/')[2] as string;
    await view.click();

    // The card's title is a heading too: wait for the route before looking for it.
    await onPath(page, href);
    await seen(heading(page, title), 'the course page');
    await seen(page.getByText('Design, build and test programs in small teams.'), 'description');
    const material = page.getByRole('link', { name: 'Available Material For This Course' });
    expect(await material.getAttribute('href')).toBe(`/material/${courseId}`);
    expect(await button(page, 'Delete Course').count(), 'no delete for a learner').toBe(0);
    await button(page, 'Add Course to My Dashboard').click();
    await seen(alertWith(page, 'Course added successfully!'), "'Course added successfully!'");
    await seen(page.getByText('This course is on your dashboard.'), 'the on-dashboard note');
    await screenshot(page, '21-course-added');

    await page.goto('/dashboard');
    await seen(heading(page, 'Welcome back, Sara Learner'), 'the dashboard greeting');
    await seen(card(page, title), 'the course on the dashboard');
    expect(await enrolledCount(page).textContent()).toBe('1');
    await screenshot(page, '22-dashboard');
    await card(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const removed = await seen(alertWith(page, 'Course deleted successfully!'), 'the removal');
    const shownAt = Date.now();
    expect(await card(page, title).count()).toBe(0);
    expect(await enrolledCount(page).textContent()).toBe('0');
    await seen(page.getByRole('link', { name: 'Find Courses', exact: true }), 'Find Courses');
    await removed.waitFor({ state: 'hidden', timeout: 6000 });
    expect(Date.now() - shownAt, 'the message shows for 3 s').toBeGreaterThan(2500);
    await page.reload();
    await seen(page.getByRole('link', { name: 'Find Courses', exact: true }), 'still empty');
  });

  it('lets an admin delete a course, which then vanishes from a learner dashboard', async () => {
    const course = await buildCourse(t.app.db, { title: 'CSC 215 Procedural Programming' });
    const learner = await t.newPage();
    await signUpViaApi(t, learner, { name: 'Omar' });
    await learner.request.put(`/api/dashboard/courses/${course.id}`);
    await learner.goto('/dashboard');
    await seen(card(learner, course.title), 'the course on the learner dashboard');

    const admin = await t.newPage();
    const account = await signUpViaApi(t, admin, { name: 'Huda Admin' });
    await makeAdmin(t, account.email);
    await admin.goto(`/course/${course.id}`);
    admin.once('dialog', (dialog) => void dialog.accept());
    await (await seen(button(admin, 'Delete Course'), 'Delete Course for an admin')).click();
    await onPath(admin, '/community');
    await seen(alertWith(admin, 'Course deleted successfully.'), "'Course deleted successfully.'");
    expect(await card(admin, course.title).count()).toBe(0);

    await learner.reload();
    await seen(learner.getByText('You have not added any courses yet.'), 'an empty dashboard');
    expect(await card(learner, course.title).count()).toBe(0);
    expect(await enrolledCount(learner).textContent()).toBe('0');
    await learner.goto(`/course/${course.id}`);
    await seen(heading(learner, 'Course not found'), 'the not-found page of the deleted course');
  });

  it('keeps a course when the admin cancels the confirmation', async () => {
    const course = await buildCourse(t.app.db);
    const admin = await t.newPage();
    const account = await signUpViaApi(t, admin);
    await makeAdmin(t, account.email);
    await admin.goto(`/course/${course.id}`);
    admin.once('dialog', (dialog) => void dialog.dismiss());
    await (await seen(button(admin, 'Delete Course'), 'Delete Course')).click();
    await admin.waitForTimeout(500);
    expect(new URL(admin.url()).pathname).toBe(`/course/${course.id}`);
    expect((await admin.request.get(`/api/courses/${course.id}`)).status()).toBe(200);
  });

  it('shows a guest the courses without the form, and sends them to /login to add one', async () => {
    const course = await buildCourse(t.app.db, { title: 'MATH 151 Discrete Mathematics' });
    const page = await t.newPage();
    await continueAsGuest(page);
    await search(page, 'ريض 151');
    await seen(card(page, course.title), 'the course found by a guest');
    expect(await button(page, 'Add a New Course').count()).toBe(0);
    await card(page, course.title).getByRole('link', { name: 'View Course Page' }).click();
    await onPath(page, `/course/${course.id}`);
    await seen(heading(page, course.title), 'the course page');
    expect(await button(page, 'Delete Course').count()).toBe(0);
    await button(page, 'Add Course to My Dashboard').click();
    await onPath(page, '/login');
  });

  it('sends a signed-out visitor who adds a course to /login', async () => {
    const course = await buildCourse(t.app.db);
    const page = await t.newPage();
    await page.goto(`/course/${course.id}`);
    await (await seen(button(page, 'Add Course to My Dashboard'), 'the add button')).click();
    await onPath(page, '/login');
  });

  it('shows a clear not-found page for a course id that does not exist', async () => {
    const page = await t.newPage();
    await page.goto('/course/no-such-course');
    await seen(heading(page, 'Course not found'), 'the not-found heading');
    await seen(page.getByText('Course not found or already deleted.'), 'the explanation');
    await page.getByRole('link', { name: 'Browse Courses' }).click();
    await onPath(page, '/community');
  });
});
