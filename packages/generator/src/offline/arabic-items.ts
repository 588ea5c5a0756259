/**
 * Arabic quiz items and cards: definitions (term ↔ definition), cloze sentences on key terms and
 * years, and list membership, each with Arabic templates.
 */
import { containsPhrase } from '../quality/quality-checks.ts';
import type { FlashcardCandidate, QuizCandidate } from './candidate.ts';
import {
  alsoSaid,
  pickOptions,
  type ArabicContext,
  type OptionCandidate,
} from './arabic-options.ts';
import { termsIn } from './arabic-terms.ts';
import {
  arabicWords,
  contentWords,
  echoesItsRoot,
  isStopWord,
  normalizeArabic,
  type ArabicSentence,
} from './arabic-text.ts';
import { BLANK } from './cloze-items.ts';

/** Item ids apart from sentence ids, so one sentence can serve one item of each family. */
const LIST_BASE = 1_000_000;

const DANGLING =
  /^(?:وهذا|هذا|هذه|وهذه|ذلك|وذلك|لذا|لذلك|ولذلك|وهي|وهو|هي|هو|والتي|التي|الذي|مثال|ومن|أو|او|و|كما|حيث)$/;

/** A sentence that reads as a statement on its own. */
function stemWorthy(s: ArabicSentence): boolean {
  const words = arabicWords(s.text).filter((w) => /\p{L}/u.test(w));
  if (!s.clean || words.length < 7 || words.length > 50) return false;
  if (DANGLING.test(words[0] ?? '') || /[:؟?]$/.test(s.text)) return false;
  // Latin words are glosses or references, and quotes a sentence cut in two.
  return !/\p{Script=Latin}{3}/u.test(s.text) && (s.text.match(/["«»]/g) ?? []).length % 2 === 0;
}

function sharesWord(a: string, b: string): boolean {
  const words = new Set(arabicWords(a).map(normalizeArabic));
  return arabicWords(b).some((w) => words.has(normalizeArabic(w)));
}

function shown(text: string): string {
  return text.replace(/[.،,؛:]+$/, '');
}

function definitionParts(
  ctx: ArabicContext,
): Array<{ term: OptionCandidate; text: string; s: ArabicSentence }> {
  return ctx.model.definitions.map((d) => ({
    term: { text: d.term, page: d.sentence.page },
    text: d.text,
    s: d.sentence,
  }));
}

/** "أي المصطلحات التالية يطابق هذا التعريف: «…»؟" and "أي العبارات التالية تصف «…»؟". */
export function arabicDefinitionItems(ctx: ArabicContext): QuizCandidate[] {
  const parts = definitionParts(ctx);
  const out: QuizCandidate[] = [];
  for (const { term, text, s } of parts) {
    const others = parts.filter((p) => p.term.text !== term.text);
    const cue = echoesItsRoot(term.text, text) ? ROOT_ECHO_PENALTY : 0;
    const terms = pickOptions(
      term,
      others.map((p) => p.term),
      ctx,
      (o) => containsPhrase(s.text, o.text) || containsPhrase(text, o.text),
      text,
    );
    if (terms)
      out.push({
        kind: 'define-term',
        question: `أي المصطلحات التالية يطابق هذا التعريف: «${text}»؟`,
        answer: term.text,
        distractors: [terms[0] ?? '', terms[1] ?? '', terms[2] ?? ''],
        page: s.page,
        evidence: s.text,
        key: `ar:${normalizeArabic(term.text)}`,
        sentenceId: s.id,
        score: 0.9 - cue,
      });
    const definitions = pickOptions(
      { text, page: s.page },
      others.map((p) => ({ text: p.text, page: p.s.page })),
      ctx,
      (o) => containsPhrase(o.text, term.text),
      term.text,
    );
    if (definitions)
      out.push({
        kind: 'describe-term',
        question: `أي العبارات التالية تصف «${term.text}»؟`,
        answer: text,
        distractors: [definitions[0] ?? '', definitions[1] ?? '', definitions[2] ?? ''],
        page: s.page,
        evidence: s.text,
        key: `ar:${normalizeArabic(term.text)}`,
        sentenceId: s.id,
        score: 0.85 - cue,
      });
  }
  return out;
}

/**
 * Judged, a definition that says a word of its term's own root ('… لقيمة العمل' for 'التقييم',
 * '… البحث العلمي' for 'الإرشاد الزراعي كعلم') gives the term away in either form of the
 * question. Such items rank below every other kind: they make up a count, never lead it.
 */
const ROOT_ECHO_PENALTY = 0.5;

interface Blank {
  s: ArabicSentence;
  answer: string;
  stem: string;
  pool: OptionCandidate[];
  score: number;
  key: string;
}

/**
 * Replaces the first whole-word occurrence of `part` in `text` with the blank. A long sentence
 * that goes on with a clause of its own after the blank ('… عام ______ على تمكين البنيان
 * الإرشادي فيما بعد على القيام بدوره فقد واكب …') ends before that clause.
 */
function blankOut(text: string, part: string): string | undefined {
  const escaped = part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escaped}(?![\\p{L}\\p{M}\\p{N}])`, 'u');
  if (!re.test(text)) return undefined;
  const stem = text.replace(re, BLANK);
  if (arabicWords(stem).length <= LONG_STEM) return stem;
  const after = stem.indexOf(BLANK) + BLANK.length;
  const next = NEXT_CLAUSE.exec(stem.slice(after));
  if (next === null) return stem;
  const first = stem.slice(0, after + next.index).replace(/[\s،,]+$/u, '');
  return arabicWords(first).length >= 8 ? `${first}.` : stem;
}
const LONG_STEM = 25;
// Openers of a clause that says something else: 'فقد', 'حيث', 'إذ', 'لذلك' …
const NEXT_CLAUSE = /[\s،,]+(?:فقد|وقد|حيث|إذ|لذا|لذلك|ولذلك|مما)\s/u;

const YEAR = /(?<![\d،,(])(1[5-9]\d\d|20[0-4]\d)(?![\d)])/gu;

function blanks(ctx: ArabicContext): Blank[] {
  const { model } = ctx;
  const ranked = [...model.terms.values()].sort((a, b) => b.weight - a.weight);
  // The lecture's own subject ("الإرشاد الزراعي"): named on its first page and found on many
  // pages, or on more pages than any other term. Blanking it tests nothing.
  const spread = Math.max(0, ...ranked.map((t) => t.pages.size));
  const firstPage = normalizeArabic(model.pageText.get(Math.min(...model.pageText.keys())) ?? '');
  const subjects = new Set(
    ranked.filter(
      (t) => t.pages.size === spread || (t.pages.size >= 3 && firstPage.includes(t.key)),
    ),
  );
  const listed = new Set(model.lists.flatMap((l) => l.sentences.map((s) => s.id)));
  const years = [
    ...new Set(
      [...model.pageText.values()].flatMap((t) => [...t.matchAll(YEAR)].map((m) => m[1] ?? '')),
    ),
  ];
  const out: Blank[] = [];
  for (const s of model.sentences) {
    if (!stemWorthy(s) || listed.has(s.id)) continue;
    const year = [...s.text.matchAll(YEAR)][0]?.[1];
    if (year !== undefined) {
      const stem = blankOut(s.text, year);
      const pool = years.filter((y) => y !== year && !s.text.includes(y));
      // Years the document does not give are still wrong for this event, which it dates. Each
      // differs from the key in two digits (1866 → 1859, 1873), so none reads as a misprint of it,
      // and most lie before it, so none is still to come.
      for (const step of [-7, -13, -24, -36, 7, 13]) pool.push(String(Number(year) + step));
      if (stem)
        out.push({
          s,
          answer: year,
          stem,
          key: `year:${s.id}`,
          score: 0.8,
          pool: pool.map((text) => ({ text, page: s.page })),
        });
      continue;
    }
    const words = s.words.filter((w) => /\p{L}/u.test(w));
    // A single word only where it stands alone: after a particle, not before its adjective
    // (else it is half of a compound, "متوسطة ______").
    const alone = (start: number, end: number): boolean =>
      (start === 0 || isStopWord(words[start - 1] ?? '')) &&
      !/^ال/.test(normalizeArabic(words[end] ?? ''));
    const found = termsIn(s, model.terms)
      .filter(
        ({ term, start, end }) => !subjects.has(term) && (term.words > 1 || alone(start, end)),
      )
      .sort((a, b) => b.term.weight - a.term.weight);
    const best = found[0];
    if (best === undefined) continue;
    const answer = s.words
      .filter((w) => /\p{L}/u.test(w))
      .slice(best.start, best.end)
      .join(' ');
    const stem = blankOut(s.text, answer);
    if (stem === undefined || arabicWords(stem).length - (best.end - best.start) < 5) continue;
    const pool = [...model.terms.values()]
      .filter(
        (t) =>
          t.words === best.term.words &&
          t.definite === best.term.definite &&
          !subjects.has(t) &&
          t.text.length >= answer.length * 0.6 &&
          t.text.length <= answer.length * 1.6 &&
          // An indefinite phrase ("قصيرة المدى") is only confused with its siblings ("طويلة المدى").
          (t.definite || sharesWord(t.text, answer)),
      )
      .map((t) => ({ text: t.text, page: Math.min(...t.pages) }));
    out.push({
      s,
      answer,
      stem,
      key: `ar:${best.term.key}`,
      pool,
      score: 0.7 + 0.05 * Math.min(best.term.words, 3),
    });
  }
  return out;
}

/** "أكمل: …" with a key term or a year blanked; options are terms (or years) of the document. */
export function arabicClozeItems(ctx: ArabicContext): QuizCandidate[] {
  const out: QuizCandidate[] = [];
  for (const b of blanks(ctx)) {
    const options = pickOptions(
      { text: b.answer, page: b.s.page },
      b.pool,
      ctx,
      (o) => containsPhrase(b.s.text, o.text) || alsoSaid(o.text, b.stem, ctx, b.s.id),
      b.stem,
    );
    if (options === undefined) continue;
    out.push({
      kind: 'cloze',
      question: `أكمل: ${b.stem}`,
      answer: b.answer,
      distractors: [options[0] ?? '', options[1] ?? '', options[2] ?? ''],
      page: b.s.page,
      evidence: b.s.text,
      key: b.key,
      sentenceId: b.s.id,
      score: b.score,
    });
  }
  return out;
}

/** "أي مما يلي ورد ضمن «مجالات العمل الإرشادي»؟": wrong options are items of other lists. */
export function arabicListItems(ctx: ArabicContext): QuizCandidate[] {
  const out: QuizCandidate[] = [];
  for (const list of ctx.model.lists) {
    const others = ctx.model.lists
      .filter((l) => l.id !== list.id)
      .flatMap((l) => l.items.map((text, i) => ({ text, page: l.sentences[i]?.page ?? l.page })));
    for (const [i, item] of list.items.entries()) {
      const s = list.sentences[i];
      if (s === undefined) continue;
      // Nothing that shares a word with the label or a member ("وضع الأهداف …" under "أهداف …").
      const taken = contentWords([list.label, ...list.items].join(' '));
      const options = pickOptions(
        { text: item, page: s.page },
        others,
        ctx,
        (o) => [...contentWords(o.text)].some((w) => taken.has(w)),
        list.label,
      );
      if (options === undefined) continue;
      out.push({
        kind: 'list',
        question: `أي مما يلي ورد ضمن «${list.label}»؟`,
        answer: item,
        distractors: [options[0] ?? '', options[1] ?? '', options[2] ?? ''],
        page: s.page,
        evidence: s.text,
        key: `list:${list.id}`,
        sentenceId: LIST_BASE + s.id,
        score: 0.65,
      });
    }
  }
  return out;
}

/**
 * A definition on its own: without the relative pronoun that tied it to its term on the slide
 * ('أهداف نوعية: التي يصعب …' → 'يصعب …').
 */
function standalone(text: string): string {
  return shown(text).replace(/^(?:التي|الذي|اللذان|اللتان|الذين|اللاتي|اللواتي)\s+/u, '');
}

/** Definition, cloze and list cards, in Arabic. */
export function arabicCards(ctx: ArabicContext): FlashcardCandidate[] {
  const cards: FlashcardCandidate[] = definitionParts(ctx).map(({ term, text, s }) => ({
    front: `ما المقصود بـ«${term.text}»؟`,
    back: `${standalone(text)}.`,
    asked: { question: `ما المقصود بـ«${term.text}»؟`, answer: standalone(text) },
    page: s.page,
    key: `ar:${normalizeArabic(term.text)}`,
    sentenceId: s.id,
    score: 0.9,
  }));
  for (const b of blanks(ctx))
    cards.push({
      front: `أكمل: ${b.stem}`,
      back: b.answer,
      asked: { question: `أكمل: ${b.stem}`, answer: b.answer },
      page: b.s.page,
      key: b.key,
      sentenceId: b.s.id,
      score: b.score - 0.1,
    });
  for (const list of ctx.model.lists) {
    // The back is checked against one page: only the items written there.
    const items = list.items.filter((_, i) => list.sentences[i]?.page === list.page);
    if (items.length < 3) continue;
    cards.push({
      front: `ما الذي ورد ضمن «${list.label}»؟`,
      back: `${items.join('؛ ')}.`,
      asked: { question: `ما الذي ورد ضمن «${list.label}»؟`, answer: items.join('؛ ') },
      page: list.page,
      key: `list:${list.id}`,
      sentenceId: LIST_BASE + (list.sentences[0]?.id ?? 0),
      score: 0.6,
    });
  }
  return cards;
}
