import { describe, expect, it } from 'vitest';
import { buildModel } from './document-model.ts';
import { isCode, isFormula, isTermLike, readsAsQuality, typoWords } from './term-rules.ts';

const times = (word: string, n: number) => Array.from({ length: n }, () => word);

describe('typoWords', () => {
  it('finds a word written with a letter more or less than a more common one', () => {
    const words = [
      ...times('dirichlet', 7),
      ...times('diriclet', 4),
      ...times('transform', 12),
      ...times('tranform', 2),
      ...times('fourier', 9),
      'frourier',
      ...times('electrophile', 4),
      'elctrophile',
    ];
    expect([...typoWords(words)].sort()).toEqual([
      'diriclet',
      'elctrophile',
      'frourier',
      'tranform',
    ]);
  });

  it('leaves other words alone: another letter, another ending, everyday words, short words', () => {
    const words = [
      ...times('ethene', 8),
      'ethyne',
      ...times('double', 8),
      'doublet',
      ...times('heuristic', 8),
      'heuristics',
      ...times('sifting', 3),
      ...times('shifting', 2),
      ...times('getpid', 8),
      'getppid',
    ];
    expect([...typoWords(words)]).toEqual([]);
  });
});

describe('isFormula', () => {
  it('is a chemical formula, not an abbreviation or a word', () => {
    for (const formula of ['LiAlH4', 'Me2S', 'CrO3', 'H2SO4', 'NaBH4', 'Ca(OH)2'])
      expect(isFormula(formula), formula).toBe(true);
    for (const other of ['DNA', 'NMR', 'Alkene', 'Chiral', 'THF', 'mCPBA'])
      expect(isFormula(other), other).toBe(false);
  });
});

describe('isCode', () => {
  it('is a name in a program listing, not a term that shares letters with a keyword', () => {
    for (const code of ['inout csp', 'void main', 'char array', 'struct node'])
      expect(isCode(code), code).toBe(true);
    for (const term of ['Integer programming', 'internal validity', 'charge', 'constraint graph'])
      expect(isCode(term), term).toBe(false);
  });
});

describe('readsAsQuality', () => {
  it('reads an adjective as a quality, whatever a tagger made of it, and a thing as none', () => {
    for (const word of ['veridical', 'perpetual', 'regiochemical', 'orthonormal', 'unbranched'])
      expect(readsAsQuality(word, new Set()), word).toBe(true);
    // Everyday English says 'chemicals' and 'signals'; 'convolution' has no adjective's ending.
    for (const word of ['chemical', 'signal', 'convolution', 'software'])
      expect(readsAsQuality(word, new Set()), word).toBe(false);
    // The document's own plural makes a thing of it ('complex exponentials').
    expect(readsAsQuality('exponential', new Set(['exponentials']))).toBe(false);
  });

  it('marks such a term of the document a quality, so that it is no rival to a thing', () => {
    const model = buildModel({
      kind: 'txt',
      pageCount: 1,
      pages: [
        {
          number: 1,
          text: `Veridical uniformity
Perpetual: never ending or changing.
Perpetual licences make software a capital good, as software is used for many years.
Complex exponentials form a basis, and each exponential has a frequency.`,
        },
      ],
    });
    expect(model.terms.get('perpetual')?.quality).toBe(true);
    expect(model.terms.get('software')?.quality).toBeFalsy();
    expect(model.terms.get('exponential')?.quality).toBeFalsy();
  });
});

describe('isTermLike', () => {
  it('takes no word every subject uses as a key or an option, alone or doubled', () => {
    for (const word of ['method', 'algorithm', 'algorithms', 'system'])
      expect(isTermLike({ key: word, text: word }), word).toBe(false);
    for (const term of ['arc consistency', 'search algorithm', 'convolution'])
      expect(isTermLike({ key: term, text: term }), term).toBe(true);
  });

  it('takes no phrase that points back or names the document itself', () => {
    for (const phrase of ['result of this function', 'these models', 'document', 'vignette'])
      expect(isTermLike({ key: phrase, text: phrase }), phrase).toBe(false);
    expect(isTermLike({ key: 'policy document', text: 'policy document' })).toBe(true);
  });
});
