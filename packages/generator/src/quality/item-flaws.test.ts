import { describe, expect, it } from 'vitest';
import { flawsOf, type FlawName, type ItemToCheck } from './item-flaws.ts';

const item = (
  question: string,
  answer = 'cochlea',
  distractors = ['retina', 'cornea', 'stapes'],
): ItemToCheck => ({
  question,
  answer,
  distractors,
});

describe.each<[FlawName, ItemToCheck[], ItemToCheck[]]>([
  [
    'leansOnMissingContext',
    [
      item('The ______ is shown in figure 6.2.'),
      item('In PS1: Exercise 6, the profile that survives is ______.', 'B; D; F'),
      item('In the rest of the course we will explain these ______.', 'universals'),
      item('As (B,Y) is a NE, the ______ follows.', 'equilibrium'),
      item('1 Define the carrot, the ______ and the stick.', 'whip'),
    ],
    [item('The oval window generates waves in a chamber known as the ______.')],
  ],
  [
    'keyInStem',
    [
      item(
        'The reaction is called ______; the concept is referred to as tautomerism.',
        'tautomerization',
      ),
      item('Which term is defined as a carbon that contains two halides?', 'Geminal halide', [
        'Chain termination',
        'Tautomerization',
        'Zaitsev product',
      ]),
    ],
    [
      item('Which term is defined as a carbon that contains two halides?', 'Geminal halide', [
        'Vicinal halide',
        'Alkyl halide',
        'Acyl halide',
      ]),
    ],
  ],
  [
    'genericKey',
    [
      item('Catalysts are required for the ______ to be usable.', 'reaction'),
      item('In terms of the ______, market failure occurs.', 'environment'),
    ],
    [item('Myofibrils have repeating units called ______.', 'sarcomeres')],
  ],
  [
    'aboveOption',
    [item('Which organ hears?', 'All of the above', ['Eye', 'Nose', 'Tongue'])],
    [item('Which organ hears?', 'Ear', ['Eye', 'Nose', 'Tongue'])],
  ],
  [
    'quietNegative',
    [item('Which of the following is not a sense organ?', 'Liver', ['Eye', 'Ear', 'Nose'])],
    [item('Which of the following is NOT a sense organ?', 'Liver', ['Eye', 'Ear', 'Nose'])],
  ],
  [
    'articleCue',
    [
      item('The sound enters through an ______ canal.', 'cochlea'),
      item('It is a ______ of the ear.', 'organ'),
    ],
    [item('It is an ______ of the ear.', 'organ'), item('It is a(n) ______ of the ear.', 'organ')],
  ],
])('the %s rule', (rule, flawed, clean) => {
  it.each(flawed.map((f) => [f.question, f]))('flags %j', (_, f) => {
    expect(flawsOf(f)).toContain(rule);
  });
  it.each(clean.map((c) => [c.question, c]))('passes %j', (_, c) => {
    expect(flawsOf(c)).not.toContain(rule);
  });
});
