import { pagesFromBlocks } from './page-chunks.ts';
import type { RawDocument, RawLine } from './raw-document.ts';

/**
 * Reads a plain-text or Markdown file. Lines after a blank line start a paragraph; Markdown
 * headings stand alone; form feeds (as in pdftotext output) are page breaks.
 */
export function readText(text: string, maxPages: number): RawDocument {
  const sections = text
    .replace(/^\uFEFF/u, '')
    .split('\f')
    .map((section) => sectionLines(section));
  const nonEmpty = sections.filter((lines) => lines.length > 0);
  return { kind: 'txt', ...pagesFromBlocks(nonEmpty.length > 0 ? nonEmpty : [[]], maxPages) };
}

function sectionLines(section: string): RawLine[] {
  const lines: RawLine[] = [];
  let breakBefore = true;
  for (const raw of section.split(/\r\n|\r|\n/u)) {
    const text = raw.trim();
    if (text === '') {
      breakBefore = true;
      continue;
    }
    const heading = /^#{1,6}\s/u.test(text);
    lines.push({
      text: heading ? text.replace(/^#+\s*/u, '') : text,
      breakBefore: breakBefore || heading,
    });
    breakBefore = heading;
  }
  return lines;
}
