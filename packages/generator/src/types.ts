import type { Difficulty, Flashcard, QuizQuestion } from '@halaqa/shared/generation';

export type { Difficulty, Flashcard, QuizQuestion };

/** One page (PDF page, slide, or DOCX/text chunk) of cleaned text; `number` is 1-based. */
export interface Page {
  number: number;
  text: string;
}

export interface ExtractedDocument {
  kind: 'pdf' | 'pptx' | 'docx' | 'txt';
  /** Pages in the source, including empty ones (at most GENERATION_MAX_PAGES are read). */
  pageCount: number;
  /** Pages with text after cleaning, in order. */
  pages: Page[];
}

export interface SourceFile {
  bytes: Uint8Array;
  fileName: string;
  /** MIME type the client claimed, if any; checked against the real content. */
  contentType?: string;
}

export interface QuizOptions {
  count: number;
  difficulty: Difficulty;
  subject?: string;
  seed?: number;
  /** Counts, by rule, the candidates dropped for an item-writing flaw (the evaluation reads it). */
  flawLog?: Map<string, number>;
  report?: GenerationReport;
}

export interface FlashcardOptions {
  count: number;
  seed?: number;
  /** Counts, by rule, the candidates dropped for an item-writing flaw, as for quizzes. */
  flawLog?: Map<string, number>;
  report?: GenerationReport;
}

/**
 * How the candidates fared, written by the generator into the object the caller passes, so a
 * set shorter than asked can be explained. Each candidate is counted once, at the first check
 * it fails; `flawLog` says which flaw rules removed the `flawed` ones.
 */
export interface GenerationReport {
  /** Where the candidates came from: the document's own text (offline) or the model (LLM). */
  source: 'text' | 'model';
  /** Pages with text in the document. */
  pages: number;
  candidates: number;
  /** Removed by an item-writing-flaw rule. */
  flawed: number;
  /** Removed by the structure and grounding checks (badly formed, or not supported by its page). */
  unsupported: number;
  /** Passed every check; those not in the set repeated a term, sentence or wording of another. */
  passed: number;
}

/** Both generators (offline and LLM) implement this. */
export interface Generator {
  quiz(doc: ExtractedDocument, options: QuizOptions): Promise<QuizQuestion[]>;
  flashcards(doc: ExtractedDocument, options: FlashcardOptions): Promise<Flashcard[]>;
}

export type GeneratorErrorCode =
  | 'no_text'
  | 'encrypted'
  | 'corrupt'
  | 'too_large'
  | 'type_mismatch'
  | 'unsupported'
  | 'timeout'
  | 'too_little_text'
  | 'provider';

/** An expected failure whose message can be shown to the user as is. */
export class GeneratorError extends Error {
  constructor(
    readonly code: GeneratorErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'GeneratorError';
  }
}
