import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDb } from '../db/database.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

describe('demo data', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halaqa-demo-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('fills an empty database with accounts that can log in, one of them an admin, and refuses a second run', async () => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const { stdout } = await run('npx', ['tsx', 'apps/server/src/cli/demo.ts'], { cwd: root, env });
    expect(stdout).toContain('admin@halaqa.local');
    await expect(
      run('npx', ['tsx', 'apps/server/src/cli/demo.ts'], { cwd: root, env }),
    ).rejects.toMatchObject({ code: 1 });

    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const db = openDb(config);
    const app = await buildApp({ config, db });
    try {
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
    } finally {
      await app.close();
      await db.close();
    }
  });
});
