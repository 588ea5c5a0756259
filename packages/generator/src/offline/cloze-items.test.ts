import { describe, expect, it } from 'vitest';
import { clozeItems, everydayKey, standsOut, withFullStop } from './cloze-items.ts';
import { buildModel } from './document-model.ts';
import { isFragment, thin } from './stem-quality.ts';
import { documentTopics } from './topics.ts';
import { contextOf, documentOf } from './test-invariants.ts';
import { cellBiologyLecture } from './test-lecture.ts';

const notes = documentOf([
  `Fourier analysis
In physics, we often operate with the notion of a wave function.
Application to ethnic minorities: two or more children allowed.
The Fourier transform turns a wave function into a spectrum of frequencies that can be measured.
The way a plane wave spreads is described by its frequency, which the spectrum shows.`,
]);

describe('fill-in-the-blank questions', () => {
  it('mark a short sentence with at most one verb as saying too little for a blank', () => {
    const { sentences } = buildModel(notes);
    const words = (text: string) => text.split(/\s+/).length;
    const verdict = (start: string) => {
      const sentence = sentences.find((s) => s.text.startsWith(start));
      expect(sentence, start).toBeDefined();
      return thin(sentence!, words(sentence!.text));
    };
    expect(verdict('In physics, we often operate')).toBe(true);
    expect(verdict('Application to ethnic minorities')).toBe(true);
    expect(verdict('The Fourier transform turns')).toBe(false);
    expect(verdict('The way a plane wave spreads')).toBe(false);
  });
});

describe('the rest of a question whose start is on another line', () => {
  it('is no stem: two bare verbs in a row, unlike an infinitive that takes another', () => {
    const { sentences } = buildModel(
      documentOf([
        `Diffraction
Fourier transform say something about the shape of the aperture.
Close monitoring to help identify unintended consequences is crucial.`,
      ]),
    );
    const quality = (start: string) => sentences.find((s) => s.text.startsWith(start))?.quality;
    expect(quality('Fourier transform say')).toBe(0);
    expect(quality('Close monitoring to help')).toBeGreaterThan(0.5);
  });
});

describe('a bullet that needs its slide title', () => {
  it('is a clause without its subject, not a noun with its gerund and a verb of its own', () => {
    const { sentences } = buildModel(
      documentOf([
        `Constraint propagation
Forward checking propagates information from assigned to unassigned variables.
Having defined the series, it is useful to examine what the equal sign means.
Created by Sigmund Freud, a neurologist working in Vienna.
When waiting in the queue, you might want an estimate of how long it takes.`,
      ]),
    );
    const fragment = (start: string) => {
      const sentence = sentences.find((s) => s.text.startsWith(start));
      expect(sentence, start).toBeDefined();
      return isFragment(sentence!);
    };
    expect(fragment('Forward checking')).toBe(false);
    expect(fragment('Having defined')).toBe(true);
    expect(fragment('Created by')).toBe(true);
    expect(fragment('When waiting')).toBe(true);
  });
});

describe('the document’s own topic', () => {
  // Four pages of 'Fourier analysis', each naming Fourier: blanking it would test nothing.
  const course = documentOf([
    `Fourier analysis
Fourier transforms turn a wave function into a spectrum of frequencies that can be measured.`,
    `Convolution
Fourier transforms of a convolution are the products of the transforms of the two functions.`,
    `Sampling
Fourier transforms of a signal sampled above twice its highest frequency are recovered exactly.`,
    `Filtering
Fourier transforms show that a low pass filter removes the high frequencies of a noisy signal.`,
  ]);
  const isFourier = (item: { answer: string }) => item.answer.toLowerCase() === 'fourier';

  it('is a term its first title names that fills at least 40% of its pages', () => {
    expect([...documentTopics(buildModel(course))]).toEqual(['fourier']);
  });

  it('is named by the line after a bare chapter number', () => {
    const [first, ...rest] = course.pages.map((p) => p.text);
    const chapter = documentOf([`Chapter 4\n${first}`, ...rest]);
    expect([...documentTopics(buildModel(chapter))]).toEqual(['fourier']);
  });

  it('is never the blank of a fill-in-the-blank question', () => {
    const ctx = contextOf(course);
    expect(clozeItems(ctx).some(isFourier)).toBe(false);
    // The same document without the rule blanks it in every sentence.
    expect(clozeItems({ ...ctx, topics: new Set() }).filter(isFourier)).toHaveLength(4);
  });
});

describe('other blanks of a sentence', () => {
  it('stand in for its best blank, each with another key and ranked far below it', () => {
    const items = clozeItems(contextOf(cellBiologyLecture()));
    const bySentence = new Map<number, typeof items>();
    for (const item of items)
      bySentence.set(item.sentenceId, [...(bySentence.get(item.sentenceId) ?? []), item]);
    const shared = [...bySentence.values()].filter((group) => group.length > 1);
    expect(shared.length).toBeGreaterThan(0);
    for (const group of shared) {
      const [best, ...others] = [...group].sort((a, b) => b.score - a.score);
      expect(new Set(group.map((item) => item.key)).size).toBe(group.length);
      for (const other of others) expect(best!.score - other.score).toBeGreaterThanOrEqual(0.3);
    }
  });
});

describe('wrong options of a blank', () => {
  it('stand out by form: an abbreviation among words, a name in capitals beside lower case', () => {
    const key = (text: string, proper = false) => ({ text, proper });
    expect(standsOut(key('common knowledge'), 'Iterative Elimination')).toBe(true);
    expect(standsOut(key('common knowledge'), 'IESDS')).toBe(true);
    expect(standsOut(key('CSP'), 'constraint graph')).toBe(true);
    expect(standsOut(key('common knowledge'), 'bimatrix form')).toBe(false);
    expect(standsOut(key('Nash Equilibrium', true), 'Iterative Elimination')).toBe(false);
    expect(standsOut(key('CSP', true), 'MAC')).toBe(false);
  });
});

describe('the end of a stem', () => {
  it('is a full stop, or the full stop and closing quotation mark it already has', () => {
    expect(withFullStop('Forests are administered for ______')).toBe(
      'Forests are administered for ______.',
    );
    expect(withFullStop('“Forests are administered for ______ purposes.”')).toBe(
      '“Forests are administered for ______ purposes.”',
    );
    expect(withFullStop('Is the ______ linear?')).toBe('Is the ______ linear?');
  });
});

describe('a key everyday speech uses', () => {
  const phrase = (text: string) => ({ start: 0, end: text.split(' ').length, text });

  it('is a single word said 500 times or more in SUBTLEX-US', () => {
    expect(everydayKey(phrase('capital'))).toBe(true);
    expect(everydayKey(phrase('agreement'))).toBe(true);
    expect(everydayKey(phrase('sarcomeres'))).toBe(false);
    expect(everydayKey(phrase('domain'))).toBe(false);
    // A phrase of everyday words is a term of its own ('natural language', 'human capital').
    expect(everydayKey(phrase('human capital'))).toBe(false);
  });

  it('ranks its blank below a blank on a term of the subject', () => {
    // Two sentences of the same build, each term said twice: only the key's everyday use differs.
    const lecture = documentOf([
      `Muscle
Each muscle fibre is wrapped in a thin outer membrane called sarcolemma, which carries signals.
Striated muscle passes every signal along its sarcolemma to each fibre of the muscle.
Each growing firm is equipped with many large productive assets called capital, which last for years.
Every firm records its capital and the labour it hires in the accounts of each year.`,
    ]);
    const items = clozeItems(contextOf(lecture));
    const score = (answer: string, start: string) =>
      items.find((i) => i.answer === answer && i.question.startsWith(start))?.score;
    const sarcolemma = score('sarcolemma', 'Each muscle fibre');
    const capital = score('capital', 'Each growing firm');
    expect(sarcolemma).toBeDefined();
    expect(capital).toBeDefined();
    // Without the rule the two score within 0.01 of each other.
    expect(sarcolemma! - capital!).toBeGreaterThan(0.15);
  });
});

describe('a statement over a list of bullets', () => {
  const { sentences } = buildModel(
    documentOf([
      `Forward checking
Forward checking is a simple form of inference:
The general-purpose algorithm gives rise to several questions:
Heuristics for ordering the values of a selected variable:
A normal form game consists of:`,
    ]),
  );
  const quality = (start: string) => sentences.find((s) => s.text.startsWith(start))?.quality;

  it('is a stem of its own, ended by a full stop where the colon was', () => {
    expect(quality('Forward checking is')).toBeGreaterThan(0.5);
    expect(withFullStop('______ is a simple form of inference:')).toBe(
      '______ is a simple form of inference.',
    );
  });

  it('is no stem when it only announces the list, or is a heading without a verb', () => {
    expect(quality('The general-purpose algorithm')).toBe(0);
    expect(quality('Heuristics for ordering')).toBe(0);
    expect(quality('A normal form game')).toBe(0);
  });
});

describe('a name written in capitals across the sentence', () => {
  it('is no run-on line, and an example mark before a statement is dropped', () => {
    const { sentences } = buildModel(
      documentOf([
        `Solution concepts
Solutions: mixed strategies and strictly dominated strategies are compared.
E.g. Iterative Elimination of Strictly Dominated Strategies requires common knowledge of rationality.
The slides list strategies Mixed strategies are covered next week.`,
      ]),
    );
    const found = (start: string) => sentences.find((s) => s.text.startsWith(start));
    expect(found('Iterative Elimination')?.quality).toBeGreaterThan(0.5);
    expect(found('The slides list')?.quality).toBe(0);
  });
});

describe('a blank for a quality', () => {
  it('takes no things as wrong options: a noun in its place is a grammatical cue', () => {
    const lecture = documentOf([
      `Ohm's law
The voltage across a conductor is directly proportional to current flowing through it.
A resistor limits the current that flows through a diode or a transistor.
Capacitors and inductors store energy in electric and magnetic fields.
A transistor amplifies the current that flows into its base.`,
      `Circuits
The voltage is proportional to the resistance.
A diode passes the current in one direction only.
Capacitors block a steady current, while inductors pass it.
The resistor, the capacitor and the inductor are the passive elements of a circuit.`,
    ]);
    const items = clozeItems(contextOf(lecture));
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((item) => item.answer === 'proportional')).toEqual([]);
  });
});
