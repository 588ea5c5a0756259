import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDb, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { freePort } from './free-port.ts';

export { freePort };

export type DbKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databases: DbKind[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  url: string;
  config: Config;
  db: Db;
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh, empty PostgreSQL database for one test app, dropped again on close. */
export async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL as string;
  const name = `halaqa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // pg's pool.end() resolves before its connections have closed; killing one still closing
      // (FORCE) raises an error event nobody listens to any more, so let them close first.
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Starts the real server on an ephemeral port with a real database and a temporary DATA_DIR. */
export async function startTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halaqa-test-'));
  const pgDb = kind === 'postgres' ? await freshPostgres() : undefined;
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    // Each test Client sends its own X-Forwarded-For, like distinct users behind a proxy, so
    // per-address rate limits apply per client.
    TRUST_PROXY: '1',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const db = openDb(config);
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    config,
    db,
    dataDir,
    async close() {
      await app.close();
      await db.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Two instances of one deployment, as behind a load balancer, sharing the database and the auth
 * secret: on PostgreSQL, whose NOTIFY carries changes between instances. On SQLite Halaqa runs as
 * one process, so `b` is `a`.
 */
export async function startInstances(
  kind: DbKind,
): Promise<{ a: TestApp; b: TestApp; close(): Promise<void> }> {
  const secret = { AUTH_SECRET: 'a-shared-secret-of-two-instances-0123456789' };
  const a = await startTestApp(kind, secret);
  const b =
    kind === 'postgres'
      ? await startTestApp(kind, { ...secret, DATABASE_URL: a.config.databaseUrl as string })
      : a;
  return {
    a,
    b,
    async close() {
      if (b !== a) await b.close();
      await a.close();
    },
  };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Messages written to DATA_DIR/outbox, oldest first (quoted-printable soft breaks undone). */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((f) => parseMail(readFileSync(path.join(dir, f), 'utf8')));
}

export function parseMail(raw: string): OutboxMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const header = (name: string) =>
    head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
  return {
    to: header('To'),
    subject: header('Subject'),
    text: body,
    links: [...body.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
  };
}

/** Waits until `check` returns a value (mail is sent without blocking the request). */
export async function eventually<T>(
  check: () => T | undefined | Promise<T | undefined>,
  ms = 5000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

let clients = 0;
// Documentation-range addresses, only ever written into a header.
const nextAddress = () => `198.18.${Math.floor(++clients / 250) % 250}.${(clients % 250) + 1}`;

/** A browser-like client: keeps the session cookie between calls. */
/** Sends `times` requests one after another (for rate limits) and returns their statuses. */
export async function statusesOf(
  times: number,
  send: (i: number) => Promise<{ status: number }>,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await send(i)).status);
  return statuses;
}

export class Client {
  private cookies = new Map<string, string>();
  private readonly address = nextAddress();
  constructor(private readonly base: string) {}

  /** The same browser (cookies, address) talking to another server, as behind a load balancer. */
  withBase(base: string): Client {
    const other = new Client(base);
    other.cookies = this.cookies;
    (other as unknown as { address: string }).address = this.address;
    return other;
  }

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = {
      method,
      headers: { 'x-forwarded-for': this.address, ...headers, cookie: this.cookieHeader() },
      redirect: 'manual',
    };
    if (body instanceof FormData) init.body = body;
    else if (typeof body === 'string') {
      init.body = body;
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const res = await fetch(this.base + url, init);
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      const value = pair.slice(i + 1);
      if (/Max-Age=0/i.test(c) || value === '') this.cookies.delete(pair.slice(0, i));
      else this.cookies.set(pair.slice(0, i), value);
    }
    const text = await res.text();
    // Tests read whatever shape each endpoint answers.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json, headers: res.headers, text };
  }
  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body ?? {});
  patch = (url: string, body?: unknown) => this.request('PATCH', url, body);
  put = (url: string, body?: unknown) => this.request('PUT', url, body);
  delete = (url: string) => this.request('DELETE', url);

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

let counter = 0;
/** Signs up a new user through the API and returns a signed-in client. */
/** A client on `t` carrying the cookies of `from` (the same browser reaching another instance). */
export function sameBrowser(t: TestApp, from: Client): Client {
  const copy = new Client(t.url);
  Object.assign(copy, {
    cookies: new Map((from as unknown as { cookies: Map<string, string> }).cookies),
  });
  return copy;
}

export async function signUp(
  t: TestApp,
  fields: Partial<{ name: string; email: string; password: string }> = {},
) {
  const client = new Client(t.url);
  const email = fields.email ?? `user${++counter}-${randomBytes(3).toString('hex')}@example.com`;
  const res = await client.post('/api/account/sign-up', {
    name: fields.name ?? 'Test User',
    email,
    password: fields.password ?? 'secret123',
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { client, user: res.json.user as { id: string; email: string; isAdmin: boolean }, email };
}
