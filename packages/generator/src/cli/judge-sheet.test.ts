import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { acceptanceTable, itemType, judgeSheet, readJudged } from './judge-sheet.ts';
import type { FileResult } from './eval-report.ts';

const result: FileResult = {
  file: 'biology.pdf',
  asked: 2,
  quiz: [
    {
      question: 'Which term is defined as the unit of life?',
      options: ['Cell', 'Atom', 'Organ', 'Tissue'],
      answerIndex: 0,
      page: 2,
    },
    {
      question: 'The ______ stores DNA, "quoted", and commas.',
      options: ['nucleus', 'ribosome', 'vacuole', 'membrane'],
      answerIndex: 0,
      page: 3,
    },
  ],
  cards: [{ front: 'Mitochondria', back: 'Organelles that make ATP.', page: 3 }],
  pageTexts: new Map([
    [2, 'The cell is the unit of life.'],
    [3, 'The nucleus stores DNA.\nMitochondria make ATP.'],
  ]),
};

describe('the judge sheet', () => {
  it('writes each item with its type, answer and page text, and blank marks', () => {
    const rows = parse(judgeSheet([result]), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      kind: 'question',
      type: 'term defined as',
      page: '2',
      answer: 'A',
      page_text: 'The cell is the unit of life.',
      verdict: '',
    });
    expect(rows[1]?.item).toContain('"quoted", and commas');
    expect(rows[1]?.type).toBe('fill-in-the-blank');
    expect(rows[2]).toMatchObject({
      kind: 'card',
      item: 'Front: Mitochondria\nBack: Organelles that make ATP.',
    });
  });

  it('reads the marks back and prints the acceptance table, skipping unmarked rows', () => {
    const rows = parse(judgeSheet([result]), { columns: true }) as Record<string, string>[];
    const marks = ['accept', 'REJECT', ''];
    rows.forEach((row, i) => (row.verdict = marks[i] ?? ''));
    const judged = readJudged(stringify(rows, { header: true }));
    expect(judged.map((j) => j.verdict)).toEqual(['ACCEPT', 'REJECT']);
    const table = acceptanceTable(judged);
    expect(table).toContain('| biology.pdf | 2 | 50% | 0% | 50% |');
    expect(table).toContain('| type: fill-in-the-blank | 1 | 0% | 0% | 100% |');
    expect(table).not.toContain('Flashcards');
  });

  it('refuses a verdict that is not ACCEPT, EDIT or REJECT', () => {
    const rows = parse(judgeSheet([result]), { columns: true }) as Record<string, string>[];
    (rows[0] as Record<string, string>).verdict = 'maybe';
    expect(() => readJudged(stringify(rows, { header: true }))).toThrow(/row 2/);
  });

  it.each([
    ['Which of the following is listed under "Organelles"?', 'listed under'],
    ['Which of the following best describes osmosis?', 'best describes'],
    ['What does ATP stand for?', 'acronym'],
    [
      'On the slide “Inter-Process Communication (IPC)”, which of the following is listed under “Cooperation”?',
      'listed under',
    ],
    [
      'Which work is cited for the claim that grammatical rules are structure-dependent?',
      'cited for',
    ],
    ['أي مما يلي ورد ضمن «مبادئ العمل الإرشادي»؟', 'listed under'],
    ['أي المصطلحات التالية يطابق هذا التعريف: «إجراء عملية تقدير منهجية»؟', 'term defined as'],
    ['أي العبارات التالية تصف «التقييم»؟', 'best describes'],
    ['Why do cells divide?', 'other'],
  ])('reads %j as a %s item', (question, type) => {
    expect(itemType(question)).toBe(type);
  });
});
