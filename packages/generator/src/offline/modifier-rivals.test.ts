import { describe, expect, it } from 'vitest';
import { buildModel } from './document-model.ts';
import { modifierRivals } from './modifier-rivals.ts';
import type { Phrase } from './nlp.ts';
import { documentOf } from './test-invariants.ts';

const kinds = [
  'Veblen goods are bought more when their price rises.',
  'Superior goods are bought more as income rises.',
  'Prestige goods are bought to show the status of their owners.',
];
const giffen = 'A Giffen good is basically a type of inferior good which has no close substitutes.';

/** The rivals for blanking `word` in the document's sentence that holds it. */
function rivalsOf(lines: string[], word: string): string[] | undefined {
  const model = buildModel(documentOf([`Kinds of goods\n${lines.join('\n')}`]));
  const sentence = model.sentences.find((s) => s.tokens.some((t) => t.value === word));
  expect(sentence, word).toBeDefined();
  const start = sentence!.tokens.findIndex((t) => t.value === word);
  const phrase: Phrase = {
    start,
    end: start + 1,
    text: word,
    key: word.toLowerCase(),
    head: word.toLowerCase(),
    pattern: 'PROPN',
    plural: false,
    proper: true,
  };
  return modifierRivals(model, sentence!, phrase);
}

describe('rivals for a blank that names the kind of a noun', () => {
  it("are the document's other kinds of that noun ('Veblen' for 'A(n) ______ good')", () => {
    expect(rivalsOf([...kinds, giffen], 'Giffen')?.sort()).toEqual(
      ['Prestige', 'Superior', 'Veblen'].sort(),
    );
  });

  it('leave out a kind its own sentence names, and need three', () => {
    // 'inferior good' is in the stem itself: the blank could read 'inferior' as well.
    expect(rivalsOf([...kinds, giffen], 'Giffen')).not.toContain('inferior');
    expect(rivalsOf([...kinds.slice(1), giffen], 'Giffen')).toBeUndefined();
  });
});
