import { describe, expect, it } from 'vitest';
import { emptyReport } from '../quality/shortfall.ts';
import { clozeCards } from './cloze-items.ts';
import { definitionCards } from './definition-items.ts';
import { buildModel } from './document-model.ts';
import { findLabelled, labelledCards } from './labelled-items.ts';
import { listCards } from './list-items.ts';
import { createOfflineGenerator } from './offline-generator.ts';
import { findLists } from './page-lists.ts';
import { contextOf, documentOf, expectCardInvariants } from './test-invariants.ts';

// Slides written like the fixtures' own: a CSP lecture with course business and a slide that
// carries on from the one before.
const lecture = documentOf([
  `Constraint satisfaction problems
• Each variable has an associated domain of possible values.
• A constraint graph has a node for every variable and an arc for every binary constraint.
• Forward checking propagates information from assigned to unassigned variables.`,
  `Inference in constraint satisfaction problems
• Arc consistency detects failure earlier than forward checking.
• Often these problems are huge, with thousands of variables, so searching the space is infeasible.
• Constraint propagation enforces local constraints, repeatedly until reaching a fixed point.`,
  `Preparation for the exercise classes
• The student will learn how constraint satisfaction problems are solved with constraint propagation.
• Read the curriculum on arc consistency and the lecture slides on forward checking.`,
  `Heuristics for constraint satisfaction
• The degree heuristic chooses the variable with most constraints on remaining variables.
• Minimum remaining values: choose the variable with the fewest legal values in its domain.
• Arc consistency and forward checking prune the domain of each variable.`,
]);

describe('offline flashcards a teacher would keep', () => {
  it('drops a card with an item-writing flaw, counts the rule, and keeps the clean ones', async () => {
    const candidates = clozeCards(contextOf(lecture)).map((c) => c.front);
    // The flawed cards are there to be dropped: one leans on the slide before, one is course business.
    expect(candidates.some((f) => f.includes('these problems'))).toBe(true);
    expect(candidates.some((f) => f.startsWith('Fill in the blank: The student'))).toBe(true);

    const flawLog = new Map<string, number>();
    const report = emptyReport();
    const cards = await createOfflineGenerator().flashcards(lecture, {
      count: 15,
      flawLog,
      report,
    });
    const fronts = cards.map((c) => c.front);
    expect(fronts.some((f) => f.includes('these problems'))).toBe(false);
    expect(fronts.some((f) => f.includes('The student'))).toBe(false);
    expect(flawLog.get('leansOnMissingContext')).toBeGreaterThanOrEqual(1);
    expect(flawLog.get('courseBusiness')).toBeGreaterThanOrEqual(1);
    expect(report.flawed).toBeGreaterThanOrEqual(2);
    expect(report.flawed + report.unsupported + report.passed).toBe(report.candidates);
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expectCardInvariants(cards, lecture);
  });

  it('ranks a blank card below what a slide labels or defines', () => {
    const doc = documentOf([
      `Heuristics for constraint satisfaction
• Degree heuristic: a rule that chooses the variable with most constraints on remaining variables.
• Least constraining value: prefer the value that rules out the fewest choices for the neighbours.
• Arc consistency and forward checking prune the domain of each variable.`,
    ]);
    const ctx = contextOf(doc);
    // Judged, blank cards were the weakest kind (65% usable against 86% for definitions).
    const blanks = clozeCards(ctx).map((c) => c.score);
    const others = [...definitionCards(ctx), ...labelledCards(ctx)].map((c) => c.score);
    expect(blanks.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...blanks)).toBeLessThan(Math.min(...others));
  });

  it('asks a sentence that only names its term as a blank, not as a definition', () => {
    const doc = documentOf([
      `Deconvolution
• Much of the information about the true image can be recovered through what is called deconvolution.
• The point spread function describes how an instrument blurs a point source of light.
• Deconvolution divides the Fourier transform of the image by that of the point spread function.`,
    ]);
    const ctx = contextOf(doc);
    expect(ctx.model.definitions.map((d) => [d.term.text, d.style])).toContainEqual([
      'deconvolution',
      'called',
    ]);
    expect(definitionCards(ctx).some((c) => /deconvolution/i.test(c.front))).toBe(false);
  });

  it('makes no list card of a figure’s labels, and names the slide of a heading that is a relation', () => {
    const doc = documentOf([
      `Monotonicity for gradable adjectives
• Small
• Big`,
      `Inter-Process Communication (IPC)
• Independent vs Cooperating Processes.
• Cooperation: Information Sharing, Computational Speedup, Modularity, Convenience.`,
    ]);
    const labels = findLists(buildModel(doc)).map((l) => l.label);
    expect(labels).toEqual(
      expect.arrayContaining(['Monotonicity for gradable adjectives', 'Cooperation']),
    );
    const fronts = listCards(contextOf(doc)).map((c) => c.front);
    expect(fronts).toEqual([
      'What does the slide “Inter-Process Communication (IPC)” list under “Cooperation”?',
    ]);
  });

  it('makes no labelled card of a label that is the slide’s own title', () => {
    const doc = documentOf([
      `CONSTRAINT GRAPH
• Constraint graph: every variable is a node, every binary constraint is an arc.
• Binary constraint: a constraint that relates exactly two of the variables.`,
    ]);
    const labels = findLabelled(buildModel(doc)).map((l) => l.label);
    expect(labels).toEqual(['Constraint graph', 'Binary constraint']);
    expect(labelledCards(contextOf(doc)).map((c) => c.front)).toEqual([
      'What does the slide “CONSTRAINT GRAPH” say under “Binary constraint”?',
    ]);
  });

  it('defines nothing by the parts of one example', () => {
    const doc = documentOf([
      `EXAMPLE: SCHEDULING ACTIVITIES
• Variables: representing starting times of various activities.
• Domains: the study periods of each course.`,
      `Examples of linguistic universals
• Phonology: All spoken languages have consonants and vowels.
• Morphology: All languages have pronominal categories involving three persons.`,
    ]);
    const ctx = contextOf(doc);
    expect(ctx.model.definitions.map((d) => d.term.text)).toContain('Variables');
    expect(findLabelled(ctx.model).map((l) => l.label)).toEqual(['Phonology', 'Morphology']);
    expect(definitionCards(ctx).some((c) => /variables/i.test(c.front))).toBe(false);
  });

  it('files no contrast in slide shorthand under a label', () => {
    const doc = documentOf([
      `Inter-Process Communication (IPC)
• Message Passing: Direct vs Indirect Communication
• Background Processes: with a service with no UI and small memory footprint.`,
    ]);
    expect(findLabelled(buildModel(doc)).map((l) => l.label)).toEqual(['Background Processes']);
  });
});
