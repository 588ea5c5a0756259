import { looksProper, type Sentence } from './document-model.ts';
import { analyse, isPlural, rebuild, type Token } from './nlp.ts';
import { runOn } from './stem-quality.ts';
import { acronym } from './acronyms.ts';
import { isTermLike } from './term-rules.ts';

/** A term as written in a definition, with the same identity fields as a noun phrase. */
export interface DefinedTerm {
  text: string;
  key: string;
  head: string;
  plural: boolean;
  proper: boolean;
}

export type DefinitionStyle = 'colon' | 'paren' | 'copula' | 'called' | 'acronym';

export interface Definition {
  term: DefinedTerm;
  /** The defining words, verbatim from the sentence, without the term and final stop. */
  text: string;
  style: DefinitionStyle;
  /** "a chemical reaction …", "detect specific molecules", "presenting aversive stimuli". */
  shape: 'noun' | 'verb' | 'gerund';
  sentence: Sentence;
}

const TERM_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'PART', 'DET', 'ADP', 'NUM']);
const SEPARATORS = new Set([':', '–', '—', '-']);
const COPULA_NEXT = new Set(['a', 'an', 'the']);
const CALLED = /^(?:called|termed|named)$/i;
const IRREGULAR_PARTICIPLES = new Set(
  'got gotten made given taken known seen done built sold held found kept brought bought paid sent set put shown grown drawn written chosen driven hidden thrown worn born borne led fed meant left lost won told spent understood begun broken eaten spoken stolen bound laid lent sought spread struck taught thought heard felt caught'.split(
    ' ',
  ),
);

/** Finds definitions in the document's sentences ("X: …", "X (…)", "X is a …", "… called X"). */
export function findDefinitions(sentences: Sentence[], lowerWords: Set<string>): Definition[] {
  const found: Definition[] = [];
  for (const sentence of sentences) {
    // A slide title can spell out an abbreviation, and says nothing else worth a definition.
    const definition =
      sentence.kind === 'title'
        ? acronym(sentence)
        : (acronym(sentence) ??
          colon(sentence) ??
          parenthetical(sentence) ??
          copula(sentence) ??
          called(sentence));
    if (!definition || !acceptable(definition)) continue;
    if (definition.style === 'acronym' || !runOn(definition.sentence.tokens, lowerWords))
      found.push(definition);
  }
  return found;
}

function termOf(tokens: Token[]): DefinedTerm | undefined {
  const words = tokens.filter((t) => t.pos !== 'DET' || tokens.indexOf(t) > 0);
  const last = words.at(-1);
  if (last === undefined || !['NOUN', 'PROPN'].includes(last.pos)) return undefined;
  if (words.some((t) => !TERM_POS.has(t.pos) && t.value !== '-' && t.value !== '’s'))
    return undefined;
  // "Fires in California", "D Credible signals": labels of a slide, not terms.
  if (words.some((t) => t.pos === 'ADP' && t.normal !== 'of')) return undefined;
  // "Ecosystems share a pattern": an article inside a term (other than "… of the …") is a clause.
  if (words.some((t, i) => i > 0 && t.pos === 'DET' && words[i - 1]?.normal !== 'of'))
    return undefined;
  if (/^\p{L}$/u.test(words[0]?.value ?? '') && words.length > 1) return undefined;
  const of = words.findIndex((t) => t.normal === 'of');
  const head = of > 0 ? (words[of - 1] ?? last) : last;
  const text = rebuild(words).trim();
  return {
    text,
    key: words
      .filter((t) => /\p{L}/u.test(t.value))
      .map((t) => t.lemma)
      .join(' '),
    head: head.lemma,
    plural: isPlural(head),
    proper: looksProper(text),
  };
}

function shapeOf(tokens: Token[]): Definition['shape'] | undefined {
  const [first, second] = tokens;
  if (first?.normal === 'the' && second?.normal === 'same') return undefined;
  if (
    first === undefined ||
    /^(?:aka|also|i\.e|e\.g|see|due|similar|like|same)$/i.test(first.normal)
  )
    return undefined;
  // "increases the chance …": wink tags a line-initial verb as a plural noun.
  const verbLike = /[^s]s$/.test(first.normal) && /^(?:a|an|the)$/.test(second?.normal ?? '');
  const verb =
    first.pos === 'VERB' || verbLike
      ? { ...first, pos: 'VERB' as const }
      : first.pos === 'ADV'
        ? second
        : undefined;
  if (verb?.pos === 'VERB') {
    if (/ing$/.test(verb.normal)) return 'gerund';
    // Present tense reads after "Which of the following …"; participles ("seen in …") do not.
    return verb.normal === verb.lemma || /[^s]s$/.test(verb.normal) ? 'verb' : undefined;
  }
  // "some species provide nutrients …" is a statement about the term, not a definition.
  // Quoted words are mentioned, not used: "expressions such as ‘must’, ‘can’" has no verb.
  const window = tokens.slice(1).filter((t, i) => !/^[‘'“"]$/.test(tokens[i]?.value ?? ''));
  // An infinitive ('the practice of purchasing goods to display wealth') is no second clause.
  const finite = window.findIndex(
    (t, i) =>
      (t.pos === 'VERB' || t.pos === 'AUX') &&
      !/(?:ed|ing)$/.test(t.normal) &&
      // 'the value got from buying and selling it': an irregular participle after its noun.
      !(IRREGULAR_PARTICIPLES.has(t.normal) && window[i - 1]?.pos === 'NOUN') &&
      window[i - 1]?.normal !== 'to' &&
      !(window[i - 1]?.pos === 'ADV' && window[i - 2]?.normal === 'to'),
  );
  const relative = window.findIndex((t) =>
    /^(?:that|which|who|whose|where|when|if|because|,)$/.test(t.normal),
  );
  if (finite >= 0 && (relative < 0 || relative > finite)) return undefined;
  // A definition opening on a name ("Sierra Club’s position …") is an example, not a definition.
  if (first.pos === 'DET' || first.pos === 'NOUN') return 'noun';
  if (
    first.pos === 'ADJ' &&
    (second?.pos === 'NOUN' || (second?.pos === 'ADJ' && tokens[2]?.pos === 'NOUN'))
  )
    return 'noun';
  return undefined;
}

/** "Increases the chance …" opens a line: wink reads the capital as a name, so tag it again. */
function retag(rest: Token[]): Token[] {
  const first = rest[0];
  if (!first || !/^\p{Lu}\p{Ll}/u.test(first.value) || first.pos !== 'PROPN') return rest;
  const text = rebuild(rest).trim();
  return analyse(first.value.toLowerCase() + text.slice(first.value.length))[0]?.tokens ?? rest;
}

function make(
  sentence: Sentence,
  termTokens: Token[],
  rest: Token[],
  style: Definition['style'],
): Definition | undefined {
  const term = termOf(termTokens);
  const shape = shapeOf(retag(rest));
  if (term === undefined || shape === undefined) return undefined;
  const text = rebuild(rest)
    .trim()
    .replace(/[.;,]+$/, '');
  return { term, text, style, shape, sentence };
}

function colon(s: Sentence): Definition | undefined {
  if (s.position !== 0) return undefined;
  const k = s.tokens.findIndex((t) => SEPARATORS.has(t.value) && t.space !== '');
  const colonAt = k > 0 ? k : s.tokens.findIndex((t) => t.value === ':');
  if (colonAt < 1 || colonAt > 6) return undefined;
  const rest = s.tokens.slice(colonAt + 1);
  if (isList(rebuild(rest))) return undefined;
  const first = rest[0];
  if (
    first &&
    /^\p{Lu}/u.test(first.value) &&
    first.pos !== 'DET' &&
    !retag(rest).some((t) => isVerb(t) || /[^s]s$/.test(t.normal))
  )
    return undefined;
  return make(s, s.tokens.slice(0, colonAt), rest, 'colon');
}

function parenthetical(s: Sentence): Definition | undefined {
  if (s.position !== 0) return undefined;
  const open = s.tokens.findIndex((t) => t.value === '(');
  const close = s.tokens.findIndex((t) => t.value === ')');
  if (open < 1 || open > 4 || close < s.tokens.length - 2) return undefined;
  const inside = s.tokens.slice(open + 1, close);
  if (inside.filter((t) => /\p{L}/u.test(t.value)).length < 4 || isList(rebuild(inside)))
    return undefined;
  return make(s, s.tokens.slice(0, open), inside, 'paren');
}

function copula(s: Sentence): Definition | undefined {
  const be = s.tokens.findIndex(
    (t, i) => t.lemma === 'be' || t.normal === 'refers' || occursWhen(s.tokens, i),
  );
  if (be < 1 || be > 5) return undefined;
  const verb = s.tokens[be];
  let from = be + 1;
  // 'Positive reinforcement occurs when a behavior is rewarding': the process by its condition.
  if (occursWhen(s.tokens, be)) from = be;
  else if (verb?.normal === 'refers' && s.tokens[from]?.normal === 'to') from++;
  else if (s.tokens[from]?.normal === 'defined' && s.tokens[from + 1]?.normal === 'as') from += 2;
  else if (!COPULA_NEXT.has(s.tokens[from]?.normal ?? '') && !pluralKind(s.tokens, be))
    return undefined;
  const rest = s.tokens.slice(from);
  if (!rest.some((t) => t.pos === 'NOUN')) return undefined;
  // "The product is a meso compound": a particular thing in context, not a definition.
  if (s.tokens[0]?.normal === 'the' && be === 2) return undefined;
  return make(s, s.tokens.slice(0, be), rest, 'copula');
}

/**
 * "Modals are expressions such as …", "Prokaryotes are organisms that …": a plural term said to
 * be a plural kind, restricted by what follows (a bare "Results are important" is no definition).
 */
function pluralKind(tokens: Token[], be: number): boolean {
  if (tokens[be]?.normal !== 'are' || !isPlural(tokens[be - 1] ?? tokens[0]!)) return false;
  let i = be + 1;
  while (tokens[i]?.pos === 'ADJ') i++;
  const noun = tokens[i];
  if (noun === undefined || noun.pos !== 'NOUN' || !isPlural(noun)) return false;
  return /^(?:that|which|who|whose|such|with|of|in|used|made|found|composed)$/.test(
    tokens[i + 1]?.normal ?? '',
  );
}

function called(s: Sentence): Definition | undefined {
  const at = s.tokens.findIndex(
    (t, i) => i > 2 && (CALLED.test(t.value) || isKnownAs(s.tokens, i)),
  );
  if (at < 0) return undefined;
  let from = at + (s.tokens[at]?.normal === 'known' ? 2 : 1);
  if (COPULA_NEXT.has(s.tokens[from]?.normal ?? '')) from++;
  const phrase = s.phrases.find((p) => p.start === from);
  // "called Gibb’s phenomena": the name continues past the noun phrase.
  if (phrase === undefined || /^['’]/.test(s.tokens[phrase.end]?.value ?? '')) return undefined;
  const term = termOf(s.tokens.slice(phrase.start, phrase.end));
  if (term === undefined) return undefined;
  return { term, text: s.text.replace(/[.;,]+$/, ''), style: 'called', shape: 'noun', sentence: s };
}

/** "Information Sharing, Computational Speedup, …" or "burning, logging, damming, …": a list. */
function isList(text: string): boolean {
  if (/\b(?:vs\.?|versus)\s/i.test(text)) return true;
  const items = text.split(/,|;/).map((i) => i.trim());
  if (items.length < 3) return false;
  const capitalised = items.filter((i) => /^\p{Lu}/u.test(i)).length;
  const short = items.map((i) => i.split(' ').length <= 3);
  return capitalised >= items.length * 0.6 || (short[0] === true && short[1] === true);
}

function occursWhen(tokens: Token[], i: number): boolean {
  return /^(?:occurs|occur)$/.test(tokens[i]?.normal ?? '') && tokens[i + 1]?.normal === 'when';
}

function isKnownAs(tokens: Token[], i: number): boolean {
  return tokens[i]?.normal === 'known' && tokens[i + 1]?.normal === 'as';
}

function isVerb(t: Token): boolean {
  return t.pos === 'VERB' || t.pos === 'AUX';
}

// Labels of a slide's parts ("Rationale: protect …", "Decision: the choice …"), not terms.
const META = new Set(
  'rationale decision implementation application criteria criterion problem problems solution result results goal goals aim purpose reason note example examples source focus scope context background summary conclusion idea ideas advantage disadvantage limitation limitations strategy approach method methods procedure step steps outcome impact cause question answer task requirement requirements'.split(
    ' ',
  ),
);

function acceptable(d: Definition): boolean {
  if (d.style === 'colon' && META.has(d.term.key)) return false;
  // "IMPROVING BACKTRACKING EFFICIENCY" is the next slide's title, not a definition.
  if (d.style !== 'acronym' && !/\p{Ll}/u.test(d.text)) return false;
  // "Sierra Club’s position statement …" is an example of the term, not what it means.
  if (/^(?:\p{Lu}[\p{L}-]*\s){1,3}?\p{Lu}[\p{L}-]*['’]s\b/u.test(d.text)) return false;
  // "recovery policies, climate change research": examples again, a list without a verb.
  const parts = d.text.split(/,\s*/);
  if (
    d.style === 'colon' &&
    parts.length >= 2 &&
    parts.every((p) => p.split(/\s+/).length <= 3) &&
    !d.sentence.tokens.some(
      (t) => (t.pos === 'VERB' || t.pos === 'AUX') && d.text.includes(t.value),
    )
  )
    return false;
  const words = d.text.split(/\s+/).length;
  if (d.style !== 'acronym' && (words < 3 || words > 60)) return false;
  if (d.style !== 'acronym' && !isTermLike(d.term)) return false;
  // 'Recession: no money to give to environmental causes, …' states a fact, it defines nothing;
  // 'An example of a meso compound, …' gives an instance.
  if (/^(?:e\.g|i\.e|for example|see|no|an? example of)\b/i.test(d.text)) return false;
  // 'Organisms: study of the adaptations …': a field of study is not named by a plural thing.
  if (/^(?:the )?study of\b/i.test(d.text) && d.term.plural && !/ics$/i.test(d.term.text))
    return false;
  // "This property has also been called continuity by …": what "this" is was on another line.
  if (/^(?:this|these|that|those|such|it|they)\b/i.test(d.text)) return false;
  if (d.style !== 'acronym' && /:$/.test(d.sentence.text)) return false;
  if (
    ['ADP', 'CCONJ', 'SCONJ', 'PRON', 'PUNCT'].includes(
      d.sentence.tokens.find((t) => d.text.startsWith(t.value))?.pos ?? '',
    )
  )
    return false;
  const chars = d.text.replace(/[\s.,;:()'’"-]/g, '');
  if ((chars.match(/\p{L}/gu) ?? []).length < chars.length * 0.8) return false;
  // A definition that repeats its own term gives the answer away.
  if (d.style !== 'called' && d.text.toLowerCase().includes(d.term.text.toLowerCase()))
    return false;
  return true;
}
