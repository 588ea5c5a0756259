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
import { startSmtpServer } from '../../test/smtp-server.ts';

const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;

describe.each(databases)('password reset on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  async function requestReset(email: string) {
    const res = await new Client(t.url).post('/api/account/forgot-password', { email });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(AUTH_MESSAGES.resetSent);
    const mail = await eventually(() =>
      readOutbox(t.dataDir)
        .filter((m) => m.to.includes(email.toLowerCase()) && /Reset/.test(m.subject))
        .at(-1),
    );
    const link = mail.links.find((l) => l.includes('/reset-password?token='));
    expect(link).toBeDefined();
    expect(link?.startsWith(`${t.url}/reset-password?token=`)).toBe(true);
    return tokenOf(link as string);
  }

  it('ends older reset links when a new one is sent, and the others when one is used', async () => {
    const email = 'many-links@example.com';
    await signUp(t, { email });
    const tokens: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const res = await new Client(t.url).post('/api/account/forgot-password', { email });
      expect(res.status).toBe(200);
      const mails = await eventually(() => {
        const all = readOutbox(t.dataDir).filter((m) => m.to === email && /Reset/.test(m.subject));
        return all.length === i ? all : undefined;
      });
      tokens.push(tokenOf(mails[i - 1]?.links.find((l) => l.includes('token=')) as string));
    }
    const reset = (token: string | undefined, password: string) =>
      new Client(t.url).post('/api/account/reset-password', { token, password });
    // Only the newest link works: the 4th was sent after the 3rd.
    expect((await reset(tokens[2], 'newpass3')).json.error.message).toBe(
      AUTH_MESSAGES.resetLinkInvalid,
    );
    expect((await reset(tokens[3], 'newpass4')).status).toBe(200);
    const rows = await t.db.kysely
      .selectFrom('verifications')
      .select('identifier')
      .where('identifier', 'like', 'reset-password:%')
      .execute();
    expect(rows.filter((r) => tokens.some((tok) => r.identifier.endsWith(tok)))).toEqual([]);
  });

  it('e-mails a link whose page sets a new password, once', async () => {
    await signUp(t, { email: 'forgetful@example.com', password: 'oldpass1' });
    const token = await requestReset('Forgetful@Example.com');
    const client = new Client(t.url);
    const done = await client.post('/api/account/reset-password', { token, password: 'newpass1' });
    expect(done.status).toBe(200);
    expect(done.json.message).toBe(AUTH_MESSAGES.resetDone);

    expect(
      (
        await client.post('/api/account/sign-in', {
          email: 'forgetful@example.com',
          password: 'oldpass1',
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await client.post('/api/account/sign-in', {
          email: 'forgetful@example.com',
          password: 'newpass1',
        })
      ).status,
    ).toBe(200);

    const reused = await new Client(t.url).post('/api/account/reset-password', {
      token,
      password: 'another1',
    });
    expect(reused.status).toBe(400);
    expect(reused.json.error.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect(
      (
        await client.post('/api/account/sign-in', {
          email: 'forgetful@example.com',
          password: 'another1',
        })
      ).status,
    ).toBe(401);
  });

  it('refuses an expired link', async () => {
    await signUp(t, { email: 'slow@example.com', password: 'oldpass1' });
    const token = await requestReset('slow@example.com');
    await t.db.kysely
      .updateTable('verifications')
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .execute();
    const res = await new Client(t.url).post('/api/account/reset-password', {
      token,
      password: 'newpass1',
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect(
      (
        await new Client(t.url).post('/api/account/sign-in', {
          email: 'slow@example.com',
          password: 'oldpass1',
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a weak new password and keeps the old one', async () => {
    await signUp(t, { email: 'weakreset@example.com', password: 'oldpass1' });
    const token = await requestReset('weakreset@example.com');
    const res = await new Client(t.url).post('/api/account/reset-password', {
      token,
      password: '123',
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(AUTH_MESSAGES.weakPassword);
  });

  it('says when no account has the e-mail, or the e-mail is invalid', async () => {
    const none = await new Client(t.url).post('/api/account/forgot-password', {
      email: 'nobody-here@example.com',
    });
    expect(none.status).toBe(404);
    expect(none.json.error.message).toBe(AUTH_MESSAGES.resetNoAccount);
    for (const email of ['nope', `${'a'.repeat(250)}@example.com`]) {
      const invalid = await new Client(t.url).post('/api/account/forgot-password', { email });
      expect(invalid.status).toBe(400);
      expect(invalid.json.error.message).toBe(AUTH_MESSAGES.resetInvalidEmail);
    }
    const bogus = await new Client(t.url).post('/api/account/reset-password', {
      token: 'made-up',
      password: 'newpass1',
    });
    expect(bogus.status).toBe(400);
    expect(bogus.json.error.message).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });
});

describe('mail over SMTP', () => {
  it('sends the reset e-mail to the SMTP server in SMTP_URL', async () => {
    const smtp = await startSmtpServer();
    const t = await startTestApp('sqlite', { SMTP_URL: smtp.url });
    try {
      await signUp(t, { email: 'smtp-user@example.com' });
      const res = await new Client(t.url).post('/api/account/forgot-password', {
        email: 'smtp-user@example.com',
      });
      expect(res.status).toBe(200);
      const mail = await eventually(() => smtp.received().find((m) => /Reset/.test(m.subject)));
      expect(mail.to).toContain('smtp-user@example.com');
      expect(mail.links.some((l) => l.includes('/reset-password?token='))).toBe(true);
      expect(readOutbox(t.dataDir)).toEqual([]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
