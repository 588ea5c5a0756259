import { describe, expect, it } from 'vitest';
import type { GenerationReport } from '../types.ts';
import { explainShortfall, flawLabel, recordFlaws } from './shortfall.ts';

const report = (counts: Partial<GenerationReport>): GenerationReport => ({
  source: 'text',
  pages: 20,
  candidates: 0,
  flawed: 0,
  unsupported: 0,
  passed: 0,
  ...counts,
});

describe('explaining a set shorter than asked', () => {
  it('says nothing when the set is complete', () => {
    const full = report({ candidates: 30, passed: 30 });
    expect(explainShortfall({ noun: 'question', got: 10, asked: 10, report: full })).toBe(
      undefined,
    );
  });

  it('names what removed the candidates: each flaw rule, the checks and the repeats', () => {
    const flaws = new Map<string, number>();
    recordFlaws(flaws, ['leansOnMissingContext']);
    recordFlaws(flaws, ['genericKey', 'leansOnMissingContext']);
    recordFlaws(flaws, []);
    const counts = report({ candidates: 10, flawed: 2, unsupported: 2, passed: 6 });
    expect(explainShortfall({ noun: 'question', got: 4, asked: 10, report: counts, flaws })).toBe(
      'Only 4 questions passed the checks: the text gave 10 candidates; the flaw rules removed 2 ' +
        '(missing context 2, generic blank 1), 2 failed the grounding or structure checks and ' +
        "2 repeated another question's term, sentence or wording.",
    );
  });

  it('says a document is short when it has fewer pages of text than items asked', () => {
    const short = report({ pages: 1, candidates: 1, passed: 1 });
    expect(explainShortfall({ noun: 'card', got: 1, asked: 10, report: short })).toBe(
      'The document is short (1 page of text): the text gave 1 candidate.',
    );
  });

  it('says the model wrote the candidates when they came from the LLM', () => {
    const counts = report({ source: 'model', pages: 2, candidates: 9, unsupported: 6, passed: 3 });
    expect(explainShortfall({ noun: 'question', got: 3, asked: 5, report: counts })).toBe(
      'Only 3 questions passed the checks: the model wrote 9 candidates; 6 failed the grounding or structure checks.',
    );
  });

  it('words a rule without a label from its name', () => {
    expect(flawLabel('keyInStem')).toBe('key echoed in the stem');
    expect(flawLabel('arabicOddOneOut')).toBe('key set apart by its form');
    expect(flawLabel('someFutureRule')).toBe('some future rule');
  });
});
