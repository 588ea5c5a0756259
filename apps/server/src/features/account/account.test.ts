import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@halaqa/shared/account';
import {
  Client,
  databases,
  eventually,
  readOutbox,
  signUp,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';

describe.each(databases)('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'Boss@Example.com' });
  });
  afterAll(() => t.close());

  const countUsers = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('signs a new user up with empty university and major, not an admin, and keeps them signed in', async () => {
    const client = new Client(t.url);
    const res = await client.post('/api/account/sign-up', {
      name: '  Amal  ',
      email: 'Amal.New@Example.com',
      password: 'secret1',
    });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({
      name: 'Amal',
      email: 'amal.new@example.com',
      university: '',
      major: '',
      isAdmin: false,
      emailVerified: false,
      pfp: null,
    });
    const session = await client.get('/api/account/session');
    expect(session.json.user.email).toBe('amal.new@example.com');
  });

  it('refuses a second sign-up with the same e-mail in another letter case and changes nothing', async () => {
    await signUp(t, { email: 'twice@example.com' });
    const before = await countUsers();
    const res = await new Client(t.url).post('/api/account/sign-up', {
      name: 'Other',
      email: 'TWICE@example.COM',
      password: 'secret1',
    });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(AUTH_MESSAGES.emailInUse);
    expect(await countUsers()).toBe(before);
  });

  it.each([
    [{ name: 'A', email: 'weak@example.com', password: '12345' }, AUTH_MESSAGES.weakPassword],
    [{ name: 'A', email: 'not-an-email', password: 'secret1' }, AUTH_MESSAGES.invalidEmail],
    [
      { name: 'A', email: `${'a'.repeat(250)}@example.com`, password: 'secret1' },
      AUTH_MESSAGES.invalidEmail,
    ],
    [
      { name: '', email: 'noname@example.com', password: 'secret1' },
      'Please enter your full name.',
    ],
    [
      { name: 'x'.repeat(101), email: 'longname@example.com', password: 'secret1' },
      'Your name can be at most 100 characters.',
    ],
    [{ email: 'missing@example.com', password: 'secret1' }, 'Please enter your full name.'],
  ])(
    'rejects sign-up %# with the message to show and creates no account',
    async (body, message) => {
      const before = await countUsers();
      const res = await new Client(t.url).post('/api/account/sign-up', body);
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe(message);
      expect(await countUsers()).toBe(before);
    },
  );

  it('answers malformed JSON with a clear 400', async () => {
    const res = await new Client(t.url).request('POST', '/api/account/sign-up', '{"name": "x",');
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({
      code: 'validation_error',
      message: 'The request body is not valid JSON.',
    });
  });

  it('sends a verification e-mail at sign-up whose link verifies the address', async () => {
    const { client, email } = await signUp(t, { email: 'verify-me@example.com' });
    const mail = await eventually(() =>
      readOutbox(t.dataDir).find((m) => m.to.includes(email) && /Verify/.test(m.subject)),
    );
    const link = mail.links.find((l) => l.includes('/api/auth/verify-email'));
    expect(link).toBeDefined();
    const res = await client.get(new URL(link as string).pathname + new URL(link as string).search);
    expect(res.status).toBe(302);
    const session = await client.get('/api/account/session');
    expect(session.json.user.emailVerified).toBe(true);
    const again = await client.post('/api/account/verification-email');
    expect(again.status).toBe(409);
  });

  it('resends the verification link on request', async () => {
    const { client, email } = await signUp(t);
    const res = await client.post('/api/account/verification-email');
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(AUTH_MESSAGES.verificationSent);
    await eventually(() => {
      const n = readOutbox(t.dataDir).filter(
        (m) => m.to.includes(email) && /Verify/.test(m.subject),
      ).length;
      return n >= 2 ? n : undefined;
    });
  });

  it('logs in ignoring e-mail letter case, and logs out', async () => {
    await signUp(t, { email: 'login@example.com', password: 'rightpass' });
    const client = new Client(t.url);
    const res = await client.post('/api/account/sign-in', {
      email: 'LOGIN@Example.com',
      password: 'rightpass',
    });
    expect(res.status).toBe(200);
    expect(res.json.user.email).toBe('login@example.com');
    expect((await client.get('/api/account/session')).json.user).not.toBeNull();
    expect((await client.post('/api/account/sign-out')).status).toBe(200);
    expect((await client.get('/api/account/session')).json.user).toBeNull();
  });

  it.each([
    [{ email: 'login2@example.com', password: 'wrongpass' }],
    [{ email: 'nobody@example.com', password: 'whatever' }],
    [{ email: 'not-an-email', password: 'whatever' }],
    [{ email: `${'a'.repeat(250)}@example.com`, password: 'whatever' }],
    [{ email: 'login2@example.com' }],
  ])('gives the one login failure message for %j', async (body) => {
    await signUp(t, { email: `login2-${Math.random()}@example.com` });
    const res = await new Client(t.url).post('/api/account/sign-in', body);
    expect([400, 401]).toContain(res.status);
    expect(res.json.error.message).toBe(AUTH_MESSAGES.loginFailed);
  });

  it('makes an account in ADMIN_EMAILS an admin once its address is verified, not at sign-up', async () => {
    const { client, user, email } = await signUp(t, { email: 'boss@example.com' });
    expect(user.isAdmin).toBe(false);
    expect((await client.get('/api/profile')).json.user.isAdmin).toBe(false);
    const mail = await eventually(() =>
      readOutbox(t.dataDir).find((m) => m.to.includes(email) && /Verify/.test(m.subject)),
    );
    const link = new URL(mail.links.find((l) => l.includes('/api/auth/verify-email')) as string);
    expect((await client.get(link.pathname + link.search)).status).toBe(302);
    expect((await client.get('/api/profile')).json.user).toMatchObject({
      emailVerified: true,
      isAdmin: true,
    });
  });

  it.each([
    ['GET', '/api/profile'],
    ['PATCH', '/api/profile'],
    ['PUT', '/api/profile/avatar'],
    ['DELETE', '/api/profile/avatar'],
    ['POST', '/api/account/verification-email'],
  ])('answers %s %s with 401 without a session', async (method, url) => {
    const res = await new Client(t.url).request(
      method,
      url,
      method === 'GET' || method === 'DELETE' ? undefined : {},
    );
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('unauthorized');
  });
});
