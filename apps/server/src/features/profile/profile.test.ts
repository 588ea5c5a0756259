import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@halaqa/shared/profile';
import { databases, signUp, startTestApp, type TestApp } from '../../test/test-app.ts';

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// Real 1×1 images in the other accepted formats.
const OTHER_IMAGES: [string, Buffer][] = [
  [
    'image/jpeg',
    Buffer.from(
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
      'base64',
    ),
  ],
  ['image/webp', Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64')],
  [
    'image/gif',
    Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
  ],
];

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

  it('stores an avatar under profilePictures/{uid}, serves it back, and removes it', async () => {
    const { client, user } = await signUp(t);
    const res = await client.put('/api/profile/avatar', avatarForm(PNG, 'me.png'));
    expect(res.status).toBe(200);
    const pfp: string = res.json.user.pfp;
    expect(pfp).toMatch(new RegExp(`^/api/files/profilePictures/${user.id}\\?v=\\d+$`));
    const served = await fetch(t.url + pfp);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const removed = await client.delete('/api/profile/avatar');
    expect(removed.json.user.pfp).toBeNull();
    expect((await fetch(t.url + pfp)).status).toBe(404);
    expect(existsSync(avatarFile(user.id))).toBe(false);
  });

  it.each(OTHER_IMAGES)(
    'accepts a %s avatar by its content, whatever its name, and serves it as such',
    async (type, bytes) => {
      const { client } = await signUp(t);
      const res = await client.put('/api/profile/avatar', avatarForm(bytes, 'photo.png'));
      expect(res.status).toBe(200);
      const served = await fetch(t.url + res.json.user.pfp);
      expect(served.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    },
  );

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
    expect(Buffer.from(await kept.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses an upload that is not multipart', async () => {
    const { client } = await signUp(t);
    const res = await client.put('/api/profile/avatar', { file: 'x' });
    expect(res.status).toBe(400);
  });
});
