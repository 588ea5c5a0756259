import JSZip from 'jszip';
import { decodePlainText, looksLikePdf, looksLikeZip, officeKind } from './detect-type.ts';
import { extractError } from './extract-errors.ts';
import type { DocumentKind, RawDocument } from './raw-document.ts';
import { readDocx } from './read-docx.ts';
import { readPdf } from './read-pdf.ts';
import { readPptx } from './read-pptx.ts';
import { readText } from './read-text.ts';

// A ZIP of a few hundred KB can inflate to gigabytes: refuse it before anything inflates it for
// real and runs out of memory. Real 10 MB Office files inflate to far less.
const MAX_INFLATED_BYTES = 200 * 1024 * 1024;

export interface ReadRequest {
  /** The kind the file's name promises; the bytes must be of that kind. */
  kind: DocumentKind;
  bytes: Uint8Array;
  maxPages: number;
  /** For PDFs split across readers: this one reads every `count`-th page from `index`. */
  shard?: { index: number; count: number };
}

/** Checks that the bytes really are of the promised kind, then reads their uncleaned pages. */
export async function readDocument(request: ReadRequest): Promise<RawDocument> {
  const { kind, bytes, maxPages } = request;
  if (bytes.length === 0) throw extractError(kind === 'txt' ? 'no_text' : 'corrupt');
  if (looksLikePdf(bytes)) {
    if (kind !== 'pdf') throw extractError('type_mismatch');
    return readPdf(bytes, { maxPages, shard: request.shard });
  }
  if (looksLikeZip(bytes)) {
    if (kind !== 'pptx' && kind !== 'docx') throw extractError('type_mismatch');
    let zip: JSZip;
    try {
      zip = await JSZip.loadAsync(bytes);
    } catch {
      throw extractError('corrupt');
    }
    if (officeKind(zip) !== kind) throw extractError('type_mismatch');
    await assertInflatesWithin(zip, MAX_INFLATED_BYTES);
    try {
      return kind === 'pptx' ? await readPptx(zip, maxPages) : await readDocx(zip, maxPages);
    } catch {
      throw extractError('corrupt');
    }
  }
  const text = decodePlainText(bytes);
  if (kind !== 'txt' || text === undefined) throw extractError('type_mismatch');
  return readText(text, maxPages);
}

/** Inflates every part once, counting bytes as they stream, and stops at `limit`. */
async function assertInflatesWithin(zip: JSZip, limit: number): Promise<void> {
  let total = 0;
  for (const file of Object.values(zip.files)) {
    if (file.dir) continue;
    const within = await new Promise<boolean>((resolve) => {
      const stream = file.nodeStream('nodebuffer');
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total <= limit) return;
        // Stop inflating: the paused stream is dropped with the rest of the ZIP.
        stream.pause();
        stream.removeAllListeners();
        resolve(false);
      });
      stream.on('end', () => resolve(true));
      stream.on('error', () => resolve(false));
    });
    if (!within) throw extractError('corrupt');
  }
}
