import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@halaqa/shared/account';
import {
  Client,
  databases,
  freePort,
  signUp,
  startTestApp,
  type DbKind,
  type TestApp,
} from '../../test/test-app.ts';

/** Makes the database itself refuse every new user, as a full disk or a lost connection would. */
async function refuseNewUsers(t: TestApp, kind: DbKind): Promise<void> {
  const db = t.db.kysely;
  if (kind === 'sqlite') {
    await sql`CREATE TRIGGER refuse_users BEFORE INSERT ON users BEGIN SELECT RAISE(ABORT, 'disk is full'); END`.execute(
      db,
    );
    return;
  }
  await sql`CREATE FUNCTION refuse_users() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk is full'; END $$`.execute(
    db,
  );
  await sql`CREATE TRIGGER refuse_users BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_users()`.execute(
    db,
  );
}

// Failures the user cannot cause: the spec's "other" messages, and no internals leaked.
describe.each(databases)('account failures outside the user’s control on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers a sign-up the database refuses with the spec’s generic message and no details', async () => {
    t = await startTestApp(kind);
    await refuseNewUsers(t, kind);
    const res = await new Client(t.url).post('/api/account/sign-up', {
      name: 'A',
      email: 'a@example.com',
      password: 'secret12',
    });
    expect(res.status).toBe(500);
    expect(res.json.error.message).toBe(AUTH_MESSAGES.signupOther);
    expect(res.text).not.toContain('disk is full');
  });

  it('answers a reset request whose e-mail cannot be sent with the spec’s generic message', async () => {
    const closedPort = await freePort();
    t = await startTestApp(kind, { SMTP_URL: `smtp://127.0.0.1:${closedPort}` });
    await signUp(t, { email: 'unlucky@example.com' });
    const res = await new Client(t.url).post('/api/account/forgot-password', {
      email: 'unlucky@example.com',
    });
    expect(res.status).toBe(500);
    expect(res.json.error.message).toBe(AUTH_MESSAGES.resetOther);
  });
});
