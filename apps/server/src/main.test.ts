import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
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
      // One plain line for people beside the JSON logs.
      await eventually(() => (log.includes('Halaqa is running at') ? true : undefined));
      const outbox = path.relative(root, path.join(dataDir, 'outbox'));
      expect(log).toContain(
        `Halaqa is running at http://localhost:${port} — e-mail goes to ${outbox.startsWith('..') ? path.join(dataDir, 'outbox') : outbox}\n`,
      );

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

  it('says which variable to set when the port is taken, instead of a stack trace', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as AddressInfo;
    const server = spawn('node', ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    server.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    server.stdout.resume();
    try {
      const code = await new Promise<number | null>((resolve) => server.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`port ${port} is already in use`);
      expect(stderr).toContain(`set PORT to a free port, for example PORT=${port + 1} npm start`);
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      server.kill('SIGKILL');
      busy.close();
    }
  });

  it('reads .env from the working directory, and the environment wins over it', async () => {
    const port = await freePort();
    const cwd = mkdtempSync(path.join(tmpdir(), 'halaqa-cwd-'));
    // HOST in .env would fail (no such address); the environment's HOST must win.
    writeFileSync(
      path.join(cwd, '.env'),
      `PORT=${port}\nDATA_DIR=${dataDir}\nHOST=203.0.113.7\nPUBLIC_URL=http://halaqa.test:${port}\n`,
    );
    const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
    for (const name of ['PORT', 'DATA_DIR', 'PUBLIC_URL']) delete env[name];
    const server = spawn('node', [path.join(root, 'scripts/start.mjs')], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    server.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    server.stdout.resume();
    try {
      await eventually(() => (stderr.includes('Halaqa is running at') ? true : undefined), 60_000);
      expect(stderr).toContain(`Halaqa is running at http://halaqa.test:${port}`);
      expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok).toBe(true);
    } finally {
      server.kill('SIGKILL');
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
