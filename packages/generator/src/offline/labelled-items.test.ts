import { describe, expect, it } from 'vitest';
import { cardFlawsOf } from '../quality/card-flaws.ts';
import { buildModel } from './document-model.ts';
import { findLabelled, labelledCards, labelledItems } from './labelled-items.ts';
import { findParts, partName, partsCards } from './parts-items.ts';
import {
  documentOf,
  expectCardInvariants,
  expectQuizInvariants,
  contextOf,
  asQuestion,
} from './test-invariants.ts';

const lecture = documentOf([
  `Examples of linguistic universals
• Phonology: All spoken languages have consonants and vowels.
• Morphology: All languages have pronominal categories involving three persons.
• Grammar (syntax): All languages have verbs and nouns (Croft 1990).
• Semantics: ...`,
  `Signalling
• Credible signals: Show a picture of you skydiving, swimming with sharks etc. Not credible: Write that you are adventurous.
• Player 1: s3 is strictly dominated by s1 and is eliminated.
• Figure: A process in logical memory
• RPC: Remote Procedure Calls
• Adjectives: Italian, red, tall, square`,
  `Preparation for all exercise classes
• Ideally: Read in the curriculum and participate in the lecture.
• Bare minimum: Read through the lecture slides and the problem set.`,
  `Normal form games
What are the ingredients of a normal form game?
• A normal form game consists of:
1. The set of players i
2. The possible strategy sets Si
3. Each players utility (payoff) function ui (s1, s2, ..., sn )
• Complex situations can be analysed through modelling them as games.`,
  `Travelers' Dilemma
• A normal form game consists of:
1. The set of players: Traveler 1 and Traveler 2.
2. Strategy sets:`,
]);

describe('labelled statements', () => {
  it('reads "Label: statement" bullets, several to a bullet, and skips steps, figures, abbreviations, lists and admin', () => {
    const found = findLabelled(buildModel(lecture)).map((l) => [l.page, l.label, l.content]);
    expect(found).toEqual([
      [1, 'Phonology', 'All spoken languages have consonants and vowels.'],
      [1, 'Morphology', 'All languages have pronominal categories involving three persons.'],
      [1, 'Grammar (syntax)', 'All languages have verbs and nouns (Croft 1990).'],
      [1, 'Semantics', ''],
      [2, 'Credible signals', 'Show a picture of you skydiving, swimming with sharks etc.'],
      [2, 'Not credible', 'Write that you are adventurous.'],
    ]);
  });

  it('asks under which label a statement is filed, the slide’s other labels as wrong options', () => {
    const ctx = contextOf(lecture);
    const items = labelledItems(ctx);
    // Only the slide with four labels has three wrong options.
    expect(items.map((i) => i.answer)).toEqual(['Phonology', 'Morphology', 'Grammar (syntax)']);
    const syntax = items.find((i) => i.answer === 'Grammar (syntax)');
    expect(syntax?.question).toBe(
      'On the slide “Examples of linguistic universals”, under which heading is “All languages have verbs and nouns (Croft 1990)” given?',
    );
    expect([...(syntax?.distractors ?? [])].sort()).toEqual([
      'Morphology',
      'Phonology',
      'Semantics',
    ]);
    expectQuizInvariants(items.map(asQuestion), lecture);
  });

  it('never offers a label that the statement itself names', () => {
    const doc = documentOf([
      `Fields of linguistics
• Phonology: The sound system, which morphology builds on.
• Morphology: The structure of words.
• Syntax: The structure of sentences.
• Semantics: The meaning of words and sentences.
• Pragmatics: The use of language in context.`,
    ]);
    const model = buildModel(doc);
    const ctx = { ...contextOf(lecture), model, pool: [...model.terms.values()] };
    const items = labelledItems(ctx);
    const phonology = items.find((i) => i.answer === 'Phonology');
    expect(phonology).toBeDefined();
    expect(phonology?.distractors).not.toContain('Morphology');
    // One item per slide reaches a quiz (they share a key), so each is checked on its own.
    for (const item of items) expectQuizInvariants([asQuestion(item)], doc);
  });

  it('makes label ↔ statement cards whose back is on the page', () => {
    const cards = labelledCards(contextOf(lecture)).map(({ front, back, page }) => ({
      front,
      back,
      page,
    }));
    expect(cards).toContainEqual({
      front: 'What does the slide “Signalling” say under “Credible signals”?',
      back: 'Show a picture of you skydiving, swimming with sharks etc.',
      page: 2,
    });
    expect(cards.some((c) => c.back === '')).toBe(false);
    expectCardInvariants(cards, lecture);
  });

  it('leaves a note in brackets out of the statement a heading files', () => {
    const graph = documentOf([
      `Constraint graph
• Binary CSP: each constraint relates at most two variables (note: this does not say anything about the domains)
• Constraint graph: nodes are variables, arcs are constraints`,
    ]);
    const card = labelledCards(contextOf(graph)).find((c) => c.front.includes('Binary CSP'));
    expect(card?.asked.question).toBe(
      'On the slide “Constraint graph”, under which heading is “each constraint relates at most two variables” given?',
    );
    expect(cardFlawsOf(card!.asked)).toEqual([]);
    expect(card?.back).toMatch(/\(note: this does not say anything about the domains\)$/);
  });

  it('ranks last a statement that speaks of something said before the label', () => {
    const modals = documentOf([
      `Universals of modal meaning
• A modal mighst which behaves like a mix of:
• Might: it can be used in epistemic possibility contexts
• Deontic: used in contexts of obligation and permission
• Epistemic: used in contexts of knowledge and belief
• Dynamic: used in contexts of ability and disposition`,
    ]);
    const leaning = findLabelled(buildModel(modals)).filter((l) => l.leans);
    expect(leaning.map((l) => l.label)).toEqual(['Might']);
    const cards = labelledCards(contextOf(modals));
    const score = (label: string) => cards.find((c) => c.front.includes(`“${label}”`))?.score;
    for (const label of ['Deontic', 'Epistemic', 'Dynamic'])
      expect(score('Might')).toBeLessThan(score(label) ?? -Infinity);
    expect(score('Might')).toBeLessThan(0);
  });

  it('asks which heading an example of a person illustrates, but makes no card of it', () => {
    const uses = documentOf([
      `Uses of gradable adjectives
• Measure uses: Roberta is 180 centimeters tall
• Bare uses: Roberta is tall
• Comparative uses: Mary is taller than Roberta
• Degree uses: the tree is very tall and the river is very long`,
    ]);
    const ctx = contextOf(uses);
    expect(labelledItems(ctx).map((i) => i.answer)).toContain('Measure uses');
    expect(labelledCards(ctx).map((c) => c.back)).toEqual([
      'the tree is very tall and the river is very long',
    ]);
  });
});

describe('parts of a whole', () => {
  it('keeps the words of a part up to a symbol or a colon', () => {
    expect(partName('The set of players i')).toBe('The set of players');
    expect(partName('Each players utility (payoff) function ui (s1, s2, ..., sn )')).toBe(
      'Each players utility (payoff) function',
    );
    expect(partName('The set of players: Traveler 1 and Traveler 2.')).toBe('The set of players');
    expect(partName('x = 3')).toBe('');
  });

  it('makes one card per whole, from its first listing', () => {
    const model = buildModel(lecture);
    expect(findParts(model).map((p) => [p.page, p.whole])).toEqual([[4, 'A normal form game']]);
    const cards = partsCards(contextOf(lecture)).map(({ front, back, page }) => ({
      front,
      back,
      page,
    }));
    expect(cards).toEqual([
      {
        front: 'What does a normal form game consist of?',
        back: 'The set of players; The possible strategy sets; Each players utility (payoff) function.',
        page: 4,
      },
    ]);
    expectCardInvariants(cards, lecture);
  });
});
