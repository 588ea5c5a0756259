import type { Flashcard, QuizQuestion } from './generation.ts';

// The text formats of spec §3: what /check-status answers as `content` and what the web app
// parses. Writing is strict and plain; reading forgives what models and people actually type.

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** Collapses a field to one line so it cannot break the line-based format. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Quiz text: per block the question, four plain option lines and 'Answer: X'. */
export function formatQuiz(questions: QuizQuestion[]): string {
  return questions
    .map((q) =>
      [
        oneLine(q.question),
        ...q.options.map(oneLine),
        `Answer: ${LETTERS[q.answerIndex] ?? 'A'}`,
      ].join('\n'),
    )
    .join('\n\n');
}

/** Flashcard text: per block 'Front: …' and 'Back: …'. */
export function formatFlashcards(cards: Flashcard[]): string {
  return cards.map((c) => `Front: ${oneLine(c.front)}\nBack: ${oneLine(c.back)}`).join('\n\n');
}

function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).map((line) => line.trim());
}

// "A)", "a.", "A.", "(a)", "A -", "A:", "[A]" followed by the option text.
const OPTION_PREFIX = /^[([]?([A-Da-d])(?:\s*[).:\]]|\s+-|-\s)\s*(?=\S)/;

/**
 * Removes letter prefixes ("A)", "b.", "(c)", "D -") from four options, but only when at least
 * three options carry the letter of their own position, so plain text such as "A - B testing"
 * survives.
 */
export function stripOptionLetters(options: readonly string[]): string[] {
  const matches = options.map((option, i) => {
    const m = OPTION_PREFIX.exec(option);
    return m?.[1]?.toUpperCase() === LETTERS[i] ? m : null;
  });
  if (matches.filter(Boolean).length < 3) return options.map(oneLine);
  return options.map((option, i) => {
    const m = matches[i];
    return oneLine(m ? option.slice(m[0].length) : option);
  });
}

const ANSWER_LINE = /^(?:\*\*)?(?:correct\s+)?answer\s*(?:\*\*)?\s*[:\-=]\s*(?:\*\*)?\s*(.*)$/i;
const QUESTION_NUMBER = /^(?:q(?:uestion)?\s*)?\d{1,3}\s*[.):]\s+/i;

/** Reads 'B', 'b', '(b)', 'B) text' or the text of an option; -1 when it names none. */
function answerIndex(answer: string, options: string[]): number {
  const letter = /^[([]?([A-Da-d])(?![A-Za-z0-9])/.exec(answer);
  if (letter?.[1]) return LETTERS.indexOf(letter[1].toUpperCase() as (typeof LETTERS)[number]);
  const wanted = oneLine(answer).toLowerCase();
  return options.findIndex((option) => option.toLowerCase() === wanted);
}

/**
 * Parses quiz text leniently: blank lines anywhere, Windows line ends, lettered options,
 * 'Answer: b' or 'Answer: B) text'. Blocks that do not give a question, four distinct
 * options and an answer are skipped.
 */
export function parseQuiz(text: string): QuizQuestion[] {
  const lines = splitLines(text);
  const questions: QuizQuestion[] = [];
  let start = 0; // first line after the previous answer line
  for (let i = 0; i < lines.length; i++) {
    const answer = ANSWER_LINE.exec(lines[i] ?? '');
    if (!answer) continue;
    const block = lines.slice(start, i);
    start = i + 1;
    const question = readBlock(block, answer[1] ?? '');
    if (question) questions.push(question);
  }
  return questions;
}

function readBlock(block: string[], answer: string): QuizQuestion | null {
  // The four options are the last four non-empty lines before the answer.
  const filled = block.map((line, i) => ({ line, i })).filter(({ line }) => line !== '');
  const optionLines = filled.slice(-4);
  if (optionLines.length < 4) return null;
  // The question is the nearest group of non-empty lines above the options, so a broken block
  // earlier in the text (separated by a blank line) is not glued onto this question.
  const questionParts: string[] = [];
  let j = (optionLines[0]?.i ?? 0) - 1;
  while (j >= 0 && block[j] === '') j--;
  while (j >= 0 && block[j] !== '') questionParts.unshift(block[j--] ?? '');
  const question = oneLine(questionParts.join(' ')).replace(QUESTION_NUMBER, '');
  const options = stripOptionLetters(optionLines.map(({ line }) => line));
  const index = answerIndex(answer.trim(), options);
  const distinct = new Set(options.map((o) => o.toLowerCase())).size === 4;
  if (!question || options.some((o) => o === '') || !distinct || index < 0) return null;
  return {
    question,
    options: options as [string, string, string, string],
    answerIndex: index,
  };
}

const CARD_LINE = /^(?:\*\*)?(front|back)\s*(?:\*\*)?\s*:\s*(?:\*\*)?\s*(.*)$/i;

/**
 * Parses flashcard text leniently: 'Front:' starts a card, 'Back:' its answer; a line that
 * continues either side is joined to it; a blank line ends a card; cards missing a side are
 * skipped.
 */
export function parseFlashcards(text: string): Flashcard[] {
  const cards: Flashcard[] = [];
  let front: string[] | null = null;
  let back: string[] | null = null;
  const finish = () => {
    const f = oneLine(front?.join(' ') ?? '');
    const b = oneLine(back?.join(' ') ?? '');
    if (f && b) cards.push({ front: f, back: b });
    front = null;
    back = null;
  };
  for (const line of splitLines(text)) {
    const m = CARD_LINE.exec(line);
    const side = m?.[1]?.toLowerCase();
    if (side === 'front') {
      finish();
      front = [m?.[2] ?? ''];
    } else if (side === 'back') {
      if (back) finish();
      back = [m?.[2] ?? ''];
    } else if (line === '') {
      // A blank line between the two sides is tolerated; after the back it ends the card.
      if (back) finish();
    } else if (back) {
      back.push(line);
    } else if (front) {
      front.push(line);
    }
  }
  finish();
  return cards;
}
