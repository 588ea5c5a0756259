import { describe, expect, it } from 'vitest';
import { thin } from './cloze-items.ts';
import { buildModel } from './document-model.ts';
import { documentOf } from './test-invariants.ts';

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
