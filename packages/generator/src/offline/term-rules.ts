/** Word lists that decide whether a phrase is a testable term. */

// Nouns too general to test anything when blanked or offered as an option.
export const GENERIC = new Set(
  'thing things way ways example examples part parts kind kinds type types lot number case cases use fact time times point points course lecture slide slides chapter section figure table page question questions answer answers problem problems step steps result results today week weeks year years people person man woman something anything everything nothing one ones hand end side term terms list form forms idea ideas reason reasons process order level levels area areas group groups value values set sets method methods amount system systems work note notes information data see eg ie etc source sources reference references text book textbook definition definitions overview summary introduction conclusion exercise exercises homework assignment objective objectives goal goals aim aims purpose task tasks solution solutions hint tip remark remarks advantage advantages disadvantage disadvantages pros cons application applications challenge challenges issue issues topic topics product outcome outcomes response effect effects role change changes factor factors feature features aspect aspects concept concepts approach manner extent degree length place chance rate basis presence absence addition instance situation context matter means bottom top respect principle principles'.split(
    ' ',
  ),
);

/** Modifiers that say nothing about the term itself ("new child process" is a "child process"). */
export const EMPTY_MODIFIERS = new Set(
  'new other different many several same such various certain specific particular important main simple first second third last next previous following given whole entire more most few own each every key basic general good bad great major minor'.split(
    ' ',
  ),
);

/** Whether a phrase can be a key or an option: specific, not a pronoun, not a bare generic noun. */
export function isTermLike(phrase: { key: string; text: string }): boolean {
  const words = phrase.key.split(' ');
  if (words.every((w) => GENERIC.has(w))) return false;
  if (EMPTY_MODIFIERS.has(words[0] ?? '')) return false;
  if (phrase.text.length < 3 || phrase.text.length > 48 || words.length > 5) return false;
  if (/['’](?:m|re|ll|ve|d|t)$/i.test(phrase.text)) return false;
  // "XXX" is a placeholder, not an abbreviation.
  if (/^(\p{L})\1+$/iu.test(phrase.text)) return false;
  // Short lower-case words ("var", "oen", "fo2") are mostly code, symbols and broken ligatures.
  if (phrase.text.length < 4 && !/^\p{Lu}{2,}$/u.test(phrase.text)) return false;
  if (/\p{L}\p{N}/u.test(phrase.text) && !/^\p{Lu}/u.test(phrase.text)) return false;
  return (
    /^\p{L}[\p{L}\p{N}'’ -]*$/u.test(phrase.text) && !/^(?:e\.?g|i\.?e|etc)$/i.test(phrase.text)
  );
}

// Nouns that name people, which stand out as wrong options beside things.
const PERSON_HEADS = new Set(
  'people person man men woman women child children adult student teacher learner pupil consumer producer user customer shopper worker employee employer buyer seller owner holder manager leader member citizen patient doctor nurse farmer traveler traveller player maker snob founder investor lender borrower supplier speaker listener reader writer author participant respondent voter resident parent mother father friend individual human'.split(
    ' ',
  ),
);
// Words ending like person nouns that are not people.
const NOT_PERSONS = new Set(
  'catalyst checklist playlist wishlist persist consist assist resist insist exist'.split(' '),
);

/** Whether a term names people or a person ('policy makers', 'linguist', 'consumers'). */
export function namesPeople(term: { head: string }): boolean {
  // The head is a lemma in the model; a plain plural is read as its singular all the same.
  const head = term.head.toLowerCase().replace(/(?<=[^s])s$/, '');
  if (PERSON_HEADS.has(head)) return true;
  if (NOT_PERSONS.has(head)) return false;
  return head.length >= 6 && /(?:ist|ician)$/.test(head);
}

/** A word a slide shouts in capitals ('EFFICIENCY'): too long for an abbreviation. */
export function isShouted(text: string): boolean {
  return /^\p{Lu}{7,}s?$/u.test(text);
}
