import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_MESSAGES } from '@halaqa/shared/account';
import { loadConfig } from '../../config.ts';
import {
  Client,
  databases,
  signUp,
  startTestApp,
  statusesOf,
  type TestApp,
} from '../../test/test-app.ts';

// Fixed windows would reset a count if a test ran across a window's end; windows of ~4 months
// keep every count in one window while the limits keep their values.
const LONG_WINDOWS = { RATE_LIMIT_WINDOW: '10000000', RATE_LIMIT_ACCOUNT_WINDOW: '10000000' };

const RATE_LIMITED = /^Too many attempts\. Please wait (a minute|\d+ minutes) and try again\.$/;

/** One client per call, all behind the same campus address (a NAT) unless `address` differs. */
const from = (t: TestApp, address: string) => ({
  post: (url: string, body: unknown) =>
    new Client(t.url).request('POST', url, body, { 'x-forwarded-for': address }),
});

describe.each(databases)('rate limits at their default values on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, LONG_WINDOWS);
  });
  afterAll(() => t.close());

  it('lets a class of 40 sign up, and sign in, from one campus address', async () => {
    const campus = from(t, '198.18.40.1');
    const signUps = await statusesOf(40, (i) =>
      campus.post('/api/account/sign-up', {
        name: `Student ${i}`,
        email: `student${i}-${kind}@campus.example`,
        password: 'secret123',
      }),
    );
    expect(signUps).toEqual(Array(40).fill(200));
    const signIns = await statusesOf(40, (i) =>
      campus.post('/api/account/sign-in', {
        email: `student${i}-${kind}@campus.example`,
        password: 'secret123',
      }),
    );
    expect(signIns).toEqual(Array(40).fill(200));
  });

  it('refuses the 11th wrong password for one account from 11 addresses, even a right one then', async () => {
    const { email } = await signUp(t, { password: 'right-one1' });
    const wrong = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        from(t, `203.0.113.${i + 1}`).post('/api/account/sign-in', { email, password: 'guess' }),
      ),
    );
    expect(wrong.map((r) => r.status)).toEqual(Array(10).fill(401));
    expect(wrong.every((r) => r.json.error.message === AUTH_MESSAGES.loginFailed)).toBe(true);

    const eleventh = await from(t, '203.0.113.11').post('/api/account/sign-in', {
      email: email.toUpperCase(),
      password: 'guess',
    });
    expect(eleventh.status).toBe(429);
    expect(eleventh.json.error.message).toMatch(RATE_LIMITED);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);

    const right = await from(t, '203.0.113.12').post('/api/account/sign-in', {
      email,
      password: 'right-one1',
    });
    expect(right.status).toBe(429);
    expect(right.json.error.message).toMatch(RATE_LIMITED);
    expect(right.headers.getSetCookie()).toEqual([]);

    // Another account is not affected.
    const other = await signUp(t, { password: 'other-one1' });
    const ok = await from(t, '203.0.113.13').post('/api/account/sign-in', {
      email: other.email,
      password: 'other-one1',
    });
    expect(ok.status).toBe(200);
  });

  it('does not count successful sign-ins against the account', async () => {
    const { email } = await signUp(t, { password: 'secret123' });
    const statuses = await statusesOf(15, (i) =>
      from(t, `198.18.41.${i + 1}`).post('/api/account/sign-in', { email, password: 'secret123' }),
    );
    expect(statuses).toEqual(Array(15).fill(200));
  });

  it('limits reset e-mails to one address before looking it up, whether or not it has an account', async () => {
    const { email } = await signUp(t);
    for (const target of [email, `nobody-${kind}@example.com`]) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          from(t, `198.18.42.${i + 1}`).post('/api/account/forgot-password', { email: target }),
        ),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 429)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 429)).toEqual(
        Array(5).fill(target === email ? 200 : 404),
      );
    }
  });
});

describe.each(databases)('configured rate limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      ...LONG_WINDOWS,
      RATE_LIMIT_SIGN_UP: '3',
      RATE_LIMIT_SIGN_IN: '4',
      RATE_LIMIT_PASSWORD_RESET: '2',
      RATE_LIMIT_ACCOUNT_FAILURES: '2',
      RATE_LIMIT_ACCOUNT_EMAILS: '1',
    });
  });
  afterAll(() => t.close());

  it('honours RATE_LIMIT_SIGN_UP per address, and other addresses still sign up', async () => {
    const nat = from(t, '198.18.50.1');
    const statuses = await statusesOf(4, (i) =>
      nat.post('/api/account/sign-up', {
        name: 'Spam',
        email: `spam${i}@example.com`,
        password: 'secret12',
      }),
    );
    expect(statuses).toEqual([200, 200, 200, 429]);
    const users = await t.db.kysely
      .selectFrom('users')
      .select('email')
      .where('email', 'like', 'spam%')
      .execute();
    expect(users).toHaveLength(3);
    const elsewhere = await from(t, '198.18.50.2').post('/api/account/sign-up', {
      name: 'Fine',
      email: 'fine@example.com',
      password: 'secret12',
    });
    expect(elsewhere.status).toBe(200);
  });

  it('honours RATE_LIMIT_SIGN_IN per address and RATE_LIMIT_ACCOUNT_FAILURES per account', async () => {
    const nat = from(t, '198.18.51.1');
    const perAddress = await statusesOf(5, (i) =>
      nat.post('/api/account/sign-in', { email: `x${i}@example.com`, password: 'nopenope' }),
    );
    expect(perAddress).toEqual([401, 401, 401, 401, 429]);

    const perAccount = await statusesOf(3, (i) =>
      from(t, `198.18.52.${i + 1}`).post('/api/account/sign-in', {
        email: 'target@example.com',
        password: 'nopenope',
      }),
    );
    expect(perAccount).toEqual([401, 401, 429]);
  });

  it('honours RATE_LIMIT_PASSWORD_RESET for reset links and RATE_LIMIT_ACCOUNT_EMAILS per address', async () => {
    const nat = from(t, '198.18.53.1');
    const guesses = await statusesOf(3, (i) =>
      nat.post('/api/account/reset-password', { token: `guess-${i}`, password: 'newpass1' }),
    );
    expect(guesses).toEqual([400, 400, 429]);

    const emails = await statusesOf(2, (i) =>
      from(t, `198.18.54.${i + 1}`).post('/api/account/forgot-password', {
        email: 'someone@example.com',
      }),
    );
    expect(emails).toEqual([404, 429]);
  });

  it('counts a client behind TRUST_PROXY=1 by the address the proxy saw, not the one it wrote', async () => {
    const statuses = await statusesOf(5, (i) =>
      new Client(t.url).request(
        'POST',
        '/api/account/sign-in',
        { email: `forged${i}@example.com`, password: 'nopenope' },
        { 'x-forwarded-for': `10.9.8.${i}, 198.18.55.1` },
      ),
    );
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});

describe.each(databases)('rate limits without a trusted proxy on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      ...LONG_WINDOWS,
      TRUST_PROXY: 'false',
      RATE_LIMIT_SIGN_IN: '3',
    });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For entirely', async () => {
    const statuses = await statusesOf(4, (i) =>
      from(t, `198.18.56.${i + 1}`).post('/api/account/sign-in', {
        email: `direct${i}@example.com`,
        password: 'nopenope',
      }),
    );
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('TRUST_PROXY', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halaqa-proxy-'));
  const parse = (value: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;

  it('takes false, a hop count or the proxies’ addresses', () => {
    expect(parse('false')).toBe(false);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(parse('::1')).toEqual(['::1']);
  });

  it('refuses true, which would let any client choose its own address', () => {
    expect(() => parse('true')).toThrow(/TRUST_PROXY must be false, the number of proxies/);
    expect(() => parse('my-proxy')).toThrow(/TRUST_PROXY/);
  });

  it('refuses a rate limit that is not a positive whole number', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_SIGN_UP: '0' })).toThrow(
      /RATE_LIMIT_SIGN_UP/,
    );
  });
});
