import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf } from '@halaqa/generator/extract/extract-test-documents';
import { startStandIn, type StandIn } from '@halaqa/generator/pool/pool-test-helpers';
import {
  startOpenAiTestServer,
  type OpenAiTestServer,
} from '@halaqa/generator/llm/openai-test-server';
import { GENERATION_UI_MESSAGES } from '@halaqa/shared/generation-api';
import { postGeneration, waitForJob } from '../test/lecture-pdf.ts';
import { databases, signUp, startTestApp, type TestApp } from '../test/test-app.ts';

const FACTS = [
  'a process is a program in execution with its own address space.',
  'the scheduler selects which ready process runs next on the processor.',
  'round robin scheduling gives each process a fixed time quantum in turn.',
  'a semaphore is an integer variable accessed only through atomic operations.',
  'the page table maps each logical page number to a physical frame number.',
  'a page fault occurs when a process touches a page that is not in memory.',
];

/** A PDF whose sentences the stand-in model answers from, tagged with `marker`. */
async function markedPdf(marker: string): Promise<Buffer> {
  const lines = FACTS.map((f, i) => ({
    text: `In the ${marker} course, ${f}`,
    top: 72 + i * 20,
    size: 9,
  }));
  return Buffer.from(await buildPdf([lines]));
}

const quiz = { subject: 'Systems', numQuestions: '5', difficulty: 'medium' };
const jobsIn = (t: TestApp) => t.db.kysely.selectFrom('generationJobs').selectAll().execute();

describe.each(databases)('generation jobs with an OpenAI-compatible model on %s', (kind) => {
  let standIn: StandIn;
  let slow: StandIn;
  let refusing: OpenAiTestServer;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    standIn = await startStandIn(50);
    slow = await startStandIn(1500);
    refusing = await startOpenAiTestServer(() => ({
      status: 401,
      body: { error: { message: 'bad key' } },
    }));
  });
  afterEach(async () => {
    for (const t of apps.splice(0).reverse()) await t.close();
  });
  afterAll(async () => {
    await standIn.server.close();
    await slow.server.close();
    await refusing.close();
  });

  const start = async (env: Record<string, string> = {}, model = standIn.server.baseUrl) => {
    const t = await startTestApp(kind, {
      AI_BASE_URL: model,
      AI_MODEL: 'stand-in',
      GENERATION_LEASE: '1',
      ...env,
    });
    apps.push(t);
    return t;
  };

  it('asks the configured model for every job', async () => {
    const t = await start();
    const { client } = await signUp(t);
    const before = standIn.arrivals.length;
    const res = await postGeneration(
      client,
      'quiz',
      { name: 'os.pdf', bytes: await markedPdf('alpha') },
      quiz,
    );
    const done = await waitForJob(client, res.json);
    expect(done.status).toBe('done');
    expect(done.result.questions.length).toBeGreaterThan(0);
    // The stand-in's items, not the offline generator's: the model was asked.
    const fromModel = (q: { question: string }) => q.question.startsWith('Which word completes');
    expect(done.result.questions.every(fromModel)).toBe(true);
    expect(standIn.arrivals.length).toBeGreaterThan(before);
  });

  it('fails the job with a clear message when the model refuses, with no offline fallback', async () => {
    const t = await start({}, refusing.baseUrl);
    const { client } = await signUp(t);
    const res = await postGeneration(
      client,
      'quiz',
      { name: 'os.pdf', bytes: await markedPdf('denied') },
      quiz,
    );
    const failed = await waitForJob(client, res.json);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/AI model/);
  });

  it('runs a job again once after its process died mid-job, then fails a second death clearly', async () => {
    const first = await start({}, slow.server.baseUrl);
    const { client } = await signUp(first);
    const res = await postGeneration(
      client,
      'quiz',
      { name: 'os.pdf', bytes: await markedPdf('slow') },
      quiz,
    );
    await waitFor(async () => (await jobsIn(first))[0]?.status === 'running');
    // The process goes away mid-job (its database and files stay, as on disk).
    await first.app.close();
    const second = await start({
      DATA_DIR: first.dataDir,
      ...(first.config.databaseUrl ? { DATABASE_URL: first.config.databaseUrl } : {}),
    });
    const done = await waitForJob(client.withBase(second.url), res.json);
    expect(done.status).toBe('done');
    expect((await jobsIn(second))[0]?.attempts).toBe(2);

    // Dies again on its second attempt: failed, never pending for ever.
    await second.db.kysely
      .updateTable('generationJobs')
      .set({ status: 'running', attempts: 2, leaseUntil: Date.now() - 1 })
      .execute();
    const failed = await waitForJob(client.withBase(second.url), res.json);
    expect(failed).toEqual({
      status: 'failed',
      content: '',
      error: GENERATION_UI_MESSAGES.interrupted,
    });
  });
});

describe.runIf(databases.includes('postgres'))('generation jobs across instances', () => {
  let standIn: StandIn;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    standIn = await startStandIn(200);
    const env = { AI_BASE_URL: standIn.server.baseUrl, AI_MODEL: 'stand-in' };
    a = await startTestApp('postgres', env);
    b = await startTestApp('sqlite', {
      ...env,
      DATA_DIR: a.dataDir,
      DATABASE_URL: a.config.databaseUrl as string,
    });
  });
  afterAll(async () => {
    await b.app.close();
    await b.db.close();
    await a.close();
    await standIn.server.close();
  });

  it('claims every job exactly once when two processes share the queue', async () => {
    const learners = await Promise.all(Array.from({ length: 3 }, () => signUp(a)));
    const started = [];
    for (const [i, { client }] of learners.entries())
      for (let j = 0; j < 2; j++) {
        const res = await postGeneration(
          client,
          'quiz',
          { name: 'os.pdf', bytes: await markedPdf(`m${i}x${j}`) },
          quiz,
        );
        started.push({ client, job: res.json });
      }
    for (const { client, job } of started)
      expect((await waitForJob(client, job)).status).toBe('done');
    const rows = await jobsIn(a);
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });
});

async function waitFor(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
