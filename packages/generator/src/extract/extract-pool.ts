import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ReaderReply } from './extract-reader.ts';
import { extractError, isExtractErrorCode } from './extract-errors.ts';
import type { RawDocument } from './raw-document.ts';
import type { ReadRequest } from './read-document.ts';

/** Reader processes kept; two is enough to read a big PDF on both halves at once. */
export const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism()));
const IDLE_MS = 30_000;
// Large enough for a 300-page PDF. A reader that needs more is killed, not the server.
const HEAP_MB = 1024;

// Untrusted files are parsed in child processes rather than worker threads: a worker that runs
// out of memory can abort the whole process (nodejs/node#47224), a child only itself. The
// sources are TypeScript, so the child runs with tsx's loader, as the server does.
const ENTRY = fileURLToPath(new URL('./extract-reader.ts', import.meta.url));
const EXEC_ARGV = ['--import', import.meta.resolve('tsx'), `--max-old-space-size=${HEAP_MB}`];

interface Slot {
  child: ChildProcess;
  busy: boolean;
  idleTimer?: NodeJS.Timeout;
}

const slots: Slot[] = [];
const waiting: ((slot: Slot) => void)[] = [];

/**
 * Reads a document in a pooled reader process. When `deadline` (a Date.now() value) passes
 * first, the process is killed and the promise rejects with 'timeout'.
 */
export function readInReader(request: ReadRequest, deadline: number): Promise<RawDocument> {
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
      const { child } = acquired;
      const onMessage = (reply: ReaderReply) => {
        stopListening();
        release(acquired);
        if (reply.ok) finish(undefined, reply.document);
        else finish(failure(reply.code, reply.detail));
      };
      const onDeath = (code: number | null, signal: string | null) => {
        stopListening();
        discard(acquired);
        finish(failure('corrupt', `reader exited (${signal ?? code})`));
      };
      stopListening = () => {
        child.off('message', onMessage);
        child.off('exit', onDeath);
      };
      child.on('message', onMessage);
      child.on('exit', onDeath);
      child.send(request, (error) => {
        if (error) onDeath(null, error.message);
      });
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

/** Reader processes running and free right now. */
export function idleReaders(): number {
  return slots.filter((slot) => !slot.busy).length;
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
    const child = fork(ENTRY, [], {
      execArgv: EXEC_ARGV,
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    // A reader that dies while idle must not stay in the pool; 'error' covers a failed spawn.
    child.on('exit', () => removeSlot(child));
    child.on('error', () => removeSlot(child));
    const slot: Slot = { child, busy: false };
    slots.push(slot);
    return onSlot(take(slot));
  }
  waiting.push(onSlot);
}

function take(slot: Slot): Slot {
  clearTimeout(slot.idleTimer);
  slot.busy = true;
  slot.child.ref();
  slot.child.channel?.ref();
  return slot;
}

function release(slot: Slot): void {
  const next = waiting.shift();
  if (next) return next(take(slot));
  slot.busy = false;
  // Idle readers must not keep the process alive, and give their memory back after a while.
  slot.child.unref();
  slot.child.channel?.unref();
  slot.idleTimer = setTimeout(() => discard(slot), IDLE_MS);
  slot.idleTimer.unref();
}

function discard(slot: Slot): void {
  clearTimeout(slot.idleTimer);
  removeSlot(slot.child);
  slot.child.kill('SIGKILL');
  const next = waiting.shift();
  if (next) acquire(next);
}

function removeSlot(child: ChildProcess): void {
  const index = slots.findIndex((slot) => slot.child === child);
  if (index >= 0) slots.splice(index, 1);
}
