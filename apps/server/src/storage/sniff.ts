import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

const HEAD_BYTES = 4100;

/** The upload passed its size limit; storage drivers then keep nothing of it. */
export class UploadTooLargeError extends Error {}

// Busboy cuts a file at its size limit and marks the stream `truncated` instead of failing it.
const wasCut = (source: Readable) =>
  (source as Readable & { truncated?: boolean }).truncated === true;

/**
 * Reads the first bytes of an upload to learn its real type (magic bytes), then hands back a
 * stream that still yields every byte, so the upload is never held whole in memory.
 */
export async function sniffStream(
  source: Readable,
): Promise<{ mime: string | undefined; empty: boolean; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    size += next.value.length;
  }
  const first = Buffer.concat(head);
  const type = await fileTypeFromBuffer(first);
  async function* all() {
    yield first;
    if (!done) {
      for (let next = await iterator.next(); !next.done; next = await iterator.next())
        yield next.value;
    }
    if (wasCut(source)) throw new UploadTooLargeError();
  }
  return {
    mime: type?.mime,
    empty: size === 0,
    stream: Readable.from(all(), { objectMode: false }),
  };
}
