// Comments benchmark. Starts the built server (scripts/start.mjs) as its own process with a course
// of 2,000 comments in threads four levels deep, and measures from this process:
// 1. the comment list of that course under load (10 autocannon clients), beside a bare node:http
//    server answering the same bytes;
// 2. live fan-out: 1,000 Server-Sent Events subscribers on one course, then one new comment;
//    p50/p99 of the time until each subscriber has the event (target p99 <= 250 ms), and the
//    server's resident memory with the 1,000 streams open.
// SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (events then go through NOTIFY).
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDb, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { insertCourse } from '../apps/server/src/features/courses/courses.repo.ts';
import { freePort, freshPostgres } from '../apps/server/src/test/test-app.ts';
import {
  load,
  printTable,
  captureAnswer,
  startBareServer,
  startBuiltServer,
  type Server,
  signedInCookie,
} from './http-load.ts';

const COMMENTS = 2000;
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** 500 threads of four comments: a top-level one and a chain of replies to depth 3. */
async function seed(db: Db): Promise<string> {
  await migrateToLatest(db);
  const course = await insertCourse(db, {
    title: 'CSC 111 Bench Course',
    description: 'A course with many comments.',
    major: 'Computer Science',
    university: 'King Saud University',
    createdBy: null,
  });
  const start = Date.now() - COMMENTS * 1000;
  const rows = [];
  let parentId: string | null = null;
  for (let i = 0; i < COMMENTS; i++) {
    const depth = i % 4;
    if (depth === 0) parentId = null;
    const id = randomBytes(12).toString('hex');
    rows.push({
      id,
      courseId: course.id,
      userId: null,
      parentId,
      depth,
      text: `Comment ${i}: a question about the lecture, long enough to look like a real one.`,
      flagged: db.dialect === 'postgres' ? false : 0,
      deleted: db.dialect === 'postgres' ? false : 0,
      createdAt: new Date(start + i * 1000).toISOString(),
    });
    parentId = id;
  }
  for (let i = 0; i < rows.length; i += 500)
    await db.kysely
      .insertInto('comments')
      .values(rows.slice(i, i + 500))
      .execute();
  return course.id;
}

/** One subscriber: resolves `opened` once the stream answers, and records when `marker` arrives. */
function subscribe(url: string, marker: string) {
  let receivedAt = NaN;
  let request: http.ClientRequest | undefined;
  const opened = new Promise<void>((ok, fail) => {
    request = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return fail(new Error(`stream: ${res.statusCode}`));
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (Number.isNaN(receivedAt) && text.includes(marker)) receivedAt = performance.now();
      });
      ok();
    });
    request.on('error', fail);
  });
  return { opened, receivedAt: () => receivedAt, close: () => request?.destroy() };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function fanOut(app: Server, courseId: string, cookie: string) {
  const rssBefore = app.rssMb();
  const marker = '"comment-added"';
  const subscribers = [];
  for (let i = 0; i < SUBSCRIBERS; i += 100) {
    const batch = Array.from({ length: Math.min(100, SUBSCRIBERS - i) }, () =>
      subscribe(`${app.url}/api/courses/${courseId}/events`, marker),
    );
    await Promise.all(batch.map((s) => s.opened));
    subscribers.push(...batch);
  }
  await new Promise((r) => setTimeout(r, 500));
  const rssOpen = app.rssMb();
  const sentAt = performance.now();
  const res = await fetch(`${app.url}/api/courses/${courseId}/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: app.url },
    body: JSON.stringify({ text: 'A new comment for everyone.' }),
  });
  if (res.status !== 201) throw new Error(`comment failed: ${res.status}`);
  const until = Date.now() + 10_000;
  while (subscribers.some((s) => Number.isNaN(s.receivedAt())) && Date.now() < until)
    await new Promise((r) => setTimeout(r, 5));
  const times = subscribers
    .map((s) => s.receivedAt() - sentAt)
    .filter((t) => !Number.isNaN(t))
    .sort((a, b) => a - b);
  for (const s of subscribers) s.close();
  return { times, rssBefore, rssOpen };
}

const ms = (v: number) => v.toFixed(1);

async function bench(kind: 'sqlite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'halaqa-bench-'));
  const pg = kind === 'postgres' ? await freshPostgres() : undefined;
  let app: Server | undefined;
  let bare: Server | undefined;
  try {
    const db = openDb({ databaseUrl: pg?.url, dataDir });
    const courseId = await seed(db).finally(() => db.close());
    const port = await freePort();
    app = await startBuiltServer(
      { DATA_DIR: dataDir, PORT: String(port), ...(pg ? { DATABASE_URL: pg.url } : {}) },
      port,
    );
    const cookie = await signedInCookie(app.url);
    const path = `/api/courses/${courseId}/comments`;
    const answer = await captureAnswer(app.url + path);
    bare = await startBareServer(new Map([[path, answer]]), join(dataDir, 'bare-bodies.json'));
    // One page opening alone: the time a student waits for the comments.
    const alone: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await (await fetch(app.url + path)).arrayBuffer();
      alone.push(performance.now() - t0);
    }
    alone.sort((a, b) => a - b);
    const options = { connections: 10, seconds: SECONDS };
    const ours = await load(app, [path], options);
    const yardstick = await load(bare, [path], options);
    printTable(
      [
        'db',
        'comment list of 2,000 (KB)',
        'alone p50 ms',
        '10 clients p50 ms',
        'p95 ms',
        'p99 ms',
        'req/s',
        'bare req/s',
        'ratio',
        'failed',
      ],
      [
        [
          kind,
          (answer.body.length / 1024).toFixed(0),
          ms(percentile(alone, 50)),
          ms(ours.p50),
          ms(ours.p95),
          ms(ours.p99),
          ours.rps.toFixed(0),
          yardstick.rps.toFixed(0),
          `${(ours.rps / yardstick.rps).toFixed(2)}x`,
          String(ours.failed),
        ],
      ],
    );
    const { times, rssBefore, rssOpen } = await fanOut(app, courseId, cookie);
    console.log();
    printTable(
      [
        'db',
        'subscribers',
        'received',
        'p50 ms',
        'p99 ms',
        'max ms',
        'RSS idle MB',
        'RSS open MB',
        'target',
      ],
      [
        [
          kind,
          String(SUBSCRIBERS),
          String(times.length),
          ms(percentile(times, 50)),
          ms(percentile(times, 99)),
          ms(times.at(-1) ?? NaN),
          rssBefore.toFixed(0),
          rssOpen.toFixed(0),
          'p99 <= 250 ms',
        ],
      ],
    );
  } finally {
    await app?.stop();
    await bare?.stop();
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await bench('sqlite');
if (process.env.TEST_DATABASE_URL) await bench('postgres');
