// Runs in a reader process forked by extract-pool.ts: parsing untrusted files there means a
// runaway parse can be stopped (the process is killed) without harming the caller.
import { GeneratorError } from '../types.ts';
import { readDocument, type ReadRequest } from './read-document.ts';

export type ReaderReply =
  | { ok: true; document: Awaited<ReturnType<typeof readDocument>> }
  | { ok: false; code: string; detail: string };

// PDF.js inflates streams with DecompressionStream when there is one; in Node that goes through
// web streams and zlib's thread pool, and measured 3-20% slower on the lecture fixtures than
// PDF.js's own inflate, which it falls back to without it. This process only reads files.
(globalThis as { DecompressionStream?: unknown }).DecompressionStream = undefined;

if (!process.send) throw new Error('extract-reader.ts must run as a forked child process');

function send(reply: ReaderReply): void {
  // Sending fails only when the parent has gone; then there is no one left to read for.
  process.send?.(reply, (error: Error | null) => {
    if (error) process.exit(0);
  });
}

process.on('message', (request: ReadRequest) => {
  readDocument(request).then(
    (document) => send({ ok: true, document } satisfies ReaderReply),
    (error: unknown) => {
      const code = error instanceof GeneratorError ? error.code : 'corrupt';
      const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      send({ ok: false, code, detail } satisfies ReaderReply);
    },
  );
});
// The parent went away (exited or crashed): nothing is left to read for.
process.on('disconnect', () => process.exit(0));
