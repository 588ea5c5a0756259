import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { GENERATION_MESSAGES } from '@halaqa/shared/generation';
import { GeneratorError } from '../types.ts';
import type { GenerationResult, GenerationTask } from './run-generation.ts';
import { reviveError, type WorkerMessage } from './worker-messages.ts';

export interface GenerationPool {
  /** Runs a task in a worker; the file's bytes are transferred, so the caller's copy is emptied. */
  run(task: GenerationTask): Promise<GenerationResult>;
  /** Stops every worker; running and queued tasks are rejected. */
  close(): Promise<void>;
}

interface Job {
  task: GenerationTask;
  resolve(result: GenerationResult): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  /** Set once the worker has loaded its code; a task's time limit starts after that. */
  ready: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
}

const WORKER_URL = new URL('./generation-worker-boot.mjs', import.meta.url);

/** Hands the worker a buffer of its own, copying only when the bytes share a larger one. */
function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const whole =
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength;
  return whole ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}

/**
 * A fixed pool of worker threads running runGeneration, so extraction and generation never
 * block the caller's event loop; extra tasks wait in order of submission.
 */
export function createGenerationPool(
  options: { size?: number; timeoutMs?: number } = {},
): GenerationPool {
  const size = Math.max(1, options.size ?? availableParallelism() - 1);
  const timeoutMs = options.timeoutMs ?? 300_000;
  const queue: Job[] = [];
  const slots: Slot[] = [];
  let nextId = 0;
  let closed = false;

  function settle(slot: Slot): Job | undefined {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    // An idle pool must not keep the process alive on its own.
    slot.worker.unref();
    return job;
  }

  function retire(slot: Slot): Job | undefined {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    return settle(slot);
  }

  function spawn(): void {
    const slot: Slot = { worker: new Worker(WORKER_URL), ready: false };
    slot.worker.on('message', (message: WorkerMessage) => {
      if (message === 'ready') {
        slot.ready = true;
        slot.worker.unref();
      } else if (message.ok) settle(slot)?.resolve(message.result);
      else settle(slot)?.reject(reviveError(message.error));
      dispatch();
    });
    // A worker that dies while booting takes a waiting task down with it, so a broken install
    // fails tasks one by one instead of respawning forever.
    const lost = (error: Error) => {
      if (!slots.includes(slot)) return; // already replaced or closed
      const running = retire(slot);
      const job = slot.ready ? running : queue.shift();
      job?.reject(error);
      dispatch();
    };
    slot.worker.on('error', lost);
    slot.worker.on('exit', (code) =>
      lost(new Error(`Generation worker stopped (exit code ${code})`)),
    );
    slots.push(slot);
  }

  function start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      // A stuck extraction or model call cannot be interrupted from outside: end the thread.
      retire(slot)?.reject(new GeneratorError('timeout', GENERATION_MESSAGES.generationTimeout));
      void slot.worker.terminate();
      dispatch();
    }, timeoutMs);
    const bytes = ownBytes(job.task.file.bytes);
    const task = { ...job.task, file: { ...job.task.file, bytes } };
    try {
      slot.worker.postMessage({ id: nextId++, task }, [bytes.buffer]);
    } catch (error) {
      // A task that cannot be cloned (a function in it, say) fails alone; the worker stays.
      settle(slot)?.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  function dispatch(): void {
    if (closed) return;
    const idle = () => slots.find((slot) => slot.ready && !slot.job);
    for (let slot = idle(), job = slot && queue.shift(); slot && job;) {
      start(slot, job);
      slot = idle();
      job = slot && queue.shift();
    }
    // Boot workers for the tasks still waiting; workers already booting count as capacity.
    const booting = slots.filter((slot) => !slot.ready).length;
    for (let missing = queue.length - booting; missing > 0 && slots.length < size; missing--) {
      spawn();
    }
  }

  return {
    run(task) {
      if (closed) return Promise.reject(new Error('The generation pool is closed'));
      return new Promise<GenerationResult>((resolve, reject) => {
        queue.push({ task, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      const stopped = new Error('The generation pool is closed');
      for (const job of queue.splice(0)) job.reject(stopped);
      const workers = [...slots].map((slot) => {
        retire(slot)?.reject(stopped);
        return slot.worker.terminate();
      });
      await Promise.all(workers);
    },
  };
}
