import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from './generation.ts';
import { shortfallNote, type GenerationResultBody } from './generation-api.ts';

const question: QuizQuestion = {
  question: 'Q?',
  options: ['a', 'b', 'c', 'd'],
  answerIndex: 0,
  page: 1,
};
const card = { front: 'F', back: 'B', page: 1 };
const result = (over: Partial<GenerationResultBody>): GenerationResultBody => ({
  kind: 'quiz',
  pageCount: 3,
  subject: 'Biology',
  difficulty: 'medium',
  fileName: 'cells.pdf',
  ...over,
});

describe('shortfallNote', () => {
  it('says how many items a file gave when it gave fewer than were asked for', () => {
    const quiz = result({ asked: 10, questions: [question, question, question, question] });
    expect(shortfallNote(quiz)).toBe(
      'This file gave 4 of the 10 questions asked for: its text holds no more that pass our quality checks.',
    );
    const deck = result({ kind: 'flashcards', asked: 8, flashcards: [card, card] });
    expect(shortfallNote(deck)).toMatch(/^This file gave 2 of the 8 flashcards asked for/);
  });

  it('says nothing when the count was met, nothing came, or the count asked is unknown', () => {
    expect(shortfallNote(result({ asked: 2, questions: [question, question] }))).toBeUndefined();
    expect(shortfallNote(result({ asked: 5, questions: [] }))).toBeUndefined();
    expect(shortfallNote(result({ questions: [question] }))).toBeUndefined();
    expect(shortfallNote(undefined)).toBeUndefined();
  });
});
