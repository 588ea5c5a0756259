import { describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../types.ts';
import { extractJson, readItems } from './parse-reply.ts';
import { buildWindows, isSkippablePage, spreadBudget } from './windows.ts';

function deck(texts: string[]): ExtractedDocument {
  return {
    kind: 'pdf',
    pageCount: texts.length,
    pages: texts.map((text, i) => ({ number: i + 1, text })),
  };
}

const slide = (n: number, chars = 600) =>
  `Topic ${n}\n${'Memory management keeps track of every byte in the system. '.repeat(chars / 60)}`;

describe('page windows', () => {
  it('skips title, agenda, reference and near-empty pages', () => {
    expect(isSkippablePage({ number: 1, text: 'Operating Systems\nLecture 5\nDr. Omar' }, 0)).toBe(
      true,
    );
    expect(
      isSkippablePage({ number: 2, text: `Agenda\n${'Item of the day\n'.repeat(8)}` }, 1),
    ).toBe(true);
    expect(
      isSkippablePage({ number: 3, text: `Outline:\n${'Something to cover\n'.repeat(8)}` }, 2),
    ).toBe(true);
    const refs =
      'Reading\n[1] Knuth, D. (1997) The Art of Computer Programming.\n[2] Cormen et al. Algorithms.\nSee https://example.org for notes.';
    expect(isSkippablePage({ number: 9, text: refs }, 8)).toBe(true);
    expect(isSkippablePage({ number: 4, text: '2' }, 3)).toBe(true);
    const opening =
      'What is Economics\nWe cannot sum the goals of all the people in a country; its goal depends on its government';
    expect(isSkippablePage({ number: 2, text: opening }, 0)).toBe(false);
    expect(isSkippablePage({ number: 5, text: slide(5) }, 4)).toBe(false);
    expect(isSkippablePage({ number: 6, text: `Overview of paging\n${slide(6)}` }, 5)).toBe(false);
  });

  it('groups content pages into windows of three to six, keeping page numbers', () => {
    const texts = ['Title\nLecture', ...Array.from({ length: 40 }, (_, i) => slide(i + 2, 900))];
    const windows = buildWindows(deck(texts));
    const sizes = windows.map((w) => w.pages.length);
    expect(sizes.every((n) => n >= 3 && n <= 6)).toBe(true);
    expect(windows.flatMap((w) => w.pages.map((p) => p.number))).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 2),
    );
  });

  it('closes a window early on dense pages rather than overflow a small model', () => {
    const windows = buildWindows(deck(Array.from({ length: 6 }, (_, i) => slide(i + 1, 5400))));
    expect(windows.length).toBeGreaterThan(2);
    expect(windows.every((w) => w.chars <= 12_000)).toBe(true);
  });

  it('uses every page when all of them look skippable', () => {
    const windows = buildWindows(deck(['Short one but real', 'Another short page']));
    expect(windows.flatMap((w) => w.pages.map((p) => p.number))).toEqual([1, 2]);
  });

  it('spreads the budget by content size and along the document', () => {
    const windows = [
      { pages: [], chars: 1000 },
      { pages: [], chars: 3000 },
      { pages: [], chars: 1000 },
    ];
    expect(spreadBudget(windows, 10)).toEqual([2, 6, 2]);
    expect(spreadBudget(windows, 1)).toEqual([0, 1, 0]);
    const many = Array.from({ length: 30 }, () => ({ pages: [], chars: 500 }));
    const budget = spreadBudget(many, 5);
    expect(budget.reduce((a, b) => a + b, 0)).toBe(5);
    expect(budget.findIndex((n) => n > 0)).toBeLessThan(6);
    expect(budget.findLastIndex((n) => n > 0)).toBeGreaterThan(23);
    expect(spreadBudget(windows, 1, 0.5)).not.toEqual(spreadBudget(windows, 1));
  });
});

describe('reading a reply', () => {
  it('finds JSON alone, in a fence, or inside prose', () => {
    expect(extractJson('{"items":[1]}')).toEqual({ items: [1] });
    expect(extractJson('Here:\n```json\n{"items":[2]}\n```')).toEqual({ items: [2] });
    expect(extractJson('Sure, {not json} then [{"q":"a } b"}] done')).toEqual([{ q: 'a } b' }]);
    expect(extractJson('nothing here')).toBeUndefined();
    expect(extractJson('{"items": [')).toBeUndefined();
  });

  it('accepts the common shapes of an item list', () => {
    expect(readItems({ items: [1] })).toEqual([1]);
    expect(readItems({ questions: [2] })).toEqual([2]);
    expect(readItems([3])).toEqual([3]);
    expect(readItems({ question: 'q' })).toEqual([{ question: 'q' }]);
    expect(readItems('text')).toEqual([]);
  });
});
