/** Choosing wrong options for Arabic items: alike in shape, near or far by difficulty. */
import { oddOneOut } from '../quality/arabic-flaws.ts';
import { isVariant } from '../quality/quality-checks.ts';
import type { Difficulty } from '../types.ts';
import type { ArabicModel } from './arabic-model.ts';
import { contentWords, normalizeArabic } from './arabic-text.ts';
import { keyedRandom } from './random.ts';

export interface ArabicContext {
  model: ArabicModel;
  difficulty: Difficulty;
  /** Seeds each item's own random draws (keyedRandom). */
  seed: number;
}

export interface OptionCandidate {
  text: string;
  page: number;
}

function shared(a: string, b: string): number {
  const wa = contentWords(a);
  const wb = contentWords(b);
  let n = 0;
  for (const w of wa) if (wb.has(w)) n++;
  return n / Math.max(1, Math.min(wa.size, wb.size));
}

/**
 * Three options for `key` from `pool`: hard draws those sharing words with the key and near it
 * in the document, easy those far from it; options differ from the key and from each other, and
 * are not all of one kind the key is not. When the key repeats words of the `stem` ('الأهداف
 * العامة' for 'أهداف أكثر تحديداً …'), options repeating them come first, so the echo is no cue.
 */
export function pickOptions(
  key: OptionCandidate,
  pool: OptionCandidate[],
  ctx: ArabicContext,
  reject: (option: OptionCandidate) => boolean,
  stem = '',
): string[] | undefined {
  const keyLength = key.text.length;
  const random = keyedRandom(ctx.seed, key.text);
  const stemWords = contentWords(stem);
  const echoed = [...contentWords(key.text)].filter((w) => stemWords.has(w));
  const scored = pool
    .filter((o) => normalizeArabic(o.text) !== normalizeArabic(key.text))
    .map((o) => {
      const words = contentWords(o.text);
      const near =
        0.5 * shared(o.text, key.text) +
        0.5 * (1 - Math.min(1, Math.abs(o.page - key.page) / Math.max(4, ctx.model.pageCount / 3)));
      const target = ctx.difficulty === 'hard' ? 1 : ctx.difficulty === 'easy' ? 0 : 0.5;
      const lengthGap = Math.abs(o.text.length - keyLength) / Math.max(keyLength, 1);
      const fit = -Math.abs(near - target) - 0.4 * Math.min(lengthGap, 2) + 0.15 * random();
      return { o, fit, echoes: echoed.some((w) => words.has(w)) };
    })
    // Options that echo the stem as the key does first, each group by fit.
    .sort((a, b) => Number(b.echoes) - Number(a.echoes) || b.fit - a.fit);
  const chosen: string[] = [];
  for (const { o } of scored) {
    if (isVariant(o.text, key.text) || reject(o)) continue;
    if (chosen.some((c) => isVariant(c, o.text) || normalizeArabic(c) === normalizeArabic(o.text)))
      continue;
    // Three of one kind beside a key of another ('بعض قضايا …' three times) point to the key.
    if (chosen.length === 2 && oddOneOut(key.text, [...chosen, o.text])) continue;
    chosen.push(o.text);
    if (chosen.length === 3) return chosen;
  }
  return undefined;
}

/** Whether another clean sentence says of `option` what the stem says of the key. */
export function alsoSaid(option: string, stem: string, ctx: ArabicContext, own: number): boolean {
  const stemWords = contentWords(stem);
  if (stemWords.size === 0) return false;
  const needle = normalizeArabic(option);
  for (const s of ctx.model.sentences) {
    if (s.id === own || !normalizeArabic(s.text).includes(needle)) continue;
    const words = contentWords(s.text);
    let n = 0;
    for (const w of stemWords) if (words.has(w)) n++;
    if (n / stemWords.size >= 0.5) return true;
  }
  return false;
}
