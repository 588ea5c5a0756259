import { afterEach, describe, expect, it } from 'vitest';
import { parseFlashcards, parseQuiz } from '@halaqa/shared/generation-formats';
import { runGeneration } from './run-generation.ts';
import { lectureFile, startStandIn, type StandIn } from './pool-test-helpers.ts';

let standIn: StandIn | undefined;
afterEach(async () => {
  await standIn?.server.close();
  standIn = undefined;
});

const withoutPage = <T extends { page?: number }>({ page: _page, ...rest }: T) => rest;

describe('runGeneration', () => {
  it('reads the file, asks the configured model and returns items with their text form', async () => {
    standIn = await startStandIn();
    const result = await runGeneration({
      kind: 'quiz',
      file: lectureFile('golf'),
      quiz: { count: 5, difficulty: 'easy' },
      ai: { baseUrl: standIn.server.baseUrl, model: 'stand-in' },
    });
    expect(result.kind).toBe('quiz');
    expect(result.pageCount).toBeGreaterThanOrEqual(1);
    expect(result.questions).toHaveLength(5);
    expect(parseQuiz(result.content)).toEqual(result.questions?.map(withoutPage));
    expect(standIn.arrivals).toEqual(['golf']);
  });

  it('runs the offline generator when no AI endpoint is given', async () => {
    const result = await runGeneration({
      kind: 'flashcards',
      file: lectureFile('hotel'),
      flashcards: { count: 5 },
    });
    expect(result.kind).toBe('flashcards');
    expect(result.flashcards?.length).toBeGreaterThan(0);
    expect(parseFlashcards(result.content)).toEqual(result.flashcards?.map(withoutPage));
  });
});
