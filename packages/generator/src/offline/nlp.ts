import winkNLP from 'wink-nlp';
import type {
  ItemCustomEntity,
  ItemSentence,
  ItemToken,
  PartOfSpeech,
  WinkMethods,
} from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { EMPTY_MODIFIERS } from './term-rules.ts';

export interface Token {
  value: string;
  normal: string;
  lemma: string;
  pos: PartOfSpeech;
  /** Whitespace before the token in the source, so text can be rebuilt exactly. */
  space: string;
}

/** A noun phrase found by the custom entity patterns, as token positions in its sentence. */
export interface Phrase {
  start: number;
  end: number;
  text: string;
  /** Lower-cased lemmas joined by spaces: the identity of a term across inflections. */
  key: string;
  head: string;
  pattern: string;
  plural: boolean;
  proper: boolean;
}

export interface Analysed {
  text: string;
  tokens: Token[];
  phrases: Phrase[];
}

// Noun phrases without determiners: up to four modifiers ending in a noun, which is what a
// lecture calls a term ("process control block", "sensory neurons").
const NOUN_PHRASES = [
  '[NOUN|PROPN]',
  '[ADJ|NOUN|PROPN] [NOUN|PROPN]',
  '[ADJ|NOUN|PROPN] [ADJ|NOUN|PROPN] [NOUN|PROPN]',
  '[ADJ|NOUN|PROPN] [ADJ|NOUN|PROPN] [ADJ|NOUN|PROPN] [NOUN|PROPN]',
];

let engine: WinkMethods | undefined;

function nlp(): WinkMethods {
  if (engine === undefined) {
    engine = winkNLP(model, ['sbd', 'pos', 'cer']);
    engine.learnCustomEntities([{ name: 'np', patterns: NOUN_PHRASES }], {
      usePOS: true,
      matchValue: false,
    });
  }
  return engine;
}

/** Splits one text unit (a line or paragraph without newlines) into analysed sentences. */
export function analyse(text: string): Analysed[] {
  const { its } = nlp();
  const doc = nlp().readDoc(text);
  const out: Analysed[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const tokens: Token[] = [];
    const first = sentence.tokens().itemAt(0).index();
    sentence.tokens().each((item: ItemToken) => {
      tokens.push({
        value: item.out(),
        normal: read(item, its.normal),
        lemma: read(item, its.lemma).toLowerCase(),
        pos: read(item, its.pos) as PartOfSpeech,
        space: read(item, its.precedingSpaces),
      });
    });
    const phrases: Phrase[] = [];
    sentence.customEntities().each((entity: ItemCustomEntity) => {
      const items = entity.tokens();
      const start = items.itemAt(0).index() - first;
      const phrase = toPhrase(tokens, start, start + items.length());
      if (phrase) phrases.push(phrase);
    });
    // Hyphen joins can make one phrase contain another ("sodium-potassium" in "… pump").
    const kept = phrases.filter(
      (p) =>
        !phrases.some(
          (o) =>
            o !== p && o.start <= p.start && o.end >= p.end && o.end - o.start > p.end - p.start,
        ),
    );
    // A phrase on a gerund is a term only where the document repeats it, so it leaves the noun
    // phrases inside it in place ('modal' in 'modal meaning').
    for (const [from, to] of gerundSpans(tokens)) {
      const phrase = toPhrase(tokens, from, to);
      if (phrase && !kept.some((p) => p.start === phrase.start && p.end === phrase.end))
        kept.push({ ...phrase, pattern: `${GERUND} ${phrase.pattern}` });
    }
    out.push({ text: rebuild(tokens).trim(), tokens, phrases: kept });
  });
  return out;
}

/** Marks the pattern of a phrase on a gerund. */
export const GERUND = 'GERUND';
const MODIFIER = new Set<PartOfSpeech>(['ADJ', 'ADV', 'NOUN', 'PROPN']);
// A gerund that takes an object or a complement is a verb ('processes sharing memory', 'radiation
// arriving at the aperture'), not the head of a term.
const OBJECT = new Set<PartOfSpeech>(['DET', 'NOUN', 'PROPN', 'PRON', 'ADJ', 'NUM', 'ADP']);
// Before a gerund, these make it a verb ('by using graphs', 'for solving problems', 'processes
// sharing memory').
const GOVERNS = new Set<PartOfSpeech>(['ADP', 'SCONJ', 'PART', 'AUX', 'NOUN', 'PROPN']);
const VERB_ONLY =
  /^(?:using|including|following|being|having|making|getting|according|regarding|concerning|during|doing|going|saying|taking|giving|trying|looking|seeing|coming|keeping|putting|setting|leading|resulting|depending|assuming|considering|involving|containing|showing)$/i;

/**
 * Terms built on an -ing word, which the noun-phrase patterns miss because the tagger reads it as
 * a verb: the gerund as head after its modifier ('Forward checking', 'message passing') or as a
 * modifier before a noun ('backtracking search', 'oxidizing agent'). The document model keeps
 * them only when the document uses them more than once.
 */
function gerundSpans(tokens: Token[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const [i, t] of tokens.entries()) {
    if (t.pos !== 'VERB' || !/^\p{L}{3,}ing$/u.test(t.value) || VERB_ONLY.test(t.value)) continue;
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    const word = before !== undefined && /^\p{L}+$/u.test(before.value);
    if (word && MODIFIER.has(before.pos) && !(after && OBJECT.has(after.pos)))
      spans.push([i - 1, i + 1]);
    if (after?.pos === 'NOUN' && !(before && GOVERNS.has(before.pos)))
      spans.push([word && MODIFIER.has(before.pos) ? i - 1 : i, i + 2]);
  }
  return spans;
}

// wink's typings do not accept the lemma helper (it takes model add-ons); every helper returns a string here.
function read(item: ItemToken, helper: unknown): string {
  return String((item.out as (f: unknown) => unknown)(helper));
}

/** Whether tokens i and i + 1 are written as one word ("Breit-Wigner", "arc-consistency"). */
function hyphenated(tokens: Token[], hyphen: number): boolean {
  const t = tokens[hyphen];
  const next = tokens[hyphen + 1];
  return (
    t?.value === '-' &&
    t.space === '' &&
    next !== undefined &&
    next.space === '' &&
    /\p{L}/u.test(next.value)
  );
}

function toPhrase(tokens: Token[], from: number, to: number): Phrase | undefined {
  let start = from;
  let end = to;
  // wink splits hyphenated words; a term keeps both halves.
  while (
    start >= 2 &&
    hyphenated(tokens, start - 1) &&
    /\p{L}/u.test(tokens[start - 2]?.value ?? '')
  )
    start -= 2;
  while (hyphenated(tokens, end)) end += 2;
  while (start < end - 1 && EMPTY_MODIFIERS.has(tokens[start]?.normal ?? '')) start++;
  // A unit glued to its number belongs to the number ('1k resistor' is a resistor, not a 'k resistor').
  if (tokens[start]?.space === '' && /\d$/.test(tokens[start - 1]?.value ?? '')) {
    if (start === end - 1) return undefined;
    start++;
  }
  const words = tokens.slice(start, end);
  const last = words.at(-1);
  if (last === undefined || words.some((t) => !/\p{L}/u.test(t.value) && t.value !== '-'))
    return undefined;
  return {
    start,
    end,
    text: rebuild(words).trim(),
    key: words
      .filter((t) => t.value !== '-')
      .map((t) => t.lemma)
      .join(' '),
    head: last.lemma,
    pattern: words.map((t) => t.pos).join(' '),
    plural: isPlural(last),
    proper: words.every((t) => t.pos === 'PROPN' || /^\p{Lu}/u.test(t.value)),
  };
}

/** Plural nouns; wink does not lemmatise proper nouns, so "Paracrine Signals" goes by its ending. */
export function isPlural(token: Token): boolean {
  if (!/\p{Ll}s$/u.test(token.value)) return false;
  if (token.normal !== token.lemma) return true;
  // A word the lemmatiser does not know keeps its form ('formulators', 'substituents'): its
  // ending still says it is a plural noun.
  if (token.pos === 'NOUN' && /(?:ors|ers|ists|ians|ents|ants|ions|mers)$/.test(token.value))
    return true;
  return token.pos === 'PROPN' && /[^sui]s$/.test(token.value) && token.value.length > 3;
}

/** Rebuilds text from tokens with their original spacing. */
export function rebuild(tokens: Token[]): string {
  return tokens.map((t) => t.space + t.value).join('');
}
