import { describe, expect, it } from 'vitest';
import { cardFlawsOf, type CardToCheck } from './card-flaws.ts';

const card = (question: string, answer = 'cochlea'): CardToCheck => ({ question, answer });

describe('the flaws of a flashcard', () => {
  it.each([
    [
      'leansOnMissingContext',
      card('Often these problems are huge, with thousands of ______.', 'variables'),
    ],
    [
      'leansOnMissingContext',
      card('Both ______ look identical and contain identical items.', 'suitcases'),
    ],
    [
      'courseBusiness',
      card('Ideally: Read in the ______ and participate in the lecture.', 'curriculum'),
    ],
    [
      'genericKey',
      card('Mikael and Jonas are playing a(n) ______ instead of working today.', 'game'),
    ],
    [
      'vagueAsk',
      card('Fourier series, Fourier transforms and ______ are used in physics.', 'convolutions'),
    ],
    [
      'notADefinition',
      card(
        'Which term is defined as the most important factor in the decline of species?',
        'Habitat loss',
      ),
    ],
    ['vagueHeading', card('Which of the following is listed under “MultiT Benefits”?', 'Economy')],
    ['vagueHeading', card('Which of the following is listed under “Cooperation”?', 'Modularity')],
    [
      'garbledText',
      card(
        'Which term is defined as a transparent sheet of connective tissue on the front of the?',
        'Cornea',
      ),
    ],
    [
      'arabicLeansOnContext',
      card('ما المقصود بـ«أهداف قصيرة المدى»؟', 'يستغرق تنفيذها فترات زمنية أقل من السابقة'),
    ],
  ] as const)('flags %s: %j', (rule, flawed) => {
    expect(cardFlawsOf(flawed)).toContain(rule);
  });

  it.each([
    card('Each variable has an associated ______ of possible values.', 'domain'),
    card(
      'Which term is defined as a layer of photoreceptors and several layers of neurons?',
      'Retina',
    ),
    card(
      'On the slide “Inter-Process Communication (IPC)”, which of the following is listed under “Cooperation”?',
      'Modularity',
    ),
    card('What does IESDS stand for?', 'Iterative Elimination of Strictly Dominated Strategies'),
    card(
      'ما المقصود بـ«أهداف طويلة المدى»؟',
      'يستغرق تنفيذها فترة زمنية طويلة نسبيا (حوالي عشرة أعوام)',
    ),
  ])('passes a clean card: %j', (clean) => {
    expect(cardFlawsOf(clean)).toEqual([]);
  });

  // A card has no options to misread or to give the key away: those rules are the quiz's alone.
  it.each([
    card(
      'The ______ of a ketone and its enol form is a fast tautomerism in solution.',
      'tautomerization',
    ),
    card('A ______ is the organ of hearing in the inner ear.', 'ear cochlea'),
    card(
      'Which term is defined as the part of the ocean that does not receive sunlight?',
      'Aphotic zone',
    ),
  ])('does not apply the rules about options or negatives: %j', (clean) => {
    expect(cardFlawsOf(clean)).toEqual([]);
  });
});
