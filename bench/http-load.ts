// What HTTP benchmarks share: the built server started as its own process, a bare node:http
// server answering the same bytes (the yardstick), and an autocannon load with percentiles.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { freePort } from '../apps/server/src/test/free-port.ts';

const ROOT = resolve(import.meta.dirname, '..');

interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: { path: string }[];
}
interface AutocannonResult {
  requests: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
interface AutocannonInstance {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void;
}
type Autocannon = (
  options: AutocannonOptions,
  done: (err: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance;

// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface Server {
  url: string;
  /** CPU time (user + system) the server process has used so far, in ms (Linux /proc). */
  cpuMs(): number;
  /** Resident memory of the server process now, in MB (Linux /proc). */
  rssMb(): number;
  stop(): Promise<void>;
}

const TICKS_PER_MS = 100 / 1000; // USER_HZ is 100 on Linux

function cpuOf(pid: number | undefined): () => number {
  return () => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
    } catch {
      return NaN; // not Linux: the column stays empty
    }
  };
}

function rssOf(pid: number | undefined): () => number {
  return () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
    } catch {
      return NaN;
    }
  };
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    // autocannon stops on time with requests still in flight; let them finish first.
    await new Promise((r) => setTimeout(r, 500));
    return new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  };
}

/** `npm start`'s way in (scripts/start.mjs: builds the web app if stale, then the server). */
export async function startBuiltServer(env: Record<string, string>, port: number): Promise<Server> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      ...env,
    },
    // Request logs go where a deployment sends them (a file, the journal), not to this terminal.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready)
      return { url, cpuMs: cpuOf(child.pid), rssMb: rssOf(child.pid), stop: stopper(child) };
    if (Date.now() > until) throw new Error('the server did not become ready in 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The built server on a free port with a fresh DATA_DIR, removed again when it stops. */
export async function startHalaqa(env: Record<string, string> = {}): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'halaqa-bench-'));
  const port = await freePort();
  const server = await startBuiltServer({ PORT: String(port), DATA_DIR: dataDir, ...env }, port);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One answer as a server sent it, headers and body, for the bare server to repeat. */
export interface Answer {
  headers: Record<string, string>;
  body: Buffer;
}

// Node's http writes these itself, for the bare server as for ours.
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length']);

/** What `url` answers now (it must be 200), to be answered again byte for byte by a bare server. */
export async function captureAnswer(
  url: string,
  headers?: Record<string, string>,
): Promise<Answer> {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  const kept = [...res.headers].filter(([name]) => !OWN_HEADERS.has(name));
  return { headers: Object.fromEntries(kept), body: Buffer.from(await res.arrayBuffer()) };
}

/**
 * A bare node:http server in its own process answering each path with the same bytes as ours:
 * the same headers (security headers included) and body, held in memory.
 */
export async function startBareServer(answers: Map<string, Answer>, file: string): Promise<Server> {
  writeFileSync(
    file,
    JSON.stringify(
      Object.fromEntries(
        [...answers].map(([p, a]) => [p, { headers: a.headers, body: a.body.toString('base64') }]),
      ),
    ),
  );
  const script = `
    const answers = new Map(Object.entries(require(${JSON.stringify(file)})).map(([p, a]) => {
      const body = Buffer.from(a.body, 'base64');
      return [p, { body, headers: { ...a.headers, 'content-length': body.length } }];
    }));
    require('node:http').createServer((req, res) => {
      const answer = answers.get(req.url);
      if (!answer) { res.writeHead(404); return res.end(); }
      res.writeHead(200, answer.headers);
      res.end(answer.body);
    }).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((ok, fail) => {
    child.stdout?.once('data', (d: Buffer) => ok(d.toString().trim()));
    child.once('exit', () => fail(new Error('the bare server exited')));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    cpuMs: cpuOf(child.pid),
    rssMb: rssOf(child.pid),
    stop: stopper(child),
  };
}

export interface Load {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** Server CPU per request in µs: unlike req/s, barely moved by other work on the machine. */
  cpuUs: number;
  failed: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function run(options: AutocannonOptions): Promise<{ result: AutocannonResult; times: number[] }> {
  return new Promise((ok, fail) => {
    const times: number[] = [];
    const instance = autocannon(options, (err, result) =>
      err ? fail(err) : ok({ result, times }),
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/** `connections` clients cycling through `paths` for `seconds`, after a 1 s warm-up. */
export async function load(
  server: Server,
  paths: string[],
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<Load> {
  const common = {
    url: server.url,
    connections: options.connections,
    headers: options.headers,
    requests: paths.map((path) => ({ path })),
  };
  await run({ ...common, duration: 1 });
  const cpuBefore = server.cpuMs();
  const { result, times } = await run({ ...common, duration: options.seconds });
  const cpu = server.cpuMs() - cpuBefore;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: result.requests.total / result.duration,
    cpuUs: (cpu * 1000) / result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** Prints rows as a Markdown table (the closing note quotes it). */
export function printTable(header: string[], rows: string[][]): void {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

/** Signs a new account up on `url` and returns its session cookie (checked on /api/profile). */
export async function signedInCookie(url: string, name = 'Bench'): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W/g, '')}-${Date.now()}@example.com`;
  const res = await fetch(`${url}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ name, email, password: 'secret123' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const check = await fetch(`${url}/api/profile`, { headers: { cookie } });
  if (!check.ok) throw new Error(`the session cookie does not open /api/profile: ${check.status}`);
  return cookie;
}
