import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, freePort } from './test/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../..');
// The start of a real PNG (signature and header chunk): enough for the type check to pass.
const PNG_START = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJ', 'base64');

/** The real server (`npm start`) with short timeouts, and a way to stop it. */
async function start(dataDir: string) {
  const port = await freePort();
  const server = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      REQUEST_TIMEOUT: '2',
      SHUTDOWN_TIMEOUT: '2',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  await eventually(
    async () => ((await fetch(`${base}/api/ready`).catch(() => null))?.ok ? true : undefined),
    60_000,
  );
  return { server, base, exited };
}

/** Sends headers and `first`, then nothing more; resolves when the server closes the connection. */
function stall(url: string, headers: Record<string, string>, first: string | Buffer) {
  const req = request(url, { method: headers['x-method'] ?? 'POST', headers });
  const closed = new Promise<number>((resolve) => {
    const since = Date.now();
    req.on('error', () => resolve(Date.now() - since));
    req.on('response', (res) => {
      res.resume();
      res.on('close', () => resolve(Date.now() - since));
    });
  });
  req.write(first);
  return closed;
}

describe('operations', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halaqa-ops-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const partials = () => readdirSync(path.join(dataDir, 'partial-uploads'));

  it('sweeps stale partial uploads at start, closes trickling bodies, and a stalled upload cannot hold the shutdown', async () => {
    // Left by a crash an hour ago, and one a live upload (of another instance) is still writing.
    mkdirSync(path.join(dataDir, 'partial-uploads'), { recursive: true });
    const stale = path.join(dataDir, 'partial-uploads', 'crashed.part');
    writeFileSync(stale, 'half a file');
    const hourAgo = new Date(Date.now() - 3600_000);
    utimesSync(stale, hourAgo, hourAgo);
    writeFileSync(path.join(dataDir, 'partial-uploads', 'live.part'), 'being written');

    const { server, base, exited } = await start(dataDir);
    try {
      expect(partials()).toEqual(['live.part']);

      // A sign-in body sent one byte and then nothing: closed after REQUEST_TIMEOUT (2 s).
      const trickle = await stall(
        `${base}/api/account/sign-in`,
        { 'content-type': 'application/json', 'content-length': '60' },
        '{',
      );
      expect(trickle).toBeLessThan(15_000);

      const signUp = await fetch(`${base}/api/account/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ops', email: 'ops@example.com', password: 'secret123' }),
      });
      const cookie = signUp.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      // An avatar upload that stalls after its first bytes (its deadline is far away).
      const boundary = 'ops-boundary';
      const upload = stall(
        `${base}/api/profile/avatar`,
        {
          'x-method': 'PUT',
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
        },
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          PNG_START,
          Buffer.alloc(8192),
        ]),
      );
      await eventually(() => (partials().length === 2 ? true : undefined));

      server.kill('SIGTERM');
      await upload;
      expect(await exited).not.toBeNull();
      expect(partials()).toEqual(['live.part']);
    } finally {
      server.kill('SIGKILL');
    }
  });
});
