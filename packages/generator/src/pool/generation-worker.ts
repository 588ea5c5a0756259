import { parentPort } from 'node:worker_threads';
import { GeneratorError } from '../types.ts';
import { runGeneration, type GenerationTask } from './run-generation.ts';
import type { WorkerMessage, WorkerReply } from './worker-messages.ts';

// Runs inside a worker thread of the generation pool: one task at a time, replies by id.
parentPort?.on('message', async ({ id, task }: { id: number; task: GenerationTask }) => {
  let reply: WorkerReply;
  try {
    reply = { id, ok: true, result: await runGeneration(task) };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    reply = {
      id,
      ok: false,
      error: {
        name: e.name,
        message: e.message,
        ...(e instanceof GeneratorError ? { code: e.code } : {}),
        ...(e.stack ? { stack: e.stack } : {}),
        ...(e.cause === undefined ? {} : { cause: String(e.cause) }),
      },
    };
  }
  parentPort?.postMessage(reply);
});

parentPort?.postMessage('ready' satisfies WorkerMessage);
