import { expect } from 'vitest';
import type { Flashcard, QuizQuestion } from '@halaqa/shared/generation';
import { checkQuizItem, findDuplicates, isVariant } from '../quality/quality-checks.ts';
import { checkFlashcards } from '../quality/set-checks.ts';
import type { Difficulty, ExtractedDocument } from '../types.ts';
import type { BuildContext, QuizCandidate } from './candidate.ts';
import { documentTopics } from './topics.ts';
import { buildModel } from './document-model.ts';

/** The text of a page of `doc`, as the checks read it. */
export function pageOf(doc: ExtractedDocument, page: number | undefined): string {
  return doc.pages.find((p) => p.number === page)?.text ?? '';
}

/**
 * Both invariants of every quiz item, checked the way the evaluation checks them: the key is on
 * the cited page (for a NOT question, the wrong options are), and no distractor is in the page sentence most like the item or a variant of
 * the key; plus structure and no duplicates.
 */
export function expectQuizInvariants(quiz: QuizQuestion[], doc: ExtractedDocument): void {
  for (const q of quiz) {
    const page = pageOf(doc, q.page);
    const key = q.options[q.answerIndex] ?? '';
    const report = checkQuizItem(q, page);
    expect(report.structure, q.question).toEqual([]);
    // A NOT question's key is the one option its page does not list; its wrong options are there.
    expect(report.grounded, `"${key}" for ${q.question} (page ${q.page})`).toBe(true);
    expect(report.badDistractors, q.question).toEqual([]);
    for (const [i, option] of q.options.entries())
      if (i !== q.answerIndex) expect(isVariant(option, key), option).toBe(false);
  }
  expect(findDuplicates(quiz.map((q) => q.question)).filter((d) => d !== undefined)).toEqual([]);
}

/** Every card's back is on its page, and no two cards say the same. */
export function expectCardInvariants(cards: Flashcard[], doc: ExtractedDocument): void {
  for (const report of checkFlashcards(cards, (page) => pageOf(doc, page)))
    expect(report).toEqual({ structure: true, grounded: true, duplicateOf: undefined });
}

/** A document from page texts, numbered from 1. */
export function documentOf(pages: string[]): ExtractedDocument {
  return {
    kind: 'pdf',
    pageCount: pages.length,
    pages: pages.map((text, i) => ({ number: i + 1, text })),
  };
}

/**
 * What the item builders get for `doc`: seed 1, the document's terms as the pool, its own topic,
 * room for 50.
 */
export function contextOf(doc: ExtractedDocument, difficulty: Difficulty = 'medium'): BuildContext {
  const model = buildModel(doc);
  const pool = [...model.terms.values()];
  return { model, difficulty, seed: 1, pool, subject: '', topics: documentTopics(model), want: 50 };
}

/** A candidate as the quiz question it becomes, its key as option A. */
export function asQuestion(c: QuizCandidate): QuizQuestion {
  return {
    question: c.question,
    options: [c.answer, ...c.distractors] as [string, string, string, string],
    answerIndex: 0,
    page: c.page,
  };
}
