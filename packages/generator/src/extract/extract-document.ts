import { availableParallelism, loadavg } from 'node:os';
import { GENERATION_MAX_BYTES, GENERATION_MAX_PAGES } from '@halaqa/shared/generation';
import type { ExtractedDocument, SourceFile } from '../types.ts';
import { cleanDocument } from './clean-document.ts';
import { assertContentTypeFits, kindFromFileName } from './detect-type.ts';
import { extractError } from './extract-errors.ts';
import { POOL_SIZE, idleReaders, readInReader } from './extract-pool.ts';
import type { DocumentKind, RawDocument } from './raw-document.ts';

export const DEFAULT_TIMEOUT_MS = 20_000;
// Below this a PDF reads faster in one reader than a second reader takes to parse it again.
const SPLIT_PDF_BYTES = 256 * 1024;

/**
 * How many reader processes share a PDF. Each one parses the document and its fonts again, which
 * costs over a third more CPU in all (measured on the lecture fixtures): worth it only when a
 * core is idle, so a busy server (or a busy machine) reads each file in one reader. The other
 * reader must already be running: starting one takes most of a second, longer than a whole
 * lecture PDF takes to read.
 */
function shardsFor(kind: DocumentKind, bytes: number): number {
  if (kind !== 'pdf' || bytes < SPLIT_PDF_BYTES || idleReaders() < POOL_SIZE) return 1;
  return loadavg()[0]! <= availableParallelism() - 1 ? POOL_SIZE : 1;
}

/**
 * Reads the cleaned text of an uploaded PDF, PPTX, DOCX or plain-text file, page by page.
 * Every failure is a GeneratorError whose message can be shown to the user.
 */
export async function extractDocument(
  file: SourceFile,
  options: { timeoutMs?: number; maxPages?: number } = {},
): Promise<ExtractedDocument> {
  const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const maxPages = Math.min(options.maxPages ?? GENERATION_MAX_PAGES, GENERATION_MAX_PAGES);
  if (file.bytes.length > GENERATION_MAX_BYTES) throw extractError('too_large');
  const kind = kindFromFileName(file.fileName);
  assertContentTypeFits(kind, file.contentType);
  const shards = shardsFor(kind, file.bytes.length);
  const parts = await Promise.all(
    Array.from({ length: shards }, (_, index) =>
      readInReader(
        { kind, bytes: file.bytes, maxPages, shard: { index, count: shards } },
        deadline,
      ),
    ),
  );
  return cleanDocument(mergeShards(parts));
}

function mergeShards(parts: RawDocument[]): RawDocument {
  const [first] = parts;
  if (!first || parts.length === 1) return first!;
  const pages = parts.flatMap((part) => part.pages).sort((a, b) => a.number - b.number);
  return { ...first, pages };
}
