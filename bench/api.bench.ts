// What a signed-in request costs: GET /api/health and an authenticated GET /api/profile against
// the server as `npm start` runs it, beside a bare node:http server answering the same bytes as
// /api/health (headers and body), all measured in this run with autocannon (100 connections).
// The server has signed someone up first, as any running server has. Then /api/health at other
// LOG_LEVELs, for the README's table of what logging costs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  captureAnswer,
  load,
  printTable,
  startBareServer,
  startHalaqa,
  type Load,
  type Server,
  signedInCookie,
} from './http-load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const options = { connections: 100, seconds: SECONDS };

/** The server at one LOG_LEVEL with one account signed in, measured by `measure`, then stopped. */
async function withServer<T>(
  level: string,
  measure: (server: Server, cookie: string) => Promise<T>,
): Promise<T> {
  const server = await startHalaqa({ LOG_LEVEL: level });
  try {
    return await measure(server, await signedInCookie(server.url));
  } finally {
    await server.stop();
  }
}

const [bare, health, profile] = await withServer('info', async (server, cookie) => {
  const dir = mkdtempSync(join(tmpdir(), 'halaqa-bench-bare-'));
  const answer = await captureAnswer(`${server.url}/api/health`);
  const bareServer = await startBareServer(new Map([['/api/health', answer]]), join(dir, 'a.json'));
  const b = await load(bareServer, ['/api/health'], options);
  await bareServer.stop();
  rmSync(dir, { recursive: true, force: true });
  const h = await load(server, ['/api/health'], options);
  return [b, h, await load(server, ['/api/profile'], { ...options, headers: { cookie } })] as const;
});
const levels: [string, Load][] = [];
for (const level of ['warn', 'debug'])
  levels.push([level, await withServer(level, (server) => load(server, ['/api/health'], options))]);

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '');
const row = (name: string, r: Load, ratio: string) => [
  name,
  fmt(r.rps),
  r.p50.toFixed(1),
  r.p99.toFixed(1),
  fmt(r.cpuUs),
  String(r.failed),
  ratio,
];
console.log(`autocannon, 100 connections, ${SECONDS} s each\n`);
printTable(
  ['request', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'failed', 'ratio'],
  [
    row('bare node:http, same bytes', bare, ''),
    row(
      'GET /api/health, LOG_LEVEL=info (default)',
      health,
      `${(health.rps / bare.rps).toFixed(2)}× bare (target ≥ 0.5)`,
    ),
    row(
      'GET /api/profile, signed in',
      profile,
      `${(profile.rps / health.rps).toFixed(2)}× health (target ≥ 0.5)`,
    ),
    ...levels.map(([level, r]) =>
      row(`GET /api/health, LOG_LEVEL=${level}`, r, `${(r.rps / health.rps).toFixed(2)}× info`),
    ),
  ],
);
