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
    // Headers and footers are set no larger than the text; a bigger line is a slide's title.
    if (line.box.fontSize > bodySize(page) * 1.15) return undefined;
    if (line.box.top < page.height * BAND) return 'top';
    if (line.box.top > page.height * (1 - BAND)) return 'bottom';
  }
  // Only PDFs have headers and footers in their text: Word keeps them in parts of their own,
  // and the PowerPoint reader skips footer placeholders.
  return undefined;
}

const bodySizes = new WeakMap<LinePage, number>();

/** The font size of most of a page's characters. */
function bodySize(page: LinePage): number {
  let size = bodySizes.get(page);
  if (size === undefined) {
    const weights = new Map<number, number>();
    for (const { box, text } of page.lines) {
      if (box) weights.set(box.fontSize, (weights.get(box.fontSize) ?? 0) + text.length);
    }
    size = [...weights].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [0, -1])[0];
    bodySizes.set(page, size);
  }
  return size;
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
  // Two pages alike are not enough evidence: short decks repeat a title during a build-up.
  const threshold = Math.max(3, Math.ceil(withText / 2));
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
