import { z } from 'zod';

/** Limits of the AI study tools (spec §9, DESIGN.md). */
export const QUIZ_QUESTIONS = { min: 5, max: 15, default: 10 } as const;
export const FLASHCARDS = { min: 5, max: 15, default: 10 } as const;
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const DEFAULT_DIFFICULTY = 'medium';
export const QUIZ_TIMER_MINUTES = [5, 10, 15, 20] as const;
export const GENERATION_MAX_BYTES = 10 * 1024 * 1024;
export const GENERATION_MAX_PAGES = 300;

export const Difficulty = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof Difficulty>;

export const QuizQuestion = z.object({
  question: z.string().min(1),
  options: z.tuple([z.string().min(1), z.string().min(1), z.string().min(1), z.string().min(1)]),
  answerIndex: z.number().int().min(0).max(3),
  /** 1-based page (or slide) number of the source document the item comes from. */
  page: z.number().int().min(1).optional(),
});
export type QuizQuestion = z.infer<typeof QuizQuestion>;

export const Flashcard = z.object({
  front: z.string().min(1),
  back: z.string().min(1),
  page: z.number().int().min(1).optional(),
});
export type Flashcard = z.infer<typeof Flashcard>;

/** User-facing messages of the generation engine. */
export const GENERATION_MESSAGES = {
  noText: 'This file has no readable text (it may be a scanned document).',
  encrypted: 'This PDF is password-protected. Please upload an unprotected file.',
  corrupt: 'This file could not be read. It may be damaged.',
  tooLarge: 'File is too large. The maximum size is 10MB.',
  typeMismatch:
    "This file's content does not match its name. Please upload a real PDF, PowerPoint, Word or text file.",
  unsupported:
    'Unsupported file type. Please upload a PDF, PowerPoint (.pptx), Word (.docx) or text file.',
  timeout: 'Reading this file took too long. Please try a smaller file.',
  generationTimeout: 'Generating took too long. Please try again, or use a smaller file.',
  tooLittleText: 'This file does not have enough text to generate from.',
  provider: 'The AI model could not generate valid items. Please try again.',
  providerTimeout: 'The AI model took too long to answer. Please try again.',
} as const;
