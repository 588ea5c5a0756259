// Course benchmark: seeds 100,000 courses, starts the built server (scripts/start.mjs) as its own
// process, and drives it with 20 autocannon clients: the community list's first page, prefix
// searches of 1–4 characters (Latin and Arabic), and one course's page JSON read by a guest and by
// a signed-in learner. A bare node:http server answering the same bytes, measured in the same run,
// is the yardstick. SQLite always; PostgreSQL too when TEST_DATABASE_URL is set.
// Targets: search p95 <= 20 ms on SQLite; course read >= 0.5x bare (guest), >= 0.3x (learner).
// BENCH_COURSES and BENCH_SECONDS (per measurement, default 5) shorten a trial run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { insertCourses, type NewCourse } from '../apps/server/src/features/courses/courses.repo.ts';
import { freePort, freshPostgres } from '../apps/server/src/test/test-app.ts';
import {
  load,
  printTable,
  captureAnswer,
  startBareServer,
  type Answer,
  startBuiltServer,
  type Server,
  signedInCookie,
} from './http-load.ts';

const COURSES = Number(process.env.BENCH_COURSES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;

const LATIN = ['CSC', 'SWE', 'IS', 'CEN', 'MATH', 'PHYS', 'CHEM', 'ARAB', 'STAT', 'EE', 'CS', 'IT'];
const ARABIC = ['عال', 'نال', 'هنب', 'هند', 'ريض', 'فيز', 'كيم', 'عرب'];
const TOPICS = [
  'Introduction to',
  'Advanced',
  'Applied',
  'Foundations of',
  'Topics in',
  'Seminar in',
];
const SUBJECTS = [
  'Programming',
  'Data Structures',
  'Networks',
  'Databases',
  'Algebra',
  'Mechanics',
];
const MAJORS = ['Computer Science', 'Software Engineering', 'Information Systems', 'Mathematics'];
const UNIVERSITIES = ['King Saud University', 'Qassim University', 'Princess Nourah University'];

/** A reproducible mix: mostly Latin codes, some Arabic codes, a few titles without a code. */
function course(i: number, start: number): NewCourse {
  const pick = <T>(list: T[], salt: number) => list[(i * 7919 + salt * 104729) % list.length] as T;
  const number = 100 + ((i * 31) % 500);
  const subject = `${pick(TOPICS, 1)} ${pick(SUBJECTS, 2)}`;
  const kind = i % 20;
  const title =
    kind < 17
      ? `${pick(LATIN, 3)} ${number} ${subject}`
      : kind < 19
        ? `${pick(ARABIC, 4)} ${number} ${subject}`
        : subject;
  return {
    title,
    description: `${subject}: lectures, weekly exercises and a final project. Section ${i}.`,
    major: pick(MAJORS, 5),
    university: pick(UNIVERSITIES, 6),
    createdBy: null,
    createdAt: new Date(start + i * 1000),
  };
}

async function seed(databaseUrl: string | undefined, dataDir: string): Promise<string> {
  const db = openDb({ databaseUrl, dataDir });
  try {
    await migrateToLatest(db);
    const start = Date.now() - COURSES * 1000;
    for (let i = 0; i < COURSES; i += 5000) {
      const batch = Array.from({ length: Math.min(5000, COURSES - i) }, (_, j) =>
        course(i + j, start),
      );
      await db.kysely.transaction().execute(async (trx) => {
        await insertCourses({ ...db, kysely: trx }, batch);
      });
    }
    const middle = await db.kysely
      .selectFrom('courses')
      .select('id')
      .orderBy('createdAt')
      .offset(Math.floor(COURSES / 2))
      .limit(1)
      .executeTakeFirstOrThrow();
    return middle.id;
  } finally {
    await db.close();
  }
}

const search = (queries: string[]) => queries.map((q) => `/api/courses?q=${encodeURIComponent(q)}`);
const ms = (v: number) => v.toFixed(1);

async function benchDatabase(kind: 'sqlite' | 'postgres'): Promise<string[][]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'halaqa-bench-'));
  const pg = kind === 'postgres' ? await freshPostgres() : undefined;
  try {
    const seeded = Date.now();
    const courseId = await seed(pg?.url, dataDir);
    console.log(
      `${kind}: seeded ${COURSES} courses in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const port = await freePort();
    const app = await startBuiltServer(
      { DATA_DIR: dataDir, PORT: String(port), ...(pg ? { DATABASE_URL: pg.url } : {}) },
      port,
    );
    const cookie = await signedInCookie(app.url);
    const scenarios: {
      name: string;
      paths: string[];
      headers?: Record<string, string>;
      target: string;
    }[] = [
      // No database and no session: the most any route can reach on this machine.
      { name: 'GET /api/health (platform floor)', paths: ['/api/health'], target: '' },
      { name: 'community list, first page', paths: ['/api/courses'], target: '' },
      {
        name: 'search Latin s, sw, swe, swe2',
        paths: search(['s', 'sw', 'swe', 'swe2']),
        target: 'p95 <= 20 ms (SQLite)',
      },
      {
        name: 'search Arabic ه, هن, هنب, هنب2',
        paths: search(['ه', 'هن', 'هنب', 'هنب2']),
        target: 'p95 <= 20 ms (SQLite)',
      },
      {
        name: 'one course page, guest',
        paths: [`/api/courses/${courseId}`],
        target: '>= 0.5x bare',
      },
      {
        name: 'one course page, signed-in learner',
        paths: [`/api/courses/${courseId}`],
        headers: { cookie },
        target: '>= 0.3x bare',
      },
    ];
    // Each request is measured right beside its yardstick, so both see the same machine load.
    let bare: Server | undefined;
    try {
      const answers = new Map<string, Answer>();
      for (const s of scenarios)
        for (const path of s.paths)
          answers.set(path, await captureAnswer(app.url + path, s.headers));
      bare = await startBareServer(answers, join(dataDir, 'bare-bodies.json'));
      const rows: string[][] = [];
      for (const s of scenarios) {
        const options = { connections: CONNECTIONS, seconds: SECONDS, headers: s.headers };
        const ours = await load(app, s.paths, options);
        const yardstick = await load(bare, s.paths, options);
        rows.push([
          kind,
          s.name,
          ms(ours.p50),
          ms(ours.p95),
          ms(ours.p99),
          ours.rps.toFixed(0),
          yardstick.rps.toFixed(0),
          `${(ours.rps / yardstick.rps).toFixed(2)}x`,
          ours.cpuUs.toFixed(0),
          yardstick.cpuUs.toFixed(0),
          String(ours.failed),
          s.target,
        ]);
      }
      return rows;
    } finally {
      await app.stop();
      await bare?.stop();
    }
  } finally {
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = await benchDatabase('sqlite');
if (process.env.TEST_DATABASE_URL) rows.push(...(await benchDatabase('postgres')));
console.log(`\n${COURSES} courses, ${CONNECTIONS} connections, ${SECONDS} s per measurement`);
printTable(
  [
    'db',
    'request',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'req/s',
    'bare req/s',
    'ratio',
    'CPU µs/req',
    'bare CPU µs/req',
    'failed',
    'target',
  ],
  rows,
);
