import { describe, expect, it } from 'vitest';
import { rivalsOf, solutionItems } from './solution-items.ts';
import { documentOf, expectQuizInvariants, contextOf, asQuestion } from './test-invariants.ts';

const lecture = documentOf([
  `Exercise 6
Consider the game below where player 1 chooses the matrix (A or B), player 2 chooses the row (C or D), and player 3 chooses the column (E or F).
Find the pure strategy profiles that survive iterated elimination of strictly dominated strategies.`,
  `Exercise 6
Player 1: A is strictly dominated by B, thus matrix A can be eliminated.
Player 2: After matrix A is eliminated, C is strictly dominated by D and we eliminate C.
The unique pure strategy profile that survives IESDS is (B; D; F).`,
  `Exercise 2
Solve this game by iterated elimination of strictly dominated strategies.
Player 1: s3 is strictly dominated by s1 and can be eliminated.
Player 2: t3 is strictly dominated by t2 and can be eliminated.
I.e. IESDS provides the unique strategy profile (s1, t2), implying that this is also the Nash Equilibrium.`,
  `Exercise 5
Playing ”1” is strictly dominated by ”5”, and then ”2”, ”3” and ”4” in turn.
Continue till only (”5”,”5”) survive IESDS.`,
  `Exercise 7
The profile (x, y) is one of many equilibria; the unique equilibrium in pure strategies is (x, y).`,
]);

describe('unique solutions of worked exercises', () => {
  it('finds the strategies a solution could have been', () => {
    const text = lecture.pages.map((p) => p.text).join('\n');
    expect([...rivalsOf('B', text)].sort()).toEqual(['A', 'B']);
    expect([...rivalsOf('s1', text)].sort()).toEqual(['s1', 's3']);
    expect([...rivalsOf('”5”', text)].sort()).toEqual(['”1”', '”2”', '”3”', '”4”', '”5”']);
  });

  it('blanks the unique profile, with rival profiles of the same exercise as wrong options', () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const items = solutionItems(contextOf(lecture, difficulty));
      const byPage = new Map(items.map((i) => [i.page, i]));
      expect(byPage.get(2)?.question).toBe(
        'In Exercise 6, the unique pure strategy profile that survives IESDS is ______.',
      );
      expect(byPage.get(2)?.answer).toBe('B; D; F');
      expect(byPage.get(4)?.question).toBe('In Exercise 5, only ______ survive IESDS.');
      expect(byPage.get(4)?.answer).toBe('”5”,”5”');
      for (const item of items) {
        // Every rival differs from the key in two strategies or more, so none is "almost" the key.
        const key = item.answer.split(/[;,]\s*/);
        for (const d of item.distractors)
          expect(d.split(/[;,]\s*/).filter((s, i) => s !== key[i]).length).toBeGreaterThan(1);
        expectQuizInvariants([asQuestion(item)], lecture);
      }
    }
  });

  it('asks nothing when the exercise names too few rival strategies', () => {
    const exercise2 = solutionItems(contextOf(lecture)).find((i) => i.page === 3);
    // s1/s3 and t2/t3 give one profile that differs in both places: not three wrong options.
    expect(exercise2).toBeUndefined();
    expect(solutionItems(contextOf(lecture)).some((i) => i.page === 5)).toBe(false);
  });
});
