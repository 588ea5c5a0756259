import { describe, expect, it } from 'vitest';
import { keyedRandom } from './random.ts';

const draws = (seed: number, key: string) => {
  const random = keyedRandom(seed, key);
  return [random(), random(), random()];
};

describe('keyedRandom', () => {
  it('gives the same draws for the same seed and key, whatever was drawn before', () => {
    const first = draws(1, 'arc consistency');
    draws(1, 'constraint graph');
    expect(draws(1, 'arc consistency')).toEqual(first);
  });

  it('gives other draws for another key or another seed', () => {
    expect(draws(1, 'arc consistency')).not.toEqual(draws(1, 'arc consistencies'));
    expect(draws(1, 'arc consistency')).not.toEqual(draws(2, 'arc consistency'));
    for (const x of draws(7, 'domain')) expect(x >= 0 && x < 1).toBe(true);
  });
});
