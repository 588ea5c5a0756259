/**
 * Automatic item checks shared by the offline generator's final validation and the evaluation
 * CLI (notes/question-generation.md, "Checks that catch bad items"). Pure functions, no NLP model.
 */
import type { QuizQuestion } from '@halaqa/shared/generation';

const normalized = new Map<string, string>();

/** Lower-cases, unifies Unicode forms and joins words broken across lines, for substring tests. */
export function normalizeForMatch(text: string): string {
  let cached = normalized.get(text);
  if (cached === undefined) {
    // Pages and sentences are matched against many options; normalise each once.
    if (normalized.size > 20_000) normalized.clear();
    cached = normalizeUncached(text);
    normalized.set(text, cached);
  }
  return cached;
}

function normalizeUncached(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/\p{Cc}/gu, (c) => (/\s/.test(c) ? c : ''))
      .replace(/[\u00ad\u200b-\u200f\ufeff]/g, '')
      .replace(/[‐‑‒–—−]/g, '-')
      // A dash with spaces on both sides separates ("Positive punishment - presenting …").
      .replace(/[ \t]+-[ \t]+/g, ' ')
      .replace(/\s*-\s*\n\s*/g, '')
      // Between letters a hyphen joins ("hydro- lytic"); after a number it ends a numbering ("10- …").
      .replace(/(?<=\p{L})\s*-\s*(?=\p{L})/gu, '')
      .replace(/\s*-\s*/g, ' ')
      .replace(/[‘’`´]/g, "'")
      .replace(/[“”«»„]/g, '"')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * Whether `phrase` occurs in `text` as whole words, after normalisation. An Arabic phrase may carry
 * a conjunction or preposition of one letter written onto it ('وأهداف متوسطة' holds 'أهداف
 * متوسطة', 'بالأهداف' holds 'الأهداف'); a single word without the article may not ('وحدة' is no
 * 'و' + 'حدة').
 */
export function containsPhrase(text: string, phrase: string): boolean {
  const needle = normalizeForMatch(phrase).replace(/[.,;:!?]+$/, '');
  if (needle.length === 0) return false;
  const haystack = normalizeForMatch(text);
  let at = haystack.indexOf(needle);
  while (at >= 0) {
    const written = PROCLITIC.test(haystack[at - 1] ?? '') && ARABIC_PHRASE.test(needle);
    const before = haystack[written ? at - 2 : at - 1] ?? ' ';
    const after = haystack[at + needle.length] ?? ' ';
    if (!WORD_CHAR.test(before) && !WORD_CHAR.test(after)) return true;
    at = haystack.indexOf(needle, at + 1);
  }
  return false;
}
const WORD_CHAR = /[\p{L}\p{N}]/u;
const PROCLITIC = /^[وفبك]$/u;
const ARABIC_PHRASE = /^(?:ال|\p{Script=Arabic}+ )/u;

function stem(word: string): string {
  return word
    .replace(/'s$/, '')
    .replace(/(?:ies)$/, 'y')
    .replace(/(?:sses|xes|ches|shes)$/, (m) => m.slice(0, -2))
    .replace(/([^s])s$/, '$1');
}

const wordCache = new Map<string, string[]>();

function words(text: string): string[] {
  let cached = wordCache.get(text);
  if (cached === undefined) {
    if (wordCache.size > 20_000) wordCache.clear();
    cached = normalizeForMatch(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 0)
      .map(stem);
    wordCache.set(text, cached);
  }
  return cached;
}

/** Levenshtein distance: the fewest one-letter insertions, deletions and substitutions. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] ?? 0;
      row[j] = Math.min(
        current + 1,
        (row[j - 1] ?? 0) + 1,
        previous + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

/** Whether two options are the same answer in another spelling, number or word order. */
export function isVariant(a: string, b: string): boolean {
  // Distractor picking asks the same pairs again and again.
  const pair = `${a}\u0000${b}`;
  let known = variants.get(pair);
  if (known === undefined) {
    if (variants.size > 50_000) variants.clear();
    known = variantUncached(a, b);
    variants.set(pair, known);
  }
  return known;
}
const variants = new Map<string, boolean>();

function variantUncached(a: string, b: string): boolean {
  if (otherAbbreviation(a, b)) return false;
  const wa = words(a);
  const wb = words(b);
  const ja = wa.join(' ');
  const jb = wb.join(' ');
  if (ja === jb || ja.length === 0 || jb.length === 0) return true;
  if (editDistance(ja, jb) <= Math.max(1, Math.floor(Math.min(ja.length, jb.length) * 0.15)))
    return true;
  const sa = new Set(wa);
  const sb = new Set(wb);
  const aInB = [...sa].every((w) => sb.has(w));
  const bInA = [...sb].every((w) => sa.has(w));
  return aInB || bInA || sameNameOtherHead(wa, wb);
}

/**
 * Two names that differ only in an abbreviation ('IR spectroscopy', 'NMR spectroscopy'; 'DNA
 * polymerase', 'RNA polymerase') name two things, however few letters tell them apart.
 */
function otherAbbreviation(a: string, b: string): boolean {
  const [wa, wb] = [a.trim().split(/\s+/), b.trim().split(/\s+/)];
  if (wa.length !== wb.length || wa.length < 2) return false;
  const differ = wa.flatMap((w, i) => (w === wb[i] ? [] : [[w, wb[i] ?? '']]));
  const abbreviation = (w: string) => /^\p{Lu}{2,}\d*$/u.test(w);
  return (
    differ.length === 1 && differ.every(([x = '', y = '']) => abbreviation(x) && abbreviation(y))
  );
}

// Heads under which one named thing goes by several names ('Breit-Wigner distribution' is the
// 'Breit-Wigner function'; the 'delta function' is the 'delta distribution').
const NAMING_HEADS = new Set(
  'function distribution curve formula equation law rule relation principle theorem model effect phenomenon'.split(
    ' ',
  ),
);

/** The same words before two heads that name one thing in other words. */
function sameNameOtherHead(a: string[], b: string[]): boolean {
  const [headA, headB] = [a.at(-1) ?? '', b.at(-1) ?? ''];
  return (
    a.length >= 2 &&
    a.length === b.length &&
    headA !== headB &&
    NAMING_HEADS.has(headA) &&
    NAMING_HEADS.has(headB) &&
    a.slice(0, -1).join(' ') === b.slice(0, -1).join(' ')
  );
}

const BLANK = /_{3,}/;

/** Structural problems of one quiz item (empty list when it is well formed). */
export function structureProblems(item: QuizQuestion): string[] {
  const problems: string[] = [];
  const wordCount = item.question.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  if (wordCount < 5) problems.push('question shorter than 5 words');
  if (wordCount > 60) problems.push('question longer than 60 words');
  const blanks = item.question.match(new RegExp(BLANK, 'g'))?.length ?? 0;
  if (!/[?؟]$/.test(item.question.trim()) && blanks !== 1)
    problems.push('question neither ends in "?" nor holds one blank');
  if (item.options.length !== 4 || item.options.some((o) => o.trim().length === 0))
    problems.push('needs four non-empty options');
  if (new Set(item.options.map((o) => normalizeForMatch(o))).size !== item.options.length)
    problems.push('options not distinct');
  if (!Number.isInteger(item.answerIndex) || item.answerIndex < 0 || item.answerIndex > 3)
    problems.push('answer index out of range');
  if (item.options.some((o) => /\b(?:all|none) of the above\b/i.test(o)))
    problems.push('"all/none of the above" option');
  return problems;
}

/** Sentences of a page: split at sentence ends and at lines that start a new item. */
export function pageSentences(pageText: string): string[] {
  return pageText
    .replace(/\r/g, '')
    .split(
      // Arabic has no capitals: any Arabic letter can open a sentence or a line.
      /(?<=[.!?؟])\s+(?=[\p{Lu}\p{N}"“(«\p{Script=Arabic}])|\n(?=\s*(?:[•◦▪■□●○►▶➢➤*·‣–—-]\s|\d{1,2}\s*[.)–-]\s?|[a-z_]\w*\(\)))|\n(?=[\p{Lu}\p{Script=Arabic}])(?<![,\-(،]\n)/u,
    )
    .map((s) =>
      s
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^(?:[•◦▪■□●○►▶➢➤*·‣–—-]|\d{1,2}[.)])\s+/u, '')
        .replace(/^\d{1,2}\s*[–-]\s*(?=\p{Script=Arabic})/u, ''),
    )
    .filter((s) => s.length > 0);
}

/** The sentence of the page that best matches a question and its answer (word overlap). */
export function findEvidence(
  question: string,
  answer: string,
  pageText: string,
): string | undefined {
  const wanted = new Set(words(`${question} ${answer}`).filter((w) => w.length > 2));
  let best: string | undefined;
  let bestScore = 0;
  for (const sentence of pageSentences(pageText)) {
    const have = new Set(words(sentence));
    let score = 0;
    for (const w of wanted) if (have.has(w)) score++;
    if (containsPhrase(sentence, answer)) score += 2;
    if (score > bestScore) [best, bestScore] = [sentence, score];
  }
  return best;
}

export interface QuizItemReport {
  structure: string[];
  /**
   * The correct option occurs on the cited page (for a NOT question: the three wrong options do,
   * and the key is not in the evidence).
   */
  grounded: boolean;
  /**
   * Distractors that occur in the evidence sentence or are variants of the key (for a NOT
   * question: that are not in the evidence, so they would be right too).
   */
  badDistractors: string[];
  longEnough: boolean;
  duplicateOf: number | undefined;
}

/** Checks one quiz item against its cited page; `evidence` defaults to the best-matching sentence. */
export function checkQuizItem(
  item: QuizQuestion,
  pageText: string,
  evidence?: string,
): Omit<QuizItemReport, 'duplicateOf'> {
  const key = item.options[item.answerIndex] ?? '';
  const distractors = item.options.filter((_, i) => i !== item.answerIndex);
  const longEnough = item.question.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length >= 5;
  if (isNegativeStem(item.question)) {
    // 'Which … is NOT …?': the three wrong options are what the page says, the key is not in it.
    const source = evidence ?? pageText;
    return {
      structure: structureProblems(item),
      grounded:
        key.length > 0 &&
        !containsPhrase(source, key) &&
        distractors.every((d) => containsPhrase(pageText, d)),
      badDistractors: distractors.filter((d) => !containsPhrase(source, d) || isVariant(d, key)),
      longEnough,
    };
  }
  const source = evidence ?? findEvidence(item.question, key, pageText) ?? '';
  return {
    structure: structureProblems(item),
    grounded: key.length > 0 && containsPhrase(pageText, key),
    badDistractors: distractors.filter((d) => containsPhrase(source, d) || isVariant(d, key)),
    longEnough,
  };
}

/** A stem that asks for the one option that is not so, its negation stressed ('NOT', 'EXCEPT'). */
export function isNegativeStem(question: string): boolean {
  return /\b(?:NOT|EXCEPT)\b/.test(question);
}

// Words of question templates ("Which of the following best describes …?") say nothing about content.
const TEMPLATE = new Set(
  'which what following best describe term defined define match description stand doe meant abbreviation fill blank true statement correct listed under lecture call described would contrasted المصطلحات التالية يطابق التعريف العبارات أكمل المقصود'.split(
    ' ',
  ),
);

const contentCache = new Map<string, Set<string>>();

/** The content words of a text; the choice compares each candidate with many, so once each. */
function contentWords(text: string): ReadonlySet<string> {
  let cached = contentCache.get(text);
  if (cached === undefined) {
    if (contentCache.size > 20_000) contentCache.clear();
    cached = new Set(
      words(text.replace(BLANK, ' ')).filter((w) => w.length > 3 && !TEMPLATE.has(w)),
    );
    contentCache.set(text, cached);
  }
  return cached;
}

/** Jaccard similarity of the content words of two texts. */
export function similarity(a: string, b: string): number {
  const sa = contentWords(a);
  const sb = contentWords(b);
  if (sa.size === 0 || sb.size === 0) return 0;
  let shared = 0;
  for (const w of sa) if (sb.has(w)) shared++;
  return shared / (sa.size + sb.size - shared);
}

/** For each text, the index of an earlier text it duplicates or nearly duplicates, if any. */
export function findDuplicates(texts: string[], threshold = 0.6): Array<number | undefined> {
  return texts.map((text, i) => {
    for (let j = 0; j < i; j++) {
      const other = texts[j] ?? '';
      if (
        normalizeForMatch(text) === normalizeForMatch(other) ||
        similarity(text, other) >= threshold
      )
        return j;
    }
    return undefined;
  });
}
