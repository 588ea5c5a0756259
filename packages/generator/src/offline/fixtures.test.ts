// The invariants of issue 12 on every real lecture of ../shared/fixtures/lectures (HALAQA_FIXTURES
// overrides it), at every difficulty: the key is on the cited page, no wrong option is in the
// source sentence or a variant of the key, no item breaks an item-writing-flaw rule, and every
// card's back is on its page. How many items each file gives is a figure of the evaluation, not
// asserted here.
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract/extract-document.ts';
import { flawsOf } from '../quality/item-flaws.ts';
import { GeneratorError, type ExtractedDocument } from '../types.ts';
import { createOfflineGenerator } from './offline-generator.ts';
import { expectCardInvariants, expectQuizInvariants } from './test-invariants.ts';

const FOLDER =
  process.env.HALAQA_FIXTURES ??
  resolve(import.meta.dirname, '../../../../../shared/fixtures/lectures');
const files = existsSync(FOLDER)
  ? readdirSync(FOLDER).filter((f) => /\.(?:pdf|pptx|docx)$/i.test(f))
  : [];
// Files with too little text say so with the spec's message; nothing else may fail.
const EXPECTED_FAILURES = new Set(['no_text', 'too_little_text']);

async function documentOf(file: string): Promise<ExtractedDocument | undefined> {
  const bytes = await readFile(join(FOLDER, file));
  try {
    return await extractDocument({ bytes, fileName: file });
  } catch (error) {
    expect(error).toBeInstanceOf(GeneratorError);
    expect(EXPECTED_FAILURES).toContain((error as GeneratorError).code);
    return undefined;
  }
}

async function orTooLittle<T>(generating: Promise<T[]>): Promise<T[]> {
  try {
    return await generating;
  } catch (error) {
    expect((error as GeneratorError).code).toBe('too_little_text');
    return [];
  }
}

describe.skipIf(files.length === 0)('every fixture lecture', () => {
  it.each(files)('%s keeps the invariants at every difficulty', async (file) => {
    const doc = await documentOf(file);
    if (doc === undefined) return;
    const generator = createOfflineGenerator();
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      for (const count of [10, 15]) {
        const quiz = await orTooLittle(generator.quiz(doc, { count, difficulty }));
        expectQuizInvariants(quiz, doc);
        for (const q of quiz) {
          const answer = q.options[q.answerIndex] ?? '';
          const distractors = q.options.filter((_, i) => i !== q.answerIndex);
          expect(flawsOf({ question: q.question, answer, distractors }), q.question).toEqual([]);
        }
      }
    }
    expectCardInvariants(await orTooLittle(generator.flashcards(doc, { count: 15 })), doc);
  });

  it('reads the folder of real lectures', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });
});
