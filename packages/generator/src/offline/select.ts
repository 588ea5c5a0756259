import { containsPhrase, similarity } from '../quality/quality-checks.ts';
import { keyedRandom } from './random.ts';

/**
 * The score of an item that only makes up a count (who is cited for a claim, a statement that
 * leans on the line before): below every other item's, and never chosen to spread a quiz over
 * the document.
 */
export const COUNT_ONLY_SCORE = -1;

export interface Selectable {
  page: number;
  key: string;
  sentenceId: number;
  score: number;
  /**
   * Items of one group test other facts of one setting (the headings the statements of one slide
   * are given under): one while the count can be met otherwise, a second only as a last resort.
   */
  group?: string;
  /** A quiz item's question and key, to keep one item from answering another. */
  question?: string;
  answer?: string;
}

/**
 * One item's question names the other's key of two or more words ('… earlier than forward
 * checking.' beside '______ propagates information …' → 'Forward checking'): the quiz answers
 * its own question.
 */
export function cues(a: Selectable, b: Selectable): boolean {
  const names = (key: string | undefined, question: string | undefined) =>
    key !== undefined &&
    question !== undefined &&
    key.trim().split(/\s+/).length >= 2 &&
    containsPhrase(question, key);
  return names(a.answer, b.question) || names(b.answer, a.question);
}

/**
 * Keeps the best `count` candidates (Heilman & Smith: over-generate, then rank) while spreading
 * them over the document and never testing the same term, sentence or wording twice.
 */
export function selectSpread<T extends Selectable>(
  candidates: T[],
  count: number,
  seed: number,
  text: (c: T) => string,
  kind: (c: T) => string = () => '',
): T[] {
  // A little seeded noise lets another seed pick among near-equal candidates; each candidate's
  // own, so that adding or removing one does not reorder the rest.
  const ranked = candidates
    .map((c) => ({ c, score: c.score + 0.08 * keyedRandom(seed, text(c))() }))
    .sort((a, b) => b.score - a.score);
  const chosen: T[] = [];
  // A term is tested once. Only when the count cannot be met so is it tested a second time (never
  // a third) on another fact: first in another form (a definition question beside a blank
  // elsewhere), then in the same form from another page, last from another sentence of its page;
  // always worded unlike the first (never the same list question twice).
  const stages = ['never', 'other form', 'other page', 'other sentence'] as const;
  let repeat: (typeof stages)[number] = 'never';
  const repeats = (o: T, c: T): boolean =>
    repeat === 'never' ||
    chosen.filter((x) => x.key === c.key).length >= 2 ||
    (kind(o) === kind(c) &&
      (repeat === 'other form' || (repeat === 'other page' && o.page === c.page)));
  const grouped = (o: T, c: T): boolean =>
    o.group !== undefined &&
    o.group === c.group &&
    (repeat !== 'other sentence' || chosen.filter((x) => x.group === c.group).length >= 2);
  // Items that cue each other stand together only when the count cannot be met otherwise.
  let avoidCues = true;
  const cueing = new Map<T, Map<T, boolean>>();
  const cued = (o: T, c: T): boolean => {
    const known = cueing.get(o) ?? new Map<T, boolean>();
    cueing.set(o, known);
    let result = known.get(c);
    if (result === undefined) known.set(c, (result = cues(o, c)));
    return result;
  };
  const fits = (c: T): boolean =>
    !chosen.some(
      (o) =>
        (o.key === c.key && (repeats(o, c) || similarity(text(o), text(c)) >= 0.2)) ||
        grouped(o, c) ||
        (avoidCues && cued(o, c)) ||
        o.sentenceId === c.sentenceId ||
        similarity(text(o), text(c)) >= 0.5,
    );

  // First pass: the best candidate of each stretch of pages, if it is among the better ones.
  const pages = [...new Set(candidates.map((c) => c.page))].sort((a, b) => a - b);
  // The noise above never lifts a count-only item past half its distance to zero.
  const floor = Math.max(
    COUNT_ONLY_SCORE / 2,
    ranked[Math.min(ranked.length - 1, count * 2)]?.score ?? -Infinity,
  );
  const bins = Math.min(count, pages.length);
  for (let bin = 0; bin < bins; bin++) {
    const from = pages[Math.floor((bin * pages.length) / bins)] ?? 0;
    const to = pages[Math.floor(((bin + 1) * pages.length) / bins)] ?? Infinity;
    const best = ranked.find(
      (r) => r.c.page >= from && r.c.page < to && r.score >= floor && fits(r.c),
    );
    if (best) chosen.push(best.c);
  }

  // Second pass: fill up by score, discounting pages and kinds already well represented.
  // A term asked again in another form comes before a pair that cues each other; the same form
  // twice comes after.
  for (const avoid of [true, false]) {
    avoidCues = avoid;
    for (const stage of avoid ? stages.slice(0, 2) : stages) {
      repeat = stage;
      fill(chosen, ranked, count, fits, kind);
      if (chosen.length >= count) break;
    }
    if (chosen.length >= count) break;
  }
  if (chosen.length < count)
    swapForTwo(chosen, ranked, count, (pool) => fill(chosen, pool, count, fits, kind));
  return chosen.sort((a, b) => a.page - b.page || a.sentenceId - b.sentenceId);
}

/**
 * The greedy choice can block two items with one: the blank 'purchasing power' of one sentence
 * takes the key a second sentence asks and the sentence whose other blank was free. Short of the
 * count, a chosen item gives way where two others then fit in its place.
 */
function swapForTwo<T extends Selectable>(
  chosen: T[],
  ranked: Array<{ c: T; score: number }>,
  count: number,
  refill: (pool: Array<{ c: T; score: number }>) => void,
): void {
  for (let i = chosen.length - 1; i >= 0 && chosen.length < count; i--) {
    const before = [...chosen];
    const [out] = chosen.splice(i, 1);
    refill(ranked.filter((r) => r.c !== out));
    if (chosen.length > before.length) i = chosen.length;
    else chosen.splice(0, chosen.length, ...before);
  }
}

function fill<T extends Selectable>(
  chosen: T[],
  ranked: Array<{ c: T; score: number }>,
  count: number,
  fits: (c: T) => boolean,
  kind: (c: T) => string,
): void {
  while (chosen.length < count) {
    let best: { c: T; adjusted: number } | undefined;
    for (const r of ranked) {
      if (chosen.includes(r.c) || !fits(r.c)) continue;
      const samePage = chosen.filter((o) => o.page === r.c.page).length;
      const sameKind = chosen.filter((o) => kind(o) === kind(r.c)).length;
      const adjusted = r.score - 0.08 * samePage - (0.3 * sameKind) / Math.max(count, 1);
      if (best === undefined || adjusted > best.adjusted) best = { c: r.c, adjusted };
    }
    if (best === undefined) break;
    chosen.push(best.c);
  }
}
