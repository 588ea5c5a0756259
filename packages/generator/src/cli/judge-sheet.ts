import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { FileResult } from './eval-report.ts';

/** What a strict teacher says of an item: keep it, keep it after a small edit, or throw it away. */
export const VERDICTS = ['ACCEPT', 'EDIT', 'REJECT'] as const;
export type Verdict = (typeof VERDICTS)[number];

const COLUMNS = [
  'file',
  'kind',
  'n',
  'type',
  'page',
  'item',
  'answer',
  'page_text',
  'verdict',
  'reason',
];
const LETTERS = ['A', 'B', 'C', 'D'];
/** Enough of the page for a judge to check the item, not the whole lecture. */
const PAGE_TEXT_MAX = 2000;

/** The item type, read from the stem the offline generator writes for each kind of question. */
export function itemType(question: string): string {
  if (/_{3,}/.test(question)) return 'fill-in-the-blank';
  // The Arabic path's templates are the same kinds ('أي مما يلي ورد ضمن «…»؟' …).
  if (
    /^(?:(?:On the slide “[^”]+”, w|W)hich of the following is listed under|أي مما يلي ورد ضمن)/.test(
      question,
    )
  )
    return 'listed under';
  if (/^(?:Which term is defined as|أي المصطلحات التالية يطابق)/i.test(question))
    return 'term defined as';
  if (/^(?:Which of the following best describes|أي العبارات التالية تصف)/i.test(question))
    return 'best describes';
  if (/^What does .+ stand for/i.test(question)) return 'acronym';
  if (/^Which work is cited for\b/.test(question)) return 'cited for';
  if (/\bNOT\b/.test(question)) return 'which is not';
  return 'other';
}

/**
 * Every question and card of the evaluation with the text of the page it cites, and empty
 * verdict and reason columns for a person to fill in (ACCEPT, EDIT or REJECT, and why).
 */
export function judgeSheet(results: FileResult[]): string {
  const rows: string[][] = [];
  for (const r of results) {
    const text = (page: number | undefined) =>
      (r.pageTexts?.get(page ?? -1) ?? '').slice(0, PAGE_TEXT_MAX);
    r.quiz.forEach((q, i) => {
      const options = q.options.map((o, j) => `${LETTERS[j]}. ${o}`).join('\n');
      rows.push([
        r.file,
        'question',
        String(i + 1),
        itemType(q.question),
        String(q.page ?? ''),
        `${q.question}\n${options}`,
        LETTERS[q.answerIndex] ?? '',
        text(q.page),
        '',
        '',
      ]);
    });
    r.cards.forEach((c, i) => {
      rows.push([
        r.file,
        'card',
        String(i + 1),
        'card',
        String(c.page ?? ''),
        `Front: ${c.front}\nBack: ${c.back}`,
        '',
        text(c.page),
        '',
        '',
      ]);
    });
  }
  return stringify([COLUMNS, ...rows]);
}

export interface JudgedItem {
  file: string;
  kind: 'question' | 'card';
  type: string;
  verdict: Verdict;
  reason: string;
}

/** The marked rows of a judge sheet; rows without a verdict are not judged yet and left out. */
export function readJudged(csv: string): JudgedItem[] {
  const records = parse(csv, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const judged: JudgedItem[] = [];
  records.forEach((row, i) => {
    const verdict = (row.verdict ?? '').trim().toUpperCase();
    if (!verdict) return;
    if (!(VERDICTS as readonly string[]).includes(verdict))
      throw new Error(`row ${i + 2}: verdict must be ACCEPT, EDIT or REJECT, not "${row.verdict}"`);
    judged.push({
      file: row.file ?? '',
      kind: row.kind === 'card' ? 'card' : 'question',
      type: row.type ?? 'other',
      verdict: verdict as Verdict,
      reason: (row.reason ?? '').trim(),
    });
  });
  return judged;
}

const pct = (n: number, of: number) => (of === 0 ? '–' : `${Math.round((100 * n) / of)}%`);

function line(label: string, items: JudgedItem[]): string {
  const count = (v: Verdict) => items.filter((i) => i.verdict === v).length;
  return `| ${label} | ${items.length} | ${pct(count('ACCEPT'), items.length)} | ${pct(count('EDIT'), items.length)} | ${pct(count('REJECT'), items.length)} |`;
}

/** The acceptance table: per file, per item type and in total, questions and cards apart. */
export function acceptanceTable(judged: JudgedItem[]): string {
  const out: string[] = [];
  for (const kind of ['question', 'card'] as const) {
    const items = judged.filter((j) => j.kind === kind);
    if (items.length === 0) continue;
    out.push(
      `\n${kind === 'question' ? 'Questions' : 'Flashcards'}\n`,
      '| | judged | usable as-is | small edit | reject |',
      '|---|---|---|---|---|',
    );
    const groups = (key: (j: JudgedItem) => string) => [...new Set(items.map(key))].sort();
    for (const file of groups((j) => j.file))
      out.push(
        line(
          file,
          items.filter((j) => j.file === file),
        ),
      );
    if (kind === 'question')
      for (const type of groups((j) => j.type))
        out.push(
          line(
            `type: ${type}`,
            items.filter((j) => j.type === type),
          ),
        );
    out.push(line('**total**', items));
  }
  return out.join('\n');
}
