import { z } from 'zod';
import { stripOptionLetters } from '@halaqa/shared/generation-formats';
import { cardFlawsOf } from '../quality/card-flaws.ts';
import { flawsOf, type FlawName } from '../quality/item-flaws.ts';
import { flawLabel } from '../quality/shortfall.ts';
import type { Flashcard, QuizQuestion } from '../types.ts';

// Every item a model returns is checked here; the model's word is never taken for grounding.

/** Case-, accent-mark- and punctuation-insensitive text for comparisons. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Normalised page texts by page number, padded with spaces for whole-word lookups. */
export type PageIndex = Map<number, string>;

export function indexPages(pages: { number: number; text: string }[]): PageIndex {
  return new Map(pages.map((page) => [page.number, ` ${normalise(page.text)} `]));
}

const oneLine = z.string().transform((s) => s.replace(/\s+/g, ' ').trim());
const pageNumber = z.preprocess(
  (v) => (typeof v === 'string' ? Number(/\d+/.exec(v)?.[0] ?? Number.NaN) : v),
  z.number().int(),
);
const RawQuizItem = z.object({
  page: pageNumber,
  evidence: oneLine.default(''),
  question: oneLine.pipe(z.string().min(1)),
  options: z.array(z.string()).length(4),
  answer: z.string(),
});
const RawFlashcard = z.object({
  page: pageNumber,
  evidence: oneLine.default(''),
  front: oneLine.pipe(z.string().min(1)),
  back: oneLine.pipe(z.string().min(1)),
});

/** A rejected item says why; `flaws` names the item-writing-flaw rules it broke, if that was why. */
export type Checked<T> =
  { ok: true; item: T & { page: number } } | { ok: false; problem: string; flaws?: FlawName[] };

function contains(pageText: string, snippet: string): boolean {
  const needle = normalise(snippet);
  return needle !== '' && pageText.includes(` ${needle} `);
}

/** The evidence is on the page when each part between ellipses is, and it is 3+ words long. */
function evidenceOnPage(pageText: string, evidence: string): boolean {
  const parts = evidence
    .split(/\.{3}|…/)
    .map(normalise)
    .filter(Boolean);
  const words = parts.join(' ').split(' ').filter(Boolean).length;
  return words >= 3 && parts.every((part) => pageText.includes(` ${part} `));
}

const LETTERS = ['A', 'B', 'C', 'D'];
/** Options that point at other options ('all/none of the above' is a flaw rule of its own). */
const FLAWED_OPTION = /\b(?:both|neither) of the (?:above|these)\b|\bboth [a-d] and [a-d]\b/i;

function answerIndex(answer: string, options: string[]): number {
  const letter = /^\s*[([]?([A-Da-d])(?![A-Za-z0-9])/.exec(answer)?.[1];
  if (letter) return LETTERS.indexOf(letter.toUpperCase());
  return options.findIndex((option) => normalise(option) === normalise(answer));
}

function quote(text: string): string {
  return `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;
}

/** Checks one quiz item: shape, four distinct options, one key, real page, grounded evidence. */
export function checkQuizItem(raw: unknown, pages: PageIndex): Checked<QuizQuestion> {
  const parsed = RawQuizItem.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      problem: 'an item lacked page, evidence, question, four options or answer',
    };
  }
  const { page, evidence, question, answer } = parsed.data;
  const options = stripOptionLetters(parsed.data.options);
  const about = quote(question);
  if (normalise(question).split(' ').length < 3) {
    return { ok: false, problem: `${about}: the question is too short` };
  }
  if (options.some((o) => normalise(o) === '') || new Set(options.map(normalise)).size < 4) {
    return { ok: false, problem: `${about}: the four options must be different and non-empty` };
  }
  const index = answerIndex(answer, options);
  if (index < 0) return { ok: false, problem: `${about}: the answer must be one letter A-D` };
  const key = options[index] ?? '';
  const flaws = flawsOf({
    question,
    answer: key,
    distractors: options.filter((_, i) => i !== index),
  });
  if (flaws.length > 0) {
    return {
      ok: false,
      problem: `${about}: item-writing flaw (${flaws.map(flawLabel).join(', ')})`,
      flaws,
    };
  }
  if (options.some((o) => FLAWED_OPTION.test(o))) {
    return { ok: false, problem: `${about}: options like "both of the above" are not allowed` };
  }
  const pageText = pages.get(page);
  if (pageText === undefined) {
    return { ok: false, problem: `${about}: page ${page} is not one of the pages given` };
  }
  if (!evidenceOnPage(pageText, evidence) && !contains(pageText, key)) {
    return {
      ok: false,
      problem: `${about}: the evidence is not a sentence copied from page ${page}`,
    };
  }
  const item = { question, options: options as QuizQuestion['options'], answerIndex: index, page };
  return { ok: true, item };
}

/** Checks one flashcard: shape, two different sides, flaws, real page, grounded evidence or back. */
export function checkFlashcard(raw: unknown, pages: PageIndex): Checked<Flashcard> {
  const parsed = RawFlashcard.safeParse(raw);
  if (!parsed.success) return { ok: false, problem: 'a card lacked page, evidence, front or back' };
  const { page, evidence, front, back } = parsed.data;
  const about = quote(front);
  if (normalise(front) === normalise(back)) {
    return { ok: false, problem: `${about}: front and back must differ` };
  }
  const flaws = cardFlawsOf({ question: front, answer: back });
  if (flaws.length > 0) {
    return {
      ok: false,
      problem: `${about}: item-writing flaw (${flaws.map(flawLabel).join(', ')})`,
      flaws,
    };
  }
  const pageText = pages.get(page);
  if (pageText === undefined) {
    return { ok: false, problem: `${about}: page ${page} is not one of the pages given` };
  }
  if (!evidenceOnPage(pageText, evidence) && !contains(pageText, back)) {
    return {
      ok: false,
      problem: `${about}: the evidence is not a sentence copied from page ${page}`,
    };
  }
  return { ok: true, item: { front, back, page } };
}

/** Rejects texts equal or nearly equal (token overlap ≥ 0.8) to one seen before. */
export class DuplicateFilter {
  private readonly seen: Set<string>[] = [];

  add(text: string): boolean {
    const tokens = new Set(normalise(text).split(' ').filter(Boolean));
    const duplicate = this.seen.some((other) => {
      let shared = 0;
      for (const token of tokens) if (other.has(token)) shared++;
      const union = tokens.size + other.size - shared;
      return union === 0 || shared / union >= 0.8;
    });
    if (!duplicate) this.seen.push(tokens);
    return !duplicate;
  }
}
