import { describe, expect, it } from 'vitest';
import { alsoTrue, sentencesByTerm } from './candidate.ts';
import { buildModel } from './document-model.ts';
import { documentOf } from './test-invariants.ts';

const model = buildModel(
  documentOf([
    `Operant conditioning
Positive reinforcement occurs when a behavior is followed by a stimulus that is rewarding.
Negative reinforcement occurs when an aversive stimulus is removed after a behavior.
Positive punishment adds an aversive stimulus after a behavior in the experiments.
In classical conditioning, a behavior is followed by a stimulus that is rewarding.`,
    `Reinforcement in practice
Negative reinforcement occurs when a behavior is followed by a stimulus that is rewarding.`,
  ]),
);
const index = sentencesByTerm(model);

/** Whether the document says of `other` what the sentence opening `start` says of `key`. */
function saysTheSame(start: string, key: string, other: string): boolean {
  const source = model.sentences.find((s) => s.text.startsWith(start));
  const keyTerm = model.terms.get(key);
  const otherTerm = model.terms.get(other);
  expect(source, start).toBeDefined();
  expect(keyTerm, key).toBeDefined();
  expect(otherTerm, other).toBeDefined();
  return alsoTrue(otherTerm!, source!, new Set(key.split(' ')), { model, index, key: keyTerm! });
}

describe('a wrong option the document says the same of', () => {
  it('is not a sibling that a parallel statement of the same page sets apart', () => {
    // 'Negative reinforcement occurs when an aversive stimulus is removed …' beside it on page 1.
    expect(
      saysTheSame(
        'Positive reinforcement occurs',
        'positive reinforcement',
        'classical conditioning',
      ),
    ).toBe(true);
    expect(
      saysTheSame(
        'Negative reinforcement occurs when an',
        'negative reinforcement',
        'positive reinforcement',
      ),
    ).toBe(false);
  });

  it('is a sibling the document says the same of on another page', () => {
    // Page 2 says of negative reinforcement what page 1 says of positive reinforcement.
    expect(
      saysTheSame(
        'Positive reinforcement occurs',
        'positive reinforcement',
        'negative reinforcement',
      ),
    ).toBe(true);
  });
});
