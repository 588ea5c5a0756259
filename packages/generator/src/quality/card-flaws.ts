/**
 * The item-writing flaws a flashcard can have: those of what it asks (no context of its own,
 * course business, garbled text, a generic or vague blank, no definition, a vague heading), not
 * those of the options it does not have. A card is read as the question that asks the same fact.
 */
import { flawsOf, type FlawName } from './item-flaws.ts';

export interface CardToCheck {
  /** What the card asks, in a question's words ('Which term is defined as …?', a blank's sentence). */
  question: string;
  /** What it answers. */
  answer: string;
}

const CARD_FLAWS = new Set<FlawName>([
  'leansOnMissingContext',
  'instruction',
  'courseBusiness',
  'garbledText',
  'genericKey',
  'vagueAsk',
  'notADefinition',
  'vagueHeading',
  'arabicLeansOnContext',
]);

/** The names of the rules a card breaks (empty for a clean card). */
export function cardFlawsOf(card: CardToCheck): FlawName[] {
  return flawsOf({ ...card, distractors: [] }, (rule) => CARD_FLAWS.has(rule));
}
