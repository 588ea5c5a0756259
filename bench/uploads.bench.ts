// Material uploads: 10 concurrent uploads of a 10 MB PDF into one course section, through the
// built server (its own process), from this process. Reports the throughput beside a bare
// node:http server that streams the same request bodies to disk (the yardstick, same run), and
// the server's peak resident-memory growth. Target: RSS growth <= 50 MB.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printTable, signedInCookie, startHalaqa } from './http-load.ts';

const UPLOADS = 10;
const SIZE = 10 * 1024 * 1024 - 4096; // just under the 10 MB limit, with the multipart framing
const BOUNDARY = 'bench-boundary';
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(SIZE - 9, 0x20)]);
const head = (i: number) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="lecture-${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

function send(url: string, i: number, cookie = ''): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = [head(i), pdf, tail];
    const req = request(url, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(body.reduce((n, b) => n + b.length, 0)),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => {
        if ((res.statusCode ?? 0) >= 300) console.error(`upload ${i}: ${res.statusCode} ${text}`);
        resolve(res.statusCode ?? 0);
      });
    });
    req.on('error', reject);
    for (const b of body) req.write(b);
    req.end();
  });
}

async function timed(url: (i: number) => string, cookie?: string) {
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: UPLOADS }, (_, i) => send(url(i), i, cookie)),
  );
  const seconds = (performance.now() - started) / 1000;
  return { seconds, mbPerSecond: (UPLOADS * SIZE) / 1024 / 1024 / seconds, statuses };
}

/** A bare node:http server in its own process that writes each request body to a file. */
async function startSink(dir: string) {
  const script = `
    const fs = require('node:fs'); let n = 0;
    require('node:http').createServer((req, res) => {
      req.pipe(fs.createWriteStream(require('node:path').join(${JSON.stringify(dir)}, String(n++))))
        .on('finish', () => { res.writeHead(201); res.end(); });
    }).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((ok) =>
    child.stdout?.once('data', (d: Buffer) => ok(d.toString().trim())),
  );
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

const server = await startHalaqa();
const sinkDir = mkdtempSync(join(tmpdir(), 'halaqa-sink-'));
const sink = await startSink(sinkDir);
try {
  const cookie = await signedInCookie(server.url, 'Uploader');
  const post = async (path: string, body: unknown) => {
    const res = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: server.url },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as Record<string, { id: string }>;
  };
  const { course } = await post('/api/courses', {
    title: 'CSC 101 Uploads',
    description: 'Bench',
    major: 'CS',
    university: 'Bench University',
  });
  const { section } = await post(`/api/courses/${course?.id}/sections`, { name: 'Week 1' });
  const target = `${server.url}/api/courses/${course?.id}/sections/${section?.id}/files`;

  const bare = await timed(() => sink.url);
  const before = server.rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 20);
  const ours = await timed(() => target, cookie);
  clearInterval(sampler);
  console.log(`${UPLOADS} concurrent uploads of a ${(SIZE / 1024 / 1024).toFixed(1)} MB PDF\n`);
  printTable(
    ['', 'seconds', 'MB/s', 'ratio', 'answers', 'RSS before MB', 'peak MB', 'growth MB', 'target'],
    [
      [
        'Halaqa',
        ours.seconds.toFixed(2),
        ours.mbPerSecond.toFixed(0),
        `${(ours.mbPerSecond / bare.mbPerSecond).toFixed(2)}x`,
        [...new Set(ours.statuses)].join(','),
        before.toFixed(0),
        peak.toFixed(0),
        (peak - before).toFixed(0),
        'growth <= 50 MB',
      ],
      [
        'bare node:http to disk',
        bare.seconds.toFixed(2),
        bare.mbPerSecond.toFixed(0),
        '1.00x',
        [...new Set(bare.statuses)].join(','),
        '',
        '',
        '',
        '',
      ],
    ],
  );
} finally {
  sink.stop();
  await server.stop();
  rmSync(sinkDir, { recursive: true, force: true });
}
