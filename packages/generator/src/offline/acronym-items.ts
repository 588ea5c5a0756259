import { containsPhrase, isVariant } from '../quality/quality-checks.ts';
import {
  expansion,
  SMALL_WORDS,
  titleCase,
  type BuildContext,
  type QuizCandidate,
} from './candidate.ts';
import { usableDefinitions } from './definition-items.ts';
import type { Term } from './document-model.ts';
import { pickDistractors } from './distractors.ts';
import { keyedRandom } from './random.ts';

/** Initials of a name, without small words: "Iterative Elimination of …" → "IE…". */
function initials(text: string): string {
  return text
    .split(/[\s-]+/)
    .filter((w) => !SMALL_WORDS.test(w))
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/**
 * A concept's name: two to five words the document also writes in lower case ("contract
 * theory"), so neither a person ("Peter Ljunglöf") nor a shouted title.
 */
function conceptName(term: Term, lowerWords: Set<string>): boolean {
  if (term.words < 2 || term.words > 5) return false;
  return term.text
    .split(/[\s-]+/)
    .every(
      (w) => SMALL_WORDS.test(w) || (/^\p{L}\p{Ll}+$/u.test(w) && lowerWords.has(w.toLowerCase())),
    );
}

/**
 * "What does IESDS stand for?" when the document spells out too few abbreviations to offer
 * other expansions: the options are the document's other multi-word concept names, none of
 * which has the abbreviation's first letter.
 */
export function acronymNameItems(ctx: BuildContext): QuizCandidate[] {
  const acronyms = usableDefinitions(ctx).filter(({ d }) => d.style === 'acronym');
  // With three other expansions the describe-term items already ask this.
  if (acronyms.length >= 4) return [];
  const names = ctx.pool.filter((t) => conceptName(t, ctx.model.lowerWords));
  const out: QuizCandidate[] = [];
  for (const { d, shown, term } of acronyms) {
    const key = { ...term, text: shown, words: shown.split(' ').length };
    const picked = pickDistractors(key, names, {
      difficulty: ctx.difficulty,
      random: keyedRandom(ctx.seed, term.key),
      at: { page: d.sentence.page, listId: d.sentence.listId, pageCount: ctx.model.pageCount },
      reject: (t) =>
        initials(t.text).startsWith(d.term.text.charAt(0)) ||
        containsPhrase(d.sentence.text, t.text) ||
        isVariant(t.text, shown),
    });
    if (picked === undefined) continue;
    const [a, b, c] = picked.terms.map((t) => titleCase(t.text));
    out.push({
      kind: 'acronym',
      question: `What does ${d.term.text} stand for?`,
      answer: expansion(shown),
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
