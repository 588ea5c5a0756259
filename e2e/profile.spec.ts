import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { alertWith, describeJourneys, onPath, screenshot, seen, signUpViaApi } from './fixtures.ts';
import { writeSolidPng } from './png.ts';

const SAVED = 'Profile updated successfully!';

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
    await seen(page.getByRole('heading', { name: 'Omar Saleh' }), 'the profile heading');

    await page.getByLabel('Name', { exact: true }).fill('Omar Al-Saleh');
    await page.getByLabel('University').fill('King Saud University');
    await page.getByLabel('Major').fill('Software Engineering');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await seen(alertWith(page, SAVED), `'${SAVED}'`);
    await seen(
      page.getByRole('heading', { name: 'Omar Al-Saleh' }),
      'the heading with the new name',
    );
    await screenshot(page, '08-profile-saved');

    const picture = path.join(scratch, 'avatar.png');
    const png = writeSolidPng(picture, 32, 32, [220, 40, 60]);
    const navAvatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
    expect(await navAvatar.count(), 'a placeholder, not an image, before the upload').toBe(0);
    await page.getByLabel('Profile Picture').setInputFiles(picture);

    await seen(navAvatar, 'the uploaded picture in the top bar');
    const src = (await navAvatar.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/api\/files\/profilePictures\/[^?]+/);
    // The picture really loaded in the page, at the spec's 40 px, and it is the file we sent.
    await navAvatar.evaluate((img: HTMLImageElement) => img.decode());
    const shown = await navAvatar.evaluate((img: HTMLImageElement) => ({
      naturalWidth: img.naturalWidth,
      width: img.getBoundingClientRect().width,
      height: img.getBoundingClientRect().height,
    }));
    expect(shown).toEqual({ naturalWidth: 32, width: 40, height: 40 });
    const served = await page.request.get(src);
    expect(Buffer.from(await served.body()).equals(png)).toBe(true);
    await screenshot(page, '08-profile-avatar');

    // Saved on the server: a reload shows the same values and picture.
    await page.reload();
    await seen(page.getByRole('heading', { name: 'Omar Al-Saleh' }), 'the saved name after reload');
    expect(await page.getByLabel('University').inputValue()).toBe('King Saud University');
    expect(await page.getByLabel('Major').inputValue()).toBe('Software Engineering');
    expect(await navAvatar.getAttribute('src')).toBe(src);
  });
});
