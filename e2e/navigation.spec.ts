import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeJourneys, onPath, screenshot, seen, signUpViaApi } from './fixtures.ts';

// includeHidden: a bar hidden by CSS must still be found, so that "not visible" means hidden.
const topBar = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation', includeHidden: true });
const bottomBar = (page: Page) =>
  page.getByRole('navigation', { name: 'Bottom navigation', includeHidden: true });

async function continueAsGuest(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await onPath(page, '/community');
}

// Visibility, not presence: both bars are in the DOM at every width; CSS picks one.
async function visibleBars(page: Page) {
  expect(await topBar(page).count(), 'one top bar in the page').toBe(1);
  expect(await bottomBar(page).count(), 'one bottom bar in the page').toBe(1);
  return {
    top: await topBar(page).isVisible(),
    bottom: await bottomBar(page).isVisible(),
  };
}

describeJourneys('routes, guards and navigation bars', (t) => {
  it('opens the landing page at / with its four sections; the sign-up buttons show only to visitors not signed in', async () => {
    const page = await t.newPage();
    await page.goto('/');
    await seen(
      page.getByRole('heading', { level: 1, name: 'Transform Your Learning with Halaqa' }),
      'the landing hero',
    );
    const sections = [
      'Collaborate and Elevate Your Learning Experience',
      'Personalized AI-Powered Quizzes for Smarter Learning',
      'Optimize Your Study Sessions with AI-Flashcards',
    ];
    for (const name of sections) await seen(page.getByRole('heading', { name }), name);
    const tryFree = page.getByRole('link', { name: 'Try Halaqa for free →' });
    expect(await tryFree.count()).toBe(3);
    await screenshot(page, '04-landing');
    await tryFree.first().click();
    await onPath(page, '/signup');

    await signUpViaApi(t, page);
    await page.goto('/');
    await seen(page.getByRole('heading', { name: sections[2] }), 'the landing page signed in');
    await seen(page.getByRole('button', { name: 'Account menu' }), 'the signed-in top bar');
    expect(await tryFree.count()).toBe(0);
  });

  it('lets a guest browse the community but sends them to /login for the dashboard', async () => {
    const page = await t.newPage();
    await continueAsGuest(page);
    await seen(page.getByRole('heading', { name: 'Community' }), 'the community page');
    await screenshot(page, '05-guest-community');

    // Spec §2: for a guest the Dashboard link is blocked and leads to /login …
    await topBar(page).getByRole('link', { name: 'Dashboard' }).click();
    await onPath(page, '/login');

    // … and so does typing the address.
    await page.goto('/community');
    await seen(page.getByRole('heading', { name: 'Community' }), 'the community page again');
    await page.goto('/dashboard');
    await onPath(page, '/login');
    await seen(page.getByRole('heading', { name: 'Welcome Back' }), 'the login page');
  });

  it('redirects unknown paths: signed out and signed in to /login, guests to /community', async () => {
    const signedOut = await t.newPage();
    await signedOut.goto('/no-such-page');
    await onPath(signedOut, '/login');

    const guest = await t.newPage();
    await continueAsGuest(guest);
    await guest.goto('/no/such/page');
    await onPath(guest, '/community');

    // Spec §2 on purpose: "an unknown path sends a registered user to /login as written".
    const member = await t.newPage();
    await signUpViaApi(t, member);
    await member.goto('/dashboard');
    await seen(member.getByRole('heading', { name: /Welcome back,/ }), 'the dashboard');
    await member.goto('/no-such-page');
    await onPath(member, '/login');
    await seen(member.getByRole('heading', { name: 'Welcome Back' }), 'the login page');
    await screenshot(member, '06-unknown-path-signed-in');
  });

  it('shows the bottom bar and hides the top bar at 375 px, and the reverse at 1280 px', async () => {
    const phone = await t.newPage(375);
    await phone.goto('/community');
    await seen(phone.getByRole('heading', { name: 'Community' }), 'the community page at 375 px');
    await seen(bottomBar(phone).getByRole('link', { name: 'Login' }), 'the bottom bar at 375 px');
    expect(await visibleBars(phone)).toEqual({ top: false, bottom: true });
    await screenshot(phone, '09-phone-signed-out');

    await signUpViaApi(t, phone);
    await phone.goto('/dashboard');
    await seen(phone.getByRole('heading', { name: /Welcome back,/ }), 'the dashboard at 375 px');
    await seen(
      bottomBar(phone).getByRole('link', { name: 'Dashboard' }),
      'the signed-in bottom bar',
    );
    expect(await visibleBars(phone)).toEqual({ top: false, bottom: true });
    await screenshot(phone, '09-phone-dashboard');

    // The bottom bar's profile popup signs out too, then goes to /login (spec §2).
    await bottomBar(phone).getByRole('button', { name: 'Profile' }).click();
    await bottomBar(phone).getByRole('button', { name: 'Sign Out' }).click();
    await onPath(phone, '/login');
    const session = await phone.request.get('/api/account/session');
    expect(await session.json()).toEqual({ user: null });

    const desktop = await t.newPage(1280);
    await desktop.goto('/community');
    await seen(desktop.getByRole('heading', { name: 'Community' }), 'the community page');
    await seen(topBar(desktop).getByRole('link', { name: 'Community' }), 'the top bar at 1280 px');
    expect(await visibleBars(desktop)).toEqual({ top: true, bottom: false });
    await screenshot(desktop, '09-desktop-community');
  });
});
