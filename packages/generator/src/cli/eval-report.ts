import type { Flashcard, QuizQuestion } from '@halaqa/shared/generation';
import { checkQuizItem, findDuplicates } from '../quality/quality-checks.ts';
import { answerPositions, checkFlashcards, optionBalance } from '../quality/set-checks.ts';
import type { ExtractedDocument } from '../types.ts';

/** What the evaluation measured for one file. */
export interface FileResult {
  file: string;
  pages?: number;
  chars?: number;
  extractMs?: number;
  generateMs?: number;
  asked: number;
  quiz: QuizQuestion[];
  cards: Flashcard[];
  checks?: QualityCounts;
  error?: string;
  /** Each page's text by number, for the judge sheet. */
  pageTexts?: Map<number, string>;
  /** Candidates each item-writing-flaw rule removed before the items were chosen. */
  flaws?: Map<string, number>;
  /** The same for the flashcards. */
  cardFlaws?: Map<string, number>;
  /** Why the quiz or the cards came out shorter than asked, one sentence each. */
  shortfalls?: string[];
}

export interface QualityCounts {
  questions: number;
  structureOk: number;
  grounded: number;
  distractorsClear: number;
  longEnough: number;
  duplicates: number;
  keyLongest: number;
  keyRatioSum: number;
  positions: [number, number, number, number];
  pagesCovered: number;
  cards: number;
  cardsStructureOk: number;
  cardsGrounded: number;
  cardsDuplicates: number;
}

/** Runs every automatic check over one file's quiz and cards. */
export function measure(
  doc: ExtractedDocument,
  quiz: QuizQuestion[],
  cards: Flashcard[],
): QualityCounts {
  const pageText = (page: number | undefined) =>
    doc.pages.find((p) => p.number === page)?.text ?? '';
  const reports = quiz.map((q) => checkQuizItem(q, pageText(q.page)));
  const duplicates = findDuplicates(quiz.map((q) => q.question));
  const balance = optionBalance(quiz);
  const cardReports = checkFlashcards(cards, pageText);
  return {
    questions: quiz.length,
    structureOk: reports.filter((r) => r.structure.length === 0).length,
    grounded: reports.filter((r) => r.grounded).length,
    distractorsClear: reports.filter((r) => r.badDistractors.length === 0).length,
    longEnough: reports.filter((r) => r.longEnough).length,
    duplicates: duplicates.filter((d) => d !== undefined).length,
    keyLongest: Math.round(balance.keyLongestShare * quiz.length),
    keyRatioSum: balance.meanKeyRatio * quiz.length,
    positions: answerPositions(quiz),
    pagesCovered: new Set(quiz.map((q) => q.page)).size,
    cards: cards.length,
    cardsStructureOk: cardReports.filter((r) => r.structure).length,
    cardsGrounded: cardReports.filter((r) => r.grounded).length,
    cardsDuplicates: cardReports.filter((r) => r.duplicateOf !== undefined).length,
  };
}

function sum(results: QualityCounts[]): QualityCounts {
  const total: QualityCounts = {
    questions: 0,
    structureOk: 0,
    grounded: 0,
    distractorsClear: 0,
    longEnough: 0,
    duplicates: 0,
    keyLongest: 0,
    keyRatioSum: 0,
    positions: [0, 0, 0, 0],
    pagesCovered: 0,
    cards: 0,
    cardsStructureOk: 0,
    cardsGrounded: 0,
    cardsDuplicates: 0,
  };
  for (const r of results) {
    for (const key of Object.keys(total) as (keyof QualityCounts)[]) {
      if (key === 'positions') r.positions.forEach((n, i) => (total.positions[i as 0] += n));
      else total[key] += r[key];
    }
  }
  return total;
}

const HEADERS = [
  'file',
  'pages',
  'chars',
  'extract ms',
  'gen ms',
  'quiz',
  'cards',
  'struct',
  'grounded',
  'distr ok',
  '≥5 words',
  'dups',
  'key longest',
  'key/distr len',
  'A/B/C/D',
  'q pages',
  'card ok',
  'card grounded',
  'card dups',
  'note',
];

function row(r: FileResult): string[] {
  const c = r.checks;
  const facts = [
    r.file,
    ...[r.pages, r.chars, r.extractMs, r.generateMs].map((n) => String(n ?? '')),
  ];
  const note = r.error === undefined ? '' : `error: ${r.error}`;
  if (c === undefined || c.questions + c.cards === 0)
    return [...facts, ...Array<string>(HEADERS.length - 6).fill(''), note];
  return [
    ...facts,
    `${r.quiz.length}/${r.asked}`,
    `${r.cards.length}/${r.asked}`,
    ...cells(c),
    note,
  ];
}

function cells(c: QualityCounts): string[] {
  const q = c.questions;
  return [
    `${c.structureOk}/${q}`,
    `${c.grounded}/${q}`,
    `${c.distractorsClear}/${q}`,
    `${c.longEnough}/${q}`,
    String(c.duplicates),
    q ? `${Math.round((100 * c.keyLongest) / q)}%` : '',
    q ? (c.keyRatioSum / q).toFixed(2) : '',
    c.positions.join('/'),
    String(c.pagesCovered),
    `${c.cardsStructureOk}/${c.cards}`,
    `${c.cardsGrounded}/${c.cards}`,
    String(c.cardsDuplicates),
  ];
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`;
}

/** The table: one row per file, then totals with percentages. */
export function formatTable(results: FileResult[]): string {
  const rows = [HEADERS, ...results.map(row)];
  const total = sum(results.flatMap((r) => (r.checks ? [r.checks] : [])));
  const asked = results.filter((r) => r.checks).reduce((n, r) => n + r.asked, 0);
  rows.push([
    'TOTAL',
    '',
    '',
    '',
    '',
    `${total.questions}/${asked}`,
    `${total.cards}/${asked}`,
    ...cells(total),
    '',
  ]);
  const widths = HEADERS.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const lines = rows.map((r) =>
    r
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join(' | ')
      .trimEnd(),
  );
  const q = total.questions;
  lines.push(
    '',
    `Quiz items: ${q} of ${asked} asked (${percent(q, asked)}); structure ${percent(total.structureOk, q)}, ` +
      `grounded ${percent(total.grounded, q)}, distractors clear ${percent(total.distractorsClear, q)}, ` +
      `≥5 words ${percent(total.longEnough, q)}, duplicates ${total.duplicates}, ` +
      `key longest ${percent(total.keyLongest, q)}, key/distractor length ${(total.keyRatioSum / Math.max(q, 1)).toFixed(2)}, ` +
      `positions A/B/C/D ${total.positions.join('/')}.`,
    `Cards: ${total.cards} of ${asked} asked (${percent(total.cards, asked)}); structure ${percent(total.cardsStructureOk, total.cards)}, ` +
      `grounded ${percent(total.cardsGrounded, total.cards)}, duplicates ${total.cardsDuplicates}.`,
  );
  return lines.join('\n');
}

/** Items as a student sees them, with the key marked. */
export function formatSamples(r: FileResult): string {
  const out = [`## ${r.file}`];
  for (const q of r.quiz) {
    out.push(`[p.${q.page}] ${q.question}`);
    q.options.forEach((o, i) =>
      out.push(`   ${i === q.answerIndex ? '*' : ' '} ${'ABCD'[i]}) ${o}`),
    );
  }
  for (const c of r.cards) out.push(`[p.${c.page}] Front: ${c.front}`, `        Back: ${c.back}`);
  return out.join('\n');
}

/** How many candidate questions each item-writing-flaw rule removed, per file and in total. */
export function formatFlaws(results: FileResult[], of: 'question' | 'card'): string {
  const flawsOf = (r: FileResult) => (of === 'question' ? r.flaws : r.cardFlaws) ?? new Map();
  const rules = [...new Set(results.flatMap((r) => [...flawsOf(r).keys()]))].sort();
  if (rules.length === 0) return `Item-writing flaws (${of}s): no candidate removed.`;
  const total = new Map<string, number>();
  const lines = results.map((r) => {
    const cells = rules.map((rule) => {
      const n = flawsOf(r).get(rule) ?? 0;
      total.set(rule, (total.get(rule) ?? 0) + n);
      return String(n);
    });
    return `| ${r.file} | ${cells.join(' | ')} |`;
  });
  return [
    `${of === 'question' ? 'Question' : 'Flashcard'} candidates removed by each item-writing-flaw rule:`,
    `| file | ${rules.join(' | ')} |`,
    `|---|${rules.map(() => '---').join('|')}|`,
    ...lines,
    `| **total** | ${rules.map((rule) => String(total.get(rule) ?? 0)).join(' | ')} |`,
  ].join('\n');
}

/** Each file that gave fewer items than asked, and why. */
export function formatShortfalls(results: FileResult[]): string {
  const lines = results.flatMap((r) => (r.shortfalls ?? []).map((why) => `- ${r.file}, ${why}`));
  return lines.length === 0
    ? 'Shortfalls: none.'
    : ['Files that gave fewer items than asked:', ...lines].join('\n');
}
