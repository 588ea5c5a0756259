import { describe, expect, it } from 'vitest';
import { containsPhrase } from '../quality/quality-checks.ts';
import { cardGrounded } from '../quality/set-checks.ts';
import type { Difficulty } from '../types.ts';
import { buildModel } from './document-model.ts';
import { listCards, listItems, listNotItems } from './list-items.ts';
import { createOfflineGenerator } from './offline-generator.ts';
import { findLists, isItem, labelHead } from './page-lists.ts';
import {
  documentOf,
  expectCardInvariants,
  expectQuizInvariants,
  pageOf,
  contextOf,
} from './test-invariants.ts';

const lecture = documentOf([
  `Methods in psychology
Observational studies
Case studies
Introspection
Questionnaire studies`,
  `Psychoanalytic therapy - tools
Free associations method
Analysis of dreams
Hypnosis`,
  `Mechanisms of learning
Classical conditioning
Operant conditioning
Social learning theory`,
  `Processes and threads
Process State: running, waiting, ready
Multithreading benefits: Responsiveness, Resource Sharing, Economy, Scalability
Cooperation: Information Sharing, Computational Speedup, Modularity`,
  `Historical movements
Behaviorism studies observable behaviour and ignores the mind entirely.
Psychoanalysis was created by Sigmund Freud, a neurologist working in Vienna.`,
]);

/** The questions asking what is listed under `label` in a document of these pages. */
function questionsUnder(pages: string[], label: string, difficulty: Difficulty = 'medium') {
  return listItems(contextOf(documentOf(pages), difficulty)).filter((i) =>
    i.question.includes(`“${label}”`),
  );
}

describe('lists on slides', () => {
  it('finds block lists under titles and inline lists after a label', () => {
    const lists = findLists(buildModel(lecture));
    expect(lists.map((l) => [l.label, l.items])).toEqual(
      expect.arrayContaining([
        [
          'Methods in psychology',
          ['Observational studies', 'Case studies', 'Introspection', 'Questionnaire studies'],
        ],
        ['Process State', ['running', 'waiting', 'ready']],
        ['Cooperation', ['Information Sharing', 'Computational Speedup', 'Modularity']],
      ]),
    );
    // Sentences are not list items.
    expect(lists.some((l) => l.label === 'Historical movements')).toBe(false);
  });

  it('reads a comma list of names under a name on the line above as a list of it', () => {
    const lists = findLists(
      buildModel(
        documentOf([
          `Process Concept
Process Control Block (PCB)
/proc/, Process State, Program Counter, Registers, Management Information.
A brief history
Wilhelm Wundt, University Leipzig, Germany
The use of political symbols
Slogans, images, stories, more`,
        ]),
      ),
    );
    expect(lists.map((l) => [l.label, l.items])).toEqual([
      [
        'Process Control Block (PCB)',
        ['Process State', 'Program Counter', 'Registers', 'Management Information'],
      ],
    ]);
  });

  it('reads short names as items, not a verb that introduces sub-bullets', () => {
    expect(isItem('Case studies')).toBe(true);
    expect(isItem('Manuals')).toBe(true);
    expect(isItem('Requires')).toBe(false);
    expect(isItem('Includes')).toBe(false);
    // A word said twice is a table row, unless it names a mapping.
    expect(isItem('True True')).toBe(false);
    expect(isItem('One to One')).toBe(true);
    expect(isItem('Many to Many')).toBe(true);
  });

  it('reads an abbreviation spelt out as the item it names', () => {
    const lists = findLists(
      buildModel(
        documentOf([
          `Inter-process communication
Client-Server Systems
• Sockets
• RPC: Remote Procedure Calls
• Pipes
Storage
• Files
• ZIP: Compressed archives
• Folders`,
        ]),
      ),
    );
    expect(lists.map((l) => [l.label, l.items])).toEqual([
      ['Client-Server Systems', ['Sockets', 'Remote Procedure Calls', 'Pipes']],
      ['Storage', ['Files', 'Folders']],
    ]);
  });

  it('names the head noun a label is about', () => {
    expect(labelHead('Methods in psychology')).toBe('method');
    expect(labelHead('Psychoanalytic therapy - tools')).toBe('tool');
    expect(labelHead('Multithreading benefits')).toBe('benefit');
    expect(labelHead('Courses where game theory is central')).toBe('course');
    // A hyphenated kind of a thing is that thing: 'Relative-standard' beside 'Absolute standard'.
    expect(labelHead('Relative-standard')).toBe('standard');
    expect(labelHead('Bottom-up')).toBe('bottom-up');
    // A note in brackets qualifies the label; it does not name its head.
    expect(labelHead('Multithreading Models (Kernel vs User Thread)')).toBe('model');
  });

  it('offers a sibling list’s items for each of two kinds on one slide', () => {
    const items = questionsUnder(
      [
        `Gradable adjectives
Relative-standard: tall, short, cold, warm
Absolute standard: empty, full, straight, bent`,
      ],
      'Absolute standard',
    );
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(item.distractors.every((d) => ['Tall', 'Short', 'Cold', 'Warm'].includes(d))).toBe(
        true,
      );
  });
});

describe('list-membership items', () => {
  it('offers at easy the items of the lists nearest the key, not those of the far end', () => {
    const filler = Array.from(
      { length: 8 },
      (_, i) => `Notes ${i + 1}\nThe lecture discusses examples of learning in everyday settings.`,
    );
    const pages = [
      `Research methods\nObservational studies\nCase studies\nQuestionnaire studies\nField experiments`,
      `Brain regions\nFrontal lobes\nTemporal lobes\nOccipital lobes\nParietal lobes`,
      ...filler,
      `Breakfast items\nPorridge oats\nScrambled eggs\nOrange slices\nButtered rolls`,
    ];
    const far = ['Porridge oats', 'Scrambled eggs', 'Orange slices', 'Buttered rolls'];
    const items = questionsUnder(pages, 'Research methods', 'easy');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      for (const wrong of item.distractors) expect(far).not.toContain(wrong);
  });

  it('asks which option is listed under a label, with members of other lists as wrong options', () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const ctx = contextOf(lecture, difficulty);
      const lists = findLists(ctx.model);
      const items = listItems(ctx);
      expect(items.length).toBeGreaterThan(4);
      for (const item of items) {
        const label = /listed under “(.+)”/.exec(item.question)?.[1];
        const list = lists.find((l) => l.label === label && l.page === item.page);
        expect(list, item.question).toBeDefined();
        const members = (list?.items ?? []).map((m) => m.toLowerCase());
        expect(members).toContain(item.answer.toLowerCase());
        for (const wrong of item.distractors) {
          expect(members).not.toContain(wrong.toLowerCase());
          // Not in the key's own lines (another list of the same page may lend options).
          for (const line of list?.lines ?? []) expect(containsPhrase(line, wrong)).toBe(false);
          // Each wrong option is a member of another list of the deck.
          expect(
            lists.some(
              (l) =>
                l !== list &&
                l.items.some((m) => m === wrong || m.toLowerCase() === wrong.toLowerCase()),
            ),
          ).toBe(true);
        }
      }
    }
  });

  it('never offers an item of a list that speaks of the same thing or shares a word', () => {
    const items = listItems(contextOf(lecture, 'hard'));
    const methods = items.filter((i) => i.question.includes('Methods in psychology'));
    expect(methods.length).toBeGreaterThan(0);
    // The tools slide says "Free associations method": its items may be methods too.
    for (const item of methods)
      for (const wrong of item.distractors)
        expect(['Free associations method', 'Analysis of dreams', 'Hypnosis']).not.toContain(wrong);
    const cooperation = items.filter((i) => i.question.includes('“Cooperation”'));
    for (const item of cooperation) expect(item.distractors).not.toContain('Resource Sharing');
  });

  it('names the slide of a heading that names a relation, and only of such a heading', () => {
    const items = listItems(contextOf(lecture));
    const cooperation = items.filter((i) => i.question.includes('“Cooperation”'));
    expect(cooperation.length).toBeGreaterThan(0);
    for (const item of cooperation)
      expect(item.question).toBe(
        'On the slide “Processes and threads”, which of the following is listed under “Cooperation”?',
      );
    const methods = items.find((i) => i.question.includes('“Methods in psychology”'));
    expect(methods?.question).toBe(
      'Which of the following is listed under “Methods in psychology”?',
    );
  });

  it('asks under a heading without its note in brackets, and keeps an abbreviation', () => {
    const pages = [
      `Threads
Multithreading Models (Kernel vs User Thread)
• Many to One
• One to One
• Many to Many`,
      `Process Control Block (PCB)
/proc/, Process State, Program Counter, Registers, Management Information.`,
      `Scheduling
Schedulers: Dispatcher, Medium Term, Long Term`,
    ];
    expect(questionsUnder(pages, 'Multithreading Models').length).toBeGreaterThan(0);
    expect(questionsUnder(pages, 'Process Control Block (PCB)').length).toBeGreaterThan(0);
  });

  it('reads a heading of a word every subject uses by its compound on other pages', () => {
    // Every page says 'system'; none says 'client-server system', so their items are outsiders.
    const pages = [
      `Inter-process communication
Client-Server Systems
• Sockets
• Pipes
• Message Queues`,
      `Process basics
Process State: running, waiting, ready
A process asks the operating system for another process.`,
      `Threads
Multithreading Models: Many to One, One to One, Many to Many
The system maps user threads to kernel threads.`,
    ];
    const items = questionsUnder(pages, 'Client-Server Systems');
    expect(items.length).toBe(3);
    for (const item of items)
      for (const wrong of item.distractors)
        expect([
          'Running',
          'Waiting',
          'Ready',
          'Many to One',
          'One to One',
          'Many to Many',
        ]).toContain(wrong);
  });

  it('asks of states written in lower case only which is NOT one, when no list has rivals', () => {
    // 'running, waiting, ready' beside names of things ('Case studies', 'Modularity'): the key
    // would stand out by its kind. The gradable adjectives above have lower-case siblings.
    const ctx = contextOf(lecture);
    expect(listItems(ctx).filter((i) => i.question.includes('“Process State”'))).toEqual([]);
    const not = listNotItems(ctx).find((i) => i.question.includes('“Process State”'));
    expect(not?.distractors.map((d) => d.toLowerCase()).sort()).toEqual([
      'ready',
      'running',
      'waiting',
    ]);
  });

  it('asks which option is NOT listed: three members and an outsider its page never names', () => {
    const ctx = contextOf(lecture, 'medium');
    const lists = findLists(ctx.model);
    const items = listNotItems(ctx);
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) {
      expect(item.question).toMatch(
        /^(?:On the slide “[^”]+”, w|W)hich of the following is NOT listed under “.+”\?$/,
      );
      const list = lists.find((l) => item.key === `list:${l.id}`);
      const members = (list?.items ?? []).map((m) => m.toLowerCase());
      for (const shown of item.distractors) expect(members).toContain(shown.toLowerCase());
      expect(members).not.toContain(item.answer.toLowerCase());
      expect(containsPhrase(pageOf(lecture, item.page), item.answer)).toBe(false);
      // Ranked far below the positive form, so it only fills a quiz the rest cannot.
      expect(Math.max(...listItems(ctx).map((i) => i.score))).toBeGreaterThan(item.score + 0.3);
    }
    // Every list of three or more is asked this way; sentences are no list.
    expect(items.some((i) => i.question.includes('“Cooperation”'))).toBe(true);
    expect(items.some((i) => i.question.includes('Historical movements'))).toBe(false);
  });

  it("prefers wrong options in the number of the key (no 'Deferred' among plurals)", () => {
    const items = questionsUnder(
      [
        `Administrative legitimization
Codes
Regulations
Manuals
Guidelines`,
        `Disposition of issues
Deferred
Salience
Efficiency`,
        `Policy actors
Gatekeepers
Initiators
Sponsors`,
      ],
      'Administrative legitimization',
    );
    expect(items.length).toBeGreaterThan(0);
    // Length and nearness weigh too, so a singular may slip in, but never as most of the options.
    for (const item of items)
      expect(item.distractors.filter((wrong) => /s$/.test(wrong)).length).toBeGreaterThanOrEqual(2);
  });

  it("prefers things to qualities as wrong options for a thing ('Completely killed' for 'Tax credit')", () => {
    const items = questionsUnder(
      [
        `Incentives
Tax deduction
Tax credit
Tax exemption`,
        `Disposition of issues
Resolved
Deferred
Completely killed`,
        `Evaluation criteria
Economic efficiency
Technical simplicity
Political feasibility`,
        `Policy actors
General public
Interest groups
Legislators`,
      ],
      'Incentives',
    );
    expect(items.length).toBe(3);
    for (const item of items)
      expect(item.distractors.filter((wrong) => /(?:ed|killed)$/.test(wrong))).toEqual([]);
  });

  it("offers a sibling list's items, though their own heading says they are of the same kind", () => {
    const items = questionsUnder(
      [
        `Legitimization
Legislative legitimization: laws, statutes, acts
Administrative legitimization: codes, regulations, guidelines`,
        `For natural resources
Energy
Minerals
Water`,
      ],
      'Legislative legitimization',
      'hard',
    );
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(item.distractors.map((d) => d.toLowerCase()).sort()).toEqual([
        'codes',
        'guidelines',
        'regulations',
      ]);
  });

  it('asks nothing under a heading its items outline rather than list kinds of', () => {
    const doc = documentOf([
      `Threads
Multicore Programming
Multithreading Models
Threading Issues
Pthreads`,
      `Models of policy selection
Incremental model
Rational-comprehensive model
Mixed-scanning model`,
      `Cooperation
Information Sharing
Computational Speedup
Modularity`,
    ]);
    const ctx = contextOf(doc, 'medium');
    const asked = [...listItems(ctx), ...listNotItems(ctx)].map((i) => i.question);
    expect(asked.some((q) => q.includes('“Threads”'))).toBe(false);
    expect(asked.some((q) => q.includes('“Cooperation”'))).toBe(true);
  });

  it('gives a card per list whose back lists the items of its page', () => {
    const ctx = contextOf(lecture);
    const cards = listCards(ctx);
    const methods = cards.find((c) => c.front.includes('Methods in psychology'));
    expect(methods?.back).toBe(
      'Observational studies; Case studies; Introspection; Questionnaire studies.',
    );
    for (const card of cards)
      expect(cardGrounded(pageOf(lecture, card.page), card.back)).toBe(true);
  });

  it('keeps both invariants in the generator output', async () => {
    const generator = createOfflineGenerator();
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const quiz = await generator.quiz(lecture, { count: 5, difficulty, seed: 2 });
      expect(quiz).toHaveLength(5);
      expectQuizInvariants(quiz, lecture);
    }
    expectCardInvariants(await generator.flashcards(lecture, { count: 5 }), lecture);
  });
});
