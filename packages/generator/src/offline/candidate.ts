import type { CardToCheck } from '../quality/card-flaws.ts';
import type { Difficulty } from '../types.ts';
import type { DocumentModel, Sentence, Term } from './document-model.ts';

export type QuizKind =
  | 'define-term'
  | 'describe-term'
  | 'cloze'
  | 'acronym'
  | 'list'
  | 'call'
  | 'contrast'
  | 'labelled'
  | 'solution'
  | 'citation';

/** An over-generated quiz item before ranking; the key is always `answer`. */
export interface QuizCandidate {
  kind: QuizKind;
  question: string;
  answer: string;
  distractors: [string, string, string];
  page: number;
  /** The source sentence: no distractor may occur in it. */
  evidence: string;
  /** Identity of what is tested; two items on the same key are duplicates. */
  key: string;
  /** Items that ask other facts of one setting (see `selectSpread`). */
  group?: string;
  sentenceId: number;
  score: number;
}

export interface FlashcardCandidate {
  front: string;
  back: string;
  /** The card as the question that asks the same fact, which the flaw rules read. */
  asked: CardToCheck;
  page: number;
  key: string;
  sentenceId: number;
  score: number;
}

export interface BuildContext {
  model: DocumentModel;
  difficulty: Difficulty;
  /** Seeds each item's own random draws (keyedRandom), so items do not shift one another. */
  seed: number;
  /** Terms that may serve as options: specific and seen more than once or defined. */
  pool: Term[];
  /** Lower-cased subject name; items whose key is the subject itself test nothing. */
  subject: string;
  /**
   * Keys of the document's own topic: terms its first title names that fill at least 40% of its
   * pages ('Fourier' in 'Fourier Analysis'). A blank any student of the course fills tests nothing.
   */
  topics: Set<string>;
  /** How many candidates of one kind are worth completing with distractors (3–5× the count). */
  want: number;
}

/**
 * A slide on one example ('EXAMPLE: SCHEDULING ACTIVITIES', 'Cost-share program example') names
 * the example's own parts ('Variables: representing starting times of various activities'), not
 * what the subject means by them; 'Examples of linguistic universals' gives the subject's.
 */
export function aboutOneExample(title: string): boolean {
  return /\bexample\b/i.test(title);
}

/** The small words of a name, written in lower case and left out of its initials. */
export const SMALL_WORDS = /^(?:of|and|for|the|in|on|to|&)$/;

/** "short term scheduler" → "Short Term Scheduler", as an expansion is written. */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((w) => (SMALL_WORDS.test(w) ? w : capitalise(w)))
    .join(' ');
}

/**
 * An abbreviation's expansion as an option or a card shows it: 'CONSTRAINT SATISFACTION
 * PROBLEMS' from a slide title, among title-cased options, would give itself away.
 */
export function expansion(shown: string): string {
  return /\p{Ll}/u.test(shown) ? shown : titleCase(shown.toLowerCase());
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Transduction" → "transduction" unless the document writes the term as a name. */
export function inRunningText(text: string, model: DocumentModel, key: string): string {
  const term = model.terms.get(key);
  if (term?.proper || !/^\p{Lu}\p{Ll}*(?:[ -]\p{Ll}+)*$/u.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const UNCOUNTABLE = /(?:tion|sion|sis|ism|ogy|ity|ance|ence|ing|ment|ness|ics|ship|age|ure|cy|ss)$/;

/**
 * The term as it can follow "What is" without an article: plurals, names and abstract nouns read
 * well bare; a singular count noun ("outer ear") is quoted instead of guessing "a" or "the".
 */
export function bareName(
  text: string,
  model: DocumentModel,
  key: string,
  written?: { plural: boolean },
): { name: string; plural: boolean } {
  const term = model.terms.get(key);
  const name = inRunningText(text, model, key);
  const plural = written?.plural ?? term?.plural ?? false;
  const head = name.split(' of ')[0]?.split(' ').at(-1) ?? name;
  if (plural || term?.proper || /^\p{Lu}/u.test(name) || UNCOUNTABLE.test(head))
    return { name, plural };
  return { name: `“${name}”`, plural };
}

/** Sentence ids by term key, to find what else the document says about a distractor. */
export function sentencesByTerm(model: DocumentModel): Map<string, number[]> {
  const index = new Map<string, number[]>();
  for (const s of model.sentences) {
    for (const p of s.phrases) {
      const list = index.get(p.key) ?? [];
      if (list.at(-1) !== s.id) list.push(s.id);
      index.set(p.key, list);
    }
  }
  return index;
}

/**
 * Whether the document says of `term` what the stem says of the key: a sentence about the term
 * sharing half the stem's content words makes the distractor a second correct answer.
 */
export function alsoTrue(
  term: Term,
  source: Sentence,
  keyWords: Set<string>,
  context: {
    model: DocumentModel;
    index: Map<string, number[]>;
    /** The key, when it is a term: a sibling of it in a parallel statement is a contrast. */
    key?: Pick<Term, 'key' | 'head'>;
  },
): boolean {
  const stemWords = [...source.lemmas].filter((w) => !keyWords.has(w));
  if (stemWords.length === 0) return false;
  for (const id of context.index.get(term.key) ?? []) {
    const other = context.model.sentences[id];
    if (other === undefined || other.id === source.id) continue;
    if (context.key && contrasted(context.key, source, term, other)) continue;
    const shared = stemWords.filter((w) => other.lemmas.has(w)).length;
    if (shared / stemWords.length >= 0.5) return true;
  }
  return false;
}

/**
 * Sibling terms in parallel statements of one page ('Thin filaments are composed of actin.' beside
 * 'Thick filaments are composed of myosin.'; 'Unary constraints involve a single variable' beside
 * 'Binary constraints involve pairs of variables'): each the subject, with one head and the same
 * verb after it, and each saying something the other does not. The lecture sets them side by side
 * to tell them apart, so the sibling is the wrong option a teacher would choose, not a second key.
 */
function contrasted(
  key: Pick<Term, 'key' | 'head'>,
  source: Sentence,
  sibling: Pick<Term, 'key' | 'head'>,
  other: Sentence,
): boolean {
  if (key.head !== sibling.head || key.key === sibling.key || source.page !== other.page)
    return false;
  const a = subjectPredicate(source, key.key);
  const b = subjectPredicate(other, sibling.key);
  if (a === undefined || b === undefined || a.verb !== b.verb) return false;
  return [...a.words].some((w) => !b.words.has(w)) && [...b.words].some((w) => !a.words.has(w));
}

/** The verb after a sentence's subject term and the content words after it. */
function subjectPredicate(
  s: Sentence,
  key: string,
): { verb: string; words: Set<string> } | undefined {
  const subject = s.phrases.find((p) => p.key === key && p.start <= 1);
  if (subject === undefined || (subject.start === 1 && s.tokens[0]?.pos !== 'DET'))
    return undefined;
  let at = subject.end;
  // 'Global constraints (or higher-order) involve …': a parenthesis after the subject.
  if (s.tokens[at]?.value === '(') {
    const close = s.tokens.findIndex((t, i) => i > at && t.value === ')');
    if (close < 0) return undefined;
    at = close + 1;
  }
  const verb = s.tokens[at];
  if (verb === undefined || (verb.pos !== 'VERB' && verb.pos !== 'AUX')) return undefined;
  const words = new Set(
    s.tokens
      .slice(at + 1)
      .filter((t) => /^(?:NOUN|PROPN|ADJ|NUM|VERB)$/.test(t.pos))
      .map((t) => t.lemma),
  );
  return { verb: verb.lemma, words };
}
