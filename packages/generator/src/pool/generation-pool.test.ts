import { afterEach, describe, expect, it } from 'vitest';
import { GENERATION_MESSAGES } from '@halaqa/shared/generation';
import { formatQuiz } from '@halaqa/shared/generation-formats';
import { GeneratorError } from '../types.ts';
import { createGenerationPool, type GenerationPool } from './generation-pool.ts';
import type { GenerationTask } from './run-generation.ts';
import { lectureFile, startStandIn, waitFor, type StandIn } from './pool-test-helpers.ts';

let pool: GenerationPool | undefined;
let standIn: StandIn | undefined;
afterEach(async () => {
  await pool?.close();
  await standIn?.server.close();
  pool = undefined;
  standIn = undefined;
});

function quizTask(marker: string, baseUrl: string): GenerationTask {
  return {
    kind: 'quiz',
    file: lectureFile(marker),
    quiz: { count: 5, difficulty: 'medium' },
    ai: { baseUrl, model: 'stand-in' },
  };
}

describe('generation pool', () => {
  it('runs tasks in parallel up to its size, starting them in order of submission', async () => {
    // bravo answers slowly, so charlie and then delta must both run on alpha's worker.
    standIn = await startStandIn((marker) => (marker === 'bravo' ? 5_000 : 300));
    pool = createGenerationPool({ size: 2, timeoutMs: 30_000 });
    // Boot both workers first: how long a thread takes to start must not decide the order below.
    const warmUp = ['warm-1', 'warm-2'].map((m) => pool!.run(quizTask(m, standIn!.server.baseUrl)));
    await Promise.all(warmUp);
    const markers = ['alpha', 'bravo', 'charlie', 'delta'];
    const tasks = markers.map((m) => quizTask(m, standIn!.server.baseUrl));

    const results = await Promise.all(tasks.map((task) => pool!.run(task)));

    results.forEach((result, i) => {
      expect(result.kind).toBe('quiz');
      expect(result.questions).toHaveLength(5);
      for (const q of result.questions ?? []) expect(q.question).toContain(`${markers[i]} course`);
      expect(result.content).toBe(formatQuiz(result.questions ?? []));
    });
    expect(standIn.maxInFlight()).toBe(2);
    const arrivals = standIn.arrivals.slice(2);
    expect(new Set(arrivals.slice(0, 2))).toEqual(new Set(['alpha', 'bravo']));
    expect(arrivals.slice(2)).toEqual(['charlie', 'delta']);
    // The bytes were moved to the worker, not copied.
    expect(tasks[0]?.file.bytes.byteLength).toBe(0);
  });

  it('copies bytes that share a larger buffer instead of detaching it', async () => {
    standIn = await startStandIn();
    pool = createGenerationPool({ size: 1 });
    const file = lectureFile('echo');
    const shared = new Uint8Array(file.bytes.length + 10);
    shared.set(file.bytes, 10);
    const task = quizTask('echo', standIn.server.baseUrl);
    task.file = { fileName: 'echo.txt', bytes: shared.subarray(10) };

    await expect(pool.run(task)).resolves.toMatchObject({ kind: 'quiz' });
    expect(shared.byteLength).toBe(file.bytes.length + 10);
  });

  it('brings a GeneratorError back from the worker with its code and message', async () => {
    standIn = await startStandIn();
    pool = createGenerationPool({ size: 1 });
    const png = {
      ...quizTask('x', standIn.server.baseUrl),
      file: { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), fileName: 'slides.png' },
    };
    const unsupported = await pool.run(png).catch((e) => e);
    expect(unsupported).toBeInstanceOf(GeneratorError);
    expect(unsupported).toMatchObject({
      code: 'unsupported',
      message: GENERATION_MESSAGES.unsupported,
    });

    const denied = await pool.run(quizTask('denied', standIn.server.baseUrl)).catch((e) => e);
    expect(denied).toBeInstanceOf(GeneratorError);
    expect(denied).toMatchObject({ code: 'provider', message: GENERATION_MESSAGES.provider });
    expect(String(denied.cause)).toContain('HTTP 401');
  });

  it('rejects a task that cannot be sent to a thread and keeps working', async () => {
    standIn = await startStandIn();
    pool = createGenerationPool({ size: 1 });
    const broken = quizTask('broken', standIn.server.baseUrl);
    Object.assign(broken, { onDone: () => {} });
    const [error, result] = await Promise.all([
      pool.run(broken).catch((e) => e),
      pool.run(quizTask('fine', standIn.server.baseUrl)),
    ]);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DataCloneError');
    expect(result.questions).toHaveLength(5);
  });

  it('terminates a task over its time limit and keeps serving the queue', async () => {
    standIn = await startStandIn();
    // The limit starts once a thread has loaded its code; the task after the stuck one runs in a
    // new thread and must finish within it even on a loaded machine, so it is not too tight.
    pool = createGenerationPool({ size: 1, timeoutMs: 4_000 });
    const stuck = pool.run(quizTask('hang', standIn.server.baseUrl)).catch((e) => e);
    const next = pool.run(quizTask('after', standIn.server.baseUrl));

    await waitFor(() => standIn!.arrivals.includes('hang'), 30_000);
    const started = Date.now();
    const error = await stuck;
    expect(error).toBeInstanceOf(GeneratorError);
    expect(error).toMatchObject({
      code: 'timeout',
      message: GENERATION_MESSAGES.generationTimeout,
    });
    expect(Date.now() - started).toBeLessThan(4_100);
    // The thread is gone: its open request to the server was dropped.
    await waitFor(() => standIn!.server.abandoned() === 1);
    await expect(next).resolves.toMatchObject({ kind: 'quiz' });
  });

  it('close() stops the workers and rejects running and queued tasks', async () => {
    standIn = await startStandIn();
    pool = createGenerationPool({ size: 1 });
    const running = pool.run(quizTask('hang', standIn.server.baseUrl)).catch((e) => e);
    const queued = pool.run(quizTask('later', standIn.server.baseUrl)).catch((e) => e);
    await waitFor(() => standIn!.arrivals.includes('hang'));

    await pool.close();

    expect((await running).message).toBe('The generation pool is closed');
    expect((await queued).message).toBe('The generation pool is closed');
    await waitFor(() => standIn!.server.abandoned() === 1);
    expect(standIn.arrivals).not.toContain('later');
    await expect(pool.run(quizTask('late', standIn.server.baseUrl))).rejects.toThrow('closed');
  });
});
