import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  describeJourneys,
  expectNoSidewaysScroll,
  onPath,
  screenshot,
  seen,
  signUpViaApi,
} from './fixtures.ts';
import { APP_ROUTES, LEARNER_ROUTES, routerPatterns, type AppRoute } from './routes.ts';

const PHONE_WIDTHS = [320, 375, 414];
// No break opportunities for the browser: the profile must still wrap them.
const LONG_EMAIL = `a.very.long.address.for.checking.overflow.on.phones.${Date.now()}@students.a-long-university-domain.example.edu`;
const LONG_NAME = 'Maximiliana Alexandra Konstantinopoulou-Wolfeschlegelsteinhausenberger';

/** Waits until the route has rendered its page (a visible heading, the skeleton's is hidden). */
async function pageShown(page: Page, route: AppRoute): Promise<void> {
  await page.goto(route.path);
  await seen(page.locator('main h1:not([aria-hidden="true"])'), `the heading of ${route.path}`);
  await page.waitForLoadState('networkidle');
}

/**
 * Tabs until `name` has focus, then returns the contrast between its focus ring and the colour
 * behind it (the nearest ancestor with a background), by WCAG's relative luminance.
 */
async function focusRingContrast(page: Page, name: string): Promise<number> {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(
      () =>
        document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
    );
    if (focused?.trim() === name) break;
  }
  return page.evaluate((wanted) => {
    const el = document.activeElement as HTMLElement;
    const label = el.getAttribute('aria-label') ?? el.textContent ?? '';
    if (label.trim() !== wanted) throw new Error(`Tab never reached ${wanted}`);
    const style = getComputedStyle(el);
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) return 0;
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    let behind = el.parentElement;
    while (behind && rgb(getComputedStyle(behind).backgroundColor)[3] === 0) {
      behind = behind.parentElement;
    }
    const bg = behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)';
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    const [a, b] = [luminance(style.outlineColor), luminance(bg)].sort((x, y) => y - x);
    return ((a ?? 0) + 0.05) / ((b ?? 0) + 0.05);
  }, name);
}

describeJourneys('first impressions: layout on phones, titles, focus, serving', (t) => {
  it('lists every route of router.tsx, so the checks below cover each page', () => {
    expect(APP_ROUTES.map((r) => r.pattern).sort()).toEqual(routerPatterns().sort());
  });

  it('is never wider than the viewport at 320, 375 and 414 px, signed out and signed in with a long e-mail', async () => {
    for (const width of PHONE_WIDTHS) {
      const page = await t.newPage(width);
      for (const route of APP_ROUTES.filter((r) => !r.members)) {
        await pageShown(page, route);
        await expectNoSidewaysScroll(page, `${route.path} at ${width} px, signed out`);
      }
      await signUpViaApi(t, page, { email: LONG_EMAIL.replace('@', `${width}@`), name: LONG_NAME });
      for (const route of LEARNER_ROUTES) {
        await pageShown(page, route);
        await expectNoSidewaysScroll(page, `${route.path} at ${width} px, signed in`);
      }
      await page.goto('/profile');
      await seen(page.getByTestId('account-email'), 'the e-mail on the profile');
      await screenshot(page, `first-impressions-profile-${width}`);
    }
  });

  it("gives every route its own tab title, 'Log In – Halaqa' …", async () => {
    const page = await t.newPage();
    const check = async (route: AppRoute) => {
      await page.goto(route.path);
      const title = `${route.title} – Halaqa`;
      await page
        .waitForFunction((wanted) => document.title === wanted, title, { timeout: 10_000 })
        .catch(() => undefined);
      expect(await page.title(), route.path).toBe(title);
    };
    for (const route of APP_ROUTES.filter((r) => !r.members)) await check(route);
    await signUpViaApi(t, page);
    for (const route of LEARNER_ROUTES.filter((r) => r.members)) await check(route);
  });

  it("offers 'Skip to content' as the first Tab stop, which moves focus past the navigation", async () => {
    const page = await t.newPage();
    await page.goto('/');
    await seen(page.getByRole('heading', { level: 1 }), 'the landing page');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content', exact: true });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box?.width ?? 0, 'the focused link is visible').toBeGreaterThan(40);
    await screenshot(page, 'first-impressions-skip-link');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    // The next Tab stop is inside the page, not the navigation bar.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('main') !== null),
      'the Tab after the skip link lands in the page',
    ).toBe(true);
  });

  it('draws a focus ring with at least 3:1 contrast on the bar, the hero, forms and the account menu', async () => {
    const page = await t.newPage();
    await page.goto('/');
    await seen(page.getByRole('heading', { level: 1 }), 'the landing page');
    for (const name of ['Community', 'Join Halaqa for Free →', 'Try Halaqa for free →']) {
      expect(await focusRingContrast(page, name), name).toBeGreaterThanOrEqual(3);
    }
    await screenshot(page, 'first-impressions-focus-ring');
    await page.goto('/login');
    await seen(page.getByRole('heading', { name: 'Welcome Back' }), 'the login page');
    for (const name of ['Forgot your password?', 'Log In']) {
      expect(await focusRingContrast(page, name), name).toBeGreaterThanOrEqual(3);
    }
    await signUpViaApi(t, page);
    await page.goto('/community');
    await seen(page.getByRole('button', { name: 'Account menu' }), 'the signed-in top bar');
    expect(await focusRingContrast(page, 'Account menu')).toBeGreaterThanOrEqual(3);
  });

  it('sets cards and inputs apart from the page: white surfaces on a tinted background', async () => {
    const page = await t.newPage();
    const colours = () =>
      page.evaluate(() => {
        const bg = (selector: string) => {
          const el = document.querySelector(selector);
          return el ? getComputedStyle(el).backgroundColor : 'missing';
        };
        return { page: bg('body'), card: bg('main .card'), input: bg('main input.form-control') };
      });
    await page.goto('/login');
    await seen(page.getByRole('heading', { name: 'Welcome Back' }), 'the login page');
    const login = await colours();
    expect(login.card).toBe('rgb(255, 255, 255)');
    expect(login.input).toBe('rgb(255, 255, 255)');
    expect(login.page).not.toBe(login.card);
    await signUpViaApi(t, page);
    await page.goto('/profile');
    await seen(page.getByRole('button', { name: 'Save Changes' }), 'the profile form');
    const profile = await colours();
    expect(profile.page).not.toBe(profile.card);
    expect(profile.card).toBe('rgb(255, 255, 255)');
  });

  it("moves focus to the new page's heading after a route change, on wide screens and phones", async () => {
    const focusedHeading = (page: Page) =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el?.tagName === 'H1' ? el.textContent : null;
      });

    const page = await t.newPage();
    await page.goto('/');
    await seen(page.getByRole('heading', { level: 1 }), 'the landing page');
    expect(await focusedHeading(page), 'no focus moved on the first load').toBeNull();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Login', exact: true })
      .click();
    await onPath(page, '/login');
    await expect.poll(() => focusedHeading(page)).toBe('Welcome Back');

    const phone = await t.newPage(375);
    await phone.goto('/');
    await seen(phone.getByRole('heading', { level: 1 }), 'the landing page on a phone');
    await phone
      .getByRole('navigation', { name: 'Bottom navigation' })
      .getByRole('link', { name: 'Community' })
      .click();
    await onPath(phone, '/community');
    await expect.poll(() => focusedHeading(phone)).toBe('Community');
  });

  it('serves compressed, long-cached assets, real robots.txt and favicon.ico, and 404 for missing assets', async () => {
    const html = await (await fetch(t.url)).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script, 'the entry script in index.html').toBeTruthy();
    const asset = await fetch(`${t.url}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const robots = await fetch(`${t.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('User-agent');
    const icon = await fetch(`${t.url}/favicon.ico`);
    expect(icon.headers.get('content-type')).toMatch(/icon/);
    expect((await fetch(`${t.url}/assets/index-missing.js`)).status).toBe(404);
  });
});
