import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  continueAsGuest,
  describeJourneys,
  makeAdmin,
  onPath,
  screenshot,
  seen,
  signUpViaApi,
} from './fixtures.ts';

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Bottom navigation' });
const background = (page: Page, name: string) =>
  bottomBar(page)
    .getByRole('link', { name, exact: true })
    .evaluate((el) => getComputedStyle(el).backgroundColor);

describeJourneys('brand on phones, labelled bottom bar, who is signed in', (t) => {
  it('shows the logo and name in a slim header on phones, and labels under the bottom-bar icons with the current one marked', async () => {
    const page = await t.newPage(375);
    await signUpViaApi(t, page);
    await page.goto('/community');
    const header = page.getByTestId('phone-header');
    await seen(header, 'the phone header');
    expect(await header.innerText()).toContain('Halaqa');
    expect(await header.getByRole('img', { name: 'Halaqa logo' }).isVisible()).toBe(true);
    expect(await header.getByRole('link').count(), 'no links in the phone header').toBe(0);

    for (const label of ['Dashboard', 'Flashcards', 'Quiz', 'Community']) {
      const link = bottomBar(page).getByRole('link', { name: label, exact: true });
      expect(await link.innerText(), `visible label ${label}`).toBe(label);
    }
    expect(await bottomBar(page).getByRole('button', { name: 'Profile' }).innerText()).toBe(
      'Profile',
    );
    const current = bottomBar(page).getByRole('link', { name: 'Community', exact: true });
    expect(await current.getAttribute('aria-current')).toBe('page');
    expect(await background(page, 'Community')).not.toBe(await background(page, 'Quiz'));
    await screenshot(page, 'brand-phone-375');

    const wide = await t.newPage(1280);
    await wide.goto('/community');
    await seen(wide.getByRole('navigation', { name: 'Main navigation' }), 'the top bar');
    expect(await wide.getByTestId('phone-header').isVisible()).toBe(false);
  });

  it("shows name, e-mail and an 'Admin' badge in the account menu, the badge only for admins", async () => {
    const page = await t.newPage();
    const admin = await signUpViaApi(t, page, { name: 'Amina Admin' });
    await makeAdmin(t, admin.email);
    await page.goto('/community');
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.locator('.dropdown-menu.show');
    await seen(menu.getByText('Amina Admin', { exact: true }), "the admin's name in the menu");
    expect(await menu.getByText(admin.email, { exact: true }).isVisible()).toBe(true);
    expect(await menu.getByText('Admin', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'account-menu-admin');

    const learnerPage = await t.newPage();
    const learner = await signUpViaApi(t, learnerPage, { name: 'Lina Learner' });
    await learnerPage.goto('/community');
    await learnerPage.getByRole('button', { name: 'Account menu' }).click();
    const learnerMenu = learnerPage.locator('.dropdown-menu.show');
    await seen(learnerMenu.getByText(learner.email, { exact: true }), "the learner's e-mail");
    expect(await learnerMenu.getByText('Admin', { exact: true }).count()).toBe(0);
  });

  it('tells guests they are browsing as a guest, and why Dashboard, AI Quizzes and AI Flashcards send them to /login', async () => {
    const page = await t.newPage();
    await continueAsGuest(page);
    await seen(page.getByText('Browsing as a guest', { exact: true }), 'the guest note');
    const why = (feature: string) =>
      page.getByText(`Log in or sign up to use ${feature}; guests can browse the Community.`, {
        exact: true,
      });
    for (const [link, feature] of [
      ['Dashboard', 'your Dashboard'],
      ['AI Quizzes', 'AI Quizzes'],
      ['AI Flashcards', 'AI Flashcards'],
    ] as const) {
      await page.goto('/community');
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: link, exact: true })
        .click();
      await onPath(page, '/login');
      await seen(why(feature), `why ${link} led to /login`);
    }
    // Opened straight from the address bar, too; a plain visit to /login shows no such line.
    await page.goto('/quiz');
    await onPath(page, '/login');
    await seen(why('AI Quizzes'), 'why /quiz led to /login');
    await page.goto('/community');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Login', exact: true })
      .click();
    await seen(page.getByRole('heading', { name: 'Welcome Back' }), 'the login page');
    expect(await page.getByText(/Log in or sign up to use/).count()).toBe(0);

    const phone = await t.newPage(375);
    await continueAsGuest(phone);
    await seen(phone.getByTestId('phone-header').getByText('Guest'), 'the guest mark on a phone');
  });

  it("shows a footer with the deployment's name and an About link on every page, above the bottom bar on phones", async () => {
    const page = await t.newPage(375);
    for (const path of ['/', '/login', '/community']) {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await seen(footer.getByRole('link', { name: 'About', exact: true }), `the footer on ${path}`);
      expect(await footer.innerText(), path).toContain('Halaqa');
      expect(await footer.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/');
    }
    await page.goto('/community');
    await seen(page.getByRole('contentinfo').getByText('Halaqa'), 'the footer');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footerBottom = await page
      .getByRole('contentinfo')
      .evaluate((el) => el.getBoundingClientRect().bottom);
    const barTop = await bottomBar(page).evaluate((el) => el.getBoundingClientRect().top);
    expect(footerBottom, 'the footer is not hidden under the bottom bar').toBeLessThanOrEqual(
      barTop,
    );
  });
});
