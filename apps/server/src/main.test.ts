import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, freePort } from './test/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe('npm start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halaqa-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves the app with zero configuration and, on SIGTERM, finishes the request in flight before exiting', async () => {
    const port = await freePort();
    const server = spawn('node', ['scripts/start.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    server.stdout.on('data', (c: Buffer) => (log += c.toString()));
    server.stderr.on('data', (c: Buffer) => (log += c.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    const base = `http://127.0.0.1:${port}`;
    try {
      await eventually(
        async () => ((await fetch(`${base}/api/ready`).catch(() => null))?.ok ? true : undefined),
        60_000,
      );
      expect(await (await fetch(`${base}/dashboard`)).text()).toContain('<div id="root">');

      // A request whose body is still arriving when the signal comes.
      const body = JSON.stringify({ email: 'slow@example.com', password: 'whatever1' });
      const answer = new Promise<number>((resolve, reject) => {
        const req = request(
          `${base}/api/account/sign-in`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          server.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(10)), 500);
        }, 200);
      });
      expect(await answer).toBe(401);
      expect(await exited).toBe(0);
      expect(log).toContain('shutting down');
    } finally {
      server.kill('SIGKILL');
    }
  });
});
