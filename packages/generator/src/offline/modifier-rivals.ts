import { isGenericWord } from '../quality/item-flaws.ts';
import { containsPhrase, isVariant } from '../quality/quality-checks.ts';
import type { DocumentModel, Sentence, Term } from './document-model.ts';
import type { Phrase } from './nlp.ts';
import { EMPTY_MODIFIERS } from './term-rules.ts';

const singular = (word: string): string => word.toLowerCase().replace(/(?<=[^s])s$/, '');

const indexed = new WeakMap<DocumentModel, Map<string, Term[]>>();

/** The document's terms of two or more words by their last word, singular ('good' → 'Veblen goods'). */
function kindsOf(model: DocumentModel): Map<string, Term[]> {
  let index = indexed.get(model);
  if (index === undefined) {
    index = new Map();
    for (const term of model.terms.values()) {
      const space = term.text.lastIndexOf(' ');
      if (space < 0) continue;
      const head = singular(term.text.slice(space + 1));
      const kinds = index.get(head);
      if (kinds) kinds.push(term);
      else index.set(head, [term]);
    }
    indexed.set(model, index);
  }
  return index;
}

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
  const kinds: Array<{ modifier: string; count: number }> = [];
  for (const term of kindsOf(model).get(singular(next.normal)) ?? []) {
    const modifier = term.text.slice(0, term.text.lastIndexOf(' '));
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
