import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, signUp, startTestApp, type TestApp } from '../test/test-app.ts';

// Connections ended by the database itself: what a restart, a failover or an idle timeout does.
describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL that drops connections', () => {
  let t: TestApp;
  let admin: pg.Client;
  let name: string;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    name = new URL(t.config.databaseUrl as string).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await admin.end();
    await t.close();
  });

  const terminateAll = () =>
    admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );

  it('keeps serving after its pooled connections are terminated', async () => {
    const { client } = await signUp(t);
    expect((await client.get('/api/profile')).status).toBe(200);
    const { rowCount } = await terminateAll();
    expect(rowCount).toBeGreaterThan(0);
    // The process is still here (an unhandled 'error' event would have failed this file) and
    // opens new connections.
    await eventually(async () =>
      (await client.get('/api/profile')).status === 200 ? true : undefined,
    );
    expect((await fetch(`${t.url}/api/ready`)).status).toBe(200);
  });

  it('answers /api/ready with 503 while the database refuses connections, and recovers by itself', async () => {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await terminateAll();
    const away = await fetch(`${t.url}/api/ready`);
    expect(away.status).toBe(503);
    expect(((await away.json()) as { error: { message: string } }).error.message).toBe(
      'Database not reachable.',
    );
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);

    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await eventually(async () =>
      (await fetch(`${t.url}/api/ready`)).status === 200 ? true : undefined,
    );
  });
});
