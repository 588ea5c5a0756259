import { containsPhrase, isVariant } from '../quality/quality-checks.ts';
import {
  aboutOneExample,
  bareName,
  capitalise,
  expansion,
  type BuildContext,
  type FlashcardCandidate,
  type QuizCandidate,
} from './candidate.ts';
import type { Definition } from './definitions.ts';
import type { Term } from './document-model.ts';
import { pickDistractors } from './distractors.ts';
import { keyedRandom } from './random.ts';
import { COUNT_ONLY_SCORE } from './select.ts';

const STYLE_PRIOR: Record<Definition['style'], number> = {
  copula: 1,
  colon: 0.95,
  paren: 0.85,
  called: 0.9,
  acronym: 0.55,
};

/** The definition as shown in a stem or option: no trailing citation, at most ~30 words. */
export function shownDefinition(d: Definition): string | undefined {
  let text = d.text.replace(/\s*\((?:\p{Lu}[\p{L}.]*\s?){1,3}\)$/u, '').trim();
  // One sentence only: "… about 200 m. Its outermost edge …" continues with another fact.
  const stop = /\.\s+(?=\p{Lu})/u.exec(text);
  if (stop && text.slice(0, stop.index).split(/\s+/).length >= 4) text = text.slice(0, stop.index);
  if (text.split(/\s+/).length > 35) {
    // Cut only where a clause starts, never inside a list ("organisms, organ systems, organs").
    const clause =
      /[,;]\s(?:which|that|where|including|such as|e\.g\.|i\.e\.|whereas|while)\b|;\s/.exec(text);
    if (clause === null || text.slice(0, clause.index).split(/\s+/).length < 8) return undefined;
    text = text.slice(0, clause.index);
    if (text.split(/\s+/).length > 35) return undefined;
  }
  // Lines start with a capital; the definition continues a question, so only names keep theirs.
  const opening = d.sentence.tokens.find((t) => text.startsWith(t.value));
  const name = opening?.pos === 'PROPN' && d.shape === 'noun';
  if (d.style !== 'acronym' && /^\p{Lu}\p{Ll}/u.test(text) && !name)
    text = text.charAt(0).toLowerCase() + text.slice(1);
  return text;
}

/** One definition per term key: the best-styled, shortest acceptable one. */
export function usableDefinitions(
  ctx: BuildContext,
): Array<{ d: Definition; shown: string; term: Term }> {
  const best = new Map<string, { d: Definition; shown: string; term: Term }>();
  for (const d of ctx.model.definitions) {
    const shown = shownDefinition(d);
    const term = ctx.model.terms.get(d.term.key);
    if (shown === undefined || term === undefined || d.term.key === ctx.subject) continue;
    if (d.style !== 'acronym' && aboutOneExample(d.sentence.section)) continue;
    const current = best.get(d.term.key);
    if (current === undefined || STYLE_PRIOR[d.style] > STYLE_PRIOR[current.d.style])
      best.set(d.term.key, { d, shown, term });
  }
  return [...best.values()];
}

/**
 * A definition that ends on a pronoun with no noun for it but the genus ('Exchange value: the value
 * got from buying and selling it': selling what?) leans on the sentence before. Judged, every
 * such question and card was an edit; dropped, they cost a deck its count at fifteen, so they
 * only make up a count.
 */
export function endsOnAPronoun(d: Definition, shown: string): boolean {
  if (!/\b(?:it|them)$/i.test(shown)) return false;
  const lower = shown.toLowerCase();
  const start = d.sentence.tokens.findIndex((t) => lower.startsWith(t.value.toLowerCase()));
  const nouns = d.sentence.tokens
    .slice(Math.max(0, start), -1)
    .filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  return nouns.length <= 1;
}

function definitionScore(d: Definition, shown: string): number {
  if (endsOnAPronoun(d, shown)) return COUNT_ONLY_SCORE;
  const words = shown.split(/\s+/).length;
  const lengthFit = words >= 5 && words <= 25 ? 0.1 : words < 5 ? -0.05 : 0;
  return 0.75 * STYLE_PRIOR[d.style] + lengthFit + 0.1 * d.sentence.quality;
}

/**
 * Tells whether a wrong option would be right too, being the key's genus or one of its kinds:
 * the heading the key is defined under names it ('Pericyclic reactions' over 'Diels-Alder
 * reaction: a concerted reaction …'), or its own definition names the key ('Halonium ion: any
 * onium ion containing …' for 'Onium ion'). The page title is looked up once per definition.
 */
export function genusOrKind(ctx: BuildContext, d: Definition): (other: Term) => boolean {
  const title = ctx.model.layouts.find((l) => l.page === d.sentence.page)?.title ?? '';
  return (other) =>
    containsPhrase(d.sentence.section, other.text) ||
    containsPhrase(title, other.text) ||
    ctx.model.definitions.some(
      (o) =>
        o.term.key === other.key && o.style !== 'acronym' && containsPhrase(o.text, d.term.text),
    );
}

// Verbs any definition uses ('contains', 'involves'): two definitions sharing them say nothing alike.
const EMPTY_VERBS = /^(?:contain|include|involve|have|be|use|call|make|give|form|occur)$/;

/** The content words a definition says of its term (lemmas), not the term's own. */
function definingWords(d: Definition): Set<string> {
  const text = d.text.toLowerCase();
  const own = new Set(d.term.text.toLowerCase().split(/\s+/));
  return new Set(
    d.sentence.tokens
      .filter((t) => /^(?:NOUN|PROPN|ADJ|VERB|ADV)$/.test(t.pos))
      .map((t) => ({ value: t.value.toLowerCase(), lemma: t.lemma.toLowerCase() }))
      .filter((t) => !own.has(t.value) && !EMPTY_VERBS.test(t.lemma) && text.includes(t.value))
      .map((t) => t.lemma),
  );
}

/**
 * Terms defined in parallel ('Punishment: decreases the chance of repeating the behavior' beside
 * 'Reinforcement: increases the chance that behavior will occur again'; 'Zaitsev product' and
 * 'Hofmann product'): the two definitions share most of their words and each says one the other
 * does not. The lecture sets them apart, so each is the other's first wrong option; by likeness
 * alone, medium and easy never drew it, and offered 'Depression' for 'Punishment'.
 */
export function parallelTerms(usable: Array<{ d: Definition }>): Map<string, Set<string>> {
  const words = usable.map(({ d }) => ({ d, words: definingWords(d) }));
  const partners = new Map<string, Set<string>>();
  for (const [i, a] of words.entries()) {
    for (const b of words.slice(i + 1)) {
      if (a.d.shape !== b.d.shape || a.d.style === 'acronym' || b.d.style === 'acronym') continue;
      const shared = [...a.words].filter((w) => b.words.has(w)).length;
      const fewest = Math.min(a.words.size, b.words.size);
      if (shared < 2 || shared / fewest < 0.6 || shared === fewest) continue;
      for (const [x, y] of [
        [a, b],
        [b, a],
      ] as const)
        partners.set(x.d.term.key, (partners.get(x.d.term.key) ?? new Set()).add(y.d.term.key));
    }
  }
  return partners;
}

/** "Which term is defined as …?": the key is the defined term, distractors are sibling terms. */
export function defineTermItems(ctx: BuildContext): QuizCandidate[] {
  const out: QuizCandidate[] = [];
  // Rivals are terms the document defines the same way: a thing for a thing ('Goods',
  // 'Marketplace'), never a quality ('Perpetual: never ending or changing').
  const shapes = new Map<string, Set<Definition['shape']>>();
  for (const d of ctx.model.definitions)
    if (d.style !== 'acronym')
      shapes.set(d.term.key, (shapes.get(d.term.key) ?? new Set()).add(d.shape));
  const usable = usableDefinitions(ctx);
  const partners = parallelTerms(usable);
  for (const { d, shown, term } of usable) {
    // Not asked this way: a participle description ('representing starting times of …') names no
    // term by itself (judged, every 'Which term matches this description' was a reject), and an
    // abbreviation's expansion gives it away by its initials ('Which abbreviation stands for
    // “Android Runtime”?'); 'What does ART stand for?' asks it the right way round.
    if (d.style === 'called' || d.style === 'acronym' || d.shape === 'gerund') continue;
    const question = definedAs(d, shown);
    // A thing defined by what it is or by what it does is a rival to either when its page defines
    // both ('Retina: a layer of …' for 'Lens: works with the cornea …').
    const definedPool = ctx.pool.filter((t) =>
      [...(shapes.get(t.key) ?? [])].some(
        (shape) =>
          shape === d.shape ||
          (thingLike(shape) && thingLike(d.shape) && t.pages.has(d.sentence.page)),
      ),
    );
    // Other defined terms are the rivals when they make three families ('Positive reinforcement'
    // and 'Negative reinforcement' are one for 'Punishment'); otherwise any term of the same kind.
    const pool = hasFamilies(definedPool, term, 3) ? definedPool : ctx.pool;
    const rightToo = genusOrKind(ctx, d);
    const picked = pickDistractors(term, pool, {
      difficulty: ctx.difficulty,
      random: keyedRandom(ctx.seed, `${question} ${term.key}`),
      at: { page: d.sentence.page, listId: d.sentence.listId, pageCount: ctx.model.pageCount },
      // Among any terms of the document, only those of the same kind (plural, name) are rivals.
      sameKind: pool === ctx.pool,
      stem: question,
      first: partners.get(term.key),
      reject: (t) =>
        containsPhrase(d.sentence.text, t.text) || containsPhrase(shown, t.text) || rightToo(t),
    });
    if (picked === undefined) continue;
    const answer = d.term.text;
    const [a, b, c] = picked.terms.map((t) => capitalise(t.text));
    out.push({
      kind: 'define-term',
      question,
      answer: capitalise(answer),
      distractors: [a ?? '', b ?? '', c ?? ''],
      page: d.sentence.page,
      evidence: d.sentence.text,
      key: d.term.key,
      sentenceId: d.sentence.id,
      score: definitionScore(d, shown) + 0.1 * picked.closeness - picked.penalty,
    });
  }
  return out;
}

/** 'Which term is defined as …?' or, for what a term does, 'Which of the following …?'. */
function definedAs(d: Definition, shown: string): string {
  return d.shape === 'noun'
    ? `Which term is defined as ${shown}?`
    : `Which of the following ${shown}?`;
}

const thingLike = (shape: Definition['shape']): boolean => shape !== 'gerund';

/**
 * Whether the terms hold `count` families of variants ('Reinforcement', 'Positive reinforcement'
 * are one), the key's own left out; stops looking once they do.
 */
function hasFamilies(terms: Term[], key: Term, count: number): boolean {
  const found: Term[] = [];
  for (const t of terms) {
    if (isVariant(t.text, key.text) || found.some((o) => isVariant(o.text, t.text))) continue;
    found.push(t);
    if (found.length >= count) return true;
  }
  return false;
}

/** A definition of people ('a person who …', 'people who …'), not of a thing. */
export function aboutPeople(definition: string): boolean {
  return /^(?:(?:a|an|the|any) )?(?:person|people|individual|someone|one who|human)/i.test(
    definition,
  );
}

/** "Which of the following best describes X?": the options are definitions from the document. */
export function describeTermItems(ctx: BuildContext): QuizCandidate[] {
  const usable = usableDefinitions(ctx).filter(({ d }) => d.style !== 'called');
  const byTerm = new Map(usable.map((u) => [u.term.key, u]));
  const partners = parallelTerms(usable);
  const out: QuizCandidate[] = [];
  for (const { d, shown, term } of usable) {
    const acronym = d.style === 'acronym';
    const pool = usable
      .filter((u) => (u.d.style === 'acronym') === acronym && (acronym || u.d.shape === d.shape))
      .map((u) => u.term);
    const rightToo = genusOrKind(ctx, d);
    const picked = pickDistractors(term, pool, {
      difficulty: ctx.difficulty,
      random: keyedRandom(ctx.seed, `describe ${term.key}`),
      at: { page: d.sentence.page, listId: d.sentence.listId, pageCount: ctx.model.pageCount },
      length: (t) => byTerm.get(t.key)?.shown.length ?? 0,
      first: partners.get(term.key),
      reject: (t) => {
        const other = byTerm.get(t.key);
        return (
          other === undefined ||
          other.d.sentence.id === d.sentence.id ||
          // 'A person with …' among definitions of things picks itself.
          aboutPeople(other.shown) !== aboutPeople(shown) ||
          containsPhrase(other.shown, d.term.text) ||
          isVariant(other.shown, shown) ||
          rightToo(t)
        );
      },
    });
    if (picked === undefined) continue;
    const name = acronym ? d.term.text : bareName(d.term.text, ctx.model, d.term.key, d.term).name;
    const written = acronym ? expansion : capitalise;
    const options = picked.terms.map((t) => written(byTerm.get(t.key)?.shown ?? ''));
    out.push({
      kind: acronym ? 'acronym' : 'describe-term',
      question: acronym
        ? `What does ${name} stand for?`
        : `Which of the following best describes ${name}?`,
      answer: written(shown),
      distractors: [options[0] ?? '', options[1] ?? '', options[2] ?? ''],
      page: d.sentence.page,
      evidence: d.sentence.text,
      key: d.term.key,
      sentenceId: d.sentence.id,
      score: definitionScore(d, shown) - 0.05 + 0.1 * picked.closeness,
    });
  }
  return out;
}

/**
 * Term ↔ definition cards: "What is X?" on the front, the document's definition on the back. A
 * sentence that only names its term ('… through what is called deconvolution') defines nothing:
 * its blank card asks it.
 */
export function definitionCards(ctx: BuildContext): FlashcardCandidate[] {
  const named = usableDefinitions(ctx).filter(({ d }) => d.style !== 'called');
  return named.map(({ d, shown }) => {
    const { name, plural } = bareName(d.term.text, ctx.model, d.term.key, d.term);
    const copular = d.style === 'copula';
    const front =
      d.style === 'acronym'
        ? `What does ${d.term.text} stand for?`
        : name.startsWith('“')
          ? `What is meant by ${name}?`
          : `What ${plural ? 'are' : 'is'} ${name}?`;
    const back =
      d.style === 'acronym' ? expansion(shown) : capitalise(copular ? d.sentence.text : shown);
    return {
      front,
      back: /[.!?]$/.test(back) ? back : `${back}.`,
      asked:
        d.style === 'acronym'
          ? { question: front, answer: shown }
          : { question: definedAs(d, shown), answer: d.term.text },
      page: d.sentence.page,
      key: d.term.key,
      sentenceId: d.sentence.id,
      score: definitionScore(d, shown) + 0.1,
    };
  });
}
