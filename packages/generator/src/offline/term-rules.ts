import { editDistance } from '../quality/quality-checks.ts';
import type { Definition } from './definitions.ts';
import { everydayCount } from './everyday-words.ts';

/** Word lists that decide whether a phrase is a testable term. */

// Nouns too general to test anything when blanked or offered as an option.
export const GENERIC = new Set(
  'thing things way ways example examples part parts kind kinds type types lot number case cases use fact time times point points course lecture slide slides document documents vignette vignettes chapter section figure table page question questions answer answers problem problems step steps result results today week weeks year years people person man woman something anything everything nothing one ones hand end side term terms list form forms idea ideas reason reasons process order level levels area areas group groups value values set sets method methods algorithm algorithms amount system systems work note notes information data see eg ie etc source sources reference references text book textbook definition definitions overview summary introduction conclusion exercise exercises homework assignment objective objectives goal goals aim aims purpose task tasks solution solutions hint tip remark remarks advantage advantages disadvantage disadvantages pros cons application applications challenge challenges issue issues topic topics product outcome outcomes response effect effects role change changes factor factors feature features aspect aspects concept concepts approach manner extent degree length place chance rate basis presence absence addition instance situation context matter means bottom top respect principle principles'.split(
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
  // 'result of this function' points back to a function named before.
  if (words.some((w) => /^(?:this|that|these|those)$/.test(w))) return false;
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
  `people person man men woman women child children adult student teacher learner
  pupil consumer producer user customer shopper worker employee employer buyer seller owner
  holder manager leader member citizen patient doctor nurse farmer traveler traveller player
  maker snob founder investor lender borrower supplier speaker listener reader writer author
  participant respondent voter resident parent mother father friend individual human stakeholder legislator
  official gatekeeper initiator regulator planner expert landowner entrepreneur judge lawyer administrator officer
  representative senator president victim scientist`.split(/\s+/),
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

/**
 * A chemical formula ('LiAlH4', 'Me2S', 'CrO3', 'H2SO4'): element symbols with counts. A formula
 * among names of things (or a name among formulas) stands out as an option.
 */
export function isFormula(text: string): boolean {
  return /^(?:[A-Z][a-z]?\d*|\((?:[A-Z][a-z]?\d*)+\)\d*){2,}$/.test(text) && /\d|[a-z]/.test(text);
}

/**
 * A phrase that holds a keyword of program code ('inout csp' from 'function AC-3(inout csp):'):
 * a name in a listing, no concept a student weighs as an answer.
 */
export function isCode(text: string): boolean {
  return /\b(?:inout|void|int|char|struct|typedef|bool|elif|nullptr|malloc|printf)\b/.test(text);
}

/** A word a slide shouts in capitals ('EFFICIENCY'): too long for an abbreviation. */
export function isShouted(text: string): boolean {
  return /^\p{Lu}{7,}s?$/u.test(text);
}

/**
 * Words written with a letter more or less than a word the document writes more often
 * ('tranform' twice beside 'transform' 90 times, 'Diriclet' 4 times beside 'Dirichlet' 7 times,
 * 'frourier', 'elctrophile'): the source's typos. A term holding one makes no key and no option.
 * A word everyday English uses is no typo ('shifting' beside 'sifting'), and a letter changed is
 * left alone: 'ethyne' and 'ethene', 'thin' and 'thick' are different words.
 */
export function typoWords(words: Iterable<string>): Set<string> {
  const counts = new Map<string, number>();
  for (const word of words)
    if (/^\p{Ll}{7,}$/u.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  // Typos keep their first letter: the usual spellings, by length and first letter.
  const usual = new Map<string, Array<[string, number]>>();
  for (const [word, count] of counts)
    if (count >= 3) {
      const shape = `${word.length}${word.charAt(0)}`;
      usual.set(shape, [...(usual.get(shape) ?? []), [word, count]]);
    }
  const typos = new Set<string>();
  for (const [word, count] of counts) {
    // Short words are often names and calls that differ by a letter ('getpid', 'getppid').
    if (word.length < 8 || everydayCount(word) > 0) continue;
    const near = [word.length - 1, word.length + 1].flatMap(
      (n) => usual.get(`${n}${word.charAt(0)}`) ?? [],
    );
    const typo = near.some(
      ([other, otherCount]) =>
        otherCount >= 1.5 * count && editDistance(other, word) === 1 && !otherForm(other, word),
    );
    if (typo) typos.add(word);
  }
  return typos;
}

/** Another word, not a typo: a letter added at either end ('heuristics', 'doublet', 'methyl'). */
function otherForm(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long.startsWith(short) || long.endsWith(short);
}

// The endings of adjectives ('chiral', 'aromatic', 'veridical', 'deshielded').
const ADJECTIVE_ENDING = /(?:al|ic|ar|ous|ive|ible|able|ful|less|ed)$/;

/**
 * A quality the document defines by the things that have it ('Chiral: objects that are not
 * superimposable', 'Polycyclic: aromatic molecules containing …'): an adjective, no rival to a
 * thing.
 */
export function isQuality({ term, text }: Pick<Definition, 'term' | 'text'>): boolean {
  return (
    !term.key.includes(' ') &&
    !term.plural &&
    ADJECTIVE_ENDING.test(term.key) &&
    /^(?:\p{Ll}+ )?\p{Ll}+s\b/u.test(text)
  );
}

/**
 * A word that reads as a quality however a tagger reads it ('veridical', 'perpetual',
 * 'regiochemical'): an adjective's ending, and neither the document nor everyday English writes
 * it in the plural, as they would a thing ('signals', 'chemicals', 'integrals').
 */
export function readsAsQuality(word: string, documentWords: Set<string>): boolean {
  if (!/^\p{Ll}[\p{Ll}-]*$/u.test(word) || !ADJECTIVE_ENDING.test(word)) return false;
  const plural = `${word}s`;
  return !documentWords.has(plural) && everydayCount(plural) < 5;
}

/** A unit of measure by its name ('volts', 'kilohertz'): no rival to a quantity or a thing, nor they to it. */
export function isUnit(text: string): boolean {
  return /^(?:(?:kilo|mega|giga|milli|micro|nano|centi)?(?:volts?|amperes?|amps?|ohms?|watts?|hertz|joules?|newtons?|pascals?|coulombs?|farads?|henr(?:y|ies)|teslas?|webers?|kelvins?|grams?|met(?:er|re)s?|lit(?:er|re)s?|seconds?|moles?|calories?|electron ?volts?)|degrees? (?:celsius|fahrenheit))$/i.test(
    text.trim(),
  );
}
