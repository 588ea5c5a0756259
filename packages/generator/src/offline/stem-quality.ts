import type { Sentence } from './document-model.ts';
import type { Token } from './nlp.ts';
import { GENERIC } from './term-rules.ts';

const DANGLING_START =
  /^(?:this|these|that|those|it|its|they|them|their|he|she|his|her|such|here|there|which|both|also|and|but|or|so|then|thus|hence|however|therefore|similarly|likewise|again|instead|otherwise|alternatively|anyways?|honestly|perhaps)$/i;
const SUBORDINATE_START = /^(?:because|since|although|though|whereas|unless|while)$/i;
const REFERENCE =
  /\bet al\b|\bpp\.|\bdoi\b|\bisbn\b|\bvol\.|\bproceedings\b|\bjournal of\b|\(\d{4}\)[.,]/i;
// Title pages and course admin: affiliations and credits, not lecture content.
const ADMIN =
  /\b(?:universit(?:y|et)|department|faculty|institute|professor|lecturer|e-?mail|office hours|slides? (?:created|prepared|based)|copyright|license|whiteboard|exercise class(?:es)?|show up for|hand in|deadline|will suffice|with your neighbou?r)\b/i;
const EXERCISE = /\b(?:exercises?|ex\.\s*\d|PS\s?\d|problem sets?|homework|assignment)\b/i;
const PROCEDURE =
  /^(?:(?:experimental )?procedures?|steps|instructions|observations?|results|discussion)$/i;
const CODE =
  /\$\p{L}|<<?-|\b\w{2,}\s?=\s?(?:TRUE|FALSE|NULL|"|\d)|\b\p{L}[\p{L}\d]*[._]\p{L}[\w.]*\(|\b\p{Ll}{3,}\((?:\p{Lu}\p{L}|\p{L}{4,}|")/u;
const DETERMINERS = new Set(['a', 'an', 'the', 'this', 'these', 'its', 'their']);

/** A lower-case word after an article or preposition is missing ("the ______ of is changed"). */
function brokenGrammar(tokens: Token[]): boolean {
  for (let i = 0; i + 1 < tokens.length; i++) {
    const a = tokens[i] as Token;
    const b = tokens[i + 1] as Token;
    if (a.pos === 'ADP' && (b.pos === 'AUX' || (b.pos === 'PUNCT' && /^[.,;:]$/.test(b.value))))
      return true;
    if (
      DETERMINERS.has(a.normal) &&
      (b.pos === 'AUX' || b.pos === 'ADP' || /^[.,;:]$/.test(b.value))
    )
      return true;
    if (a.pos === 'ADP' && b.pos === 'CCONJ') return true;
    // "for each value , there is": a space before punctuation marks a dropped symbol.
    if (/^[,.;:)]$/.test(b.value) && b.space !== '' && a.value !== '(') return true;
  }
  return false;
}

/**
 * A capitalised common word in mid-sentence after a lower-case word means two list items or
 * lines were run together ("… for -ary constraints Path consistency is …").
 */
export function runOn(tokens: Token[], lowerWords: Set<string>): boolean {
  let titleCase = 0;
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (!/^\p{Lu}\p{Ll}+$/u.test(t.value)) continue;
    titleCase++;
    const before = tokens[i - 1] as Token;
    // 'Elimination of Strictly Dominated Strategies' is one name.
    const inName =
      /^(?:of|and|for|in|on|to|the)$/.test(before.value) &&
      /^\p{Lu}/u.test(tokens[i - 2]?.value ?? '');
    if (/^\p{Ll}+$/u.test(before.value) && lowerWords.has(t.normal) && !inName) return true;
  }
  const words = tokens.filter((t) => /\p{L}/u.test(t.value)).length;
  return titleCase > words * 0.4;
}

/**
 * Two clauses of a slide run together without a stop ('each variable represents a square the
 * domain is the letters …', '… using N points the operation will scale as N2'): after a finite
 * verb, a word then 'the' opens a noun phrase that has its own verb.
 */
function clausesRunTogether(tokens: Token[]): boolean {
  for (let i = 1; i + 3 < tokens.length; i++) {
    const word = tokens[i] as Token;
    if (!/^(?:NOUN|PROPN|ADJ)$/.test(word.pos) || tokens[i + 1]?.normal !== 'the') continue;
    let end = i + 2;
    while (/^(?:NOUN|PROPN|ADJ)$/.test(tokens[end]?.pos ?? '')) end++;
    const verb = tokens[end];
    if (end === i + 2 || verb === undefined || !finite(verb) || tokens[end - 1]?.pos === 'ADJ')
      continue;
    if (tokens.slice(0, i).some(finite)) return true;
  }
  return false;
}

/**
 * The tokens without citations in parentheses ('(Croft 1990)', '(Greenberg 1966; Bauer 2010)',
 * '(Jaeger, 2010)'): their years and semicolons are no maths.
 */
function withoutCitations(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const close = tokens.findIndex((t, j) => j > i && t.value === ')');
    const inner = tokens.slice(i + 1, close);
    const citation =
      tokens[i]?.value === '(' &&
      close > i &&
      inner.some((t) => /^(?:1[5-9]|20)\d\d[a-z]?$/.test(t.value)) &&
      inner.every((t) => /^(?:\p{Lu}[\p{L}-]*|\d{4}[a-z]?|[,;&.]|et|al|and)$/u.test(t.value));
    if (citation) i = close;
    else out.push(tokens[i] as Token);
  }
  return out;
}

/** Comma lists of short items ("Information Sharing, Computational Speedup, Modularity, …"). */
function listLike(text: string): boolean {
  const items = text.split(/[,;]/).map((i) => i.trim());
  if (items.length < 4) return false;
  return items.filter((i) => i.split(/\s+/).length <= 3).length >= items.length * 0.75;
}

/** A verb form that is not a gerund or participle in -ing. */
const finite = (t: Token) => (t.pos === 'VERB' || t.pos === 'AUX') && !/ing$/.test(t.normal);

/** A verb that is not an infinitive ('to include', 'to be included') nor a gerund. */
function hasFiniteVerb(tokens: Token[]): boolean {
  let infinitive = false;
  for (const [i, t] of tokens.entries()) {
    const verbal = t.pos === 'VERB' || t.pos === 'AUX';
    // 'to' starts an infinitive that runs on through 'be', 'have' and participles ('to be
    // included', 'to have been seen'); a finite auxiliary ('are') ends it.
    const onward = t.pos === 'VERB' || /^(?:be|been|being|have)$/.test(t.normal);
    infinitive = verbal && (tokens[i - 1]?.normal === 'to' || (infinitive && onward));
    if (finite(t) && !infinitive) return true;
    if (!verbal) infinitive = false;
  }
  return false;
}

/**
 * A noun phrase whose only verb is in its relative clause ('Spacing of children in cases in which
 * more than one are permitted.'): no verb before the relative word, one verb group after it.
 */
function onlyRelativeClause(tokens: Token[]): boolean {
  const relative = tokens.findIndex(
    (t, i) => i > 0 && /^(?:that|which|who|whom|whose|where)$/.test(t.normal) && t.pos !== 'DET',
  );
  if (relative < 0 || hasFiniteVerb(tokens.slice(0, relative))) return false;
  let groups = 0;
  for (const [i, t] of tokens.entries()) {
    // An auxiliary runs on into its verb ('are permitted'); a verb ends its group ('divides is').
    const verbal = t.pos === 'VERB' || t.pos === 'AUX';
    if (i > relative && verbal && tokens[i - 1]?.pos !== 'AUX') groups++;
  }
  return groups <= 1;
}

/**
 * The rest of a question whose start went to another line ('[How does the] Fourier transform say
 * something about the shape …'): two bare verbs in a row near the start, with no auxiliary before
 * them, where a statement would have a verb that agrees with its subject.
 */
function lostItsQuestion(tokens: Token[]): boolean {
  const bare = (t: Token) =>
    t.pos === 'VERB' && t.normal === t.lemma && !/(?:ed|ing)$/.test(t.normal);
  for (let i = 0; i + 1 < Math.min(tokens.length, 5); i++) {
    const [a, b] = [tokens[i] as Token, tokens[i + 1] as Token];
    if (a.pos === 'AUX') return false;
    // 'to help identify' is an infinitive that takes a second one.
    if (i > 0 && bare(a) && bare(b) && tokens[i - 1]?.normal !== 'to') return true;
  }
  return false;
}

// Words that make a sentence before a colon an announcement of what follows.
const ANNOUNCING =
  /^(?:two|three|four|five|six|seven|eight|nine|ten|several|many|some|following|follows|these|this|those|below|such|main|key|basic)$/i;

/**
 * A sentence before a colon that only announces the list below it ('The algorithm gives rise to
 * several questions:', '… consists of:', 'Heuristics include:'); 'Forward checking is a simple form
 * of inference:' is a statement of its own, whatever the bullets under it add.
 */
function announcesList(tokens: Token[]): boolean {
  const last = tokens.filter((t) => t.pos !== 'PUNCT').at(-1);
  if (last === undefined || !['NOUN', 'PROPN', 'ADJ', 'ADV'].includes(last.pos)) return true;
  // A heading has no verb after a subject ('Heuristics for ordering the values of a selected
  // variable:').
  const stated = tokens.some(
    (t, i) =>
      t.pos === 'AUX' ||
      (t.pos === 'VERB' &&
        !/ing$/.test(t.normal) &&
        ['NOUN', 'PROPN', 'PRON'].includes(tokens[i - 1]?.pos ?? '')),
  );
  if (!stated) return true;
  return GENERIC.has(last.lemma) || tokens.some((t) => t.pos === 'NUM' || ANNOUNCING.test(t.value));
}

/** 0–1: how safe the sentence is as a question stem (a full clause, no dangling reference). */
export function stemQuality(s: Sentence, lowerWords: Set<string>): number {
  const words = s.tokens.filter((t) => /\p{L}/u.test(t.value));
  const first = s.tokens[0];
  if (first === undefined || words.length < 5 || words.length > 45) return 0;
  if (!/^(?:[\p{Lu}"“]|\d+\s+\p{L})/u.test(s.text) || /[?]/.test(s.text) || /[,;]$/.test(s.text))
    return 0;
  if (/:$/.test(s.text) && announcesList(s.tokens)) return 0;
  if (/^(?:figure|fig\.|table|example|exercise|problem|note)\b/i.test(s.text)) return 0;
  // An exercise sets its scene with someone new ('An airline loses two suitcases …'): a story,
  // not a fact of the lecture.
  const opener = s.tokens.find((t) => t.pos !== 'PUNCT')?.value ?? '';
  if (EXERCISE.test(s.section) && /^(?:a|an)$/i.test(opener)) return 0;
  // A lab sheet's steps ('Procedure': 'Connect the speaker …', 'When connected, current will …')
  // tell the reader what to do in one set-up, and its observations and discussion what came out
  // of it ('The ______ calculated by curve fitting is very close to 500'): no facts of the subject.
  if (PROCEDURE.test(s.section)) return 0;
  // "No, as no strategy is …" answers a question the stem does not show.
  if (/^(?:yes|no|true|false)\b[,!.]/i.test(s.text)) return 0;
  if (REFERENCE.test(s.text) || ADMIN.test(s.text) || listLike(s.text)) return 0;
  // Comparisons in slide shorthand and calls in code ("fork(), … execlp()") are not statements,
  // nor is a sentence that leans on its program code ('… such as accountants$home, …', '… draw an
  // empty plot (type = "n") …', 'The function eigen(Sm) calculates …', '<<- creates …').
  if (/\bvs\.?\s|\w\(\)/.test(s.text) || CODE.test(s.text)) return 0;
  // "Both IESDS and Nash Equilibrium require …" names its subjects; "Both are …" does not.
  const both = first.normal === 'both' && s.tokens.slice(2, 8).some((t) => t.normal === 'and');
  if ((DANGLING_START.test(first.value) && !both) || first.pos === 'PRON') return 0;
  // A finite verb makes a statement; "Components to be included …" is a heading.
  if (!hasFiniteVerb(s.tokens) || onlyRelativeClause(s.tokens)) return 0;
  // A sentence cut at the end of its line ('… may favor the environmental policy that.').
  const last = s.tokens.filter((t) => t.pos !== 'PUNCT').at(-1);
  if (
    last &&
    (/^(?:ADP|CCONJ|SCONJ|DET)$/.test(last.pos) || /^(?:that|which|who)$/.test(last.normal))
  )
    return 0;
  // An imperative ("Describe the need for …", "Be able to …") or an aim ("To give students …")
  // is an instruction, not a fact.
  const verbal = first.pos === 'VERB' || first.pos === 'AUX';
  if (verbal && first.normal === first.lemma && !/ing$/.test(first.normal)) return 0;
  if (first.normal === 'to' && s.tokens[1]?.pos === 'VERB') return 0;
  if (
    brokenGrammar(s.tokens) ||
    runOn(s.tokens, lowerWords) ||
    clausesRunTogether(s.tokens) ||
    lostItsQuestion(s.tokens)
  )
    return 0;
  const text = withoutCitations(s.tokens);
  const symbols = text.filter(
    (t) =>
      (/^[^\p{L}\s]+$/u.test(t.value) && !/^[,.;()'‘’"“”-]$/.test(t.value)) ||
      /^\p{L}\d+$/u.test(t.value) ||
      (t.value.length === 1 && /\p{L}/u.test(t.value) && !/^[aAI]$/.test(t.value)),
  );
  if (symbols.length > text.length * 0.12) return 0;
  let quality = 0.6;
  if (/[.!]$/.test(s.text)) quality += 0.15;
  if (/^\p{Lu}/u.test(s.text)) quality += 0.1;
  if (words.length >= 8 && words.length <= 30) quality += 0.15;
  // "Because it's easy to think of …!" is half of a sentence ("If …, it can …" is whole): a
  // last resort for a short lecture.
  if (SUBORDINATE_START.test(first.value) && !s.tokens.some((t) => t.value === ',')) quality -= 0.3;
  // A verb only in first position is usually a fragment ("Created by …").
  if (!s.tokens.some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && t !== first))) quality -= 0.2;
  return Math.max(0, Math.min(1, quality));
}

/**
 * A short sentence with a single verb says too little for its blank to have one answer ('In
 * physics, we often operate with the notion of a(n) ______.'): judged, most were rejected.
 */
export function thin(sentence: Sentence, words: number): boolean {
  return (
    words <= 12 && sentence.tokens.filter((t) => t.pos === 'VERB' || t.pos === 'AUX').length <= 1
  );
}

/** A clause without its subject: "Created by …", "Usually constitutes …". */
export function isFragment(sentence: Sentence): boolean {
  const first = sentence.tokens.find((t) => t.pos !== 'ADV');
  const at = first === undefined ? -1 : sentence.tokens.indexOf(first);
  if (first?.pos !== 'VERB' || at > 1) return false;
  // 'Forward checking propagates …' (wink reads 'Forward' as an adverb): a noun and its gerund
  // with a verb of their own after them are the subject.
  const rest = sentence.tokens.slice(at + 1);
  const opener = sentence.tokens[0]?.normal ?? '';
  const subject =
    at === 1 &&
    /ing$/.test(first.normal) &&
    !/^(?:when|while|after|before|by|since|if|once|upon)$/.test(opener) &&
    rest.some(
      (t) =>
        /^(?:is|are|was|were|has|have)$/.test(t.normal) ||
        (t.pos === 'VERB' && /[^s]s$/.test(t.normal)),
    );
  return !subject;
}

/**
 * The people of the document's example sentences: a capitalised name that opens three or more
 * statements with two or more verbs ('Jakub knows that he is in Ireland', 'Jakub is certain that
 * ESSLLI is in Ireland'), is never written in lower case and names no thing (`namesAThing`).
 * 'Laplace transforms are …' is about a thing however wink tags 'transforms': one word after the
 * name, every time. What the people know or believe illustrates the lecture, not its content.
 */
export function exampleSubjects(
  sentences: Sentence[],
  lowerWords: Set<string>,
  namesAThing: (name: string) => boolean,
): Set<string> {
  const verbs = new Map<string, string[]>();
  for (const s of sentences) {
    const [name, verb] = s.tokens;
    if (name === undefined || verb === undefined || name.pos !== 'PROPN') continue;
    if (!/^(?:VERB|AUX)$/.test(verb.pos) || !/^\p{Lu}\p{Ll}+$/u.test(name.value)) continue;
    if (lowerWords.has(name.normal) || namesAThing(name.normal)) continue;
    verbs.set(name.normal, [...(verbs.get(name.normal) ?? []), verb.normal]);
  }
  return new Set(
    [...verbs].filter(([, said]) => said.length >= 3 && new Set(said).size >= 2).map(([n]) => n),
  );
}
