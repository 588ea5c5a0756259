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
  | 'solution';

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
  sentenceId: number;
  score: number;
}

export interface FlashcardCandidate {
  front: string;
  back: string;
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
  },
): boolean {
  const stemWords = [...source.lemmas].filter((w) => !keyWords.has(w));
  if (stemWords.length === 0) return false;
  for (const id of context.index.get(term.key) ?? []) {
    const other = context.model.sentences[id];
    if (other === undefined || other.id === source.id) continue;
    const shared = stemWords.filter((w) => other.lemmas.has(w)).length;
    if (shared / stemWords.length >= 0.5) return true;
  }
  return false;
}
