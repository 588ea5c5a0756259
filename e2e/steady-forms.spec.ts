import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import {
  alertWith,
  describeJourneys,
  newAccount,
  onPath,
  screenshot,
  seen,
  signUpViaApi,
} from './fixtures.ts';
import { writeSolidPng } from './png.ts';

const PASSWORDS_DIFFER = 'Passwords do not match!';
const TOO_WEAK = 'Your password is too weak. Try using at least 6 characters.';

const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;

describeJourneys('forms that stay put while messages come and go', (t) => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'halaqa-e2e-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("says 'Passwords do not match!' under Repeat Password without moving the form, and enforces 6 characters before anything is sent", async () => {
    const page = await t.newPage(375);
    const signUpCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/account/sign-up')) signUpCalls.push(req.url());
    });
    const account = newAccount();
    await page.goto('/signup');
    const signUp = page.getByRole('button', { name: 'Sign Up', exact: true });
    await seen(signUp, 'the Sign Up button');
    await page.getByLabel('Full Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await seen(page.getByText('At least 6 characters.', { exact: true }), 'the length hint');
    const repeat = page.getByLabel('Repeat Password');
    const before = { repeat: await top(repeat), button: await top(signUp) };

    await page.getByLabel('Password', { exact: true }).fill('abc');
    await repeat.fill('abd');
    const differ = await seen(alertWith(page, PASSWORDS_DIFFER), `'${PASSWORDS_DIFFER}'`);
    expect({ repeat: await top(repeat), button: await top(signUp) }, 'nothing moved').toEqual(
      before,
    );
    expect(await top(differ), 'the message is under Repeat Password').toBeGreaterThan(
      before.repeat,
    );
    expect(await top(differ), '… and above the button').toBeLessThan(before.button);
    await screenshot(page, 'steady-signup-differ-375');

    // Matching but too short: the button is enabled (spec), the submit stops in the page.
    await repeat.fill('abc');
    expect(await alertWith(page, PASSWORDS_DIFFER).count()).toBe(0);
    await signUp.click();
    await seen(page.getByText(TOO_WEAK, { exact: true }), `'${TOO_WEAK}' under Password`);
    expect(signUpCalls, 'nothing sent to the server').toEqual([]);

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await repeat.fill(account.password);
    await signUp.click();
    await onPath(page, '/dashboard');
  });

  it('uses the avatar itself as the upload control, and the saved message appears below the form without moving it', async () => {
    const page = await t.newPage(375);
    await signUpViaApi(t, page);
    await page.goto('/profile');
    const avatar = page.getByTestId('profile-avatar');
    await seen(avatar, 'the profile avatar');
    const input = page.getByLabel('Profile Picture');
    expect(await input.getAttribute('type')).toBe('file');
    // Visually hidden (1 px, clipped) but still in the tab order for keyboards.
    const box = await input.boundingBox();
    expect(box?.width ?? 0, "no raw 'Choose File' control").toBeLessThanOrEqual(1);

    const picture = path.join(scratch, 'face.png');
    writeSolidPng(picture, 24, 24, [30, 160, 90]);
    const chooser = page.waitForEvent('filechooser');
    await avatar.click();
    await (await chooser).setFiles(picture);
    await seen(
      page.getByTestId('profile-avatar').and(page.locator('img')),
      'the uploaded picture in place of the placeholder',
    );

    const name = page.getByLabel('Name', { exact: true });
    const save = page.getByRole('button', { name: 'Save Changes' });
    const before = { name: await top(name), save: await top(save) };
    await name.fill('Steady Learner');
    await save.click();
    await seen(alertWith(page, 'Profile updated successfully!'), 'the saved message');
    expect({ name: await top(name), save: await top(save) }, 'nothing moved').toEqual(before);
    await screenshot(page, 'steady-profile-375');
  });
});
