// Quiz jobs through the real API: the built server (its own process, offline generator) takes 20
// learners who each start a quiz of 10 questions from a 50-page lecture PDF at the same moment.
// Reports the time from upload to `done` (p50/p95) and jobs per minute, and, measured at the same
// time from this process with autocannon, the p99 latency of GET /api/health and of a course page:
// the server must stay responsive while it generates. Targets: p95 upload-to-done <= 10 s,
// p99 <= 100 ms for both reads.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPdf } from '../packages/generator/src/extract/extract-test-documents.ts';
import { load, printTable, signedInCookie, startHalaqa, type Load } from './http-load.ts';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 20);
const FIXTURE = join(
  import.meta.dirname,
  '../../shared/fixtures/lectures/economics__micro3-ps1-game-theory-basics-slides.pdf',
);

/** The 53-page economics slides when the fixtures are here, else 50 pages of made-up notes. */
async function lecture(): Promise<{ name: string; bytes: Buffer }> {
  if (existsSync(FIXTURE)) return { name: 'micro3 (53 pages)', bytes: readFileSync(FIXTURE) };
  const pages = Array.from({ length: 50 }, (_, p) =>
    Array.from({ length: 20 }, (_, l) => ({
      text: `Topic ${p + 1}.${l + 1}: an equilibrium is a state in which no player gains by deviating alone.`,
      top: 60 + l * 18,
      size: 9,
    })),
  );
  return { name: 'synthetic (50 pages)', bytes: Buffer.from(await buildPdf(pages)) };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function quizJob(url: string, cookie: string, pdf: Buffer): Promise<number> {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'lecture.pdf');
  form.append('subject', 'Economics');
  form.append('numQuestions', '10');
  form.append('difficulty', 'medium');
  const res = await fetch(`${url}/api/generate-quiz`, {
    method: 'POST',
    body: form,
    headers: { cookie, origin: url },
  });
  if (res.status !== 202) throw new Error(`generate-quiz: ${res.status} ${await res.text()}`);
  const job = (await res.json()) as { thread_id: string; run_id: string };
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    const status = await fetch(
      `${url}/check-status?thread_id=${job.thread_id}&run_id=${job.run_id}`,
      { headers: { cookie } },
    );
    const body = (await status.json()) as { status: string; error?: string };
    if (body.status === 'done') return performance.now() - started;
    if (body.status === 'failed') throw new Error(`job failed: ${body.error}`);
  }
}

const server = await startHalaqa();
try {
  const { name, bytes } = await lecture();
  const cookies: string[] = [];
  for (let i = 0; i < LEARNERS; i++) cookies.push(await signedInCookie(server.url, `Learner ${i}`));
  const course = await fetch(`${server.url}/api/courses`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookies[0] as string,
      origin: server.url,
    },
    body: JSON.stringify({
      title: 'ECON 101 Micro',
      description: 'Bench',
      major: 'Economics',
      university: 'Bench',
    }),
  });
  const courseId = ((await course.json()) as { course: { id: string } }).course.id;

  const started = performance.now();
  const jobs = Promise.all(cookies.map((cookie) => quizJob(server.url, cookie, bytes)));
  // Reads during the jobs, from this process, 2 clients each.
  const reads = (path: string) => load(server, [path], { connections: 2, seconds: 8 });
  const [times, health, coursePage] = (await Promise.all([
    jobs,
    reads('/api/health'),
    reads(`/api/courses/${courseId}`),
  ])) as [number[], Load, Load];
  const wall = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(`${LEARNERS} learners start a quiz of 10 from ${name} at once (offline generator)\n`);
  printTable(
    ['upload-to-done p50 s', 'p95 s', 'max s', 'jobs/min', 'target'],
    [
      [
        (percentile(times, 50) / 1000).toFixed(1),
        (percentile(times, 95) / 1000).toFixed(1),
        ((times.at(-1) ?? NaN) / 1000).toFixed(1),
        ((LEARNERS / wall) * 60).toFixed(0),
        'p95 <= 10 s',
      ],
    ],
  );
  console.log();
  printTable(
    ['read while generating', 'p50 ms', 'p99 ms', 'req/s', 'failed', 'target'],
    [
      [
        'GET /api/health',
        health.p50.toFixed(1),
        health.p99.toFixed(1),
        health.rps.toFixed(0),
        String(health.failed),
        'p99 <= 100 ms',
      ],
      [
        'GET /api/courses/:id',
        coursePage.p50.toFixed(1),
        coursePage.p99.toFixed(1),
        coursePage.rps.toFixed(0),
        String(coursePage.failed),
        'p99 <= 100 ms',
      ],
    ],
  );
} finally {
  await server.stop();
}
