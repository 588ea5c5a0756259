import { z } from 'zod';
import { Difficulty, Flashcard, FLASHCARDS, QUIZ_QUESTIONS, QuizQuestion } from './generation.ts';

/** Generations one learner may have waiting or running at once, and start per hour (ours). */
export const GENERATION_LIMITS = { active: 3, perHour: 30 } as const;

/** The spec's quiz and flashcard texts (§4, §5, §8), plus the few it leaves open. */
export const GENERATION_UI_MESSAGES = {
  quizNeedsFields: 'Please select a file and enter a subject name.',
  quizFailed: 'Failed to generate quiz. Please try again.',
  invalidResponse: 'Invalid response from server.',
  quizTimedOut: 'Quiz generation timed out.',
  flashcardsNeedFile: 'Please upload a file.',
  flashcardsFailed: 'Failed to generate flashcards.',
  flashcardsError: 'An error occurred while generating flashcards.',
  timesUp: "Time's up!",
  noQuiz: 'No Quiz Found',
  allUnderstood: 'You Understood All Flashcards!',
  mastered: "You've mastered all flashcards!",
  quizPdfOnly: 'Only PDF files can be used for quizzes.',
  tooManyActive: `You already have ${GENERATION_LIMITS.active} generations in progress. Please wait for one to finish.`,
  tooManyPerHour: `You can start at most ${GENERATION_LIMITS.perHour} generations an hour. Please try again later.`,
  jobNotFound: 'This generation does not exist.',
  interrupted: 'Generating stopped because the server restarted. Please try again.',
  sourceGone: 'The file no longer exists.',
  failed: 'Generating failed. Please try again.',
} as const;

/** Multipart fields arrive as text; numbers are read from it and held to the spec's range. */
const countField = (range: { min: number; max: number; default: number }, name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number from ${range.min} to ${range.max}.` })
    .int({ error: `${name} must be a whole number from ${range.min} to ${range.max}.` })
    .min(range.min, { error: `${name} must be a whole number from ${range.min} to ${range.max}.` })
    .max(range.max, { error: `${name} must be a whole number from ${range.min} to ${range.max}.` })
    .default(range.default);

export const QuizFields = z.object({
  subject: z
    .string({ error: GENERATION_UI_MESSAGES.quizNeedsFields })
    .trim()
    .min(1, { error: GENERATION_UI_MESSAGES.quizNeedsFields })
    .max(200, { error: 'The subject can be at most 200 characters.' }),
  numQuestions: countField(QUIZ_QUESTIONS, 'numQuestions'),
  difficulty: Difficulty.default('medium'),
});
export type QuizFields = z.infer<typeof QuizFields>;

export const FlashcardFields = z.object({
  numFlashcards: countField(FLASHCARDS, 'numFlashcards'),
});

/** POST /api/materials/:id/generate: a quiz or flashcards from a course file already stored. */
export const MaterialGenerationBody = z.discriminatedUnion('kind', [
  QuizFields.extend({ kind: z.literal('quiz') }),
  FlashcardFields.extend({ kind: z.literal('flashcards') }),
]);

export const StartedGeneration = z.object({ thread_id: z.string(), run_id: z.string() });
export type StartedGeneration = z.infer<typeof StartedGeneration>;

export const CheckStatusQuery = z.object({
  thread_id: z.string().min(1).max(100),
  run_id: z.string().min(1).max(100),
});

export const JobStatus = z.enum(['pending', 'running', 'done', 'failed']);
export type JobStatus = z.infer<typeof JobStatus>;

export const GenerationResultBody = z.object({
  kind: z.enum(['quiz', 'flashcards']),
  pageCount: z.number().int(),
  subject: z.string().nullable(),
  difficulty: Difficulty.nullable(),
  fileName: z.string(),
  /** How many items were asked for (results stored before it was kept have none). */
  asked: z.number().int().optional(),
  questions: z.array(QuizQuestion).optional(),
  flashcards: z.array(Flashcard).optional(),
});
export type GenerationResultBody = z.infer<typeof GenerationResultBody>;

/**
 * What a result says when the file gave fewer items than were asked for: a short file, or one
 * whose text yields no more items that pass the quality checks. The generator never pads.
 */
export function shortfallNote(result: GenerationResultBody | undefined): string | undefined {
  const given = (result?.kind === 'quiz' ? result.questions : result?.flashcards)?.length ?? 0;
  if (!result?.asked || given === 0 || given >= result.asked) return undefined;
  const noun = result.kind === 'quiz' ? 'questions' : 'flashcards';
  return `This file gave ${given} of the ${result.asked} ${noun} asked for: its text holds no more that pass our quality checks.`;
}

/** GET /check-status (spec §7): content in the spec's text format once done. */
export const CheckStatusResponse = z.object({
  status: JobStatus,
  content: z.string(),
  result: GenerationResultBody.optional(),
  error: z.string().optional(),
});
export type CheckStatusResponse = z.infer<typeof CheckStatusResponse>;
