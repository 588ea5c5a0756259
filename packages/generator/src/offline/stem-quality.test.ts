import { describe, expect, it } from 'vitest';
import { buildModel } from './document-model.ts';
import { documentOf } from './test-invariants.ts';

describe("the sentences of an example's people", () => {
  const model = buildModel(
    documentOf([
      `Responsive verbs
• Jakub believes that he is in Ireland.
• Jakub wonders where the summer school is held this year.
• Jakub knows that the summer school is held in Ireland.
• Responsive verbs take both declarative and interrogative complements.`,
      `Fourier analysis
• Fourier transforms are a very general way to describe waves and signals.
• Fourier transforms can be used to solve differential equations from first principles.
• Fourier showed that the heat equation is solved by a sum of sines.`,
      `Integral transforms
• Laplace transforms turn linear differential equations into algebraic equations.
• Laplace showed that the method solves many problems of probability.
• Laplace transforms are defined for functions on the positive half line.
• In the Laplace domain a derivative becomes a multiplication by the variable.`,
      `Signals
• Wavelet transforms localise a signal in time as well as in frequency.
• Wavelet transforms use short waves instead of endless sines and cosines.
• Wavelet transforms compress images better than the cosine transform does.
• Dirichlet proved that a series of a smooth periodic function converges.`,
    ]),
  );
  const quality = (start: string) =>
    model.sentences.filter((s) => s.text.startsWith(start)).map((s) => s.quality);

  it('are no stems: what a recurring person believes illustrates the lecture', () => {
    expect(quality('Jakub')).toEqual([0, 0, 0]);
    expect(quality('Responsive verbs take')[0]).toBeGreaterThan(0);
  });

  it('leave a name in a title, in a term of things or before one word only, and a name said once', () => {
    // Fourier is in a slide title; Laplace in 'Laplace domain'; both open sentences with two verbs.
    for (const q of quality('Fourier')) expect(q).toBeGreaterThan(0);
    for (const q of quality('Laplace')) expect(q).toBeGreaterThan(0);
    // 'Wavelet transforms' three times is a thing, however wink tags 'transforms'.
    for (const q of quality('Wavelet')) expect(q).toBeGreaterThan(0);
    expect(quality('Dirichlet proved')[0]).toBeGreaterThan(0);
  });
});

describe('the steps of a lab sheet', () => {
  const model = buildModel(
    documentOf([
      `Resistance of water
The resistance of water depends on the ion concentration and its impurities.
Procedure
• When connected, current will start flowing through the resistor.
• The voltage across the resistor is measured for every sample of water.`,
      `Observation
The resistance calculated by curve fitting is very close to the value marked on it.`,
    ]),
  );
  const quality = (start: string) => model.sentences.find((s) => s.text.startsWith(start))?.quality;

  it('are no stems: they tell what to do in one set-up', () => {
    expect(quality('When connected')).toBe(0);
    expect(quality('The voltage across')).toBe(0);
    // … nor is what came out of it.
    expect(quality('The resistance calculated')).toBe(0);
    expect(quality('The resistance of water')).toBeGreaterThan(0);
  });
});

describe('a sentence that leans on its program code', () => {
  const model = buildModel(
    documentOf([
      `Lists
The $ notation, such as accountants$home, for list components is not always very convenient.
The function eigen(Sm) calculates the eigenvalues and eigenvectors of a symmetric matrix.
You can first draw an empty plot (type = "n") and then add the species separately.
For most users <<- creates a global variable in the enclosing environment.
A list is an ordered collection of objects known as its components.
The plane wave exp(ikx) is a solution of the wave equation in one dimension.`,
    ]),
  );
  const quality = (start: string) => model.sentences.find((s) => s.text.startsWith(start))?.quality;

  it('is no stem; maths written with brackets is no code', () => {
    for (const start of ['The $ notation', 'The function eigen', 'You can first', 'For most users'])
      expect(quality(start), start).toBe(0);
    expect(quality('A list is')).toBeGreaterThan(0);
    expect(quality('The plane wave')).toBeGreaterThan(0);
  });
});
