import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { PROFILE_MESSAGES } from '@halaqa/shared/profile';
import { databases, signUp, startTestApp, type TestApp } from '../../test/test-app.ts';

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A real `width`×`height` picture in each accepted format, made by sharp. */
const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 3, height = 2) =>
  sharp({ create: { width, height, channels: 3, background: '#1f4e8c' } })
    .toFormat(format)
    .toBuffer();

/** A PNG whose header claims `side`×`side` pixels: a 'pixel flood' (tiny file, huge picture). */
function floodPng(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG carrying a text chunk, as cameras and editors leave location and author in pictures. */
async function pngWithText(text: string): Promise<Buffer> {
  return sharp(await picture('png'))
    .png()
    .withMetadata()
    .withExif({ IFD0: { ImageDescription: text } })
    .toBuffer();
}

function avatarForm(bytes: Buffer, name: string, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return form;
}

describe.each(databases)('profile on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());
  const avatarFile = (id: string) => path.join(t.dataDir, 'storage', 'profilePictures', id);

  it('reads and updates name, university and major, trimmed', async () => {
    const { client } = await signUp(t, { name: 'Sara' });
    const res = await client.patch('/api/profile', {
      name: '  Sara A. ',
      university: ' KSU ',
      major: ' Software Engineering ',
    });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({
      name: 'Sara A.',
      university: 'KSU',
      major: 'Software Engineering',
    });
    expect((await client.get('/api/profile')).json.user).toMatchObject({
      name: 'Sara A.',
      university: 'KSU',
    });
  });

  it.each([
    [{ name: 'x'.repeat(101), university: '', major: '' }, 'Name can be at most 100 characters.'],
    [
      { name: 'ok', university: 'u'.repeat(101), major: '' },
      'University can be at most 100 characters.',
    ],
    [
      { name: 'ok', university: '', major: 'm'.repeat(101) },
      'Major can be at most 100 characters.',
    ],
    [{ name: 'ok', university: '' }, 'Major is required.'],
  ])('rejects an update over the limits (%#) and changes nothing', async (body, message) => {
    const { client } = await signUp(t, { name: 'Before' });
    const res = await client.patch('/api/profile', body);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(message);
    expect((await client.get('/api/profile')).json.user.name).toBe('Before');
  });

  it('stores an avatar under profilePictures/{uid} re-encoded as WebP, serves it back, and removes it', async () => {
    const { client, user } = await signUp(t);
    const res = await client.put('/api/profile/avatar', avatarForm(PNG, 'me.png'));
    expect(res.status).toBe(200);
    const pfp: string = res.json.user.pfp;
    expect(pfp).toMatch(new RegExp(`^/api/files/profilePictures/${user.id}\\?v=\\d+$`));
    const served = await fetch(t.url + pfp);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1, height: 1 });

    const removed = await client.delete('/api/profile/avatar');
    expect(removed.json.user.pfp).toBeNull();
    expect((await fetch(t.url + pfp)).status).toBe(404);
    expect(existsSync(avatarFile(user.id))).toBe(false);
  });

  it.each(['jpeg', 'webp', 'gif'] as const)(
    'accepts a %s avatar by its content, whatever its name, re-encoded as WebP',
    async (format) => {
      const { client } = await signUp(t);
      const res = await client.put(
        '/api/profile/avatar',
        avatarForm(await picture(format), 'photo.png'),
      );
      expect(res.status).toBe(200);
      const served = await fetch(t.url + res.json.user.pfp);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 3, height: 2 });
    },
  );

  it('drops what a picture says about itself (metadata) and shrinks it to 512 pixels', async () => {
    const { client, user } = await signUp(t);
    const tagged = await pngWithText('secret-location-24.7136N');
    expect(tagged.includes('secret-location')).toBe(true);
    expect((await client.put('/api/profile/avatar', avatarForm(tagged, 'me.png'))).status).toBe(
      200,
    );
    const stored = readFileSync(avatarFile(user.id));
    expect(stored.includes('secret-location')).toBe(false);

    const large = await picture('png', 2000, 1000);
    expect((await client.put('/api/profile/avatar', avatarForm(large, 'big.png'))).status).toBe(
      200,
    );
    expect(await sharp(readFileSync(avatarFile(user.id))).metadata()).toMatchObject({
      width: 512,
      height: 256,
    });
  });

  it('refuses a pixel flood (a 30000 × 30000 PNG of a few bytes) and keeps nothing of it', async () => {
    const { client, user } = await signUp(t);
    const flood = floodPng(30000);
    expect(flood.length).toBeLessThan(2000);
    const res = await client.put('/api/profile/avatar', avatarForm(flood, 'flood.png'));
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(PROFILE_MESSAGES.avatarPixels);
    expect(existsSync(avatarFile(user.id))).toBe(false);
    expect((await client.get('/api/profile')).json.user.pfp).toBeNull();
  });

  it('refuses a non-image renamed .png, judging by content, and stores nothing', async () => {
    const { client, user } = await signUp(t);
    const res = await client.put(
      '/api/profile/avatar',
      avatarForm(Buffer.from('%PDF-1.4 not an image at all'), 'sneaky.png'),
    );
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(PROFILE_MESSAGES.avatarType);
    expect(existsSync(avatarFile(user.id))).toBe(false);
    expect((await client.get('/api/profile')).json.user.pfp).toBeNull();
  });

  it('refuses an avatar over 5 MB with 413 and keeps the previous one', async () => {
    const { client, user } = await signUp(t);
    await client.put('/api/profile/avatar', avatarForm(PNG, 'small.png'));
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await client.put('/api/profile/avatar', avatarForm(big, 'big.png'));
    expect(res.status).toBe(413);
    expect(res.json.error.message).toBe(PROFILE_MESSAGES.avatarTooLarge);
    const kept = await fetch(`${t.url}/api/files/profilePictures/${user.id}`);
    expect(await sharp(Buffer.from(await kept.arrayBuffer())).metadata()).toMatchObject({
      width: 1,
      height: 1,
    });
  });

  it('refuses an upload that is not multipart', async () => {
    const { client } = await signUp(t);
    const res = await client.put('/api/profile/avatar', { file: 'x' });
    expect(res.status).toBe(400);
  });
});
