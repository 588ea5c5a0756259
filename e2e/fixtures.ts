import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import {
  eventually,
  readOutbox,
  startTestApp,
  type OutboxMail,
  type TestApp,
} from '../apps/server/src/test/test-app.ts';
import { grantAdmins } from '../apps/server/src/auth/admins.ts';
import { userTag } from '../apps/server/src/auth/auth.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
export const SCREENSHOT_DIR = path.join(ROOT, '.tmp/e2e-screenshots');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** How long a journey waits for something a user would see before the test fails. */
export const UI_TIMEOUT = 10_000;

const chromiumMissing = !existsSync(CHROMIUM_PATH);
const missingMessage = `no Chromium at ${CHROMIUM_PATH}; install it (apt-get install chromium) or set CHROMIUM_PATH`;

/**
 * `describe` for journeys: one running app and browser for the block (`t`, ready in every test),
 * and every journey must end without uncaught errors in its pages. Without Chromium the journeys
 * are skipped with a loud message, except under CI=true, where a failing test stands in for them
 * so the suite cannot pass with nothing tested.
 */
export function describeJourneys(name: string, body: (t: Journeys) => void): void {
  const t = {} as Journeys;
  const journeys = () => {
    beforeAll(async () => {
      Object.assign(t, await startJourneys());
    });
    afterEach(async () => {
      expect(await t.finishJourney(), 'uncaught errors in the page').toEqual([]);
    });
    afterAll(async () => {
      await t.close?.();
    });
    body(t);
  };
  if (!chromiumMissing) {
    describe(name, journeys);
  } else if (process.env.CI === 'true') {
    describe(name, () => {
      it('needs Chromium to run the end-to-end journeys (CI=true)', () => {
        throw new Error(`e2e: ${missingMessage}`);
      });
    });
  } else {
    const line = '!'.repeat(78);
    console.warn(`\n${line}\n!! END-TO-END TESTS SKIPPED (${name}): ${missingMessage}.\n${line}\n`);
    describe.skip(name, journeys);
  }
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** One running server and browser shared by the journeys of a spec file. */
export interface Journeys {
  app: TestApp;
  url: string;
  dataDir: string;
  browser: Browser;
  /** A page in a fresh browser context (its own cookies, storage and client address). */
  newPage(width?: number): Promise<Page>;
  /** Closes the journey's pages and returns the uncaught errors they threw (expect none). */
  finishJourney(): Promise<string[]>;
  close(): Promise<void>;
}

// The built app is what users get; `npm test` builds it first, a bare vitest run may not have.
function ensureWebBuilt(): void {
  if (existsSync(WEB_INDEX)) return;
  console.warn('e2e: apps/web/dist is missing; building the web app once…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@halaqa/web'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0 || !existsSync(WEB_INDEX)) {
    throw new Error('e2e: `npm run build -w @halaqa/web` failed; the journeys need the built app');
  }
}

let clients = 0;
// Each context is a different client to the server (TRUST_PROXY is on in test apps), so the
// per-address sign-in and sign-up rate limits never couple one journey to another.
const nextAddress = () => `198.51.100.${(++clients % 250) + 1}`;

/** Starts the real server (SQLite, temporary DATA_DIR, built web app) and system Chromium. */
export async function startJourneys(): Promise<Journeys> {
  if (chromiumMissing) throw new Error(`e2e: ${missingMessage}`);
  ensureWebBuilt();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const app = await startTestApp('sqlite');
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  } catch (err) {
    await app.close();
    throw err;
  }
  let contexts: BrowserContext[] = [];
  let pageErrors: string[] = [];

  return {
    app,
    url: app.url,
    dataDir: app.dataDir,
    browser,
    async newPage(width = 1280) {
      const context = await browser.newContext({
        baseURL: app.url,
        viewport: { width, height: 800 },
        extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
      });
      context.setDefaultTimeout(UI_TIMEOUT);
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (err) => pageErrors.push(`${page.url()}: ${err.message}`));
      return page;
    },
    async finishJourney() {
      for (const context of contexts) await context.close().catch(() => undefined);
      contexts = [];
      const errors = pageErrors;
      pageErrors = [];
      return errors;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await app.close();
    },
  };
}

let accounts = 0;
/** A new account's details; nothing is created until it is used. */
export function newAccount(fields: Partial<Account> = {}): Account {
  const n = ++accounts;
  return {
    name: fields.name ?? `Journey User ${n}`,
    email: fields.email ?? `journey${n}-${randomBytes(3).toString('hex')}@example.com`,
    password: fields.password ?? 'secret123',
  };
}

/**
 * Signs up through the API from the page's own context, so the session cookie lands in the
 * browser: the quick way in for journeys that do not test sign-up itself.
 */
export async function signUpViaApi(
  t: Journeys,
  page: Page,
  fields: Partial<Account> = {},
): Promise<Account & { id: string }> {
  const account = newAccount(fields);
  const res = await page.request.post(`${t.url}/api/account/sign-up`, { data: account });
  if (res.status() !== 200) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return { ...account, id: body.user.id };
}

/** Makes an existing account an admin the way `npm run admin -- grant <email>` does. */
export async function makeAdmin(t: Journeys, email: string): Promise<void> {
  const ids = await grantAdmins(t.app.db, [email]);
  if (ids.length !== 1) throw new Error(`no account ${email}`);
  t.app.app.readCache.changed(ids.map(userTag));
}

/** Continue as Guest from the login page (spec §4): sets the guest flag and goes to /community. */
export async function continueAsGuest(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue as Guest', exact: true }).click();
  await onPath(page, '/community');
}

/** The newest outbox message to `to` whose text contains `needle`, waiting until it arrives. */
export function mailTo(t: Journeys, to: string, needle: string): Promise<OutboxMail> {
  return eventually(() =>
    readOutbox(t.dataDir)
      .reverse()
      .find((m) => m.to.includes(to) && m.text.includes(needle)),
  );
}

/** Waits until `locator` is visible; the error names what the user failed to see. */
export async function seen(locator: Locator, what: string): Promise<Locator> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout: UI_TIMEOUT });
  } catch {
    // Say what the user saw instead, so a failure in CI explains itself.
    const page = locator.page();
    const alerts = await page
      .getByRole('alert')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(
      `expected to see ${what}, but it did not become visible (at ${page.url()}; alerts: ${JSON.stringify(alerts)})`,
    );
  }
  return locator.first();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An alert (role="alert") whose whole text is exactly the spec's message, letter case included.
 * The close button has only an accessible name and the countdown bar is empty, so neither adds text.
 */
export function alertWith(page: Page, message: string): Locator {
  return page
    .getByRole('alert')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(message)}\\s*$`) });
}

/**
 * Waits until the browser is on `pathname` (query and hash ignored). After a link click the
 * address changes before a lazily loaded page replaces the old one (react-router navigates in a
 * transition), so wait for something of the new page before typing into it.
 */
export async function onPath(page: Page, pathname: string): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout: UI_TIMEOUT });
  } catch {
    throw new Error(`expected to be on ${pathname}, but the browser is on ${page.url()}`);
  }
}

/** Saves a full-page screenshot to .tmp/e2e-screenshots/<name>.png (for a human to look at). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** The page is no wider than the viewport: nothing makes a phone scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: document ${scrollWidth} px wide`).toBeLessThanOrEqual(innerWidth);
}
