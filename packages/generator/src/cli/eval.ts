// npm run eval:generator -- <folder> [--difficulty easy|medium|hard] [--count N] [--seed N] [--samples]
//                           [--judge-sheet out.csv]      writes every item beside its page's text
// npm run eval:generator -- --judged out.csv             prints the acceptance table of the marks
// Extracts every file of the folder, generates a quiz and flashcards with the offline generator,
// and prints one row per file with timings and the automatic quality checks, then totals.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DIFFICULTY, Difficulty, QUIZ_QUESTIONS } from '@halaqa/shared/generation';
import { extractDocument } from '../extract/extract-document.ts';
import { createOfflineGenerator } from '../offline/offline-generator.ts';
import { emptyReport, explainShortfall } from '../quality/shortfall.ts';
import type { ExtractedDocument, GenerationReport } from '../types.ts';
import {
  formatFlaws,
  formatSamples,
  formatShortfalls,
  formatTable,
  measure,
  type FileResult,
} from './eval-report.ts';
import { acceptanceTable, judgeSheet, readJudged } from './judge-sheet.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function evaluate(
  path: string,
  file: string,
  options: { difficulty: Difficulty; count: number; seed?: number },
): Promise<FileResult> {
  const result: FileResult = {
    file,
    asked: options.count,
    quiz: [],
    cards: [],
    flaws: new Map(),
    cardFlaws: new Map(),
    shortfalls: [],
  };
  const bytes = await readFile(path);
  let doc: ExtractedDocument;
  const started = performance.now();
  try {
    doc = await extractDocument({ bytes, fileName: file });
  } catch (error) {
    result.extractMs = Math.round(performance.now() - started);
    result.error = messageOf(error);
    return result;
  }
  result.extractMs = Math.round(performance.now() - started);
  result.pages = doc.pageCount;
  result.pageTexts = new Map(doc.pages.map((p) => [p.number, p.text]));
  result.chars = doc.pages.reduce((n, p) => n + p.text.length, 0);
  // A fresh generator per file, so the timing includes the document analysis.
  const generator = createOfflineGenerator();
  const seed = options.seed === undefined ? {} : { seed: options.seed };
  const subject = file.split('__')[0]?.replace(/-/g, ' ');
  const generating = performance.now();
  const errors: string[] = [];
  const shortfall = (noun: 'question' | 'card', got: number, report: GenerationReport) => {
    const flaws = noun === 'question' ? result.flaws : result.cardFlaws;
    const why = explainShortfall({ noun, got, asked: options.count, report, flaws });
    if (why !== undefined) result.shortfalls?.push(`${noun}s: ${why}`);
  };
  try {
    const report = emptyReport();
    result.quiz = await generator.quiz(doc, {
      count: options.count,
      difficulty: options.difficulty,
      subject,
      flawLog: result.flaws,
      report,
      ...seed,
    });
    shortfall('question', result.quiz.length, report);
  } catch (error) {
    errors.push(`quiz: ${messageOf(error)}`);
  }
  result.generateMs = Math.round(performance.now() - generating);
  try {
    const report = emptyReport();
    result.cards = await generator.flashcards(doc, {
      count: options.count,
      flawLog: result.cardFlaws,
      report,
      ...seed,
    });
    shortfall('card', result.cards.length, report);
  } catch (error) {
    errors.push(`cards: ${messageOf(error)}`);
  }
  if (errors.length > 0) result.error = errors.join('; ');
  result.checks = measure(doc, result.quiz, result.cards);
  return result;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      difficulty: { type: 'string', default: DEFAULT_DIFFICULTY },
      count: { type: 'string', default: String(QUIZ_QUESTIONS.default) },
      seed: { type: 'string' },
      samples: { type: 'boolean', default: false },
      'judge-sheet': { type: 'string' },
      judged: { type: 'string' },
    },
  });
  if (values.judged) {
    console.log(acceptanceTable(readJudged(await readFile(values.judged, 'utf8'))));
    return;
  }
  const folder = positionals[0];
  if (!folder)
    fail(
      'Usage: npm run eval:generator -- <folder> [--difficulty easy|medium|hard] [--count N] [--seed N] [--samples]',
    );
  const difficulty = Difficulty.safeParse(values.difficulty);
  if (!difficulty.success) fail('--difficulty must be easy, medium or hard');
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < QUIZ_QUESTIONS.min || count > QUIZ_QUESTIONS.max)
    fail(`--count must be a whole number from ${QUIZ_QUESTIONS.min} to ${QUIZ_QUESTIONS.max}`);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isInteger(seed)) fail('--seed must be a whole number');

  const files = (await readdir(folder, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && !/\.(?:tsv|md|json)$/i.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  const results: FileResult[] = [];
  for (const file of files) {
    const result = await evaluate(join(folder, file), file, {
      difficulty: difficulty.data,
      count,
      ...(seed === undefined ? {} : { seed }),
    });
    results.push(result);
    if (values.samples && (result.quiz.length > 0 || result.cards.length > 0))
      console.log(`${formatSamples(result)}\n`);
  }
  console.log(formatTable(results));
  console.log(`\n${formatFlaws(results, 'question')}`);
  console.log(`\n${formatFlaws(results, 'card')}`);
  console.log(`\n${formatShortfalls(results)}`);
  if (values['judge-sheet']) {
    await writeFile(values['judge-sheet'], judgeSheet(results));
    console.log(
      `\nJudge sheet written to ${values['judge-sheet']}: mark each row ACCEPT, EDIT or REJECT.`,
    );
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => fail(messageOf(error)),
);
