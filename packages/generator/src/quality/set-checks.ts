/** Checks over a whole quiz or card set: option balance, answer positions, card grounding. */
import type { Flashcard, QuizQuestion } from '@halaqa/shared/generation';
import { containsPhrase, findDuplicates } from './quality-checks.ts';

export interface OptionBalance {
  /** Share of items whose correct option is strictly the longest. */
  keyLongestShare: number;
  /** Mean over items of key length ÷ mean distractor length (0.5–1.6 is balanced). */
  meanKeyRatio: number;
  /** Items whose ratio falls outside 0.5–1.6. */
  unbalanced: number;
}

export function optionBalance(items: QuizQuestion[]): OptionBalance {
  if (items.length === 0) return { keyLongestShare: 0, meanKeyRatio: 1, unbalanced: 0 };
  let longest = 0;
  let ratioSum = 0;
  let unbalanced = 0;
  for (const item of items) {
    const key = (item.options[item.answerIndex] ?? '').length;
    const others = item.options.filter((_, i) => i !== item.answerIndex).map((o) => o.length);
    if (others.every((l) => key > l)) longest++;
    const ratio = key / Math.max(1, others.reduce((a, b) => a + b, 0) / others.length);
    ratioSum += ratio;
    if (ratio < 0.5 || ratio > 1.6) unbalanced++;
  }
  return {
    keyLongestShare: longest / items.length,
    meanKeyRatio: ratioSum / items.length,
    unbalanced,
  };
}

/** How many correct answers sit at A, B, C and D. */
export function answerPositions(items: QuizQuestion[]): [number, number, number, number] {
  const counts: [number, number, number, number] = [0, 0, 0, 0];
  for (const item of items) counts[item.answerIndex as 0 | 1 | 2 | 3]++;
  return counts;
}

export interface FlashcardReport {
  structure: boolean;
  /** The back (or, for cloze cards, the answer) occurs on the cited page. */
  grounded: boolean;
  duplicateOf: number | undefined;
}

/**
 * Whether a card's back is on its page: verbatim, or, for a list card ("Case studies;
 * Interviews; …"), every item of it.
 */
export function cardGrounded(pageText: string, back: string): boolean {
  const text = back.replace(/[.。]$/, '');
  if (containsPhrase(pageText, text)) return true;
  const parts = text.split(/;\s+|؛\s*/);
  return parts.length >= 2 && parts.every((part) => containsPhrase(pageText, part));
}

export function checkFlashcards(
  cards: Flashcard[],
  pageText: (page: number) => string,
): FlashcardReport[] {
  const duplicates = findDuplicates(
    cards.map((c) => `${c.front} ${c.back}`),
    0.7,
  );
  return cards.map((card, i) => ({
    structure:
      card.front.trim().length > 0 && card.back.trim().length > 0 && card.front !== card.back,
    grounded: card.page !== undefined && cardGrounded(pageText(card.page), card.back),
    duplicateOf: duplicates[i],
  }));
}
