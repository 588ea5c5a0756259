import { isGenericWord } from '../quality/item-flaws.ts';
import { containsPhrase, isVariant } from '../quality/quality-checks.ts';
import type { DocumentModel, Sentence } from './document-model.ts';
import type { Phrase } from './nlp.ts';
import { EMPTY_MODIFIERS } from './term-rules.ts';

const singular = (word: string): string => word.toLowerCase().replace(/(?<=[^s])s$/, '');

/**
 * A blank that names the kind of a noun the stem keeps ('A(n) ______ good is basically a type of
 * inferior good …' → 'Giffen'): the document's other kinds of that noun are the rivals a teacher
 * would choose ('Veblen', 'superior', 'prestige'), where the terms most like the key were any
 * names at all ('Swiggy', 'Dalai Lama'). Undefined unless the document names three.
 */
export function modifierRivals(
  model: DocumentModel,
  sentence: Sentence,
  phrase: Phrase,
): string[] | undefined {
  const next = sentence.tokens[phrase.end];
  // The tagger reads 'good' in 'a Giffen good' as an adjective: any word can be the noun.
  if (next === undefined || !/^\p{L}+$/u.test(next.value)) return undefined;
  const head = singular(next.normal);
  const kinds: Array<{ modifier: string; count: number }> = [];
  for (const term of model.terms.values()) {
    const words = term.text.split(' ');
    if (words.length < 2 || singular(words.at(-1) ?? '') !== head) continue;
    const modifier = words.slice(0, -1).join(' ');
    if (EMPTY_MODIFIERS.has(modifier.toLowerCase()) || isGenericWord(modifier)) continue;
    // Another kind named in the stem's own sentence could be its answer too.
    if (isVariant(modifier, phrase.text) || containsPhrase(sentence.text, modifier)) continue;
    if (kinds.some((k) => isVariant(k.modifier, modifier))) continue;
    kinds.push({ modifier, count: term.count });
  }
  if (kinds.length < 3) return undefined;
  // The kinds the document speaks of most first; among equals, the first it names.
  return kinds
    .map((k, order) => ({ ...k, order }))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, 3)
    .map((k) => k.modifier);
}
