import { describe, expect, it } from 'vitest';
import { buildModel } from './document-model.ts';
import { withoutDiscourseMarker } from './discourse.ts';
import { documentOf } from './test-invariants.ts';

describe('discourse markers', () => {
  it('are dropped at the start of a sentence and after its subject', () => {
    expect(withoutDiscourseMarker('However, when prices fall, people buy more cheese.')).toBe(
      'When prices fall, people buy more cheese.',
    );
    expect(withoutDiscourseMarker('In addition, the stereocilia touch the membrane.')).toBe(
      'The stereocilia touch the membrane.',
    );
    expect(withoutDiscourseMarker('Cheese, on the other hand, is a superior food.')).toBe(
      'Cheese is a superior food.',
    );
    expect(withoutDiscourseMarker('Veblen goods on the other hand, relate to prestige.')).toBe(
      'Veblen goods relate to prestige.',
    );
  });

  it('leave a sentence without one, or with a word that only looks like one, alone', () => {
    expect(withoutDiscourseMarker('Veblen goods relate to prestige goods.')).toBeUndefined();
    expect(withoutDiscourseMarker('However much you save, prices rise.')).toBeUndefined();
    // Not between commas after the subject: the clause goes on.
    expect(
      withoutDiscourseMarker(
        'Radical conditions give anti-Markovnikov products in contrast, since …',
      ),
    ).toBeUndefined();
  });

  it('leave the statement as a stem, and a pronoun it opens with still dangling', () => {
    const { sentences } = buildModel(
      documentOf([
        `Veblen goods
Veblen goods on the other hand, relate to prestige goods such as diamond and gold.
However, this does not hold for weakly dominated strategies.`,
      ]),
    );
    const veblen = sentences.find((s) => s.text.startsWith('Veblen goods relate'));
    expect(veblen?.quality).toBeGreaterThan(0.5);
    const dangling = sentences.find((s) => s.text.startsWith('This does not hold'));
    expect(dangling?.quality).toBe(0);
  });
});
