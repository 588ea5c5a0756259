import { describe, expect, it } from 'vitest';
import {
  aboutPeople,
  defineTermItems,
  definitionCards,
  describeTermItems,
  endsOnAPronoun,
  genusOrKind,
  parallelTerms,
  usableDefinitions,
} from './definition-items.ts';
import { clozeItems } from './cloze-items.ts';
import { contextOf, documentOf } from './test-invariants.ts';

// A glossary slide deck: things defined as things, a quality defined by a participle, and an
// abbreviation spelled out.
const glossary = documentOf([
  `Markets
Goods are the material items that can be seen, touched or felt and are ready for sale.
Services are the intangible activities that one party performs for another in exchange for payment.
A marketplace is a place where producers and consumers come together to trade goods and services.`,
  `Prices
Price discovery is the overall process of setting the proper price of an asset or commodity.
A snob is a person with an exaggerated respect for high social position or wealth.
The bandwagon effect is the demand for a good because many others already own it.`,
  `Ownership
Perpetual: never ending or changing, as the ownership of land sold outright.
A lease is a contract by which one party conveys land or property to another for a set time.
The point of sale (POS) is the place where a retail transaction is completed by the customer.`,
]);

describe('which term is defined as …', () => {
  const items = defineTermItems(contextOf(glossary));

  it('asks of terms the document defines as things, with other such terms as wrong options', () => {
    const goods = items.find((i) => i.answer === 'Goods');
    expect(goods?.question).toBe(
      'Which term is defined as the material items that can be seen, touched or felt and are ready for sale?',
    );
    for (const item of items) expect(item.distractors).not.toContain('Perpetual');
  });

  it('never asks a participle description or an abbreviation’s expansion', () => {
    expect(items.length).toBeGreaterThan(3);
    for (const item of items) {
      expect(item.question).not.toMatch(/matches this description|abbreviation stands for/);
      expect(item.answer).not.toMatch(/^(?:Perpetual|POS)$/);
    }
  });
});

describe('wrong options for a definition question', () => {
  // Four terms defined by what they do, two of them kinds of a third: for 'Punishment' they make
  // only one family of rivals, so terms of the same kind from anywhere in the notes stand in.
  const learning = documentOf([
    `Operant conditioning
Reinforcement: increases the chance that a behavior will occur again in future.
Punishment: decreases the chance of repeating the behavior in future.
Positive reinforcement occurs when a behavior is followed by a stimulus that is rewarding.
Negative reinforcement occurs when an aversive stimulus is removed after a behavior.`,
    `Classical conditioning
Classical conditioning pairs a neutral stimulus with a stimulus that causes a reflex.
Extinction weakens a conditioned response when the pairing stops for a long time.
Habituation lowers the response to a stimulus that is repeated without consequence.
Classical conditioning, extinction and habituation are studied in the laboratory.`,
  ]);

  it('come from anywhere when the defined rivals are kinds of one another', () => {
    const items = defineTermItems(contextOf(learning));
    const punishment = items.find((i) => i.answer === 'Punishment');
    expect(punishment?.question).toBe(
      'Which of the following decreases the chance of repeating the behavior in future?',
    );
    const reinforcements = punishment?.distractors.filter((d) => /reinforcement/i.test(d)) ?? [];
    expect(reinforcements.length).toBeLessThanOrEqual(1);
  });

  it('start, at every difficulty, with the term the notes define in parallel', () => {
    const ctx = contextOf(learning);
    const partners = parallelTerms(usableDefinitions(ctx));
    expect([...(partners.get('punishment') ?? [])]).toEqual(['reinforcement']);
    expect([...(partners.get('reinforcement') ?? [])]).toEqual(['punishment']);
    // Positive and negative reinforcement are set apart too ('a stimulus … behavior').
    expect([...(partners.get('positive reinforcement') ?? [])]).toEqual(['negative reinforcement']);
    // Defined by what they do, as a glossary: each has rivals enough to be described.
    const glossary = documentOf([
      `Learning
Reinforcement: increases the chance that a behavior will occur again in future.
Punishment: decreases the chance of repeating the behavior in future.
Extinction: weakens a conditioned response when the pairing stops for a long time.
Habituation: lowers the response to a stimulus that is repeated without consequence.
Sensitization: raises the response to a stimulus after a strong or painful event.`,
    ]);
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const items = defineTermItems(contextOf(learning, difficulty));
      const punishment = items.find((i) => i.answer === 'Punishment');
      expect(punishment?.distractors).toContain('Reinforcement');
      const described = describeTermItems(contextOf(glossary, difficulty)).find((i) =>
        i.question.endsWith('punishment?'),
      );
      expect(described?.distractors).toContain(
        'Increases the chance that a behavior will occur again in future',
      );
    }
  });

  it('take things its page defines by what they are as rivals to one defined by what it does', () => {
    const eye = documentOf([
      `The ear
Outer ear: collects incoming pressure waves and funnels them into the ear canal.
Middle ear: contains three tiny bones that pass vibrations on to amplify sound.`,
      `Populations
Populations: consist of individuals of one species that live in one area and interbreed.
Populations grow until they meet the carrying capacity of their environment.`,
      `The vertebrate eye
Iris: a pigmented round muscle that controls the amount of light entering the eye.
Pupil: the hole in the center of the iris through which light enters.
Retina: a layer of photoreceptors and several layers of neurons behind the lens.
Sclera: the tough white outer layer that protects the eyeball.
Lens: works with the cornea to focus incoming light on the retina.`,
    ]);
    const lens = defineTermItems(contextOf(eye)).find((i) => i.answer === 'Lens');
    expect(lens?.question).toBe(
      'Which of the following works with the cornea to focus incoming light on the retina?',
    );
    // Parts of the eye, not the ear's (defined by what they do) nor 'Retina', which the
    // definition names.
    const eyeParts = (lens?.distractors ?? []).filter((d) =>
      ['Iris', 'Pupil', 'Sclera'].includes(d),
    );
    expect(eyeParts.length).toBeGreaterThanOrEqual(2);
  });
});

describe('a definition that ends on a pronoun', () => {
  it('only makes up a count when nothing but its genus could be what the pronoun stands for', () => {
    const values = documentOf([
      `Value
Exchange value is the value got from buying and selling it.
Use value is the value a good has for the person who uses the good.
Market value is the price an asset would fetch in the marketplace.`,
      `Producers
An autotroph is an organism that can make its own food from inorganic sources.
A heterotroph is an organism that eats other organisms to get energy for it.`,
    ]);
    const ctx = contextOf(values);
    const leaning = usableDefinitions(ctx)
      .filter(({ d, shown }) => endsOnAPronoun(d, shown))
      .map(({ term }) => term.text);
    expect(leaning).toEqual(['Exchange value']);
    const score = (answer: string) =>
      defineTermItems(ctx).find((i) => i.answer === answer)?.score ?? NaN;
    expect(score('Exchange value')).toBeLessThan(0);
    expect(score('Autotroph')).toBeGreaterThan(0);
    expect(score('Heterotroph')).toBeGreaterThan(0);
    // … and so do its blank and its card.
    const blanks = clozeItems(ctx).filter((i) => i.evidence.startsWith('Exchange value'));
    expect(blanks.length).toBeGreaterThan(0);
    for (const blank of blanks) expect(blank.score).toBeLessThan(0);
    const card = definitionCards(ctx).find((c) => c.front === 'What is meant by “exchange value”?');
    expect(card?.score).toBeLessThan(0);
  });
});

describe('which of the following best describes …', () => {
  it('offers a definition of people only among definitions of people', () => {
    expect(aboutPeople('a person with an exaggerated respect for high social position')).toBe(true);
    expect(aboutPeople('people who copy the purchasing behaviour of others')).toBe(true);
    expect(aboutPeople('the overall process of setting the proper price of an asset')).toBe(false);
    const items = describeTermItems(contextOf(glossary));
    expect(items.length).toBeGreaterThan(0);
    // The snob's definition is the only one about people: no question can offer it with others.
    for (const item of items)
      expect([item.answer, ...item.distractors].some((o) => aboutPeople(o))).toBe(false);
  });
});

describe('a wrong option that would be right too', () => {
  const chemistry = documentOf([
    `Pericyclic reactions
Diels-Alder reaction: a concerted reaction between a conjugated diene and a substituted alkene.
Cycloaddition: a reaction in which two unsaturated molecules combine to form a cyclic product.
Most pericyclic reactions need heat or light to proceed at a useful rate.`,
    `Ions
Onium ion: a cation formally obtained by the protonation of a mononuclear parent hydride.
Halonium ion: any onium ion containing a halogen atom carrying a positive charge.
Acylium ion: a cation with the structure of a carbonyl group bonded to a positive carbon.`,
  ]);
  const ctx = contextOf(chemistry);
  const definition = (key: string) => ctx.model.definitions.find((d) => d.term.key === key);
  const term = (key: string) => ctx.model.terms.get(key);

  it('is the genus the key is defined under, or a kind whose definition names the key', () => {
    const dielsAlder = definition('diels alder reaction');
    const onium = definition('onium ion');
    expect(dielsAlder).toBeDefined();
    expect(onium).toBeDefined();
    expect(term('pericyclic reaction')).toBeDefined();
    expect(term('cycloaddition')).toBeDefined();
    expect(genusOrKind(ctx, dielsAlder!)(term('pericyclic reaction')!)).toBe(true);
    expect(genusOrKind(ctx, dielsAlder!)(term('cycloaddition')!)).toBe(false);
    expect(genusOrKind(ctx, onium!)(term('halonium ion')!)).toBe(true);
    expect(genusOrKind(ctx, onium!)(term('acylium ion')!)).toBe(false);
  });
});
