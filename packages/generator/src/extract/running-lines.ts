import { isPageNumber, runningKey } from './clean-text.ts';
import type { CleanLine } from './join-lines.ts';

export interface LinePage {
  number: number;
  width?: number;
  height?: number;
  lines: CleanLine[];
}

// Headers and footers live in the top and bottom 12% of a PDF page.
const BAND = 0.12;
const EDGE_NUMBER = /^(\p{Nd}{1,4})\s|\s(\p{Nd}{1,4})$/u;

function band(page: LinePage, index: number): 'top' | 'bottom' | undefined {
  const line = page.lines[index]!;
  if (line.box && page.height) {
    if (line.box.top < page.height * BAND) return 'top';
    if (line.box.top > page.height * (1 - BAND)) return 'bottom';
    return undefined;
  }
  // Without positions, only a page's first and last lines can be its header and footer.
  if (page.lines.length < 3) return undefined;
  if (index === 0) return 'top';
  return index === page.lines.length - 1 ? 'bottom' : undefined;
}

/**
 * Drops, from the header and footer bands: lines that are only a page number, lines repeated
 * (digits aside) on at least half the pages, and running heads that carry the page number.
 */
export function dropRunningLines(pages: LinePage[]): LinePage[] {
  const withText = pages.filter((page) => page.lines.length > 0).length;
  const pagesByKey = new Map<string, number>();
  const pagesByOffset = new Map<number, number>();
  for (const page of pages) {
    const keys = new Set<string>();
    const offsets = new Set<number>();
    page.lines.forEach((line, index) => {
      const where = band(page, index);
      if (!where) return;
      keys.add(`${where}:${runningKey(line.text)}`);
      const printed = printedNumber(line.text);
      if (printed !== undefined) offsets.add(printed - page.number);
    });
    for (const key of keys) pagesByKey.set(key, (pagesByKey.get(key) ?? 0) + 1);
    for (const offset of offsets) pagesByOffset.set(offset, (pagesByOffset.get(offset) ?? 0) + 1);
  }
  const threshold = Math.max(2, Math.ceil(withText / 2));
  // Books print "7  2.3 ORTHOGONAL FUNCTIONS" with the section changing: what repeats is that
  // the number at the line's edge is the page number (plus the same offset on every page).
  let offset: number | undefined;
  let offsetPages = Math.max(3, Math.ceil(withText / 3)) - 1;
  for (const [candidate, count] of pagesByOffset) {
    if (count > offsetPages) [offset, offsetPages] = [candidate, count];
  }
  return pages.map((page) => ({
    ...page,
    lines: page.lines.filter((line, index) => {
      const where = band(page, index);
      if (!where) return true;
      if (isPageNumber(line.text)) return false;
      if (offset !== undefined && printedNumber(line.text) === page.number + offset) return false;
      return (pagesByKey.get(`${where}:${runningKey(line.text)}`) ?? 0) < threshold;
    }),
  }));
}

function printedNumber(text: string): number | undefined {
  if (text.length > 120) return undefined;
  const match = EDGE_NUMBER.exec(text);
  const digits = match?.[1] ?? match?.[2];
  return digits === undefined ? undefined : Number(digits);
}
