import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@halaqa/shared/account';
import { Client, databases, signUp, startTestApp, type TestApp } from './test/test-app.ts';

/** Sends a raw request (chunked when `chunks` is an array) and returns status, headers and body. */
function raw(
  t: TestApp,
  options: { method: string; path: string; headers?: Record<string, string> },
  chunks: (string | Buffer)[] = [],
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${t.url}${options.path}`,
      { method: options.method, headers: options.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    for (const c of chunks) req.write(c);
    req.end();
  });
}

const BOUNDARY = 'halaqa-test-boundary';
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

describe.each(databases)('hostile input on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const cookieOf = (client: Client) =>
    [...(client as unknown as { cookies: Map<string, string> }).cookies]
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');

  it('refuses a chunked avatar upload with hundreds of large text fields before the file', async () => {
    const { client } = await signUp(t);
    const big = 'x'.repeat(1024 * 1024);
    const chunks = Array.from({ length: 40 }, (_, i) => field(`f${i}`, big));
    const res = await raw(
      t,
      {
        method: 'PUT',
        path: '/api/profile/avatar',
        headers: {
          cookie: cookieOf(client),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'transfer-encoding': 'chunked',
        },
      },
      chunks,
    ).catch((err: NodeJS.ErrnoException) => ({ status: 0, headers: {}, body: err.code ?? '' }));
    // Refused with our error shape, or the connection cut once the cap is reached.
    if (res.status !== 0) {
      expect([400, 413]).toContain(res.status);
      expect(JSON.parse(res.body).error.code).toMatch(/too_large|validation_error/);
    }
    expect((await client.get('/api/profile')).json.user.pfp).toBeNull();
  });

  it.each([
    ['garbage', 'multipart/form-data; boundary=abc', 'this is not multipart at all'],
    ['a missing boundary', 'multipart/form-data', field('a', 'b')],
    [
      'a truncated part',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n0000`,
    ],
  ])(
    'answers a malformed multipart body (%s) with 400 in our error shape',
    async (_, type, body) => {
      const { client } = await signUp(t);
      const res = await raw(
        t,
        {
          method: 'PUT',
          path: '/api/profile/avatar',
          headers: { cookie: cookieOf(client), 'content-type': type },
        },
        [body],
      );
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body).error).toMatchObject({ code: 'validation_error' });
      expect((await client.get('/api/profile')).json.user.pfp).toBeNull();
    },
  );

  it('answers a malformed URL in our error shape, with the security headers', async () => {
    const res = await raw(t, { method: 'GET', path: '/api/files/x/%ff' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      error: { code: 'validation_error', message: 'Invalid request.' },
    });
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('marks answers with personal data as not to be stored', async () => {
    const { client } = await signUp(t);
    for (const url of ['/api/profile', '/api/account/session'])
      expect((await client.get(url)).headers.get('cache-control')).toBe('no-store');
    expect((await new Client(t.url).get('/api/account/session')).headers.get('cache-control')).toBe(
      'no-store',
    );
  });

  it.each([
    ['a NUL', 'Ali\u0000'],
    ['a line break', 'Ali.\n\nURGENT: https://evil.example/login'],
    ['a bidi override', 'Ali\u202Egnp.exe'],
    ['a zero-width space', 'A\u200Bli'],
  ])('refuses %s in a name at sign-up and in the profile, and stores nothing', async (_, name) => {
    const email = `ctl-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await new Client(t.url).post('/api/account/sign-up', {
      name,
      email,
      password: 'secret123',
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(
      'Your name cannot contain line breaks, control or invisible characters.',
    );
    const stored = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(stored).toBeUndefined();

    const { client } = await signUp(t, { name: 'Plain' });
    for (const [key, label] of [
      ['name', 'Name'],
      ['university', 'University'],
      ['major', 'Major'],
    ] as const) {
      const patch = await client.patch('/api/profile', {
        name: 'Plain',
        university: 'KSU',
        major: 'SWE',
        [key]: name,
      });
      expect(patch.status).toBe(400);
      expect(patch.json.error.message).toBe(
        `${label} cannot contain line breaks, control or invisible characters.`,
      );
    }
    expect((await client.get('/api/profile')).json.user).toMatchObject({
      name: 'Plain',
      university: '',
    });
  });

  it('refuses state-changing requests from another site, and the session survives them', async () => {
    const { client, email } = await signUp(t);
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site', origin: t.url },
      { origin: 'https://evil.example' },
    ];
    for (const headers of foreign) {
      const res = await client.request('POST', '/api/account/sign-out', {}, headers);
      expect(res.status).toBe(403);
      expect(res.json.error.message).toBe('This request came from another site.');
    }
    expect((await client.get('/api/profile')).status).toBe(200);

    const browser = { 'sec-fetch-site': 'same-origin', origin: t.url };
    const signIn = await new Client(t.url).request(
      'POST',
      '/api/account/sign-in',
      { email, password: 'secret123' },
      browser,
    );
    expect(signIn.status).toBe(200);
    expect((await client.request('POST', '/api/account/sign-out', {}, browser)).status).toBe(200);
    expect((await client.get('/api/profile')).status).toBe(401);
  });

  it('answers 40 parallel sign-ups with one e-mail with one account and 39 conflicts', async () => {
    const email = `race-${kind}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        new Client(t.url).post('/api/account/sign-up', {
          name: 'Racer',
          email,
          password: 'secret123',
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    for (const r of answers.filter((a) => a.status === 409))
      expect(r.json.error.message).toBe(AUTH_MESSAGES.emailInUse);
  });
});
