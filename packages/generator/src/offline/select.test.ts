import { describe, expect, it } from 'vitest';
import { COUNT_ONLY_SCORE, cues, selectSpread, type Selectable } from './select.ts';

interface Item extends Selectable {
  kind: string;
  text: string;
  answer?: string;
}

let sentence = 0;
const item = (key: string, kind: string, score: number, text: string, page = 1): Item => ({
  key,
  kind,
  score,
  text,
  page,
  sentenceId: sentence++,
});

const chosen = (items: Item[], count: number) =>
  selectSpread(
    items,
    count,
    1,
    (c) => c.text,
    (c) => c.kind,
  );
const select = (items: Item[], count: number) =>
  chosen(items, count).map((c) => `${c.kind} ${c.key}`);

describe('selectSpread', () => {
  const items = [
    item('mitosis', 'define', 0.9, 'Which term is defined as division of a nucleus?'),
    item('mitosis', 'cloze', 0.8, 'Chromosomes line up at the plate during ______.'),
    item('mitosis', 'cloze', 0.7, 'Plant cells divide by ______ and cytokinesis.'),
    item('meiosis', 'define', 0.6, 'Which term is defined as division into four gametes?'),
  ];

  it('tests each term once while the count can be met so', () => {
    expect(select(items, 2).sort()).toEqual(['define meiosis', 'define mitosis']);
  });

  it('asks a term a second time, in another form, only to meet the count, and never a third', () => {
    expect(select(items, 4).sort()).toEqual(['cloze mitosis', 'define meiosis', 'define mitosis']);
  });

  it('asks a term twice in the same form only from another page, as a last resort', () => {
    const blanks = [
      item('domain', 'cloze', 0.9, 'Each variable has an associated ______ of possible values.'),
      item('domain', 'cloze', 0.8, 'The ______ is all words in the lexicon.'),
      item('domain', 'cloze', 0.7, 'Some ______ have more than one value left.', 3),
      item('arc', 'cloze', 0.6, 'Every binary constraint is an ______ of the graph.', 2),
    ];
    const pages = (count: number) => chosen(blanks, count).map((c) => `${c.key} ${c.page}`);
    expect(pages(2)).toEqual(['domain 1', 'arc 2']);
    expect(pages(4)).toEqual(['domain 1', 'arc 2', 'domain 3']);
  });

  it('asks a second fact of one page in the same form only when nothing else is left', () => {
    const page = [
      item('domain', 'cloze', 0.9, 'Each variable has an associated ______ of possible values.', 8),
      item('domain', 'cloze', 0.8, 'Forward checking empties a ______ early.', 8),
      item('domain', 'cloze', 0.7, 'Every ______ shrinks when values are removed.', 8),
      item('modal', 'cloze', 0.5, 'In English, ______ come with a fixed force.', 2),
    ];
    const texts = (count: number) => chosen(page, count).map((c) => c.text);
    expect(texts(2)).toContain('In English, ______ come with a fixed force.');
    // A second blank of the page, worded unlike the first; never a third.
    expect(texts(4)).toHaveLength(3);
  });

  it('asks another member of a group only when nothing else is left, and never a third', () => {
    const slide = 'On the slide “Examples of linguistic universals”, under which heading is';
    const grouped = (answer: string, statement: string, score: number): Item => ({
      ...item(
        `labelled:8:${score}`,
        'labelled',
        score,
        `${slide} “${statement}” given? ${answer}`,
        8,
      ),
      group: 'labelled:8',
      answer,
    });
    const page = [
      grouped('Phonology', 'All spoken languages have consonants and vowels', 0.9),
      grouped(
        'Morphology',
        'All languages have pronominal categories involving three persons',
        0.8,
      ),
      grouped('Grammar', 'All languages have verbs and nouns, as Croft showed in 1990', 0.7),
      item('modal', 'cloze', 0.5, 'In English, ______ come with a fixed force.', 2),
      item('arc', 'cloze', 0.3, 'Every binary constraint is an ______ of the graph.', 3),
    ];
    const answers = (count: number) => chosen(page, count).map((c) => c.answer ?? c.key);
    expect(answers(3)).toEqual(['modal', 'arc', 'Phonology']);
    expect(answers(5)).toEqual(['modal', 'arc', 'Phonology', 'Morphology']);
  });

  it('keeps apart two items of which one names the key of the other, unless the count needs both', () => {
    const asked = (key: string, question: string, answer: string, score: number, page: number) => ({
      ...item(key, 'cloze', score, `${question} ${answer}`, page),
      question,
      answer,
    });
    const quiz = [
      asked(
        'forward checking',
        '______ propagates information to unassigned variables.',
        'Forward checking',
        0.9,
        1,
      ),
      asked(
        'arc consistency',
        '______ detects failure earlier than forward checking.',
        'Arc consistency',
        0.8,
        2,
      ),
      asked(
        'domain',
        'Each variable has an associated ______ of possible values.',
        'domain',
        0.5,
        3,
      ),
    ];
    const keys = (count: number) => chosen(quiz, count).map((c) => c.key);
    expect(keys(2)).toEqual(['forward checking', 'domain']);
    expect(keys(3)).toEqual(['forward checking', 'arc consistency', 'domain']);
    // A key of one word ('domain') names too much to count as a cue.
    expect(
      cues(quiz[2]!, asked('x', 'The domain of a variable is finite: ______.', 'x', 0, 4)),
    ).toBe(false);
  });

  it('gives up a chosen item for two that then fit, when the count is short', () => {
    const rise =
      'When price of potatoes rise, people give up spending on all other goods and concentrate all their purchasing power on potatoes, as there is no other close substitute.';
    const blank = (key: string, score: number): Item => ({
      ...item(key, 'cloze', score, `${rise.replace(key, '______')} ${key}`, 20),
      sentenceId: 1000,
    });
    const fall =
      'When price of potatoes fall, people make use of their increased ______ to buy more cheese. purchasing power';
    const quiz = [
      blank('purchasing power', 0.9),
      item('purchasing power', 'cloze', 0.5, fall, 20),
      blank('close substitute', 0.4),
    ];
    // Greedily the first blank of the first sentence blocks both others; the count needs two.
    expect(chosen(quiz, 2).map((c) => c.score)).toEqual([0.5, 0.4]);
  });

  it('never spreads a quiz with an item that only makes up a count', () => {
    // The count-only item is alone on its page: spread over the pages, it would be chosen first.
    const deck = [
      item('convexity', 'cloze', 0.7, 'All lexical categories satisfy ______.', 1),
      item('modal', 'cloze', 0.6, 'A(n) ______ can express one force.', 2),
      item('gardenfors', 'citation', COUNT_ONLY_SCORE, 'Which work is cited for convexity?', 9),
      item('flavour', 'cloze', 0.5, 'Modals vary in ______.', 2),
    ];
    expect(select(deck, 3)).toEqual(['cloze convexity', 'cloze modal', 'cloze flavour']);
    expect(select(deck, 4)).toContain('citation gardenfors');
  });
});
