import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { WorkerReply } from './extract-worker.ts';
import { extractError, isExtractErrorCode } from './extract-errors.ts';
import type { RawDocument } from './raw-document.ts';
import type { ReadRequest } from './read-document.ts';

/** Workers kept for extraction; two is enough to read a big PDF on both halves at once. */
export const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism()));
const IDLE_MS = 30_000;
// Large enough for a 300-page PDF, small enough that a decompression bomb dies alone.
const HEAP_MB = 1024;

// The sources are TypeScript; the worker loads them through tsx's scoped import, which works
// whether or not the parent process itself runs under tsx (server, tests, benchmark).
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsxApi).then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));
`;
const workerData = {
  tsxApi: import.meta.resolve('tsx/esm/api'),
  entry: new URL('./extract-worker.ts', import.meta.url).href,
};

interface Slot {
  worker: Worker;
  busy: boolean;
  idleTimer?: NodeJS.Timeout;
}

const slots: Slot[] = [];
const waiting: ((slot: Slot) => void)[] = [];

/**
 * Reads a document in a pooled worker thread. When `deadline` (a Date.now() value) passes
 * first, the worker is terminated and the promise rejects with 'timeout'.
 */
export function readInWorker(request: ReadRequest, deadline: number): Promise<RawDocument> {
  return new Promise((resolve, reject) => {
    let slot: Slot | undefined;
    let stopListening = () => {};
    let settled = false;
    const finish = (error: Error | undefined, document?: RawDocument) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(document!);
    };
    const onSlot = (acquired: Slot) => {
      if (settled) return release(acquired);
      slot = acquired;
      const { worker } = acquired;
      const onMessage = (reply: WorkerReply) => {
        cleanup();
        release(acquired);
        if (reply.ok) finish(undefined, reply.document);
        else finish(failure(reply.code, reply.detail));
      };
      const onDeath = (error: unknown) => {
        cleanup();
        discard(acquired);
        finish(failure('corrupt', String(error)));
      };
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('error', onDeath);
        worker.off('exit', onDeath);
      };
      stopListening = cleanup;
      worker.on('message', onMessage);
      worker.on('error', onDeath);
      worker.on('exit', onDeath);
      worker.postMessage(request);
    };
    const timer = setTimeout(
      () => {
        const index = waiting.indexOf(onSlot);
        if (index >= 0) waiting.splice(index, 1);
        if (slot) {
          stopListening();
          discard(slot);
        }
        finish(extractError('timeout'));
      },
      Math.max(0, deadline - Date.now()),
    );
    acquire(onSlot);
  });
}

function failure(code: string, detail: string): Error {
  const error = extractError(isExtractErrorCode(code) ? code : 'corrupt');
  error.cause = detail;
  return error;
}

function acquire(onSlot: (slot: Slot) => void): void {
  const idle = slots.find((slot) => !slot.busy);
  if (idle) return onSlot(take(idle));
  if (slots.length < POOL_SIZE) {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData,
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    });
    // A worker that dies while idle must not take the process down or stay in the pool.
    worker.on('error', () => undefined);
    worker.on('exit', () => removeSlot(worker));
    const slot: Slot = { worker, busy: false };
    slots.push(slot);
    return onSlot(take(slot));
  }
  waiting.push(onSlot);
}

function take(slot: Slot): Slot {
  clearTimeout(slot.idleTimer);
  slot.busy = true;
  slot.worker.ref();
  return slot;
}

function release(slot: Slot): void {
  const next = waiting.shift();
  if (next) return next(take(slot));
  slot.busy = false;
  // Idle workers must not keep the process alive, and give their memory back after a while.
  slot.worker.unref();
  slot.idleTimer = setTimeout(() => discard(slot), IDLE_MS);
  slot.idleTimer.unref();
}

function discard(slot: Slot): void {
  clearTimeout(slot.idleTimer);
  removeSlot(slot.worker);
  void slot.worker.terminate();
  const next = waiting.shift();
  if (next) acquire(next);
}

function removeSlot(worker: Worker): void {
  const index = slots.findIndex((slot) => slot.worker === worker);
  if (index >= 0) slots.splice(index, 1);
}
