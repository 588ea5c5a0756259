import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDb } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

describe('demo data', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halaqa-demo-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('adds accounts that can log in, one an admin, and Latin- and Arabic-coded courses to a database that already has one, leaves that account alone, says which database, and adds nothing twice', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    {
      const db = openDb(config);
      await migrateToLatest(db);
      const app = await buildApp({ config, db });
      const mine = await app.inject({
        method: 'POST',
        url: '/api/account/sign-up',
        payload: { name: 'Existing Learner', email: 'me@example.edu', password: 'mine-123' },
      });
      expect(mine.statusCode).toBe(200);
      await app.close();
      await db.close();
    }
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const first = await run('npx', ['tsx', 'apps/server/src/cli/demo.ts'], { cwd: root, env });
    expect(first.stdout).toContain(
      `Demo accounts added to the SQLite database ${path.join(dataDir, 'halaqa.db')}`,
    );
    expect(first.stdout).toContain('admin@halaqa.local');
    const second = await run('npx', ['tsx', 'apps/server/src/cli/demo.ts'], { cwd: root, env });
    expect(second.stdout).toContain('The demo accounts are already in the SQLite database');

    const db = openDb(config);
    const app = await buildApp({ config, db });
    try {
      const mine = await app.inject({
        method: 'POST',
        url: '/api/account/sign-in',
        payload: { email: 'me@example.edu', password: 'mine-123' },
      });
      expect(mine.json().user).toMatchObject({ name: 'Existing Learner', isAdmin: false });
      const users = await db.kysely.selectFrom('users').select('email').execute();
      expect(users).toHaveLength(4);
      const admin = await app.inject({
        method: 'POST',
        url: '/api/account/sign-in',
        payload: { email: 'admin@halaqa.local', password: 'halaqa-admin' },
      });
      expect(admin.json().user).toMatchObject({ isAdmin: true, emailVerified: true });
      const student = await app.inject({
        method: 'POST',
        url: '/api/account/sign-in',
        payload: { email: 'omar@halaqa.local', password: 'halaqa-demo' },
      });
      expect(student.json().user.isAdmin).toBe(false);

      // Latin- and Arabic-coded courses from several universities, three on Omar's dashboard.
      const all = await app.inject({ method: 'GET', url: '/api/courses?limit=50' });
      const universities = new Set(
        all.json().courses.map((c: { university: string }) => c.university),
      );
      expect(all.json().courses.length).toBeGreaterThanOrEqual(20);
      expect(universities.size).toBeGreaterThanOrEqual(3);
      const arabic = await app.inject({
        method: 'GET',
        url: `/api/courses?q=${encodeURIComponent('هنب')}`,
      });
      expect(arabic.json().courses.map((c: { title: string }) => c.title)).toEqual(
        expect.arrayContaining(['SWE 106 Software Construction', 'هنب 106 بناء البرمجيات']),
      );
      const dashboard = await app.inject({
        method: 'GET',
        url: '/api/dashboard/courses',
        headers: { cookie: student.headers['set-cookie'] as string },
      });
      expect(dashboard.json().courses).toHaveLength(3);

      // A finished quiz and deck for Omar, opened from the addresses the command printed.
      const links = [...first.stdout.matchAll(/\/(quiz|flashcards)-results\?job=(\w+)&run=(\w+)/g)];
      expect(links.map((l) => l[1])).toEqual(['quiz', 'flashcards']);
      for (const [, kind, job, run] of links) {
        const status = await app.inject({
          method: 'GET',
          url: `/check-status?thread_id=${job}&run_id=${run}`,
          headers: { cookie: student.headers['set-cookie'] as string },
        });
        expect(status.json().status).toBe('done');
        const items =
          kind === 'quiz' ? status.json().result.questions : status.json().result.flashcards;
        expect(items).toHaveLength(10);
      }
    } finally {
      await app.close();
      await db.close();
    }
  });
});
