import { GENERATION_MAX_BYTES, GENERATION_MAX_PAGES } from '@halaqa/shared/generation';
import type { ExtractedDocument, SourceFile } from '../types.ts';
import { cleanDocument } from './clean-document.ts';
import { assertContentTypeFits, kindFromFileName } from './detect-type.ts';
import { extractError } from './extract-errors.ts';
import { POOL_SIZE, readInWorker } from './extract-pool.ts';
import type { RawDocument } from './raw-document.ts';

export const DEFAULT_TIMEOUT_MS = 20_000;
// Below this a PDF reads faster in one worker than the second worker takes to parse it again.
const SPLIT_PDF_BYTES = 128 * 1024;

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
  const shards = kind === 'pdf' && file.bytes.length >= SPLIT_PDF_BYTES ? POOL_SIZE : 1;
  const parts = await Promise.all(
    Array.from({ length: shards }, (_, index) =>
      readInWorker(
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
