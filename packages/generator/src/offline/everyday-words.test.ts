import { describe, expect, it } from 'vitest';
import { everydayBeside, everydayCount } from './everyday-words.ts';

describe('everyday words', () => {
  it('counts how often everyday English says a word, in any case', () => {
    expect(everydayCount('half')).toBeGreaterThan(5000);
    expect(everydayCount('Months')).toBe(everydayCount('months'));
    expect(everydayCount('sarcomere')).toBe(0);
  });

  it('flags a one-word everyday option beside a key of the subject', () => {
    expect(everydayBeside('half', 'domain')).toBe(true);
    expect(everydayBeside('months', 'potatoes')).toBe(true);
    expect(everydayBeside('signal', 'retina')).toBe(true);
  });

  it('leaves subject words, phrases and options as everyday as the key alone', () => {
    expect(everydayBeside('cornea', 'retina')).toBe(false);
    expect(everydayBeside('close substitutes', 'potatoes')).toBe(false);
    expect(everydayBeside('children', 'parents')).toBe(false);
    expect(everydayBeside('price', 'cost')).toBe(false);
  });
});
