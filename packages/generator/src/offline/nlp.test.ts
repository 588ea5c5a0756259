import { describe, expect, it } from 'vitest';
import { buildModel } from './document-model.ts';
import { analyse, GERUND } from './nlp.ts';
import { documentOf } from './test-invariants.ts';

const gerundPhrases = (text: string) =>
  analyse(text).flatMap((s) => s.phrases.filter((p) => p.pattern.startsWith(GERUND)));

describe('terms on a gerund', () => {
  it('reads a gerund after its modifier or before its noun as part of a term', () => {
    expect(gerundPhrases('Forward checking is a simple form of inference.')[0]?.text).toBe(
      'Forward checking',
    );
    expect(gerundPhrases('This is called backtracking search.')[0]?.text).toBe(
      'backtracking search',
    );
  });

  it('reads a gerund with an object or after a preposition as a verb', () => {
    const texts = (text: string) => gerundPhrases(text).map((p) => p.text);
    expect(texts('Cooperating processes sharing memory need locks.')).toEqual([
      'Cooperating processes',
    ]);
    expect(texts('We learn by solving problems.')).toEqual([]);
  });

  it('keeps the noun phrase inside one', () => {
    const [sentence] = analyse('This is called backtracking search.');
    expect(sentence?.phrases.map((p) => p.text)).toContain('search');
  });

  it('makes a term only of one the document repeats', () => {
    const model = buildModel(
      documentOf([
        `Inference
Forward checking is a simple form of inference.
Forward checking does not detect every failure early.
Depth-first search is called backtracking search here.`,
      ]),
    );
    expect(model.terms.get('forward check')?.text).toBe('Forward checking');
    expect(model.terms.has('backtrack search')).toBe(false);
  });
});

describe('plural terms', () => {
  const phraseOf = (text: string, word: string) =>
    analyse(text)[0]?.phrases.find((p) => p.text.endsWith(word));

  it('reads a plural the lemmatiser does not know by its ending', () => {
    // 'formulators' beside a singular blank was an option of another number.
    const formulators = phraseOf(
      'Environmental policy formulators choose the alternative.',
      'formulators',
    );
    expect(formulators?.plural).toBe(true);
    expect(
      phraseOf('All substituents withdraw electrons from the ring.', 'substituents')?.plural,
    ).toBe(true);
  });

  it('keeps a singular that ends in s as it is', () => {
    expect(phraseOf('A Fourier series converges in the mean.', 'series')?.plural).toBe(false);
    expect(phraseOf('The analysis shows a clear trend.', 'analysis')?.plural).toBe(false);
  });
});

describe('a unit glued to its number', () => {
  it('belongs to the number, not to the term after it', () => {
    const [sentence] = analyse('Connect a 1k resistor from the output to the ground.');
    const texts = sentence?.phrases.map((p) => p.text) ?? [];
    expect(texts).toContain('resistor');
    expect(texts).not.toContain('k resistor');
  });
});
