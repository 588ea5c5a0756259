import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '@halaqa/shared/generation';
import {
  containsPhrase,
  findDuplicates,
  findEvidence,
  isVariant,
} from '../quality/quality-checks.ts';
import { checkFlashcards } from '../quality/set-checks.ts';
import { emptyReport, explainShortfall } from '../quality/shortfall.ts';
import { GeneratorError, type ExtractedDocument } from '../types.ts';
import { createOfflineGenerator } from './offline-generator.ts';
import { cellBiologyLecture } from './test-lecture.ts';

const lecture = cellBiologyLecture();
const pageText = (page: number | undefined) =>
  lecture.pages.find((p) => p.number === page)?.text ?? '';
const key = (q: QuizQuestion) => q.options[q.answerIndex] ?? '';

describe('offline quiz', () => {
  const generator = createOfflineGenerator();

  it('returns the number of questions asked, each with four distinct options and one answer', async () => {
    for (const count of [5, 8]) {
      const quiz = await generator.quiz(lecture, { count, difficulty: 'medium' });
      expect(quiz).toHaveLength(count);
      for (const q of quiz) {
        expect(new Set(q.options.map((o) => o.toLowerCase())).size).toBe(4);
        expect(q.answerIndex).toBeGreaterThanOrEqual(0);
        expect(q.answerIndex).toBeLessThan(4);
        expect(q.question.split(/\s+/).length).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('cites a page whose text holds the correct answer', async () => {
    const quiz = await generator.quiz(lecture, { count: 8, difficulty: 'medium' });
    for (const q of quiz) {
      expect(q.page).toBeDefined();
      expect(containsPhrase(pageText(q.page), key(q)), `${key(q)} on page ${q.page}`).toBe(true);
    }
  });

  it('never offers a distractor that appears in the source sentence or is a variant of the key', async () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const quiz = await generator.quiz(lecture, { count: 8, difficulty });
      for (const q of quiz) {
        const source = findEvidence(q.question, key(q), pageText(q.page)) ?? '';
        expect(source).not.toBe('');
        for (const [i, option] of q.options.entries()) {
          if (i === q.answerIndex) continue;
          expect(containsPhrase(source, option), `"${option}" in "${source}"`).toBe(false);
          expect(isVariant(option, key(q))).toBe(false);
        }
      }
    }
  });

  it('spreads questions over the lecture without repeating a question or an answer', async () => {
    const quiz = await generator.quiz(lecture, { count: 8, difficulty: 'medium' });
    expect(new Set(quiz.map((q) => q.page)).size).toBeGreaterThanOrEqual(4);
    expect(findDuplicates(quiz.map((q) => q.question)).every((d) => d === undefined)).toBe(true);
    expect(new Set(quiz.map((q) => key(q).toLowerCase())).size).toBe(quiz.length);
  });

  it('spreads correct answers over A to D', async () => {
    const quiz = await generator.quiz(lecture, { count: 8, difficulty: 'medium' });
    const positions = [0, 1, 2, 3].map((p) => quiz.filter((q) => q.answerIndex === p).length);
    expect(Math.max(...positions)).toBeLessThanOrEqual(3);
  });

  it('places the keys by the quiz’s own questions, not in one order every quiz shares', async () => {
    const orders = new Set<string>();
    for (const difficulty of ['easy', 'medium', 'hard'] as const)
      for (const count of [5, 6, 7]) {
        const quiz = await generator.quiz(lecture, { count, difficulty });
        orders.add(
          quiz
            .slice(0, 5)
            .map((q) => q.answerIndex)
            .join(''),
        );
      }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('gives the same quiz for the same seed and another quiz for other seeds', async () => {
    const first = await generator.quiz(lecture, { count: 6, difficulty: 'medium', seed: 7 });
    const again = await createOfflineGenerator().quiz(lecture, {
      count: 6,
      difficulty: 'medium',
      seed: 7,
    });
    expect(again).toEqual(first);
    const others = await Promise.all(
      [8, 9, 10].map((seed) => generator.quiz(lecture, { count: 6, difficulty: 'medium', seed })),
    );
    expect(others.some((quiz) => JSON.stringify(quiz) !== JSON.stringify(first))).toBe(true);
  });

  it('draws closer distractors for hard than for easy', async () => {
    const distractors = (quiz: QuizQuestion[]) =>
      quiz.flatMap((q) => q.options.filter((_, i) => i !== q.answerIndex).map((o) => ({ o, q })));
    // Closeness the student can see: the distractor is discussed on the same page as the key.
    const samePage = (quiz: QuizQuestion[]) =>
      distractors(quiz).filter(({ o, q }) => containsPhrase(pageText(q.page), o)).length;
    const easy = await generator.quiz(lecture, { count: 8, difficulty: 'easy', seed: 3 });
    const hard = await generator.quiz(lecture, { count: 8, difficulty: 'hard', seed: 3 });
    expect(JSON.stringify(hard.map((q) => q.options))).not.toBe(
      JSON.stringify(easy.map((q) => q.options)),
    );
    expect(samePage(hard)).toBeGreaterThan(samePage(easy));
  });

  it('refuses a document with almost no text', async () => {
    const empty: ExtractedDocument = {
      kind: 'txt',
      pageCount: 2,
      pages: [
        { number: 1, text: 'Week 3' },
        { number: 2, text: 'Questions?' },
      ],
    };
    const failure = generator.quiz(empty, { count: 5, difficulty: 'easy' });
    await expect(failure).rejects.toBeInstanceOf(GeneratorError);
    await expect(failure).rejects.toMatchObject({ code: 'too_little_text' });
    await expect(generator.flashcards(empty, { count: 5 })).rejects.toMatchObject({
      code: 'too_little_text',
    });
  });

  it('refuses text in a script it has no path for rather than produce garbage', async () => {
    const russian: ExtractedDocument = {
      kind: 'txt',
      pageCount: 1,
      pages: [
        {
          number: 1,
          text: 'Сельскохозяйственное консультирование помогает фермерам повышать урожай. '.repeat(
            8,
          ),
        },
      ],
    };
    await expect(generator.quiz(russian, { count: 5, difficulty: 'medium' })).rejects.toMatchObject(
      {
        code: 'too_little_text',
      },
    );
  });
});

describe('offline shortfalls', () => {
  // The first two slides of the lecture: too little for ten items.
  const short: ExtractedDocument = { ...lecture, pageCount: 2, pages: lecture.pages.slice(0, 2) };

  it('reports where each candidate went, so a short quiz can say why', async () => {
    const report = emptyReport();
    const flawLog = new Map<string, number>();
    const quiz = await createOfflineGenerator().quiz(short, {
      count: 10,
      difficulty: 'medium',
      report,
      flawLog,
    });
    expect(quiz.length).toBeLessThan(10);
    expect(report).toMatchObject({ source: 'text', pages: 2 });
    expect(report.flawed + report.unsupported + report.passed).toBe(report.candidates);
    expect(report.passed).toBeGreaterThanOrEqual(quiz.length);
    const flawRemovals = [...flawLog.values()].reduce((a, b) => a + b, 0);
    expect(flawRemovals).toBeGreaterThanOrEqual(report.flawed);
    expect(explainShortfall({ noun: 'question', got: quiz.length, asked: 10, report })).toMatch(
      /^The document is short \(2 pages of text\): the text gave \d+ candidates/,
    );
  });

  it('reports the same for flashcards', async () => {
    const report = emptyReport();
    const flawLog = new Map<string, number>();
    const cards = await createOfflineGenerator().flashcards(short, { count: 10, report, flawLog });
    expect(cards.length).toBeLessThan(10);
    expect(report).toMatchObject({ source: 'text', pages: 2 });
    expect(report.flawed + report.unsupported + report.passed).toBe(report.candidates);
    expect(report.passed).toBeGreaterThanOrEqual(cards.length);
    const flawRemovals = [...flawLog.values()].reduce((a, b) => a + b, 0);
    expect(flawRemovals).toBeGreaterThanOrEqual(report.flawed);
  });
});

describe('offline flashcards', () => {
  const generator = createOfflineGenerator();

  it('returns cards whose back is found on the cited page, spread and without duplicates', async () => {
    const cards = await generator.flashcards(lecture, { count: 8 });
    expect(cards).toHaveLength(8);
    const reports = checkFlashcards(cards, pageText);
    for (const [i, card] of cards.entries()) {
      expect(card.front.trim()).not.toBe('');
      expect(card.back.trim()).not.toBe('');
      expect(reports[i]).toEqual({ structure: true, grounded: true, duplicateOf: undefined });
    }
    expect(new Set(cards.map((c) => c.page)).size).toBeGreaterThanOrEqual(4);
  });

  it('turns a definition into a question on the term and the definition on the back', async () => {
    const cards = await generator.flashcards(lecture, { count: 10 });
    const meiosis = cards.find((c) => /meiosis/i.test(c.front));
    expect(meiosis).toMatchObject({
      back: 'A reduction division that produces four haploid gametes.',
      page: 6,
    });
  });
});
