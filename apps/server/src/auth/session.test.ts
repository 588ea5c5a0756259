import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@halaqa/shared/account';
import {
  Client,
  databases,
  eventually,
  readOutbox,
  sameBrowser,
  signUp,
  startInstances,
  startTestApp,
  type TestApp,
} from '../test/test-app.ts';
import { grantAdmins, revokeAdmins } from './admins.ts';
import { userTag } from './auth.ts';

/** `client`'s next GET of `path` on its instance answers `status`, within `ms` (NOTIFY's delay). */
const answers = (client: Client, path: string, status: number, ms = 5000) =>
  eventually(async () => ((await client.get(path)).status === status ? true : undefined), ms);

// The read cache keeps a session for READ_CACHE_SECONDS (30 s by default). Changes made through
// Halaqa reach every instance's cache at once (within the few seconds `answers` waits, far less
// than 30 s); changes made behind its back show within that bound.
describe.each(databases)('the session check on %s', (kind) => {
  let a: TestApp;
  let b: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ a, b, close } = await startInstances(kind));
  });
  afterAll(() => close());

  it('accepts a session made on one instance on the other, and a sign-out ends it on both at once', async () => {
    const { client } = await signUp(a);
    const elsewhere = sameBrowser(b, client);
    expect((await elsewhere.get('/api/profile')).status).toBe(200);
    const stolen = sameBrowser(a, client);
    expect((await stolen.get('/api/profile')).status).toBe(200);

    expect((await client.post('/api/account/sign-out')).status).toBe(200);
    expect((await stolen.get('/api/profile')).status).toBe(401);
    await answers(elsewhere, '/api/profile', 401);
    expect((await elsewhere.get('/api/account/session')).json.user).toBeNull();
  });

  it('ends every session of the user on every instance when the password is reset', async () => {
    const { client, email } = await signUp(a, { password: 'oldpass1' });
    const elsewhere = sameBrowser(b, client);
    expect((await elsewhere.get('/api/profile')).status).toBe(200);
    expect((await client.get('/api/profile')).status).toBe(200);

    await new Client(a.url).post('/api/account/forgot-password', { email });
    const mail = await eventually(() =>
      readOutbox(a.dataDir).find((m) => m.to === email && /reset/i.test(m.subject)),
    );
    const token = new URL(mail.links[0] as string).searchParams.get('token');
    const reset = await new Client(a.url).post('/api/account/reset-password', {
      token,
      password: 'newpass1',
    });
    expect(reset.json.message).toBe(AUTH_MESSAGES.resetDone);
    expect((await client.get('/api/profile')).status).toBe(401);
    await answers(elsewhere, '/api/profile', 401);
  });

  it('sees a profile change on every instance at once', async () => {
    const { client } = await signUp(a);
    const elsewhere = sameBrowser(b, client);
    expect((await elsewhere.get('/api/profile')).json.user.major).toBe('');
    const edit = { name: 'Renamed', university: 'KSU', major: 'Physics' };
    expect((await client.patch('/api/profile', edit)).status).toBe(200);
    expect((await client.get('/api/profile')).json.user.major).toBe('Physics');
    await eventually(async () =>
      (await elsewhere.get('/api/profile')).json.user.major === 'Physics' ? true : undefined,
    );
  });

  it('refuses a session deleted from the database by hand, and sees admin rights changed by hand, within READ_CACHE_SECONDS', async () => {
    const t = await startTestApp(kind, { READ_CACHE_SECONDS: '1' });
    try {
      const { client, email, user } = await signUp(t);
      const isAdmin = async () => (await client.get('/api/profile')).json.user.isAdmin as boolean;
      expect(await isAdmin()).toBe(false);
      await grantAdmins(t.db, [email]);
      await eventually(async () => ((await isAdmin()) ? true : undefined), 3000);
      await revokeAdmins(t.db, [email]);
      await eventually(async () => ((await isAdmin()) ? undefined : true), 3000);

      await t.db.kysely.deleteFrom('sessions').where('userId', '=', user.id).execute();
      await answers(client, '/api/profile', 401);
    } finally {
      await t.close();
    }
  });

  it('keeps nothing with READ_CACHE_SECONDS=0: a change by hand shows on the very next request', async () => {
    const t = await startTestApp(kind, { READ_CACHE_SECONDS: '0' });
    try {
      const { client, email, user } = await signUp(t);
      expect((await client.get('/api/profile')).json.user.isAdmin).toBe(false);
      await grantAdmins(t.db, [email]);
      expect((await client.get('/api/profile')).json.user.isAdmin).toBe(true);
      await t.db.kysely.deleteFrom('sessions').where('userId', '=', user.id).execute();
      expect((await client.get('/api/profile')).status).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('refuses a cookie whose token or signature was changed', async () => {
    const { client } = await signUp(a);
    const cookies = (client as unknown as { cookies: Map<string, string> }).cookies;
    const [name, value] = [...cookies].find(([k]) => k.endsWith('session_token')) as [
      string,
      string,
    ];
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
    for (const forged of [
      `${token.slice(0, -1)}x.${signature}`,
      `${token}.${signature.slice(0, -2)}A=`,
      token,
      '%E0%A4%A',
    ]) {
      const res = await new Client(a.url).request('GET', '/api/profile', undefined, {
        cookie: `${name}=${forged.startsWith('%') ? forged : encodeURIComponent(forged)}`,
      });
      expect(res.status).toBe(401);
    }
  });

  it('refuses an expired session', async () => {
    const { client, user } = await signUp(a);
    await a.db.kysely
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', user.id)
      .execute();
    a.app.readCache.changed([userTag(user.id)]); // as a change made through Halaqa would
    expect((await client.get('/api/profile')).status).toBe(401);
  });

  it('extends a session that is a day old and renews its cookie', async () => {
    const { client, user } = await signUp(a);
    const inSixDays = new Date(Date.now() + 6 * 24 * 3600 * 1000 - 60_000);
    await a.db.kysely
      .updateTable('sessions')
      .set({ expiresAt: kind === 'postgres' ? inSixDays : inSixDays.toISOString() })
      .where('userId', '=', user.id)
      .execute();
    a.app.readCache.changed([userTag(user.id)]);
    const res = await client.get('/api/profile');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(true);
    const row = await a.db.kysely
      .selectFrom('sessions')
      .select('expiresAt')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
    expect((await client.get('/api/profile')).status).toBe(200);
  });
});
