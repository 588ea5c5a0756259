import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  continueAsGuest,
  describeJourneys,
  onPath,
  screenshot,
  seen,
  signUpViaApi,
} from './fixtures.ts';
import { PRIVATE_ROUTES } from './routes.ts';

// includeHidden: a bar hidden by CSS must still be found, so that "not visible" means hidden.
const topBar = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation', includeHidden: true });
const bottomBar = (page: Page) =>
  page.getByRole('navigation', { name: 'Bottom navigation', includeHidden: true });

const loginHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Welcome Back', exact: true });
const communityHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Community', exact: true });

// The pathnames the tab has shown, client-side (history API) navigations included.
function pathsVisited(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
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
  it('opens the landing page at / with its four sections; each shows a sign-up button only to visitors not signed in', async () => {
    const hero = 'Transform Your Learning with Halaqa';
    const sections = [
      'Collaborate and Elevate Your Learning Experience',
      'Personalized AI-Powered Quizzes for Smarter Learning',
      'Optimize Your Study Sessions with AI-Flashcards',
    ];
    const tryFreeIn = (page: Page | Locator) =>
      page.getByRole('link', { name: 'Try Halaqa for free →', exact: true });
    // One button in each of the four sections, the hero included (spec: every section).
    const expectOneButtonPerSection = async (page: Page) => {
      await seen(tryFreeIn(page).nth(3), "the fourth 'Try Halaqa for free →' button");
      expect(await tryFreeIn(page).count()).toBe(4);
      for (const name of [hero, ...sections]) {
        const section = page
          .locator('section')
          .filter({ has: page.getByRole('heading', { name, exact: true }) });
        expect(await tryFreeIn(section).count(), `one button in '${name}'`).toBe(1);
      }
    };

    const page = await t.newPage();
    await page.goto('/');
    await seen(
      page.getByRole('heading', { level: 1, name: hero, exact: true }),
      'the landing hero',
    );
    for (const name of sections) await seen(page.getByRole('heading', { name, exact: true }), name);
    await expectOneButtonPerSection(page);
    await screenshot(page, '04-landing');
    await tryFreeIn(page).first().click();
    await onPath(page, '/signup');

    const guest = await t.newPage();
    await continueAsGuest(guest);
    await guest.goto('/');
    await seen(
      guest.getByRole('heading', { name: hero, exact: true }),
      'the landing page as a guest',
    );
    await expectOneButtonPerSection(guest);

    await signUpViaApi(t, page);
    await page.goto('/');
    await seen(
      page.getByRole('heading', { name: sections[2], exact: true }),
      'the landing page signed in',
    );
    // The buttons and the top bar read the same session, so once the avatar shows they are gone.
    await seen(page.getByRole('button', { name: 'Account menu' }), 'the signed-in top bar');
    expect(await tryFreeIn(page).count()).toBe(0);
  });

  it('lets a guest browse the community but sends them to /login for the dashboard', async () => {
    const page = await t.newPage();
    await continueAsGuest(page);
    await seen(communityHeading(page), 'the community page');
    await screenshot(page, '05-guest-community');

    // Spec §2: for a guest the Dashboard link is blocked and leads to /login …
    await topBar(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await onPath(page, '/login');

    // … and so does typing the address.
    await page.goto('/community');
    await seen(communityHeading(page), 'the community page again');
    await page.goto('/dashboard');
    await onPath(page, '/login');
    await seen(loginHeading(page), 'the login page');
  });

  it('blocks AI Quizzes and AI Flashcards in the top bar for a guest and sends them to /login', async () => {
    const page = await t.newPage();
    await continueAsGuest(page);
    for (const [name, target] of [
      ['AI Quizzes', '/quiz'],
      ['AI Flashcards', '/flashcards'],
    ] as const) {
      await page.goto('/community');
      await seen(communityHeading(page), 'the community page');
      const visited = pathsVisited(page);
      await topBar(page).getByRole('link', { name, exact: true }).click();
      await onPath(page, '/login');
      await seen(loginHeading(page), `the login page after ${name}`);
      // Blocked, not opened and then redirected by the route guard.
      expect(visited, `${name} never opened ${target}`).not.toContain(target);
      page.removeAllListeners('framenavigated');
    }
  });

  it('sends a signed-out visitor and a guest from every private route to /login', async () => {
    const signedOut = await t.newPage();
    const guest = await t.newPage();
    await continueAsGuest(guest);
    for (const [who, page] of [
      ['signed out', signedOut],
      ['guest', guest],
    ] as const) {
      for (const route of PRIVATE_ROUTES) {
        await page.goto(route);
        await onPath(page, '/login');
        await seen(loginHeading(page), `the login page (${who}, ${route})`);
      }
    }
    expect(await guest.evaluate(() => window.localStorage.getItem('guest')), 'still a guest').toBe(
      'true',
    );
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
    await seen(loginHeading(member), 'the login page');
    await screenshot(member, '06-unknown-path-signed-in');
  });

  it('shows the bottom bar and hides the top bar at 375 px, and the reverse at 1280 px', async () => {
    const phone = await t.newPage(375);
    await phone.goto('/community');
    await seen(communityHeading(phone), 'the community page at 375 px');
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
    await seen(communityHeading(desktop), 'the community page');
    await seen(topBar(desktop).getByRole('link', { name: 'Community' }), 'the top bar at 1280 px');
    expect(await visibleBars(desktop)).toEqual({ top: true, bottom: false });
    await screenshot(desktop, '09-desktop-community');
  });

  it('hides the bottom bar on /login, /signup and /forgot-password at 375 px; signed out it links to /, /community and /login', async () => {
    const phone = await t.newPage(375);
    await phone.goto('/community');
    await seen(communityHeading(phone), 'the community page at 375 px');
    const icons = bottomBar(phone).getByRole('link');
    await seen(icons.first(), 'the bottom bar icons');
    expect(await icons.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/',
      '/community',
      '/login',
    ]);
    expect(
      // The visible labels under the icons are the links' names.
      await icons.evaluateAll((links) => links.map((a) => a.textContent?.trim())),
    ).toEqual(['Home', 'Community', 'Login']);
    expect(await visibleBars(phone)).toEqual({ top: false, bottom: true });

    // Through the bar and the account pages' own links, as a phone user would go.
    await bottomBar(phone).getByRole('link', { name: 'Login', exact: true }).click();
    await onPath(phone, '/login');
    await seen(loginHeading(phone), 'the login page at 375 px');
    expect(await bottomBar(phone).isVisible(), 'no bottom bar on /login').toBe(false);
    await screenshot(phone, '10-phone-login');

    await phone.getByRole('link', { name: 'Sign Up', exact: true }).click();
    await onPath(phone, '/signup');
    await seen(phone.getByRole('heading', { name: 'Join Halaqa', exact: true }), 'the signup page');
    expect(await bottomBar(phone).isVisible(), 'no bottom bar on /signup').toBe(false);

    await phone.goto('/forgot-password');
    await seen(
      phone.getByRole('heading', { name: 'Forgot Password', exact: true }),
      'the forgot-password page',
    );
    expect(await bottomBar(phone).isVisible(), 'no bottom bar on /forgot-password').toBe(false);

    // On a phone the account pages' logo is the way home, where the bar shows again.
    await phone.getByRole('main').getByRole('link', { name: 'Halaqa logo', exact: true }).click();
    await onPath(phone, '/');
    await seen(
      bottomBar(phone).getByRole('link', { name: 'Home', exact: true }),
      'the bottom bar on /',
    );
  });
});
