import type { RawLine, RawPage } from './raw-document.ts';

/** Characters per page for sources without pages, about one printed page of notes. */
export const CHUNK_CHARS = 3000;

/**
 * Pages for a source without real pages: its explicit page breaks when it has any, else
 * chunks of about CHUNK_CHARS characters that end at a paragraph (a line with breakBefore).
 */
export function pagesFromBlocks(sections: RawLine[][], maxPages: number) {
  const chunks = sections.length > 1 ? sections : chunkAtParagraphs(sections[0] ?? []);
  const pages: RawPage[] = chunks
    .slice(0, maxPages)
    .map((lines, index) => ({ number: index + 1, lines }));
  return { pageCount: chunks.length, pagesRead: pages.length, pages };
}

function chunkAtParagraphs(lines: RawLine[]): RawLine[][] {
  const chunks: RawLine[][] = [];
  let current: RawLine[] = [];
  let size = 0;
  for (const line of lines) {
    if (line.breakBefore && size > 0 && size + line.text.length > CHUNK_CHARS) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(line);
    size += line.text.length + 1;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
