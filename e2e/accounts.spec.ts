import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  alertWith,
  continueAsGuest,
  describeJourneys,
  mailTo,
  makeAdmin,
  newAccount,
  onPath,
  screenshot,
  seen,
  signUpViaApi,
  type Account,
  type Journeys,
} from './fixtures.ts';

// The spec's texts (spec §2, §5, §8), written out here so a changed message fails the journey.
const LOGIN_FAILED = 'Invalid email or password. Please try again.';
// The wait is what is left of the 15-minute window.
const RATE_LIMITED =
  /^\s*Too many attempts\. Please wait (a minute|\d+ minutes) and try again\.\s*$/;
const PASSWORDS_DIFFER = 'Passwords do not match!';
const RESET_SENT = 'Password reset link sent! Check your email.';

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

// The spec's two client flags (spec §3), as the page itself reads them.
const localFlag = (page: Page, key: 'guest' | 'isAdmin') =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

// An account made earlier: signed up through the API, then the browser forgets the session.
async function existingAccount(t: Journeys, page: Page): Promise<Account> {
  const account = await signUpViaApi(t, page);
  await page.context().clearCookies();
  return account;
}

describeJourneys('accounts in the browser', (t) => {
  it('signs up through the form and lands on the dashboard greeting the new user', async () => {
    const page = await t.newPage();
    const account = newAccount({ name: 'Amina Haddad' });
    await page.goto('/signup');
    await seen(
      page.getByRole('heading', { name: 'Join Halaqa', exact: true }),
      "the heading 'Join Halaqa'",
    );
    const signUp = page.getByRole('button', { name: 'Sign Up', exact: true });

    await page.getByLabel('Full Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    expect(await signUp.isDisabled(), 'disabled with Repeat Password empty').toBe(true);

    await page.getByLabel('Repeat Password').fill('different1');
    await seen(alertWith(page, PASSWORDS_DIFFER), `'${PASSWORDS_DIFFER}'`);
    expect(await signUp.isDisabled(), 'disabled while the passwords differ').toBe(true);
    await screenshot(page, '01-signup-passwords-differ');

    await page.getByLabel('Repeat Password').fill(account.password);
    expect(await alertWith(page, PASSWORDS_DIFFER).count()).toBe(0);
    expect(await signUp.isEnabled(), 'enabled once all four fields are filled and match').toBe(
      true,
    );
    await signUp.click();

    await onPath(page, '/dashboard');
    const greeting = await seen(
      page.getByRole('heading', { name: /Welcome back,/ }),
      "'Welcome back,' on the dashboard",
    );
    expect(await greeting.innerText()).toContain(`Welcome back, ${account.name}`);
    expect(await localFlag(page, 'isAdmin'), 'a new account is not an admin').toBe('false');
    await screenshot(page, '01-signup-dashboard');
  });

  it('signs out through the avatar dropdown, clears the guest marker and reloads the page', async () => {
    const page = await t.newPage();
    await signUpViaApi(t, page);
    // Continue as Guest while signed in: the guest marker is set, but the user stays signed in.
    await continueAsGuest(page);
    await seen(page.getByRole('button', { name: 'Account menu' }), 'the signed-in top bar');
    expect(await localFlag(page, 'guest')).toBe('true');
    // A reload starts a new document, which no longer has this mark.
    await page.evaluate(() => Object.assign(window, { beforeSignOut: true }));
    const reloaded = page.waitForEvent('load');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await reloaded;

    expect(await page.evaluate(() => 'beforeSignOut' in window), 'the page reloaded').toBe(false);
    await onPath(page, '/community');
    const mainNav = page.getByRole('navigation', { name: 'Main navigation' });
    await seen(mainNav.getByRole('link', { name: 'Login', exact: true }), 'the Login button');
    // Signed out and not a guest: the product name stands where Dashboard stood.
    await seen(mainNav.getByRole('link', { name: 'Halaqa', exact: true }), "the 'Halaqa' link");
    expect(await mainNav.getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
    expect(await localFlag(page, 'guest'), 'the guest marker is gone').toBeNull();
    // Signed out on the server too, not just hidden in this tab.
    const session = await page.request.get('/api/account/session');
    expect(await session.json()).toEqual({ user: null });
    await screenshot(page, '02-signed-out');
  });

  it('refuses a wrong password with the one login failure message', async () => {
    const page = await t.newPage();
    const account = await existingAccount(t, page);
    await logIn(page, account.email, 'not-the-password');

    await seen(alertWith(page, LOGIN_FAILED), `'${LOGIN_FAILED}'`);
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, '03-login-wrong-password');
  });

  it('says to wait, not that the password is wrong, once the account is rate limited', async () => {
    const page = await t.newPage();
    const account = await existingAccount(t, page);
    // Ten failures from elsewhere lock the account for a while, whatever the address.
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${t.url}/api/account/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i + 1}` },
        body: JSON.stringify({ email: account.email, password: `guess-${i}` }),
      });
      expect(res.status).toBe(401);
    }
    await logIn(page, account.email, account.password);

    await seen(page.getByRole('alert').filter({ hasText: RATE_LIMITED }), 'the rate-limit message');
    expect(await alertWith(page, LOGIN_FAILED).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, '03-login-rate-limited');
  });

  it('logs in with the right password and goes to the dashboard', async () => {
    const page = await t.newPage();
    const account = await existingAccount(t, page);
    await logIn(page, account.email, account.password);

    await onPath(page, '/dashboard');
    const greeting = await seen(
      page.getByRole('heading', { name: /Welcome back,/ }),
      "'Welcome back,' on the dashboard",
    );
    expect(await greeting.innerText()).toContain(account.name);
    await screenshot(page, '04-login-dashboard');
  });

  it("stores isAdmin at login: 'true' for an admin, 'false' for a learner", async () => {
    const learnerPage = await t.newPage();
    const learner = await existingAccount(t, learnerPage);
    await logIn(learnerPage, learner.email, learner.password);
    await onPath(learnerPage, '/dashboard');
    expect(await localFlag(learnerPage, 'isAdmin')).toBe('false');

    const adminPage = await t.newPage();
    const admin = await existingAccount(t, adminPage);
    await makeAdmin(t, admin.email);
    await logIn(adminPage, admin.email, admin.password);
    await onPath(adminPage, '/dashboard');
    expect(await localFlag(adminPage, 'isAdmin')).toBe('true');
  });

  it('resets a forgotten password with the e-mailed link, then logs in with the new one', async () => {
    const page = await t.newPage();
    const account = await existingAccount(t, page);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await onPath(page, '/forgot-password');
    // Wait for the page itself: until its code has loaded the login form is still shown, and an
    // e-mail typed now would go into the login form (this made the journey flaky on a busy CI).
    await seen(
      page.getByRole('heading', { name: 'Forgot Password', exact: true }),
      'the forgot-password page',
    );

    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await seen(alertWith(page, RESET_SENT), `'${RESET_SENT}'`);
    await screenshot(page, '07-forgot-password-sent');

    const mail = await mailTo(t, account.email, '/reset-password?token=');
    const link = mail.links.find((l) => l.includes('/reset-password?token='));
    expect(link, 'the reset e-mail carries a link').toBeDefined();
    await page.goto(link as string);
    await page.getByLabel('New Password').fill('brand-new-pass');
    await page.getByLabel('Repeat Password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await seen(
      alertWith(page, 'Your password has been reset. You can now log in.'),
      'the reset confirmation',
    );
    await screenshot(page, '07-reset-password-done');

    await page.getByRole('link', { name: 'Back to Login' }).first().click();
    await onPath(page, '/login');
    await logIn(page, account.email, account.password);
    await seen(alertWith(page, LOGIN_FAILED), 'the old password refused');
    await logIn(page, account.email, 'brand-new-pass');
    await onPath(page, '/dashboard');
    await seen(page.getByRole('heading', { name: /Welcome back,/ }), 'the dashboard');
  });
});
