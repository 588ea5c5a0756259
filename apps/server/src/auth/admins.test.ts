import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, eventually, signUp, startTestApp, type TestApp } from '../test/test-app.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

async function adminCli(t: TestApp, ...args: string[]) {
  const env = {
    ...process.env,
    DATA_DIR: t.dataDir,
    DATABASE_URL: t.config.databaseUrl ?? '',
    LOG_LEVEL: 'silent',
  };
  try {
    const { stdout } = await run('npx', ['tsx', 'apps/server/src/cli/admin.ts', ...args], {
      cwd: root,
      env,
    });
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code: number; stderr: string };
    return { code: e.code, out: e.stderr };
  }
}

describe.each(databases)('admins on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // On PostgreSQL the command tells running servers itself (NOTIFY), well within the default
    // 30 s of the read cache; a server on SQLite sees it within READ_CACHE_SECONDS (1 s here).
    t = await startTestApp(kind, kind === 'sqlite' ? { READ_CACHE_SECONDS: '1' } : {});
  });
  afterAll(() => t.close());

  it('grants and revokes admin rights from the command line, ignoring e-mail case', async () => {
    const { client } = await signUp(t, { email: 'mod@example.com' });
    expect((await client.get('/api/account/session')).json.user.isAdmin).toBe(false);

    const isAdmin = async (expected: boolean) =>
      eventually(async () =>
        (await client.get('/api/account/session')).json.user.isAdmin === expected
          ? true
          : undefined,
      );

    const granted = await adminCli(t, 'grant', 'MOD@example.com');
    expect(granted.code).toBe(0);
    await isAdmin(true);

    const revoked = await adminCli(t, 'revoke', 'mod@example.com');
    expect(revoked.code).toBe(0);
    await isAdmin(false);
  });

  it('fails clearly for an unknown e-mail and for a wrong command', async () => {
    expect(await adminCli(t, 'grant', 'ghost@example.com')).toMatchObject({
      code: 1,
      out: expect.stringContaining('No account found'),
    });
    expect((await adminCli(t, 'promote', 'x@example.com')).code).toBe(2);
  });

  it('makes existing verified accounts listed in ADMIN_EMAILS admins at start-up, and only those', async () => {
    const { client } = await signUp(t, { email: 'later-admin@example.com' });
    const unverified = await signUp(t, { email: 'squatter@example.com' });
    await t.db.kysely
      .updateTable('users')
      .set({ emailVerified: kind === 'postgres' ? true : 1 })
      .where('email', '=', 'later-admin@example.com')
      .execute();
    // A second server on the same database, started with ADMIN_EMAILS, is the restart.
    const { buildApp } = await import('../app.ts');
    const { loadConfig } = await import('../config.ts');
    const config = loadConfig({
      DATA_DIR: t.dataDir,
      DATABASE_URL: t.config.databaseUrl ?? '',
      ADMIN_EMAILS: 'Later-Admin@Example.com,squatter@example.com',
      LOG_LEVEL: 'silent',
    });
    const second = await buildApp({ config, db: t.db });
    await second.close();
    expect((await client.get('/api/account/session')).json.user.isAdmin).toBe(true);
    expect((await unverified.client.get('/api/account/session')).json.user.isAdmin).toBe(false);
  });
});
