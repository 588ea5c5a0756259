import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  alertWith,
  describeJourneys,
  mailTo,
  onPath,
  screenshot,
  seen,
  signUpViaApi,
} from './fixtures.ts';
import { writeSolidPng } from './png.ts';

const SAVED = 'Profile updated successfully!';
const SAVE_FAILED = 'Failed to update profile. Please try again.';

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save Changes', exact: true });

async function openProfile(page: Page, name: string): Promise<void> {
  await page.goto('/profile');
  await seen(heading(page, name), `the profile heading '${name}'`);
}

/** Holds the browser's PATCH /api/profile until `release()`, so the saving state stays on screen. */
async function holdProfileSave(page: Page): Promise<{ release(): void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/profile', async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.continue();
  });
  return { release: () => release() };
}

describeJourneys('profile in the browser', (t) => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'halaqa-e2e-'));
  });
  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('saves name, university and major, and a new avatar shows in the top bar', async () => {
    const page = await t.newPage();
    await signUpViaApi(t, page, { name: 'Omar Saleh' });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await onPath(page, '/profile');
    await seen(heading(page, 'Omar Saleh'), 'the profile heading');

    await page.getByLabel('Name', { exact: true }).fill('Omar Al-Saleh');
    await page.getByLabel('University').fill('King Saud University');
    await page.getByLabel('Major').fill('Software Engineering');
    await saveButton(page).click();
    await seen(alertWith(page, SAVED), `'${SAVED}'`);
    await seen(heading(page, 'Omar Al-Saleh'), 'the heading with the new name');
    await screenshot(page, '08-profile-saved');

    const picture = path.join(scratch, 'avatar.png');
    const png = writeSolidPng(picture, 32, 32, [220, 40, 60]);
    const navAvatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
    expect(await navAvatar.count(), 'a placeholder, not an image, before the upload').toBe(0);
    await page.getByLabel('Profile Picture').setInputFiles(picture);

    await seen(navAvatar, 'the uploaded picture in the top bar');
    const src = (await navAvatar.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/api\/files\/profilePictures\/[^?]+/);
    // The picture really loaded in the page, at the spec's 40 px, and it is the picture we sent,
    // re-encoded by the server as WebP (same size and colour, none of the original bytes).
    await navAvatar.evaluate((img: HTMLImageElement) => img.decode());
    const shown = await navAvatar.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d');
      context?.drawImage(img, 0, 0);
      const [r, g, b] = context?.getImageData(16, 16, 1, 1).data ?? [];
      return {
        naturalWidth: img.naturalWidth,
        width: img.getBoundingClientRect().width,
        height: img.getBoundingClientRect().height,
        reddish: r !== undefined && r > 180 && (g ?? 255) < 90 && (b ?? 255) < 100,
      };
    });
    expect(shown).toEqual({ naturalWidth: 32, width: 40, height: 40, reddish: true });
    const served = await page.request.get(src);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(Buffer.from(await served.body()).equals(png)).toBe(false);
    await screenshot(page, '08-profile-avatar');

    // Saved on the server: a reload shows the same values and picture.
    await page.reload();
    await seen(heading(page, 'Omar Al-Saleh'), 'the saved name after reload');
    expect(await page.getByLabel('University').inputValue()).toBe('King Saud University');
    expect(await page.getByLabel('Major').inputValue()).toBe('Software Engineering');
    expect(await navAvatar.getAttribute('src')).toBe(src);
  });

  it("reads 'Saving Changes...' while saving, and a cleared name makes the heading the e-mail before @", async () => {
    const page = await t.newPage();
    const account = await signUpViaApi(t, page, { name: 'Layla Nasser' });
    await openProfile(page, 'Layla Nasser');

    const save = await holdProfileSave(page);
    await page.getByLabel('Name', { exact: true }).fill('');
    await saveButton(page).click();
    const saving = await seen(
      page.getByRole('button', { name: 'Saving Changes...', exact: true }),
      "'Saving Changes...'",
    );
    expect(await saving.isDisabled(), 'no second save while saving').toBe(true);
    save.release();

    await seen(alertWith(page, SAVED), `'${SAVED}'`);
    const localPart = account.email.split('@')[0] as string;
    await seen(heading(page, localPart), `the heading '${localPart}'`);
    expect(await saveButton(page).isEnabled()).toBe(true);
    await screenshot(page, '11-profile-name-cleared');
    await page.reload();
    await seen(heading(page, localPart), 'the e-mail heading after reload');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
  });

  it('closes the success message by itself after 5 s, with a countdown bar, or at once with its close button', async () => {
    const page = await t.newPage();
    await signUpViaApi(t, page, { name: 'Yusuf Karim' });
    await openProfile(page, 'Yusuf Karim');

    await saveButton(page).click();
    const saved = await seen(alertWith(page, SAVED), `'${SAVED}'`);
    const shownAt = Date.now();
    const bar = saved.locator('.app-alert-countdown-bar');
    expect(await bar.count(), 'a countdown bar in the alert').toBe(1);
    expect(await bar.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('5s');
    await screenshot(page, '12-profile-saved-countdown');
    await page.waitForTimeout(2000);
    expect(await saved.isVisible(), 'still shown 2 s later').toBe(true);
    await saved.waitFor({ state: 'hidden' });
    // Seen a moment after it appeared, so it closes a little under 5 s after we saw it.
    expect(Date.now() - shownAt).toBeLessThan(5000 + 2000);

    await saveButton(page).click();
    const again = await seen(alertWith(page, SAVED), `'${SAVED}' again`);
    await again.getByRole('button', { name: 'Close alert', exact: true }).click();
    // Far sooner than the 5 s timer could.
    await again.waitFor({ state: 'hidden', timeout: 2000 });
  });

  it('shows the failure message as a danger alert when the save cannot reach the server', async () => {
    const page = await t.newPage();
    await signUpViaApi(t, page, { name: 'Huda Saad' });
    await openProfile(page, 'Huda Saad');

    // The connection drops for the save only (the browser fails the request, as when offline).
    await page.route('**/api/profile', (route) =>
      route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.getByLabel('University').fill('Qassim University');
    await saveButton(page).click();
    const failed = await seen(alertWith(page, SAVE_FAILED), `'${SAVE_FAILED}'`);
    expect(await failed.getAttribute('class')).toContain('alert-danger');
    expect(await saveButton(page).isEnabled(), 'the user can try again').toBe(true);
    expect(await page.getByLabel('University').inputValue(), 'the typed value is kept').toBe(
      'Qassim University',
    );
    await screenshot(page, '13-profile-save-failed');

    await page.unroute('**/api/profile');
    await saveButton(page).click();
    await seen(alertWith(page, SAVED), `'${SAVED}' on the second try`);
    expect(await alertWith(page, SAVE_FAILED).count()).toBe(0);
  });

  it("shows the e-mail, 'Not verified' until the e-mailed link is opened, then 'Verified', and the member-since date", async () => {
    const page = await t.newPage();
    const before = new Date();
    const account = await signUpViaApi(t, page, { name: 'Maryam Ali' });
    const after = new Date();
    await openProfile(page, 'Maryam Ali');

    const info = page.locator('.card').filter({ has: heading(page, 'Account Information') });
    const email = info.getByRole('definition').nth(0);
    const memberSince = info.getByRole('definition').nth(1);
    await seen(email.getByText(account.email, { exact: true }), 'the e-mail');
    await seen(email.getByText('Not verified', { exact: true }), "the 'Not verified' badge");
    expect(await email.getByText('Verified', { exact: true }).count()).toBe(0);
    await seen(info.getByRole('term').filter({ hasText: /^Member Since$/ }), "'Member Since'");
    // A readable date of the day the account was made (not 'Unknown').
    const since = new Date(await memberSince.innerText());
    expect([before.toDateString(), after.toDateString()]).toContain(since.toDateString());
    await screenshot(page, '14-profile-not-verified');

    const mail = await mailTo(t, account.email, '/api/auth/verify-email');
    const link = mail.links.find((l) => l.includes('/api/auth/verify-email'));
    expect(link, 'the verification e-mail carries a link').toBeDefined();
    await page.goto(link as string);
    await onPath(page, '/profile');
    await seen(email.getByText('Verified', { exact: true }), "the 'Verified' badge");
    expect(await email.getByText('Not verified', { exact: true }).count()).toBe(0);
    await screenshot(page, '14-profile-verified');
  });
});
