import { BULLET_MARKER, endsSentence, startsListItem, words } from './clean-text.ts';
import type { LineBox, RawLine } from './raw-document.ts';

export interface CleanLine extends RawLine {
  bullet: boolean;
}

/**
 * Turns a page's lines into its text: wrapped lines become one line, hyphenated breaks are
 * mended, list items start with the bullet marker. `vocabulary` holds every word of the
 * document, to tell "recog-nition" (a break) from "self-control" (a real hyphen).
 */
export function joinLines(
  lines: readonly CleanLine[],
  vocabulary: ReadonlySet<string>,
  layout: 'slide' | 'page' = 'page',
): string {
  const out: string[] = [];
  let previous: CleanLine | undefined;
  for (const line of lines) {
    const last = out.length - 1;
    if (previous && last >= 0 && continues(previous, line, lines, layout, vocabulary)) {
      const current = out[last]!;
      const hyphen = /(\p{L})-$/u.exec(current);
      if (hyphen && /^\p{Ll}/u.test(line.text)) {
        out[last] = mendHyphen(current, line.text, vocabulary);
      } else if (hyphen && /^\p{L}/u.test(line.text)) {
        out[last] = current + line.text;
      } else {
        out[last] = `${current} ${line.text}`;
      }
    } else {
      out.push(line.bullet ? BULLET_MARKER + line.text : line.text);
    }
    previous = line;
  }
  return out.join('\n');
}

/**
 * Where the text around a line wraps: the outermost edge of the lines of about its font size
 * that overlap it horizontally, so each column of a two-column page has its own edges.
 */
function wrapEdge(line: LineBox, page: readonly CleanLine[]): number {
  let edge = line.rtl ? line.x0 : line.x1;
  for (const { box } of page) {
    if (!box || box.x0 >= line.x1 || box.x1 <= line.x0) continue;
    if (Math.abs(box.fontSize / line.fontSize - 1) > 0.15) continue;
    edge = line.rtl ? Math.min(edge, box.x0) : Math.max(edge, box.x1);
  }
  return edge;
}

function continues(
  previous: CleanLine,
  line: CleanLine,
  page: readonly CleanLine[],
  layout: 'slide' | 'page',
  vocabulary: ReadonlySet<string>,
): boolean {
  if (line.breakBefore || line.bullet || startsListItem(line.text)) return false;
  if (endsSentence(previous.text)) return false;
  const a = previous.box;
  const b = line.box;
  if (!a || !b) return true;
  const sizeRatio = b.fontSize / a.fontSize;
  if (sizeRatio < 0.85 || sizeRatio > 1.18) return false;
  const gap = b.top - a.top;
  // Going up means another column or text box; a gap of two lines or more is a new paragraph.
  if (gap <= 0 || gap > 2.2 * Math.max(a.fontSize, b.fontSize)) return false;
  // A wrapped line runs (nearly) to the edge where the text wraps; a shorter one was ended on
  // purpose: a title, or an item of a list whose bullets are drawn as graphics.
  const edge = wrapEdge(a, page);
  const room = a.rtl ? a.x1 - edge : edge - a.x0;
  const used = a.x1 - a.x0;
  if (/\p{L}-$/u.test(previous.text) && /^\p{L}/u.test(line.text)) return true;
  // Arabic and other scripts without case count as lowercase here.
  const capital = /^[\p{Lu}\p{Lt}\p{Nd}]/u.test(line.text) && !previous.text.endsWith(',');
  // On slides, a line after a full one that starts with a capital is most often the next item;
  // unless it goes on with a name the document writes on one line elsewhere ('Iterative
  // Elimination of Strictly' / 'Dominated Strategies (IESDS) requires …').
  if (capital && layout === 'slide') return namesAcross(previous.text, line.text, vocabulary);
  return used >= room * (capital ? 0.8 : 0.72);
}

/**
 * Whether the last word of `previous` and the first of `next`, both capitalised, are a pair seen,
 * in a line of words that are not all capitalised (rows of 'True False …' are a table).
 */
function namesAcross(previous: string, next: string, vocabulary: ReadonlySet<string>): boolean {
  if (!/\s\p{Ll}/u.test(previous)) return false;
  const last = /(\p{Lu}\p{Ll}+)$/u.exec(previous)?.[1];
  const first = /^(\p{Lu}\p{Ll}+)\b/u.exec(next)?.[1];
  return last !== undefined && first !== undefined && vocabulary.has(`${last} ${first}`);
}

function mendHyphen(current: string, next: string, vocabulary: ReadonlySet<string>): string {
  const head = /[\p{L}\p{M}]+-$/u.exec(current)?.[0].slice(0, -1) ?? '';
  const tail = /^[\p{L}\p{M}]+/u.exec(next)?.[0] ?? '';
  const joined = (head + tail).toLowerCase();
  const keepHyphen = !vocabulary.has(joined) && vocabulary.has(`${head}-${tail}`.toLowerCase());
  return keepHyphen ? current + next : current.slice(0, -1) + next;
}

/**
 * Every word of the given texts, plus hyphenated compounds and pairs of capitalised words written
 * on one line.
 */
export function vocabularyOf(texts: Iterable<string>): Set<string> {
  const vocabulary = new Set<string>();
  for (const text of texts) {
    for (const word of words(text)) vocabulary.add(word);
    // Capitalised pairs written on one line ('Strictly Dominated'), as written.
    for (const [, a, b] of text.matchAll(
      /(?<!\p{L})(\p{Lu}\p{Ll}+) (?=(\p{Lu}\p{Ll}+)(?!\p{L}))/gu,
    ))
      vocabulary.add(`${a} ${b}`);
    if (!text.includes('-')) continue;
    for (const compound of text.toLowerCase().match(/[\p{L}\p{M}]+-[\p{L}\p{M}]+/gu) ?? []) {
      vocabulary.add(compound);
    }
  }
  return vocabulary;
}
