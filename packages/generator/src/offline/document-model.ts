import type { ExtractedDocument } from '../types.ts';
import { withoutDiscourseMarker } from './discourse.ts';
import { analyse, GERUND, type Phrase, type Token } from './nlp.ts';
import { buildLexicon, splitPage, tidy, type Unit, type UnitKind } from './page-units.ts';
import { findDefinitions, type Definition } from './definitions.ts';
import { exampleSubjects, stemQuality } from './stem-quality.ts';
import { isQuality, isTermLike, readsAsQuality, typoWords } from './term-rules.ts';

export interface Sentence {
  id: number;
  page: number;
  /** Slide title or the nearest heading above; gives bullet fragments their topic. */
  section: string;
  kind: UnitKind;
  /** Document-wide id of the bullet list or line group the sentence belongs to. */
  listId: number;
  /** Index of the sentence inside its unit (0 = the unit's first sentence). */
  position: number;
  text: string;
  tokens: Token[];
  phrases: Phrase[];
  lemmas: Set<string>;
  /** 0–1: how safe the sentence is as a question stem (a full clause, no dangling reference). */
  quality: number;
}

export interface Term {
  key: string;
  text: string;
  head: string;
  pattern: string;
  plural: boolean;
  proper: boolean;
  words: number;
  count: number;
  pages: Set<number>;
  lists: Set<number>;
  firstPage: number;
  inTitle: boolean;
  /** The document defines this term somewhere. */
  defined: boolean;
  /**
   * A quality, no rival to a thing: the document defines it by the things that have it ('Chiral:
   * objects that …'), or the word reads as an adjective ('veridical', `readsAsQuality`).
   */
  quality?: boolean;
  /** Importance in the document: frequency, spread and presence in titles. */
  weight: number;
  /** Content words of the sentences the term occurs in: a small distributional meaning. */
  context: Map<string, number>;
  contextNorm: number;
}

/** A page as the splitter saw it: the slide structure that list and call items are built on. */
export interface PageLayout {
  page: number;
  title: string;
  /** Title, agenda or reference slides: nothing on them is asked about. */
  skip: boolean;
  /** Units with document-wide list ids (the same ids as `Sentence.listId`). */
  units: Unit[];
  /** The page's own lines, tidied and without bullet glyphs, before any joining. */
  lines: string[];
}

export interface DocumentModel {
  pageCount: number;
  layouts: PageLayout[];
  pageText: Map<number, string>;
  sentences: Sentence[];
  terms: Map<string, Term>;
  definitions: Definition[];
  /** Words the document writes in lower case somewhere (so "Transduction" is not a name). */
  lowerWords: Set<string>;
}

/** Reads every page once; the result serves quiz and flashcards of the same document. */
export function buildModel(doc: ExtractedDocument): DocumentModel {
  const lexicon = buildLexicon(doc.pages.map((p) => p.text));
  const sentences: Sentence[] = [];
  const pageText = new Map<number, string>();
  const titles = new Set<string>();
  const layouts: PageLayout[] = [];
  // Titles are not sentences to ask about, but they can spell out an abbreviation.
  const titleSentences: Sentence[] = [];
  let listBase = 0;
  for (const page of doc.pages) {
    pageText.set(page.number, page.text);
    const split = splitPage(page.text, lexicon);
    if (split.title) titles.add(split.title.toLowerCase());
    layouts.push({
      page: page.number,
      title: split.title,
      skip: split.skip,
      units: split.units.map((u) => ({ ...u, listId: listBase + u.listId })),
      lines: page.text
        .split(/\r?\n/)
        .map((line) => tidy(line).replace(BULLET_GLYPH, ''))
        .filter((line) => line.length > 0),
    });
    if (split.skip) {
      listBase += 10_000;
      continue;
    }
    let section = split.title;
    const title = split.units.find((u) => u.kind === 'title');
    if (title && /\(\p{Lu}{2,6}s?\)/u.test(title.text))
      for (const analysed of analyse(title.text))
        titleSentences.push({
          id: TITLE_SENTENCE_BASE + titleSentences.length,
          page: page.number,
          section,
          kind: 'title',
          listId: listBase + title.listId,
          position: 0,
          ...analysed,
          lemmas: new Set(analysed.tokens.filter(isContent).map((t) => t.lemma)),
          quality: 0,
        });
    for (const unit of split.units) {
      if (unit.kind === 'title' || unit.kind === 'heading') {
        section = unit.text.replace(/:$/, '');
        continue;
      }
      for (const [position, read] of analyse(unit.text).entries()) {
        const simplified = withoutDiscourseMarker(read.text);
        const again = simplified === undefined ? [] : analyse(simplified);
        const analysed = again.length === 1 && again[0] ? again[0] : read;
        const sentence: Sentence = {
          id: sentences.length,
          page: page.number,
          section,
          kind: unit.kind,
          listId: listBase + unit.listId,
          position,
          ...analysed,
          lemmas: new Set(analysed.tokens.filter(isContent).map((t) => t.lemma)),
          quality: 0,
        };
        sentences.push(sentence);
      }
    }
    listBase += 10_000;
  }
  const terms = collectTerms(sentences, titles, doc.pages.length);
  const lowerWords = new Set<string>();
  for (const s of sentences)
    for (const t of s.tokens) if (/^\p{Ll}+$/u.test(t.value)) lowerWords.add(t.value);
  // The source's typos ('Fourier tranform') belong in no stem, key or option.
  const typos = typoWords(sentences.flatMap((s) => s.tokens.map((t) => t.normal)));
  const typo = (s: Sentence) => s.tokens.some((t) => typos.has(t.normal));
  // … nor do the sentences of an example's people ('Jakub knows ESSLLI is in Ireland').
  // A name inside a term of things ('Fourier series': 'series' is a common word) or in a title
  // ('Fourier analysis') is no example's person; inside a person's full name ('Jakub Szymanik')
  // it may be.
  const thingWords = new Set(
    [...terms.keys()]
      .map((key) => key.split(' '))
      .filter((words) => words.length > 1 && words.some((w) => lowerWords.has(w)))
      .flat(),
  );
  const examples = exampleSubjects(
    sentences,
    lowerWords,
    (name) => thingWords.has(name) || terms.get(name)?.inTitle === true,
  );
  const aside = (s: Sentence) => typo(s) || examples.has(s.tokens[0]?.normal ?? '');
  for (const s of sentences) s.quality = aside(s) ? 0 : stemQuality(s, lowerWords);
  const definitions = findDefinitions([...sentences, ...titleSentences], lowerWords).filter(
    (d) => !typo(d.sentence),
  );
  for (const definition of definitions) registerDefined(terms, definition);
  for (const term of terms.values()) {
    if (term.key.split(' ').some((w) => typos.has(w))) terms.delete(term.key);
    else if (term.words === 1) term.quality ||= readsAsQuality(term.key, lowerWords);
  }
  return {
    pageCount: doc.pageCount,
    layouts,
    pageText,
    sentences,
    terms,
    definitions,
    lowerWords,
  };
}

const TITLE_SENTENCE_BASE = 500_000;
const BULLET_GLYPH = /^[•◦▪▫■□●○◆◇►▶➢➤✓✔*·‣⁃∙⋄]\s*/u;

export function isContent(token: Token): boolean {
  return (
    ['NOUN', 'PROPN', 'VERB', 'ADJ', 'NUM'].includes(token.pos) && /\p{L}|\d/u.test(token.value)
  );
}

function collectTerms(
  sentences: Sentence[],
  titles: Set<string>,
  pages: number,
): Map<string, Term> {
  const terms = new Map<string, Term>();
  const surfaces = new Map<string, Map<string, { weight: number; plural: boolean }>>();
  const capitals = new Map<string, { upper: number; lower: number }>();
  const verbs = new Map<string, number>();
  for (const s of sentences) {
    for (const t of s.tokens)
      if (t.pos === 'VERB') verbs.set(t.lemma, (verbs.get(t.lemma) ?? 0) + 1);
    for (const p of s.phrases) {
      if (!isTermLike(p)) continue;
      let term = terms.get(p.key);
      if (term === undefined) {
        term = {
          key: p.key,
          text: p.text,
          head: p.head,
          pattern: p.pattern,
          plural: p.plural,
          proper: p.proper,
          words: p.key.split(' ').length,
          count: 0,
          pages: new Set(),
          lists: new Set(),
          firstPage: s.page,
          inTitle: false,
          defined: false,
          weight: 0,
          context: new Map(),
          contextNorm: 0,
        };
        terms.set(p.key, term);
        surfaces.set(p.key, new Map());
      }
      term.count++;
      addContext(term, s);
      term.pages.add(s.page);
      term.lists.add(s.listId);
      // Sentence-initial capitals say little about how the term is normally written.
      const seen = surfaces.get(p.key);
      const surface = seen?.get(p.text) ?? { weight: 0, plural: p.plural };
      surface.weight += p.start === 0 ? 1 : 2;
      seen?.set(p.text, surface);
      if (p.start > 0) {
        const c = capitals.get(p.key) ?? { upper: 0, lower: 0 };
        if (/^\p{Lu}/u.test(p.text)) c.upper++;
        else c.lower++;
        capitals.set(p.key, c);
      }
    }
  }
  const titleText = [...titles].join(' | ');
  for (const term of terms.values()) {
    const seen = [...(surfaces.get(term.key) ?? [])].sort((a, b) => b[1].weight - a[1].weight);
    const [text, surface] = seen[0] ?? [term.text, { plural: term.plural }];
    term.text = text;
    term.plural = surface.plural;
    const c = capitals.get(term.key);
    term.proper = c ? c.upper > 0 && c.lower === 0 : looksProper(term.text);
    term.inTitle = titleText.includes(term.text.toLowerCase());
    const spread = term.pages.size / Math.max(1, pages);
    term.contextNorm = Math.hypot(...term.context.values());
    term.weight =
      Math.log2(1 + term.count) * (1 + 0.25 * (term.words - 1)) * (spread > 0.5 ? 0.6 : 1) +
      (term.inTitle ? 1 : 0);
  }
  for (const [key, term] of terms) {
    // Nouns the document mostly uses as verbs are tagging noise ("decomposers release").
    if (term.words === 1 && (verbs.get(key) ?? 0) >= term.count) terms.delete(key);
    // A phrase on a gerund ('Forward checking') is a term where the document repeats it.
    if (term.pattern.startsWith(GERUND) && term.count < 2) terms.delete(key);
  }
  return terms;
}

/** Without a mid-sentence occurrence: several capitalised words or an inner capital ("PhD"). */
export function looksProper(text: string): boolean {
  const words = text.split(' ');
  if (words.length === 1) return /^\p{Lu}.*\p{Lu}/u.test(text);
  return words.every((w) => /^\p{Lu}/u.test(w));
}

/**
 * Makes every defined term an option candidate, even when no noun-phrase pattern caught it; but
 * not a quality described by a participle ('Perpetual: never ending or changing'), which is no
 * rival to a thing.
 */
function registerDefined(terms: Map<string, Term>, definition: Definition): void {
  const { term: defined, sentence } = definition;
  let term = terms.get(defined.key);
  if (term === undefined) {
    if (definition.shape === 'gerund' && definition.style !== 'acronym') return;
    term = {
      ...defined,
      pattern: definition.style === 'acronym' ? 'ACRONYM' : 'DEFINED',
      words: defined.key.split(' ').length,
      count: 1,
      pages: new Set([sentence.page]),
      lists: new Set([sentence.listId]),
      firstPage: sentence.page,
      inTitle: false,
      defined: true,
      weight: 1,
      context: new Map(),
      contextNorm: 0,
    };
    terms.set(defined.key, term);
    addContext(term, sentence);
    term.contextNorm = Math.hypot(...term.context.values());
  }
  term.defined = true;
  term.quality ||= isQuality(definition);
  term.lists.add(sentence.listId);
  term.pages.add(sentence.page);
}

function addContext(term: Term, s: Sentence): void {
  const own = new Set(term.key.split(' '));
  for (const lemma of s.lemmas)
    if (!own.has(lemma)) term.context.set(lemma, (term.context.get(lemma) ?? 0) + 1);
}

/** Cosine similarity of two terms' context words. */
export function contextSimilarity(a: Term, b: Term): number {
  if (a.contextNorm === 0 || b.contextNorm === 0) return 0;
  const [small, large] = a.context.size <= b.context.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [word, count] of small.context) dot += count * (large.context.get(word) ?? 0);
  return dot / (a.contextNorm * b.contextNorm);
}
