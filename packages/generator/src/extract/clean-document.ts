import type { ExtractedDocument, Page } from '../types.ts';
import { normalizeLine, splitBullet, words } from './clean-text.ts';
import { everydayCount } from '../offline/everyday-words.ts';
import { extractError } from './extract-errors.ts';
import { joinLines, vocabularyOf, type CleanLine } from './join-lines.ts';
import { lostLigatures, mendLostLigatures } from './ligatures.ts';
import type { LineBox, RawDocument, RawPage } from './raw-document.ts';
import { dropRunningLines, type LinePage } from './running-lines.ts';

const MIN_CHARS_PER_PAGE = 20;

/**
 * Cleans what a reader produced into the pages of an ExtractedDocument; throws 'no_text' when
 * (after dropping running headers and footers) there is almost no text, as in scanned files.
 */
export function cleanDocument(raw: RawDocument): ExtractedDocument {
  let pages = raw.pages.map(normalizePage);
  pages = dropRunningLines(pages).map(titleFirst);
  pages = pages.map(dropContents);
  const lines = pages.flatMap((page) => page.lines.map((line) => line.text));
  const vocabulary = vocabularyOf(lines);
  const lost = raw.kind === 'pdf' ? lostLigatures(lines) : [];
  const mend = (text: string) =>
    mendLostLigatures(mendSplitWords(text, vocabulary), lost, vocabulary);
  let cleaned: Page[] = pages
    .map((page) => ({
      number: page.number,
      text: mend(joinLines(page.lines, vocabulary, layout(page))),
    }))
    .filter((page) => page.text.trim() !== '');
  const chars = cleaned.reduce((sum, page) => sum + page.text.length, 0);
  if (chars < MIN_CHARS_PER_PAGE || chars < MIN_CHARS_PER_PAGE * raw.pagesRead) {
    throw extractError('no_text');
  }
  if (raw.kind === 'pdf' || raw.kind === 'pptx') cleaned = collapseBuildUps(cleaned);
  return { kind: raw.kind, pageCount: raw.pageCount, pages: cleaned };
}

/**
 * A word whose last letter the PDF set apart ('was in fact par t of philosophy'), mended when
 * the document or everyday English uses the whole word ('part') far more than its head ('par').
 * A lone 'a' or 'i' is a word of its own; 'vitamin c', 'type b' and 'the transform of f' stay.
 */
function mendSplitWords(text: string, vocabulary: ReadonlySet<string>): string {
  return text.replace(
    /\b(\p{Ll}{2,}) ([b-hj-z])\b(?![-'’])/gu,
    (split, head: string, tail: string) => {
      const word = head + tail;
      const count = everydayCount(word);
      // 'of f', 'the n', 'for m' are a word and a variable: there the head is the commoner word.
      const known = vocabulary.has(word) || count >= EVERYDAY_WORD;
      return known && everydayCount(head) * 10 <= count ? word : split;
    },
  );
}

// Said at least 20 times per million words of everyday English (SUBTLEX-US).
const EVERYDAY_WORD = 1000;

function normalizePage(page: RawPage): LinePage {
  const lines: CleanLine[] = [];
  // Bullet glyphs drawn on their own, with the index of the line after them.
  const glyphs: Array<{ box: LineBox | undefined; next: number }> = [];
  for (const line of page.lines) {
    const { bullet, text } = splitBullet(normalizeLine(line.text));
    if (text === '') {
      if (bullet) glyphs.push({ box: line.box, next: lines.length });
      continue;
    }
    // Labels of diagrams and formulas ("H", "C", "ii") come out as lines of their own.
    if (isStrayLabel(text)) continue;
    lines.push({ ...line, text, bullet });
  }
  // A glyph belongs to the line it stands on: a slide's symbol font can draw every arrow after
  // all of the text ('⟹ fail if there are no legal assignments'). Without a place, the next line.
  for (const { box, next } of glyphs) {
    const owner =
      (box && lines.find((line) => line.box && startsBeside(box, line.box))) ?? lines[next];
    if (owner) owner.bullet = true;
  }
  const normal = { number: page.number, width: page.width, height: page.height, lines };
  if (layout(normal) === 'slide' && !lines.some((line) => line.bullet)) markIndentedItems(lines);
  return normal;
}

/**
 * A slide theme that draws its bullets as graphics leaves only their indent: short lines set
 * in under a short line are its items ('Multithreading Models' / 'Many to One', 'One to One' …).
 */
function markIndentedItems(lines: CleanLine[]): void {
  for (const [i, parent] of lines.entries()) {
    const box = parent.box;
    if (!box || box.rtl || !isItemHead(parent.text)) continue;
    const items: CleanLine[] = [];
    for (const line of lines.slice(i + 1)) {
      const b = line.box;
      const first = items[0]?.box;
      if (!b || b.top <= box.top || b.x0 < box.x0 + 0.8 * box.fontSize) break;
      if (b.fontSize > box.fontSize * 1.05 || !isIndentedItem(line.text)) break;
      if (first && Math.abs(b.x0 - first.x0) > 2) break;
      items.push(line);
    }
    if (items.length >= 2) for (const item of items) item.bullet = true;
  }
}

function isItemHead(text: string): boolean {
  return text.split(' ').length <= 8 && !/[.,;:{}=]$/.test(text) && !/^[\p{Nd}(]/u.test(text);
}

function isIndentedItem(text: string): boolean {
  return /^\p{Lu}/u.test(text) && !/[.;{}=]$/.test(text);
}

/** Whether a line starts just right of a glyph, on its baseline. */
function startsBeside(glyph: LineBox, line: LineBox): boolean {
  const size = Math.max(glyph.fontSize, line.fontSize);
  return (
    Math.abs(line.top - glyph.top) <= 0.5 * size &&
    line.x0 >= glyph.x0 &&
    line.x0 - glyph.x1 <= 2 * size
  );
}

function isStrayLabel(text: string): boolean {
  return text.replace(/\s/gu, '').length < 3 && !/\p{Nd}/u.test(text);
}

function layout(page: LinePage): 'slide' | 'page' {
  return page.width && page.height && page.width > page.height ? 'slide' : 'page';
}

/**
 * PowerPoint often writes a slide's title after its body. The title is the topmost line in the
 * largest font: put it first.
 */
function titleFirst(page: LinePage): LinePage {
  const boxed = page.lines.filter((line) => line.box);
  if (boxed.length < 2) return page;
  const top = Math.min(...boxed.map((line) => line.box!.top));
  const largest = Math.max(...boxed.map((line) => line.box!.fontSize));
  const index = page.lines.findIndex(
    (line) => line.box && line.box.fontSize === largest && line.box.top - top < largest * 0.5,
  );
  if (index <= 0) return page;
  const lines = [...page.lines];
  const [title] = lines.splice(index, 1);
  return { ...page, lines: [{ ...title!, breakBefore: true }, ...lines] };
}

const LEADER_LINE = /(?:(?:\.\s*){4,}|…\s*|(?:·\s*){4,})\s*\p{Nd}{1,4}$/u;
const NUMBER_END = /\S\s+\p{Nd}{1,4}$/u;
const CONTENTS_TITLE =
  /^(?:table of contents|contents|inhalt|sommaire|المحتويات|فهرس المحتويات|الفهرس)$/iu;

/**
 * A table of contents: most lines end in a page number, after dotted leaders or under a
 * "Contents" title. Lines before that title (a cover page's) stay; the rest of the page goes.
 */
function dropContents(page: LinePage): LinePage {
  const { lines } = page;
  if (lines.length < 4) return page;
  const leaders = lines.filter((line) => LEADER_LINE.test(line.text)).length;
  const numbered = lines.filter(
    (line) => NUMBER_END.test(line.text) || LEADER_LINE.test(line.text),
  );
  const title = lines.findIndex((line) => CONTENTS_TITLE.test(line.text));
  if (numbered.length < 0.5 * (lines.length - Math.max(title, 0))) return page;
  if (title >= 0) return { ...page, lines: lines.slice(0, title) };
  return leaders >= 3 ? { ...page, lines: [] } : page;
}

/**
 * Animation build-ups export as runs of slides, each repeating the last with a little more:
 * keep only the fullest slide of a run (under its own number).
 */
function collapseBuildUps(pages: Page[]): Page[] {
  const kept: { page: Page; words: string[] }[] = [];
  for (const page of pages) {
    const current = { page, words: words(page.text) };
    const previous = kept[kept.length - 1];
    if (previous && containedIn(previous, current)) kept[kept.length - 1] = current;
    else if (!previous || !containedIn(current, previous)) kept.push(current);
  }
  return kept.map(({ page }) => page);
}

/**
 * Whether (nearly) every word of `small` also occurs in `large`, counting repeats. A slide of
 * one line is a section title, not a build-up step: "Economics" before "What is Economics".
 */
function containedIn(
  small: { page: Page; words: string[] },
  large: { page: Page; words: string[] },
): boolean {
  if (!small.page.text.includes('\n')) return false;
  const { words: smallWords } = small;
  const { words: largeWords } = large;
  if (smallWords.length === 0 || smallWords.length > largeWords.length) return false;
  const counts = new Map<string, number>();
  for (const word of largeWords) counts.set(word, (counts.get(word) ?? 0) + 1);
  let missing = 0;
  for (const word of smallWords) {
    const left = counts.get(word) ?? 0;
    if (left > 0) counts.set(word, left - 1);
    else missing += 1;
  }
  // Short slides must match exactly; longer ones may differ by a changed word or two.
  return smallWords.length < 10 ? missing === 0 : missing <= smallWords.length * 0.1;
}
