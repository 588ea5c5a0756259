import { containsPhrase } from '../quality/quality-checks.ts';
import {
  alsoTrue,
  capitalise,
  sentencesByTerm,
  type BuildContext,
  type FlashcardCandidate,
  type QuizCandidate,
} from './candidate.ts';
import type { Sentence, Term } from './document-model.ts';
import { endsOnAPronoun, shownDefinition } from './definition-items.ts';
import { pickDistractors } from './distractors.ts';
import { modifierRivals } from './modifier-rivals.ts';
import { keyedRandom } from './random.ts';
import { EVERYDAY, everydayCount } from './everyday-words.ts';
import { rebuild, type Phrase, type Token } from './nlp.ts';
import { COUNT_ONLY_SCORE } from './select.ts';
import { isFragment, thin } from './stem-quality.ts';

export const BLANK = '______';

/**
 * Judged by hand, a fill-in-the-blank question was usable as it is less often than the other kinds
 * (55% against 76–100% over three draws of ten files): when the document offers both, the other
 * kinds come first, and blanks fill what they leave (0.15 gave 72%, 0.3 76% and 0.45 77% usable).
 */
const CLOZE_PENALTY = 0.45;
/**
 * A one-word key everyday speech uses ('capital', 'agreement', 'children'): judged, 2 of 17 such
 * blanks were usable as they were; any reader fills them, and the document has few rivals of their
 * kind to offer as wrong options.
 */
const EVERYDAY_KEY_PENALTY = 0.2;
// Another blank of a sentence only stands in when the candidates run short.
const ALTERNATIVE_PENALTY = 0.4;

interface Cloze {
  sentence: Sentence;
  phrase: Phrase;
  term: Term;
  stem: string;
  score: number;
  /** Next-best phrases of the same sentence, tried when the best gets no wrong options. */
  alternatives: Array<{ phrase: Phrase; term: Term; stem: string }>;
}

/** Whether the key is worth blanking: a term the document uses, defines, titles or names. */
function blankable(
  term: Term | undefined,
  phrase: Phrase,
  sentence: Sentence,
  ctx: BuildContext,
): term is Term {
  if (term === undefined || phrase.end - phrase.start > 4) return false;
  if (term.key === ctx.subject || ctx.topics.has(term.key)) return false;
  // "Player 2: …", "Mikael’s number": the blank would cut a label or a possessive.
  const next = sentence.tokens[phrase.end];
  if (next && (next.pos === 'NUM' || /^['’]s?$/.test(next.value))) return false;
  // "Android Runtime (ART)" or "ART (Android Runtime)": the other half gives the blank away.
  const afterNext = sentence.tokens[phrase.end + 1]?.value ?? '';
  if (next?.value === '(' && (/^\p{Lu}{2,}/u.test(afterNext) || /^\p{Lu}{2,}$/u.test(phrase.text)))
    return false;
  // "pre-echo", "arc-consistency": half a hyphenated word is no blank.
  const previous = sentence.tokens[phrase.start - 1];
  const first = sentence.tokens[phrase.start];
  if (
    (next?.value === '-' && next.space === '') ||
    (previous?.value === '-' && first?.space === '')
  )
    return false;
  // Inside parentheses the blank is one of a list of examples, any of which would fit.
  const before = sentence.tokens
    .slice(0, phrase.start)
    .map((t) => t.value)
    .join(' ');
  if ((before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length) return false;
  // A single everyday word ("place", "test") tests English, not the lecture.
  const termlike =
    term.words >= 2 ||
    term.defined ||
    term.inTitle ||
    term.text.length >= 8 ||
    /^\p{Lu}{2,}/u.test(term.text);
  if (!termlike) return false;
  return term.count >= 2 || term.defined || term.inTitle || (phrase.proper && term.words >= 2);
}

/** A key of one word that everyday speech uses (SUBTLEX-US count of 500 or more). */
export function everydayKey(phrase: Pick<Phrase, 'start' | 'end' | 'text'>): boolean {
  return phrase.end - phrase.start === 1 && everydayCount(phrase.text) >= EVERYDAY;
}

/** Sentences with one key phrase blanked, best phrase per sentence. */
function clozes(ctx: BuildContext): Cloze[] {
  const out: Cloze[] = [];
  const defining = new Set(
    ctx.model.definitions.filter((d) => d.style === 'called').map((d) => d.sentence.id),
  );
  // '______ is the value got from buying and selling it' leans as its definition question does.
  const leaning = new Set(
    ctx.model.definitions
      .filter((d) => endsOnAPronoun(d, shownDefinition(d) ?? ''))
      .map((d) => d.sentence.id),
  );
  for (const sentence of ctx.model.sentences) {
    if (sentence.quality < 0.5) continue;
    const words = sentence.tokens.filter((t) => /\p{L}/u.test(t.value)).length;
    const ranked: Array<{ phrase: Phrase; term: Term; weight: number }> = [];
    for (const phrase of sentence.phrases) {
      const term = ctx.model.terms.get(phrase.key);
      if (!blankable(term, phrase, sentence, ctx)) continue;
      if (words - (phrase.end - phrase.start) < 5) continue;
      // The same term elsewhere in the sentence would give the blank away.
      if (
        sentence.phrases.some(
          (p) => p !== phrase && p.head === phrase.head && p.key.includes(phrase.key),
        )
      )
        continue;
      const weight =
        term.weight +
        (term.defined ? 1 : 0) +
        (defining.has(sentence.id) && phrase.start > 2 ? 2 : 0);
      ranked.push({ phrase, term, weight });
    }
    const blanked = ranked
      .sort((a, b) => b.weight - a.weight)
      .flatMap((r) => {
        const stem = blankedStem(sentence, r.phrase);
        return stem === undefined ? [] : [{ ...r, stem }];
      });
    const [best, ...alternatives] = blanked;
    if (best === undefined) continue;
    const stem = best.stem;
    const fragment = isFragment(sentence);
    const score = leaning.has(sentence.id)
      ? COUNT_ONLY_SCORE
      : 0.5 +
        0.25 * sentence.quality +
        0.1 * Math.min(1, best.weight / 4) +
        (defining.has(sentence.id) ? 0.15 : 0) -
        (fragment ? 0.1 : 0) -
        (thin(sentence, words) ? 0.15 : 0) -
        (everydayKey(best.phrase) ? EVERYDAY_KEY_PENALTY : 0) -
        (sentence.position > 0 && sentence.kind !== 'paragraph' ? 0.05 : 0);
    out.push({
      sentence,
      phrase: best.phrase,
      term: best.term,
      stem,
      score,
      alternatives: alternatives.slice(0, 2),
    });
  }
  return out;
}

function blankedStem(sentence: Sentence, phrase: Phrase): string | undefined {
  const tokens: Token[] = sentence.tokens.map((t) => ({ ...t }));
  const before = tokens[phrase.start - 1];
  if (before && /^(?:a|an)$/i.test(before.value))
    before.value = /^A/.test(before.value) ? 'A(n)' : 'a(n)';
  const first = tokens[phrase.start];
  const blank: Token = {
    value: BLANK,
    normal: BLANK,
    lemma: BLANK,
    pos: 'X',
    space: first?.space ?? ' ',
  };
  tokens.splice(phrase.start, phrase.end - phrase.start, blank);
  let stem = rebuild(tokens).trim();
  // A quotation that opens on another line leaves a lone mark behind.
  if (/^["“]/.test(stem) && !/["”]/.test(stem.slice(1))) stem = stem.slice(1);
  // A bullet fragment ("Created by ______ …") needs its slide title to be a question.
  if (isFragment(sentence)) {
    const section = sentence.section;
    if (
      !section ||
      section.split(' ').length > 5 ||
      /\d/.test(section) ||
      containsPhrase(section, phrase.text)
    )
      return undefined;
    stem = `${sentence.section}: ${stem.charAt(0).toLowerCase()}${stem.slice(1)}`;
  }
  return withFullStop(stem);
}

/** A stem ends as a sentence does: a full stop unless it has one, inside its quotation or not. */
export function withFullStop(stem: string): string {
  // A statement over a list of bullets ends on a colon: on its own it ends on a full stop.
  const statement = stem.replace(/\s*:$/, '');
  return /[.!?]["”’]?$/.test(statement) ? statement : `${statement}.`;
}

function optionText(term: Term, key: Phrase, atStart: boolean): string {
  const text =
    term.proper || key.proper ? term.text : term.text.charAt(0).toLowerCase() + term.text.slice(1);
  return atStart ? capitalise(text) : text;
}

/**
 * Whether an option's form sets it apart from the blank's key: an abbreviation among words (or a
 * word among abbreviations), or a name in capitals beside a key in lower case ('Iterative
 * Elimination' beside 'common knowledge').
 */
export function standsOut(key: { text: string; proper: boolean }, option: string): boolean {
  const abbreviation = (text: string) => /^\p{Lu}{2,}s?$/u.test(text);
  return (
    abbreviation(key.text) !== abbreviation(option) || (!key.proper && /\s\p{Lu}/u.test(option))
  );
}

/** Fill-in-the-blank questions; distractors are terms of the same kind that do not fit the sentence. */
export function clozeItems(ctx: BuildContext): QuizCandidate[] {
  const index = sentencesByTerm(ctx.model);
  const out: QuizCandidate[] = [];
  // Each blank of a sentence that finds three wrong options is a candidate; the other blanks rank
  // far lower and stand in when the best one's term is already asked or its item is flawed.
  for (const best of strongest(clozes(ctx), ctx.want)) {
    for (const choice of [best, ...best.alternatives]) {
      const item = clozeItem(ctx, best, choice, index);
      if (item) out.push(item);
    }
  }
  return out;
}

/** One blank of a sentence with its wrong options, if three fit. */
function clozeItem(
  ctx: BuildContext,
  cloze: Cloze,
  choice: { phrase: Phrase; term: Term; stem: string },
  index: Map<string, number[]>,
): QuizCandidate | undefined {
  const { sentence } = cloze;
  const { phrase, term } = choice;
  const atStart = choice.stem.startsWith(BLANK);
  // A blank that names the kind of a noun the stem keeps takes the document's other kinds of it.
  const kinds = modifierRivals(ctx.model, sentence, phrase);
  const picked = kinds
    ? { options: kinds.map((k) => (atStart ? capitalise(k) : k)), closeness: 1, penalty: 0 }
    : poolOptions(ctx, sentence, choice, index);
  if (picked === undefined) return undefined;
  const [a, b, c] = picked.options;
  return {
    kind: 'cloze',
    question: choice.stem,
    answer: atStart ? capitalise(phrase.text) : phrase.text,
    distractors: [a ?? '', b ?? '', c ?? ''],
    page: sentence.page,
    evidence: sentence.text,
    key: term.key,
    sentenceId: sentence.id,
    score:
      cloze.score +
      0.1 * picked.closeness -
      picked.penalty -
      (choice === cloze ? 0 : ALTERNATIVE_PENALTY) -
      CLOZE_PENALTY,
  };
}

/** Three terms of the document's pool that do not fit the blank, as the options show them. */
function poolOptions(
  ctx: BuildContext,
  sentence: Sentence,
  choice: { phrase: Phrase; term: Term; stem: string },
  index: Map<string, number[]>,
): { options: string[]; closeness: number; penalty: number } | undefined {
  const { phrase, term } = choice;
  const keyWords = new Set(phrase.key.split(' '));
  // The blank takes the phrase as written here ("cells"), whatever the term's usual form.
  const key = { ...term, text: phrase.text, plural: phrase.plural };
  const picked = pickDistractors(key, ctx.pool, {
    difficulty: ctx.difficulty,
    random: keyedRandom(ctx.seed, `${sentence.id} ${term.key}`),
    at: { page: sentence.page, listId: sentence.listId, pageCount: ctx.model.pageCount },
    sameKind: true,
    stem: choice.stem,
    // A blank for a quality ('directly ______ to') takes qualities: a thing there is a grammatical cue.
    reject: (t) =>
      (term.quality === true && !t.quality) ||
      standsOut(phrase, t.text) ||
      containsPhrase(sentence.text, t.text) ||
      containsPhrase(sentence.section, t.text) ||
      alsoTrue(t, sentence, keyWords, { model: ctx.model, index, key: term }),
  });
  const atStart = choice.stem.startsWith(BLANK);
  return picked && { ...picked, options: picked.terms.map((t) => optionText(t, phrase, atStart)) };
}

/** The best clozes, at most `limit`, the best of each page first so that every page can compete. */
function strongest(all: Cloze[], limit: number): Cloze[] {
  if (all.length <= limit) return all;
  const ranked = [...all].sort((a, b) => b.score - a.score);
  const seenPages = new Set<number>();
  const firsts: Cloze[] = [];
  const rest: Cloze[] = [];
  for (const c of ranked) {
    if (seenPages.has(c.sentence.page)) rest.push(c);
    else {
      seenPages.add(c.sentence.page);
      firsts.push(c);
    }
  }
  return [...firsts.slice(0, limit), ...rest].slice(
    0,
    Math.max(limit, Math.min(firsts.length, limit * 2)),
  );
}

/**
 * Cloze cards: the sentence with its key term blanked on the front, the term on the back. With no
 * options to narrow it, a blank card is the weakest kind (judged: 65% usable as they were, against
 * 86% for definitions): it ranks below what a slide labels, lists or defines.
 */
export function clozeCards(ctx: BuildContext): FlashcardCandidate[] {
  return strongest(clozes(ctx), ctx.want).map((cloze) => ({
    front: `Fill in the blank: ${cloze.stem}`,
    back: cloze.phrase.text,
    asked: { question: cloze.stem, answer: cloze.phrase.text },
    page: cloze.sentence.page,
    key: cloze.term.key,
    sentenceId: cloze.sentence.id,
    score: cloze.score - 0.25,
  }));
}
