// npm run generate -- <file> [--quiz N] [--flashcards N] [--difficulty easy|medium|hard]
//                            [--subject TEXT] [--seed N]
// Uses the OpenAI-compatible endpoint in AI_BASE_URL / AI_API_KEY / AI_MODEL when AI_BASE_URL
// is set, else the offline generator. Prints every item with its page, and the timings.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DIFFICULTY, Difficulty } from '@halaqa/shared/generation';
import { extractDocument } from '../extract/extract-document.ts';
import { emptyReport, explainShortfall } from '../quality/shortfall.ts';
import { selectGenerator, type AiConfig } from '../select-generator.ts';
import { GeneratorError } from '../types.ts';

const LETTERS = ['A', 'B', 'C', 'D'];

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function count(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 50)
    fail(`--${flag} must be a whole number from 1 to 50`);
  return n;
}

function aiFromEnvironment(): AiConfig | undefined {
  const baseUrl = process.env.AI_BASE_URL;
  if (!baseUrl) return undefined;
  const model = process.env.AI_MODEL;
  if (!model) fail('AI_MODEL must be set when AI_BASE_URL is set');
  const apiKey = process.env.AI_API_KEY;
  return { baseUrl, model, ...(apiKey ? { apiKey } : {}) };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      quiz: { type: 'string' },
      flashcards: { type: 'string' },
      difficulty: { type: 'string', default: DEFAULT_DIFFICULTY },
      subject: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const path = positionals[0];
  if (!path) {
    fail(
      'Usage: npm run generate -- <file> [--quiz N] [--flashcards N] [--difficulty easy|medium|hard] [--subject TEXT] [--seed N]',
    );
  }
  const difficulty = Difficulty.safeParse(values.difficulty);
  if (!difficulty.success) fail('--difficulty must be easy, medium or hard');
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isInteger(seed)) fail('--seed must be a whole number');
  const cards = count(values.flashcards, 'flashcards');
  const questions = count(values.quiz, 'quiz') ?? (cards === undefined ? 10 : undefined);
  const ai = aiFromEnvironment();

  const bytes = await readFile(path).catch(() => fail(`Cannot read ${path}`));
  let started = performance.now();
  const doc = await extractDocument({ bytes, fileName: basename(path) });
  console.log(
    `${basename(path)}: ${doc.kind}, ${doc.pageCount} pages, ${doc.pages.length} with text, ` +
      `extracted in ${Math.round(performance.now() - started)} ms`,
  );
  console.log(`Generator: ${ai ? `${ai.model} at ${ai.baseUrl}` : 'offline'}\n`);
  const generator = selectGenerator(ai);

  if (questions !== undefined) {
    started = performance.now();
    const report = emptyReport();
    const flaws = new Map<string, number>();
    const quiz = await generator.quiz(doc, {
      count: questions,
      difficulty: difficulty.data,
      report,
      flawLog: flaws,
      ...(values.subject ? { subject: values.subject } : {}),
      ...(seed === undefined ? {} : { seed }),
    });
    const ms = Math.round(performance.now() - started);
    quiz.forEach((q, i) => {
      console.log(`${i + 1}. ${q.question}  [p.${q.page ?? '?'}]`);
      q.options.forEach((option, k) => {
        console.log(`   ${k === q.answerIndex ? '*' : ' '} ${LETTERS[k]}) ${option}`);
      });
      console.log('');
    });
    console.log(`Quiz: ${quiz.length} of ${questions} questions (${difficulty.data}) in ${ms} ms`);
    const why = explainShortfall({
      noun: 'question',
      got: quiz.length,
      asked: questions,
      report,
      flaws,
    });
    console.log(why === undefined ? '' : `${why}\n`);
  }

  if (cards !== undefined) {
    started = performance.now();
    const report = emptyReport();
    const flaws = new Map<string, number>();
    const deck = await generator.flashcards(doc, {
      count: cards,
      report,
      flawLog: flaws,
      ...(seed === undefined ? {} : { seed }),
    });
    const ms = Math.round(performance.now() - started);
    deck.forEach((card, i) => {
      console.log(`${i + 1}. Front: ${card.front}  [p.${card.page ?? '?'}]`);
      console.log(`   Back:  ${card.back}\n`);
    });
    console.log(`Flashcards: ${deck.length} of ${cards} cards in ${ms} ms`);
    const why = explainShortfall({ noun: 'card', got: deck.length, asked: cards, report, flaws });
    if (why !== undefined) console.log(why);
  }
}

main().catch((error: unknown) => {
  const e = error instanceof Error ? error : new Error(String(error));
  // A GeneratorError is meant for users; anything else is a bug and needs its stack.
  console.error(e instanceof GeneratorError ? e.message : (e.stack ?? e.message));
  if (e.cause instanceof Error) console.error(`  (${e.cause.message})`);
  process.exit(1);
});
