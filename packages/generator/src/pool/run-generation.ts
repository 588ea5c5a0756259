import {
  DEFAULT_DIFFICULTY,
  FLASHCARDS,
  QUIZ_QUESTIONS,
  type Flashcard,
  type QuizQuestion,
} from '@halaqa/shared/generation';
import { formatFlashcards, formatQuiz } from '@halaqa/shared/generation-formats';
import { extractDocument } from '../extract/extract-document.ts';
import { selectGenerator, type AiConfig } from '../select-generator.ts';
import type { FlashcardOptions, QuizOptions, SourceFile } from '../types.ts';

export interface GenerationTask {
  kind: 'quiz' | 'flashcards';
  file: SourceFile;
  quiz?: QuizOptions;
  flashcards?: FlashcardOptions;
  /** An OpenAI-compatible endpoint; without it the offline generator runs. */
  ai?: AiConfig;
  /** Limit for reading the file; the extractor's default when absent. */
  extractTimeoutMs?: number;
}

export interface GenerationResult {
  kind: 'quiz' | 'flashcards';
  pageCount: number;
  questions?: QuizQuestion[];
  flashcards?: Flashcard[];
  /** The items in the spec's text format (what /check-status answers as content). */
  content: string;
}

/** Reads the file and generates from it in the calling thread; throws GeneratorError. */
export async function runGeneration(task: GenerationTask): Promise<GenerationResult> {
  const doc = await extractDocument(
    task.file,
    task.extractTimeoutMs === undefined ? {} : { timeoutMs: task.extractTimeoutMs },
  );
  const generator = selectGenerator(task.ai);
  if (task.kind === 'quiz') {
    const options = task.quiz ?? { count: QUIZ_QUESTIONS.default, difficulty: DEFAULT_DIFFICULTY };
    const questions = await generator.quiz(doc, options);
    return { kind: 'quiz', pageCount: doc.pageCount, questions, content: formatQuiz(questions) };
  }
  const flashcards = await generator.flashcards(
    doc,
    task.flashcards ?? { count: FLASHCARDS.default },
  );
  return {
    kind: 'flashcards',
    pageCount: doc.pageCount,
    flashcards,
    content: formatFlashcards(flashcards),
  };
}
