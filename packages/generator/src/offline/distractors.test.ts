import { describe, expect, it } from 'vitest';
import type { Term } from './document-model.ts';
import { pickDistractors } from './distractors.ts';
import { seededRandom } from './random.ts';

function term(text: string, page = 1): Term {
  const words = text.toLowerCase().split(' ');
  return {
    key: text.toLowerCase(),
    text,
    head: words.at(-1) ?? text,
    pattern: words.map(() => 'NOUN').join(' '),
    plural: false,
    proper: false,
    words: words.length,
    count: 3,
    pages: new Set([page]),
    lists: new Set(),
    firstPage: page,
    inTitle: false,
    defined: false,
    weight: 1,
    context: new Map(),
    contextNorm: 0,
  };
}

const pick = (key: Term, pool: Term[]) =>
  pickDistractors(key, pool, {
    difficulty: 'medium',
    random: seededRandom(1),
    at: { page: 1, listId: -1, pageCount: 10 },
    reject: () => false,
  })?.terms.map((t) => t.text);

describe('pickDistractors', () => {
  it('never offers a word every subject uses, a vague amount or a one-letter variable', () => {
    const pool = ['function f', 'wide range', 'process', 'data', 'variety'].map((t) => term(t));
    expect(pick(term('Fourier transform'), pool)).toBeUndefined();
    const good = ['Laplace transform', 'Z-transform', 'convolution'].map((t) => term(t));
    expect(pick(term('Fourier transform'), [...pool, ...good])?.sort()).toEqual(
      ['Laplace transform', 'Z-transform', 'convolution'].sort(),
    );
  });
});
