import { describe, expect, it } from 'vitest';
import { flawsOf } from '../quality/item-flaws.ts';
import { checkQuizItem } from '../quality/quality-checks.ts';
import { citationItems, citedClaims } from './citation-items.ts';
import { createOfflineGenerator } from './offline-generator.ts';
import {
  asQuestion,
  contextOf,
  documentOf,
  expectQuizInvariants,
  pageOf,
} from './test-invariants.ts';

// A seminar deck on meaning universals: most claims carry the work they come from.
const seminar = documentOf([
  `Examples of linguistic universals
• All spoken languages have at least one unrounded and one back vowel (Hyman 2008).
• Grammatical rules are structure-dependent (Chomsky 1965)
• All languages have pronominal categories involving three persons (Greenberg 1966; Bauer 2010).`,
  `Convex color terms
Color terms across languages denote convex regions (Jaeger, 2010)`,
  `Convexity universal
All lexical categories satisfy convexity (Gardenfors 2014)`,
  `Universals of modal meaning
• The single axis of variability universal (Nauze 2008):
• If a modal can express more than one flavor, it can only express one force.
• Second proposal (Vander Klok 2013):
• This universal includes the cases that contradicted previous proposals (Croft 1990).
• Washo (Bochnak 2015): a verb can vary both in force and in flavour.`,
]);

describe('claims the document attributes to a work', () => {
  it('reads a stated or named claim with the one work cited at its end', () => {
    const claims = citedClaims(contextOf(seminar)).map((c) => [c.claim, c.work]);
    expect(claims).toEqual([
      ['All spoken languages have at least one unrounded and one back vowel', 'Hyman 2008'],
      ['Grammatical rules are structure-dependent', 'Chomsky 1965'],
      ['Color terms across languages denote convex regions', 'Jaeger, 2010'],
      ['All lexical categories satisfy convexity', 'Gardenfors 2014'],
      ['The single axis of variability universal', 'Nauze 2008'],
    ]);
  });

  it('leaves out two works for one claim, a bare label, a claim that points back and a citation mid-line', () => {
    const works = citedClaims(contextOf(seminar)).map((c) => c.work);
    for (const left of ['Greenberg 1966', 'Vander Klok 2013', 'Croft 1990', 'Bochnak 2015'])
      expect(works).not.toContain(left);
  });
});

describe('which work is cited for a claim', () => {
  const items = citationItems(contextOf(seminar));

  it('asks in running text, the other cited works as the wrong options', () => {
    const chomsky = items.find((i) => i.answer === 'Chomsky 1965');
    expect(chomsky?.question).toBe(
      'Which work is cited for the claim that grammatical rules are structure-dependent?',
    );
    expect(items.find((i) => i.answer === 'Nauze 2008')?.question).toBe(
      'Which work is cited for the single axis of variability universal?',
    );
    for (const item of items) {
      expect(item.distractors).not.toContain(item.answer);
      expect(new Set(item.distractors).size).toBe(3);
    }
  });

  it('never offers a work cited for a claim on the same matter', () => {
    // 'All lexical categories satisfy convexity' covers color terms too: Gardenfors could be right.
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const jaeger = citationItems(contextOf(seminar, difficulty)).find(
        (i) => i.answer === 'Jaeger, 2010',
      );
      expect(jaeger?.distractors, difficulty).toHaveLength(3);
      expect(
        jaeger?.distractors.some((d) => d.startsWith('Gardenfors')),
        difficulty,
      ).toBe(false);
      // Two works cited together on languages are no rivals for a claim on languages either.
      const hyman = citationItems(contextOf(seminar, difficulty)).find(
        (i) => i.answer === 'Hyman 2008',
      );
      expect(hyman?.distractors, difficulty).toHaveLength(3);
      for (const together of ['Greenberg 1966', 'Bauer 2010'])
        expect(hyman?.distractors, difficulty).not.toContain(together);
    }
  });

  it('writes the wrong options as the key writes its work', () => {
    const jaeger = items.find((i) => i.answer === 'Jaeger, 2010');
    for (const d of jaeger?.distractors ?? []) expect(d).toMatch(/, \d{4}$/);
  });

  it('gives items that pass the flaw rules and hold the key on their page', () => {
    expect(items.length).toBe(5);
    for (const item of items) {
      expect(flawsOf(item), item.question).toEqual([]);
      const report = checkQuizItem(asQuestion(item), pageOf(seminar, item.page), item.evidence);
      expect(report.grounded, item.question).toBe(true);
      expect(report.badDistractors, item.question).toEqual([]);
    }
  });

  it('asks nothing of a document that cites too few works for wrong options', () => {
    const two = documentOf([
      `Convexity
All lexical categories satisfy convexity (Gardenfors 2014)
Color terms across languages denote convex regions (Jaeger 2010)`,
    ]);
    expect(citationItems(contextOf(two))).toEqual([]);
  });

  it('makes up a count in the generator, each item valid on its page', async () => {
    const quiz = await createOfflineGenerator().quiz(seminar, { count: 15, difficulty: 'medium' });
    expect(quiz.some((q) => q.question.startsWith('Which work is cited'))).toBe(true);
    expectQuizInvariants(quiz, seminar);
  });
});
