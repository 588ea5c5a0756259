import { describe, expect, it } from 'vitest';
import type { Term } from './document-model.ts';
import { pickDistractors, type PickOptions } from './distractors.ts';
import { namesPeople } from './term-rules.ts';
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

const pick = (key: Term, pool: Term[], options: Partial<PickOptions> = {}) =>
  pickDistractors(key, pool, {
    difficulty: 'medium',
    random: seededRandom(1),
    at: { page: 1, listId: -1, pageCount: 10 },
    reject: () => false,
    ...options,
  })?.terms.map((t) => t.text);

describe('pickDistractors', () => {
  it('gives a key that echoes the stem a rival that echoes the same word, or leaves it cued', () => {
    const stem = '______ enforces local constraints, repeatedly until reaching a fixed point.';
    const others = ['Successor function', 'Variable assignment', 'Degree heuristic', 'Search tree'];
    const pool = [...others.map((t) => term(t)), term('Constraint graph', 9)];
    const key = term('Constraint propagation');
    expect(pick(key, pool)).not.toContain('Constraint graph');
    expect(pick(key, pool, { stem })).toContain('Constraint graph');
    // Rivals chosen for a word, not for their kind: the item ranks lower, to fill a count.
    const options = { difficulty: 'medium', random: seededRandom(1), reject: () => false } as const;
    const at = { page: 1, listId: -1, pageCount: 10 };
    expect(pickDistractors(key, pool, { ...options, at, stem })?.penalty).toBeGreaterThan(0);
    expect(pickDistractors(key, pool, { ...options, at })?.penalty).toBe(0);
    // A rival that echoes another word of the stem ('Repeated search' for 'repeatedly') leaves
    // the cue in place: the options stay as they were.
    const elsewhere = [...others, 'Repeated search'].map((t) => term(t));
    expect(pick(key, elsewhere)).not.toContain('Repeated search');
    expect(pick(key, elsewhere, { stem })).toEqual(pick(key, elsewhere));
  });

  it('offers units for a unit and things for a thing, never the one among the other', () => {
    const pool = ['volts', 'hertz', 'ohms', 'capacitors', 'inductors', 'transistors'].map((t) =>
      term(t),
    );
    expect(pick(term('diodes'), pool)?.sort()).toEqual(['capacitors', 'inductors', 'transistors']);
    expect(pick(term('amperes'), pool)?.sort()).toEqual(['hertz', 'ohms', 'volts']);
  });

  it('offers formulas for a formula and names for a name, never the one among the other', () => {
    const pool = ['NaBH4', 'Me2S', 'LiAlH4', 'Alkene', 'Diene', 'Acetylide'].map((t) => term(t));
    expect(pick(term('CrO3'), pool)?.sort()).toEqual(['LiAlH4', 'Me2S', 'NaBH4']);
    expect(pick(term('Benzene'), pool)?.sort()).toEqual(['Acetylide', 'Alkene', 'Diene']);
  });

  it('offers no quality the document defines by the things that have it among things', () => {
    const chiral = { ...term('Chiral'), quality: true };
    const pool = [chiral, ...['Alkene', 'Diene', 'Acetylide', 'Enantiomer'].map((t) => term(t))];
    expect(pick(term('Benzene'), pool)).not.toContain('Chiral');
    expect(pick(term('Benzene'), [chiral, ...pool.slice(1, 3)])).toBeUndefined();
  });

  it('never offers a word every subject uses, a vague amount, a variable or a cut name', () => {
    const pool = [
      'function f',
      'coefficients cn',
      'iterative Elimination',
      'wide range',
      'process',
      'data',
      'variety',
    ].map((t) => term(t));
    expect(pick(term('Fourier transform'), pool)).toBeUndefined();
    const good = ['Laplace transform', 'Z-transform', 'convolution'].map((t) => term(t));
    expect(pick(term('Fourier transform'), [...pool, ...good])?.sort()).toEqual(
      ['Laplace transform', 'Z-transform', 'convolution'].sort(),
    );
  });

  it('never offers a word for the work of a lab, or a product in mixed case, beside a term', () => {
    const work = [
      'experiment',
      'procedure',
      'discussion',
      'requirements',
      'right-click',
      'expEYES',
    ];
    const pool = work.map((t) => term(t));
    expect(pick(term('frequency'), pool)).toBeUndefined();
    const good = ['amplitude', 'wavelength', 'phase'].map((t) => term(t));
    expect(pick(term('frequency'), [...pool, ...good])?.sort()).toEqual(
      ['amplitude', 'phase', 'wavelength'].sort(),
    );
  });

  it('offers no people for a key that is a thing, and no heading word shouted in capitals', () => {
    const things = ['Veblen goods', 'close substitutes', 'price discovery'].map((t) => term(t));
    const odd = ['snobs', 'policy makers', 'linguist', 'EFFICIENCY'].map((t) => term(t));
    expect(pick(term('potatoes'), [...odd, ...things])?.sort()).toEqual(
      ['Veblen goods', 'close substitutes', 'price discovery'].sort(),
    );
    expect(pick(term('potatoes'), [...odd, ...things.slice(1)])).toBeUndefined();
  });

  it('gives a key with a head noun rivals with the same head when there are three', () => {
    const pool = ['sifting property', 'scalar product', 'reality condition'].map((t) => term(t));
    const functions = ['wave function', 'resolution function', 'sinc function'].map((t) => term(t));
    const sameKind = (key: Term, terms: Term[]) =>
      pick(key, terms, { difficulty: 'easy', sameKind: true });
    expect(sameKind(term('delta function'), [...pool, ...functions])?.sort()).toEqual(
      ['resolution function', 'sinc function', 'wave function'].sort(),
    );
    expect(sameKind(term('delta function'), [...pool, ...functions.slice(1)])).toHaveLength(3);
  });

  it('offers a sibling with the same head first when the document defines it, even alone', () => {
    const pool = ['intertidal zone', 'mechanoreceptor', 'electroreceptors', 'biosphere'].map((t) =>
      term(t),
    );
    const sibling = { ...term('ultimate causation'), defined: true };
    const key = { ...term('proximate causation'), defined: true };
    for (const difficulty of ['easy', 'medium', 'hard'] as const)
      expect(pick(key, [...pool, sibling], { difficulty })).toContain('ultimate causation');
  });

  it('draws nearer rivals the harder the question, and never the farthest even when easy', () => {
    // One rival per page: the farther its page from the key's, the less alike.
    // Names of one length, so that only closeness tells them apart.
    const names = Array.from(
      { length: 20 },
      (_, i) => String.fromCharCode(97 + i).repeat(2) + 'qx',
    );
    const pool = names.map((name, i) => term(`${name} wave`, i + 1));
    const pages = (difficulty: PickOptions['difficulty']) =>
      (
        pick(term('key term'), pool, { difficulty, at: { page: 1, listId: -1, pageCount: 20 } }) ??
        []
      )
        .map((text) => pool.find((t) => t.text === text)?.firstPage ?? 99)
        .sort((a, b) => a - b);
    const mean = (xs: number[]) => xs.reduce((n, x) => n + x, 0) / xs.length;
    expect(pages('hard')).toHaveLength(3);
    expect(mean(pages('hard'))).toBeLessThanOrEqual(mean(pages('medium')));
    expect(mean(pages('medium'))).toBeLessThanOrEqual(mean(pages('easy')));
    // Judged, the far end of the document's terms gave junk ('Swiggy' for 'Giffen'): easy stays
    // in the nearer half.
    expect(Math.max(...pages('easy'))).toBeLessThanOrEqual(10);
  });

  it('offers no everyday word beside a key of the subject', () => {
    const pool = ['half', 'morning', 'months', 'constraint graph', 'arc consistency'].map((t) =>
      term(t),
    );
    expect(pick(term('domain'), pool)).toBeUndefined();
    expect(pick(term('domain'), [...pool, term('variable')])?.sort()).toEqual(
      ['arc consistency', 'constraint graph', 'variable'].sort(),
    );
  });

  it('gives a key that names people other people when the document names three', () => {
    const things = ['consequences', 'alternatives', 'organizations', 'proposals'].map((t) =>
      term(t),
    );
    const people = ['decision makers', 'stakeholders', 'participants'].map((t) => term(t));
    for (const difficulty of ['easy', 'medium', 'hard'] as const)
      expect(pick(term('policy makers'), [...things, ...people], { difficulty })?.sort()).toEqual([
        'decision makers',
        'participants',
        'stakeholders',
      ]);
  });

  it('lets a key that names people take what the document offers', () => {
    const pool = ['consumers', 'Veblen goods', 'price discovery', 'marketplace'].map((t) =>
      term(t),
    );
    expect(pick(term('snobs'), pool)).toHaveLength(3);
  });
});

describe('namesPeople', () => {
  it('knows people by their head noun and by -ist and -ician', () => {
    for (const head of [
      'makers',
      'maker',
      'snob',
      'linguist',
      'economist',
      'physician',
      'consumer',
    ])
      expect(namesPeople({ head }), head).toBe(true);
    for (const head of ['catalyst', 'list', 'sarcomere', 'goods', 'price', 'twist', 'agent'])
      expect(namesPeople({ head }), head).toBe(false);
  });
});
