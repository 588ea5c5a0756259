/**
 * 'Which work is cited for …?': seminar slides and readings attribute their claims ('All lexical
 * categories satisfy convexity (Gardenfors 2014)'). Who showed what is part of such a course, and
 * the other works the document cites are wrong options of the same kind.
 */
import { containsPhrase, isVariant } from '../quality/quality-checks.ts';
import type { BuildContext, QuizCandidate } from './candidate.ts';
import type { Sentence } from './document-model.ts';
import { keyedRandom, shuffle } from './random.ts';
import { COUNT_ONLY_SCORE } from './select.ts';

const NAME = String.raw`\p{Lu}[\p{L}’'-]+(?: \p{Lu}[\p{L}’'-]+)?`;
/** 'Hyman 2008', 'Jaeger, 2010', 'Mocnik & Abramovitz 2019', 'Rullmann, Matthewson & Davis 2008'. */
const WORK = String.raw`${NAME}(?:(?:, | & | and |, and )${NAME})*(?: et al\.?)?,? (?:1[89]|20)\d\d[a-z]?`;
const CITED_AT_END = new RegExp(String.raw`^(.+?)\s*\((${WORK})\)\s*[.:]?$`, 'u');
const ANY_WORK = new RegExp(String.raw`(?<=[(;]\s*)${WORK}(?=\s*[;)])`, 'gu');
/** A claim named rather than stated ('The single axis of variability universal (Nauze 2008):'). */
const NAMED_CLAIM =
  /\b(?:universal|law|principle|theorem|hypothesis|effect|model|rule|paradox|theory|conjecture)s?$/i;

export interface CitedClaim {
  claim: string;
  work: string;
  sentence: Sentence;
}

/** 'Jaeger, 2010' and 'Jaeger 2010' are one work. */
function workKey(work: string): string {
  return work.replace(/,(?= (?:1[89]|20)\d\d)/, '').toLowerCase();
}

/** The claims the document attributes to one work each, stated or named, outside skipped pages. */
export function citedClaims(ctx: BuildContext): CitedClaim[] {
  const skipped = new Set(ctx.model.layouts.filter((l) => l.skip).map((l) => l.page));
  const out: CitedClaim[] = [];
  for (const sentence of ctx.model.sentences) {
    if (skipped.has(sentence.page)) continue;
    const match = CITED_AT_END.exec(sentence.text);
    if (match === null) continue;
    const [, claim = '', work = ''] = match;
    // Another citation inside the claim, or a label before a colon: the claim is not one thing.
    if (/\(|\)|:|;/.test(claim) || !/^\p{Lu}/u.test(claim)) continue;
    const words = claim.split(/\s+/);
    const named = NAMED_CLAIM.test(claim) && words.length >= 3;
    if (words.length < 4 && !named) continue;
    if (!stated(sentence) && !named) continue;
    if (/^(?:this|that|these|those|it|they|the second|the first|another|other)\b/i.test(claim))
      continue;
    out.push({ claim, work, sentence });
  }
  return out;
}

// Longer words that say nothing of a claim's matter.
const NOT_MATTER = new Set(
  'between through should because without within another either further whether'.split(' '),
);

/** The claim's longer words by their first five letters ('convexity', 'convex' → 'conve'). */
function wordStems(text: string): Set<string> {
  const words = text.toLowerCase().match(/\p{L}{6,}/gu) ?? [];
  return new Set(words.filter((w) => !NOT_MATTER.has(w)).map((w) => w.slice(0, 5)));
}

/** What each citing sentence says, as word stems, beside the works it cites. */
interface Citing {
  said: Set<string>;
  works: string[];
}

function citingSentences(ctx: BuildContext): Citing[] {
  const out: Citing[] = [];
  for (const sentence of ctx.model.sentences) {
    const works = [...sentence.text.matchAll(ANY_WORK)].map(([work]) => workKey(work));
    if (works.length > 0)
      out.push({ said: wordStems(sentence.text.replace(ANY_WORK, ' ')), works });
  }
  return out;
}

/**
 * Works cited beside a word of the claim's own ('All lexical categories satisfy convexity
 * (Gardenfors 2014)' for 'color terms … denote convex regions'): they could be right too.
 */
function citedOnTheSameMatter(claim: string, citing: Citing[]): Set<string> {
  const stems = wordStems(claim);
  const out = new Set<string>();
  for (const { said, works } of citing)
    if ([...said].some((w) => stems.has(w))) for (const work of works) out.add(work);
  return out;
}

/** Every work the document cites, in the order it first cites them. */
function citedWorks(ctx: BuildContext): string[] {
  const works = new Map<string, string>();
  for (const text of ctx.model.pageText.values())
    for (const [work] of text.matchAll(ANY_WORK)) {
      const tidy = work.replace(/,(?= (?:1[89]|20)\d\d)/, '');
      if (!works.has(workKey(tidy))) works.set(workKey(tidy), tidy);
    }
  return [...works.values()];
}

/** The first word as running text writes it: 'Grammatical rules …' → 'grammatical rules …'. */
function inRunningText(claim: string, ctx: BuildContext): string {
  const first = claim.split(/\s+/)[0] ?? '';
  if (/^\p{Lu}{2,}/u.test(first)) return claim;
  if (/^(?:the|a|an|all|no|every|each|some|most|many)$/i.test(first))
    return first.toLowerCase() + claim.slice(first.length);
  // A name keeps its capital: the document writes it so after a lower-case word too.
  const midSentence = new RegExp(`(?<!\\p{L})\\p{Ll}+ ${first.replace(/[^\p{L}]/gu, '')}\\b`, 'u');
  if ([...ctx.model.pageText.values()].some((text) => midSentence.test(text))) return claim;
  return first.toLowerCase() + claim.slice(first.length);
}

function questionFor({ claim, sentence }: CitedClaim, ctx: BuildContext): string {
  const text = inRunningText(claim, ctx);
  return NAMED_CLAIM.test(claim) && !stated(sentence)
    ? `Which work is cited for ${/^the /i.test(text) ? '' : 'the '}${text}?`
    : `Which work is cited for the claim that ${text}?`;
}

function stated(sentence: Sentence): boolean {
  return sentence.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
}

/** 'Hyman 2008' written as the key writes its works ('Jaeger, 2010'): no option stands out. */
function styled(work: string, key: string): string {
  return /, (?:1[89]|20)\d\d/.test(key) ? work.replace(/ ((?:1[89]|20)\d\d)/, ', $1') : work;
}

/** One item per cited claim; the wrong options are works cited nearby (hard) or far away (easy). */
export function citationItems(ctx: BuildContext): QuizCandidate[] {
  const claims = citedClaims(ctx);
  if (claims.length === 0) return [];
  const works = citedWorks(ctx);
  const pageOf = new Map<string, number>();
  for (const c of claims) pageOf.set(workKey(c.work), c.sentence.page);
  const citing = citingSentences(ctx);
  const out: QuizCandidate[] = [];
  for (const c of claims) {
    const key = workKey(c.work);
    const sameMatter = citedOnTheSameMatter(c.claim, citing);
    const rivals = works.filter(
      (w) =>
        !sameMatter.has(workKey(w)) && !isVariant(w, c.work) && !containsPhrase(c.sentence.text, w),
    );
    const distance = (w: string) => Math.abs((pageOf.get(workKey(w)) ?? 0) - c.sentence.page);
    const byDistance = [...rivals].sort((a, b) => distance(a) - distance(b));
    const random = keyedRandom(ctx.seed, `cite:${key}`);
    const order =
      ctx.difficulty === 'hard'
        ? byDistance
        : ctx.difficulty === 'easy'
          ? byDistance.reverse()
          : shuffle(byDistance.slice(0, 6), random);
    const [a, b, d] = order.map((w) => styled(w, c.work));
    if (a === undefined || b === undefined || d === undefined) continue;
    out.push({
      kind: 'citation',
      question: questionFor(c, ctx),
      answer: c.work,
      distractors: [a, b, d],
      page: c.sentence.page,
      evidence: c.sentence.text,
      key: `cite:${key}`,
      // The claim's own sentence: it is asked once, as a blank or as a citation.
      sentenceId: c.sentence.id,
      // Who showed what makes up a count; it does not lead a quiz over what was shown.
      score: COUNT_ONLY_SCORE,
    });
  }
  return out;
}
