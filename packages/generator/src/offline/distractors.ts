import type { Difficulty } from '../types.ts';
import { isVariant } from '../quality/quality-checks.ts';
import { isGenericWord, stemEcho } from '../quality/item-flaws.ts';
import { contextSimilarity, type Term } from './document-model.ts';
import type { Random } from './random.ts';
import { everydayBeside } from './everyday-words.ts';
import { isCode, isFormula, isShouted, isUnit, namesPeople } from './term-rules.ts';

export interface Placement {
  page: number;
  listId: number;
  pageCount: number;
}

/**
 * How alike a candidate distractor is to the key (0–1): same head noun, the words around them in
 * the document, how close they are (same list, same page, nearby pages), shape and length.
 */
export function similarity(key: Term, other: Term, at: Placement): number {
  let score = 0;
  if (other.head === key.head) score += 0.25;
  else if (other.head.slice(-3) === key.head.slice(-3)) score += 0.05;
  score += 0.3 * Math.min(1, 2 * contextSimilarity(key, other));
  const a = key.key.split(' ').slice(0, -1);
  const b = new Set(other.key.split(' ').slice(0, -1));
  const shared = a.filter((w) => b.has(w)).length;
  if (a.length + b.size > 0) score += (0.05 * shared) / (a.length + b.size - shared);
  if (other.lists.has(at.listId)) score += 0.2;
  else if (other.pages.has(at.page)) score += 0.15;
  else {
    let nearest = at.pageCount;
    for (const p of other.pages) nearest = Math.min(nearest, Math.abs(p - at.page));
    score += 0.12 * Math.max(0, 1 - nearest / Math.max(4, at.pageCount / 3));
  }
  const la = key.text.length;
  const lb = other.text.length;
  score += 0.05 * (1 - Math.abs(la - lb) / Math.max(la, lb));
  if (other.words === key.words) score += 0.025;
  if (other.defined && key.defined) score += 0.05;
  if (other.plural === key.plural) score += 0.025;
  const frequency = Math.abs(Math.log2(1 + key.count) - Math.log2(1 + other.count));
  score += 0.05 * Math.max(0, 1 - frequency / 4);
  return score;
}

// Where in the pool's similarity range each difficulty draws from: easy farther, hard closest.
// Judged at easy, the far end gave rivals of another kind ('Swiggy' for 'Giffen', 'queens' for
// 'constraints'): drawn at the 35th percentile, 62% of 102 questions were usable as they were;
// at the 70th 66%, at the 80th 70% (medium, at the 90th, 81%).
const TARGET: Record<Difficulty, number> = { easy: 0.8, medium: 0.9, hard: 1 };

export interface PickOptions {
  difficulty: Difficulty;
  random: Random;
  at: Placement;
  /** Rejects a candidate that would also be a correct answer (in the source sentence, …). */
  reject: (term: Term) => boolean;
  /** Length of the key as shown, to keep options of similar length. */
  length?: (term: Term) => number;
  /** Options must agree in number and in being a name (a blank in a sentence). */
  sameKind?: boolean;
  /** The question: a key that echoes its words needs a wrong option that echoes them as much. */
  stem?: string;
  /** Keys of the terms a teacher sets against this one: the first rivals at every difficulty. */
  first?: ReadonlySet<string>;
}

export interface Picked {
  terms: Term[];
  /** Mean similarity of the chosen distractors to the key. */
  closeness: number;
  /**
   * How much lower the item should rank: rivals chosen for echoing the stem as the key does are
   * often of another kind ('Constraint graph' for a process), so they fill a count, not lead it.
   */
  penalty: number;
}

/** See `Picked.penalty`. */
const ECHO_PENALTY = 0.5;

/**
 * Whether a term can stand as a wrong answer at all: not a word every subject uses or a vague
 * amount ('wide range'), not a phrase ending in a variable ('function f', 'coefficients cn'), not
 * a heading word in capitals ('EFFICIENCY'), not a name in program code ('inout csp'), not a
 * phrase cut from a capitalised name ('iterative Elimination' as the document writes it).
 */
function plausible(term: Term): boolean {
  return (
    !isGenericWord(term.text) &&
    !WORK_NOUNS.test(term.text) &&
    !/(?:^|\s)\p{Ll}{1,2}$/u.test(term.text) &&
    !isShouted(term.text) &&
    !isCode(term.text) &&
    !/^\p{Ll}+ \p{Lu}\p{Ll}/u.test(term.text)
  );
}

/**
 * Words for the work of studying or of a lab, not for its subject ('experiment', 'procedure',
 * 'discussion', 'requirements', 'right-click'): a section's label or a step, a junk option beside
 * 'frequency' or 'capacitors' (judged on unseen lab and software manuals).
 */
const WORK_NOUNS =
  /^(?:experiments?|procedures?|observations?|discussions?|equipment|set-?ups?|objectives?|calculations?|readings?|requirements?|restrictions?|details?|defaults?|descriptions?|explanations?|(?:right|left|double)?-?clicks?)$/i;

const mixedCase = (text: string) => /\p{Ll}\p{Lu}/u.test(text) && !isFormula(text);

/** Chooses three distractors for `key` from `pool`, near or far by difficulty; none if too few fit. */
export function pickDistractors(
  key: Term,
  pool: Iterable<Term>,
  options: PickOptions,
): Picked | undefined {
  const ranked = rank(key, pool, options);
  const picked = ranked && choose(key, ranked, options);
  if (options.stem === undefined || ranked === undefined || picked === undefined) return picked;
  // 'Constraint propagation' for '______ enforces local constraints …' stands out among options
  // that do not say 'constraint' (keyInStem): rivals that echo the same stem words as much come
  // first. Another word echoed ('Alkene' beside 'Hydrohalogenation' for '… hydrohalic acids to
  // alkenes') leaves the cue in place.
  const echo = stemEcho(options.stem);
  const keyEcho = echo(key.text);
  if (keyEcho <= Math.max(0, ...picked.terms.map((t) => echo(t.text)))) return picked;
  const echoed = options.stem.split(/\s+/).filter((word) => stemEcho(word)(key.text) > 0);
  const sameWords = stemEcho(echoed.join(' '));
  const echoes = (t: Term) => sameWords(t.text) >= keyEcho;
  const first = ranked.filter((r) => echoes(r.term));
  const again = choose(key, [...first, ...ranked.filter((r) => !echoes(r.term))], options);
  return again?.terms.some(echoes) ? { ...again, penalty: ECHO_PENALTY } : picked;
}

interface Ranked {
  term: Term;
  sim: number;
}

/** The pool's terms that may stand beside the key, best fit for the difficulty first. */
function rank(key: Term, pool: Iterable<Term>, options: PickOptions): Ranked[] | undefined {
  const length = options.length ?? ((t: Term) => t.text.length);
  const keyLength = length(key);
  const amongThings = !namesPeople(key);
  const scored: Ranked[] = [];
  for (const term of pool) {
    if (term.key === key.key) continue;
    if (options.sameKind && (term.plural !== key.plural || term.proper !== key.proper)) continue;
    if (amongThings && namesPeople(term)) continue;
    scored.push({ term, sim: similarity(key, term, options.at) });
  }
  if (scored.length < 3) return undefined;
  const sims = scored.map((s) => s.sim).sort((a, b) => a - b);
  const target =
    sims[Math.min(sims.length - 1, Math.floor(TARGET[options.difficulty] * sims.length))] ?? 0;
  // A rival the teacher would set first leads whatever the difficulty's target.
  const first = options.first ?? new Set<string>();
  return scored
    .map(({ term, sim }) => {
      const lengthGap = Math.abs(length(term) - keyLength) / Math.max(keyLength, 1);
      const fit = -Math.abs(sim - target) - 0.25 * Math.min(lengthGap, 2) + 0.06 * options.random();
      return { term, sim, fit: first.has(term.key) ? fit + 10 : fit };
    })
    .sort((x, y) => y.fit - x.fit);
}

/** The first three of `ranked` that may stand beside the key, kind by kind (see below). */
function choose(key: Term, ranked: Ranked[], options: PickOptions): Picked | undefined {
  // People among things stand out ('snobs' beside 'goods'); a key that names people keeps
  // whatever the document offers, as a definition that says 'a person who …' already cues it.
  const amongThings = !namesPeople(key);
  const pickFrom = (candidates: Ranked[]): Picked | undefined => {
    const chosen: Ranked[] = [];
    for (const candidate of candidates) {
      const { term } = candidate;
      if (isVariant(term.text, key.text) || !plausible(term) || options.reject(term)) continue;
      if (everydayBeside(term.text, key.text)) continue;
      if (isFormula(term.text) !== isFormula(key.text) || (term.quality && !key.quality)) continue;
      if (isUnit(term.text) !== isUnit(key.text)) continue;
      // A product's or a program's name in mixed case ('expEYES', 'metaMDS') stands out.
      if (mixedCase(term.text) !== mixedCase(key.text)) continue;
      if (chosen.some((c) => isVariant(c.term.text, term.text))) continue;
      chosen.push(candidate);
      if (chosen.length === 3) break;
    }
    if (chosen.length < 3) return undefined;
    const closeness = chosen.reduce((sum, c) => sum + c.sim, 0) / 3;
    return { terms: chosen.map((c) => c.term), closeness, penalty: 0 };
  };
  // People among people ('decision makers', 'participants' for 'policy makers') when the document
  // names three; otherwise whatever it offers.
  if (!amongThings) {
    const people = pickFrom(ranked.filter((r) => namesPeople(r.term)));
    if (people) return people;
  }
  // A key with a head noun ('delta function') takes rivals with the same head ('wave function',
  // 'sinc function') when the document has three: 'the only function among the options' was a
  // judged cue. A sibling the document defines comes first even alone ('ultimate causation' for
  // 'proximate causation').
  if (key.words < 2) return pickFrom(ranked);
  const sameHead = ranked.filter((r) => r.term.head === key.head);
  const siblings = sameHead.filter((r) => r.term.defined);
  return (
    pickFrom(sameHead) ?? pickFrom([...siblings, ...ranked.filter((r) => !siblings.includes(r))])
  );
}
