import type { Difficulty } from '../types.ts';
import type { ChatMessage, ChatRequest } from './chat-client.ts';

/** The schema of `{ items: [...] }`, each item an object with exactly these fields, all required. */
function itemsSchema(properties: Record<string, object>) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['items'],
    properties: {
      items: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: Object.keys(properties),
          properties,
        },
      },
    },
  };
}

// Evidence and page come first in the schema: a model that has copied its sentence before
// writing the question grounds the question in it.
const QUIZ_SCHEMA = itemsSchema({
  page: { type: 'integer' },
  evidence: { type: 'string' },
  question: { type: 'string' },
  options: { type: 'array', items: { type: 'string' }, minItems: 4, maxItems: 4 },
  answer: { type: 'string', enum: ['A', 'B', 'C', 'D'] },
});

const FLASHCARD_SCHEMA = itemsSchema({
  page: { type: 'integer' },
  evidence: { type: 'string' },
  front: { type: 'string' },
  back: { type: 'string' },
});

const DIFFICULTY: Record<Difficulty, string> = {
  easy:
    'easy: recall of facts and definitions stated plainly on the page; the wrong options are ' +
    'clearly wrong to a student who read the material.',
  medium:
    'medium: understanding of the concepts (what something does, why, how ideas compare); the ' +
    'wrong options are plausible and come from the same material.',
  hard:
    'hard: applying or reasoning about the material (a short scenario, a consequence, telling ' +
    'closely related concepts apart); the wrong options are the same kind of thing from the same ' +
    'topic, each wrong for a precise reason.',
};

const SYSTEM =
  'You write study material for university students from their lecture pages. Use only what ' +
  'the pages state. Reply with JSON only.';

export interface PromptInput {
  /** The pages as rendered by renderWindow, with [p.N] markers. */
  pagesText: string;
  count: number;
  /** Questions or fronts already written, which must not be repeated. */
  avoid: string[];
  /** Why earlier items from these pages were rejected. */
  problems: string[];
  seed?: number;
}

function extras(input: PromptInput): string[] {
  const lines: string[] = [];
  if (input.avoid.length > 0) {
    lines.push('Already written, do not repeat or rephrase these:');
    lines.push(...input.avoid.map((text) => `- ${text}`));
  }
  if (input.problems.length > 0) {
    lines.push('Earlier items were rejected for these reasons; avoid them:');
    lines.push(...input.problems.map((text) => `- ${text}`));
  }
  return lines;
}

function request(
  name: string,
  schema: Record<string, unknown>,
  user: string[],
  seed?: number,
): ChatRequest {
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user.join('\n') },
  ];
  return { messages, schema: { name, schema }, ...(seed === undefined ? {} : { seed }) };
}

export function quizRequest(
  input: PromptInput & { difficulty: Difficulty; subject?: string },
): ChatRequest {
  return request(
    'quiz',
    QUIZ_SCHEMA,
    [
      `Write exactly ${input.count} multiple-choice questions from the lecture pages below.`,
      ...(input.subject ? [`Subject: ${input.subject}`] : []),
      `Difficulty: ${DIFFICULTY[input.difficulty]}`,
      'Rules:',
      '- Each question tests one idea stated on one page; "page" is the number in that page\'s [p.N] marker.',
      '- "evidence" is one sentence copied word for word from that page that shows the answer is right.',
      '- Exactly four options, all different, of the same kind and similar length, without letters in front; exactly one is correct.',
      '- No "all of the above", "none of the above" or "both A and B".',
      '- "answer" is the letter (A, B, C or D) of the correct option.',
      '- The question must make sense on its own; do not ask about slide layout, page numbers or the course itself.',
      '- Write in the language of the pages. Spread the questions over the pages.',
      ...extras(input),
      'Reply with JSON only, shaped like {"items":[{"page":3,"evidence":"…","question":"…","options":["…","…","…","…"],"answer":"B"}]}.',
      '',
      'Pages:',
      input.pagesText,
    ],
    input.seed,
  );
}

export function flashcardRequest(input: PromptInput): ChatRequest {
  return request(
    'flashcards',
    FLASHCARD_SCHEMA,
    [
      `Write exactly ${input.count} flashcards from the lecture pages below.`,
      'Rules:',
      '- "front" is a key term or a short question; "back" is its definition or answer in one or two sentences, as the page states it.',
      '- Each card comes from one page; "page" is the number in that page\'s [p.N] marker.',
      '- "evidence" is one sentence copied word for word from that page that supports the back.',
      '- The card must make sense on its own; do not ask about slide layout, page numbers or the course itself.',
      '- Write in the language of the pages. Spread the cards over the pages.',
      ...extras(input),
      'Reply with JSON only, shaped like {"items":[{"page":3,"evidence":"…","front":"…","back":"…"}]}.',
      '',
      'Pages:',
      input.pagesText,
    ],
    input.seed,
  );
}
