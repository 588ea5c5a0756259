import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_MESSAGES } from '@halaqa/shared/generation';
import {
  GENERATION_LIMITS,
  GENERATION_UI_MESSAGES,
  shortfallNote,
} from '@halaqa/shared/generation-api';
import { parseQuiz } from '@halaqa/shared/generation-formats';
import { buildPdf } from '@halaqa/generator/extract/extract-test-documents';
import { buildCourse } from '../../test/factories.ts';
import {
  encryptedPdf,
  imageOnlyPdf,
  lecturePdf,
  postGeneration,
  waitForJob,
} from '../../test/lecture-pdf.ts';
import { createSection, materialSamples, uploadMaterial } from '../../test/material-files.ts';
import {
  Client,
  databases,
  eventually,
  signUp,
  startTestApp,
  type TestApp,
} from '../../test/test-app.ts';

describe.each(databases)('quiz and flashcard generation on %s', (kind) => {
  let t: TestApp;
  let pdf: Buffer;
  beforeAll(async () => {
    t = await startTestApp(kind);
    pdf = await lecturePdf();
  });
  afterAll(() => t.close());

  const quizFields = { subject: 'Biology', numQuestions: '5', difficulty: 'easy' };
  const sources = async () =>
    (await t.db.kysely.selectFrom('generationJobs').select(['sourceKey', 'status']).execute())
      .length;
  const storedSources = async () => {
    const { readdirSync, existsSync } = await import('node:fs');
    const dir = `${t.dataDir}/storage/generationSources`;
    return existsSync(dir) ? readdirSync(dir).filter((f) => !f.endsWith('.meta')) : [];
  };
  // A finished job's source goes just after the job is marked finished (a crash in between
  // leaves the result safe and only an orphan file), so the check waits for it.
  const sourcesGone = () =>
    eventually(async () => ((await storedSources()).length === 0 ? true : undefined));

  it('makes a quiz from an uploaded PDF: started, then done with the spec text and items with pages', async () => {
    const { client } = await signUp(t);
    const res = await postGeneration(client, 'quiz', { name: 'cells.pdf', bytes: pdf }, quizFields);
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ thread_id: expect.any(String), run_id: expect.any(String) });
    const done = await waitForJob(client, res.json);
    expect(done.status).toBe('done');
    expect(done.result.questions).toHaveLength(5);
    expect(done.result).toMatchObject({
      kind: 'quiz',
      asked: 5,
      subject: 'Biology',
      difficulty: 'easy',
      fileName: 'cells.pdf',
    });
    expect(done.result.questions.every((q: { page: number }) => q.page >= 1 && q.page <= 6)).toBe(
      true,
    );
    expect(parseQuiz(done.content)).toHaveLength(5);
    await sourcesGone();
  });

  it('keeps how many questions were asked for, so a shorter quiz can say why it is shorter', async () => {
    const { client } = await signUp(t);
    const fields = { ...quizFields, numQuestions: '15' };
    const short = { name: 'cells.pdf', bytes: await lecturePdf(4) };
    const res = await postGeneration(client, 'quiz', short, fields);
    const done = await waitForJob(client, res.json);
    expect(done.result.asked).toBe(15);
    const given = done.result.questions.length;
    expect(given).toBeGreaterThan(0);
    expect(given, 'four slides of the lecture hold fewer than 15').toBeLessThan(15);
    expect(shortfallNote(done.result)).toBe(
      `This file gave ${given} of the 15 questions asked for: its text holds no more that pass our quality checks.`,
    );
  });

  it('makes flashcards, and only the owner can read a job (404 for anyone else)', async () => {
    const { client } = await signUp(t);
    const res = await postGeneration(
      client,
      'flashcards',
      { name: 'cells.pdf', bytes: pdf },
      { numFlashcards: '5' },
    );
    expect(res.status).toBe(202);
    const done = await waitForJob(client, res.json);
    expect(done.result.flashcards).toHaveLength(5);
    const other = await signUp(t);
    const url = `/check-status?thread_id=${res.json.thread_id}&run_id=${res.json.run_id}`;
    const foreign = await other.client.get(url);
    expect([foreign.status, foreign.json.error.message]).toEqual([
      404,
      GENERATION_UI_MESSAGES.jobNotFound,
    ]);
    expect((await new Client(t.url).get(url)).status).toBe(401);
    expect(
      (await client.get(`/check-status?thread_id=${res.json.thread_id}&run_id=nope`)).status,
    ).toBe(404);
  });

  it.each([
    ['numQuestions 4', { ...quizFields, numQuestions: '4' }],
    ['numQuestions 16', { ...quizFields, numQuestions: '16' }],
    ["numQuestions 'ten'", { ...quizFields, numQuestions: 'ten' }],
    ['a difficulty not among the three', { ...quizFields, difficulty: 'extreme' }],
    ['no subject', { numQuestions: '5', difficulty: 'easy' }],
  ])('refuses %s with 400, keeping nothing', async (_, fields) => {
    const { client } = await signUp(t);
    const before = await sources();
    const res = await postGeneration(client, 'quiz', { name: 'cells.pdf', bytes: pdf }, fields);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBeTruthy();
    expect(await sources()).toBe(before);
    expect(await storedSources()).toEqual([]);
  });

  it.each([
    [
      'a text file renamed .pdf',
      'notes.pdf',
      () => Buffer.from('just some text'),
      400,
      GENERATION_UI_MESSAGES.quizPdfOnly,
    ],
    ['an empty file', 'empty.pdf', () => Buffer.alloc(0), 400, 'The file is empty.'],
    [
      'an 11 MB PDF',
      'big.pdf',
      () => Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024)]),
      413,
      GENERATION_MESSAGES.tooLarge,
    ],
  ])('refuses %s at upload', async (_, name, bytes, status, message) => {
    const { client } = await signUp(t);
    const before = await sources();
    const res = await postGeneration(client, 'quiz', { name, bytes: bytes() }, quizFields);
    expect([res.status, res.json.error.message]).toEqual([status, message]);
    expect(await sources()).toBe(before);
    expect(await storedSources()).toEqual([]);
  });

  it.each([
    ['an image-only PDF', imageOnlyPdf, GENERATION_MESSAGES.noText],
    ['an encrypted PDF', async () => encryptedPdf(), GENERATION_MESSAGES.encrypted],
  ])(
    "fails the job for %s with the generator's message, keeping no source",
    async (_, bytes, message) => {
      const { client } = await signUp(t);
      const res = await postGeneration(
        client,
        'quiz',
        { name: 'scan.pdf', bytes: await bytes() },
        quizFields,
      );
      expect(res.status).toBe(202);
      const failed = await waitForJob(client, res.json);
      expect(failed).toEqual({ status: 'failed', content: '', error: message });
      await sourcesGone();
    },
  );

  it('fails a PDF with no text at all (a blank page) with the generator message', async () => {
    const { client } = await signUp(t);
    const blank = Buffer.from(await buildPdf([[]]));
    const res = await postGeneration(
      client,
      'quiz',
      { name: 'blank.pdf', bytes: blank },
      quizFields,
    );
    expect(res.status).toBe(202);
    expect(await waitForJob(client, res.json)).toEqual({
      status: 'failed',
      content: '',
      error: GENERATION_MESSAGES.noText,
    });
  });

  it(`allows ${GENERATION_LIMITS.perHour} generations an hour per learner, then answers 429`, async () => {
    const { client, user } = await signUp(t);
    const now = Date.now();
    const windowStart = now - (now % 3_600_000);
    // This hour's count, as if 30 had been started already.
    await t.db.kysely
      .insertInto('attemptCounters')
      .values({
        key: `user-generations:${user.id.toLowerCase()}`,
        windowStart,
        expiresAt: windowStart + 3_600_000,
        count: GENERATION_LIMITS.perHour,
      })
      .execute();
    const res = await postGeneration(client, 'quiz', { name: 'cells.pdf', bytes: pdf }, quizFields);
    expect([res.status, res.json.error.message]).toEqual([
      429,
      GENERATION_UI_MESSAGES.tooManyPerHour,
    ]);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 401 to visitors and guests', async () => {
    const res = await postGeneration(
      new Client(t.url),
      'quiz',
      { name: 'cells.pdf', bytes: pdf },
      quizFields,
    );
    expect(res.status).toBe(401);
  });

  it(`allows ${GENERATION_LIMITS.active} jobs at once per learner, then answers 429`, async () => {
    const { client, user } = await signUp(t);
    const now = new Date().toISOString();
    // Three jobs already waiting (as if the pool were busy).
    for (let i = 0; i < GENERATION_LIMITS.active; i++)
      await t.db.kysely
        .insertInto('generationJobs')
        .values({
          id: `t${i}-${user.id}`,
          runId: 'r',
          userId: user.id,
          kind: 'quiz',
          status: 'running',
          options: '{}',
          fileName: 'x.pdf',
          sourceKey: 'generationSources/none',
          fromMaterial: kind === 'postgres' ? false : 0,
          attempts: 1,
          leaseUntil: Date.now() + 3_600_000,
          createdAt: now,
        })
        .execute();
    const res = await postGeneration(client, 'quiz', { name: 'cells.pdf', bytes: pdf }, quizFields);
    expect([res.status, res.json.error.message]).toEqual([
      429,
      GENERATION_UI_MESSAGES.tooManyActive,
    ]);
  });

  it('makes a quiz from a course file without uploading it again, and keeps the file', async () => {
    const course = await buildCourse(t.db);
    const { client } = await signUp(t);
    const sectionId = await createSection(client, course.id);
    const up = await uploadMaterial(client, course.id, sectionId, 'cells.pdf', pdf);
    const res = await client.post(`/api/materials/${up.json.file.id}/generate`, {
      kind: 'quiz',
      subject: 'Cells',
      numQuestions: 5,
      difficulty: 'medium',
    });
    expect(res.status).toBe(202);
    const done = await waitForJob(client, res.json);
    expect(done.result.questions).toHaveLength(5);
    expect((await fetch(t.url + up.json.file.url)).status).toBe(200);
    const doc = await uploadMaterial(
      client,
      course.id,
      sectionId,
      'old.doc',
      (await materialSamples()).ole,
    );
    const refused = await client.post(`/api/materials/${doc.json.file.id}/generate`, {
      kind: 'flashcards',
      numFlashcards: 5,
    });
    expect(refused.status).toBe(400);
  });
});
