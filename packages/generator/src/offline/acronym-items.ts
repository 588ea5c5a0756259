import { containsPhrase, isVariant } from '../quality/quality-checks.ts';
import type { BuildContext, QuizCandidate } from './candidate.ts';
import { usableDefinitions } from './definition-items.ts';
import { pickDistractors } from './distractors.ts';

/** Initials of a name, without small words: "Iterative Elimination of …" → "IE…". */
function initials(text: string): string {
  return text
    .split(/[\s-]+/)
    .filter((w) => !/^(?:of|and|for|the|in|on|to|&)$/.test(w))
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/**
 * "What does IESDS stand for?" when the document spells out too few abbreviations to offer
 * other expansions: the options are the document's other multi-word names, none of which has
 * the abbreviation's initials.
 */
export function acronymNameItems(ctx: BuildContext): QuizCandidate[] {
  const acronyms = usableDefinitions(ctx).filter(({ d }) => d.style === 'acronym');
  // With three other expansions the describe-term items already ask this.
  if (acronyms.length >= 4) return [];
  const names = ctx.pool.filter(
    (t) => t.proper && t.words >= 2 && !/^\p{Lu}{2,}$/u.test(t.text) && /^\p{Lu}/u.test(t.text),
  );
  const out: QuizCandidate[] = [];
  for (const { d, shown, term } of acronyms) {
    const key = { ...term, text: shown, words: shown.split(' ').length };
    const picked = pickDistractors(key, names, {
      difficulty: ctx.difficulty,
      random: ctx.random,
      at: { page: d.sentence.page, listId: d.sentence.listId, pageCount: ctx.model.pageCount },
      reject: (t) =>
        initials(t.text).startsWith(d.term.text.charAt(0)) ||
        containsPhrase(d.sentence.text, t.text) ||
        isVariant(t.text, shown),
    });
    if (picked === undefined) continue;
    const [a, b, c] = picked.terms.map((t) => t.text);
    out.push({
      kind: 'acronym',
      question: `What does ${d.term.text} stand for?`,
      answer: shown,
      distractors: [a ?? '', b ?? '', c ?? ''],
      page: d.sentence.page,
      evidence: d.sentence.text,
      key: d.term.key,
      sentenceId: d.sentence.id,
      score: 0.6 + 0.1 * picked.closeness,
    });
  }
  return out;
}
