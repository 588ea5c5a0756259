// Runs in a worker thread started by extract-pool.ts: parsing untrusted files there means a
// runaway parse can be stopped (the thread is terminated) without blocking the caller.
import { parentPort } from 'node:worker_threads';
import { GeneratorError } from '../types.ts';
import { readDocument, type ReadRequest } from './read-document.ts';

export type WorkerReply =
  | { ok: true; document: Awaited<ReturnType<typeof readDocument>> }
  | { ok: false; code: string; detail: string };

const port = parentPort;
if (!port) throw new Error('extract-worker.ts must run in a worker thread');

port.on('message', (request: ReadRequest) => {
  readDocument(request).then(
    (document) => port.postMessage({ ok: true, document } satisfies WorkerReply),
    (error: unknown) => {
      const code = error instanceof GeneratorError ? error.code : 'corrupt';
      const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      port.postMessage({ ok: false, code, detail } satisfies WorkerReply);
    },
  );
});
