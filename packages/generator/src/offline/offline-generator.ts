import { GENERATION_MESSAGES } from '@halaqa/shared/generation';
import { checkQuizItem, findDuplicates } from '../quality/quality-checks.ts';
import { cardGrounded } from '../quality/set-checks.ts';
import { cardFlawsOf } from '../quality/card-flaws.ts';
import { flawsOf } from '../quality/item-flaws.ts';
import { recordFlaws } from '../quality/shortfall.ts';
import {
  GeneratorError,
  type ExtractedDocument,
  type Flashcard,
  type FlashcardOptions,
  type GenerationReport,
  type Generator,
  type QuizOptions,
  type QuizQuestion,
} from '../types.ts';
import {
  arabicCards,
  arabicClozeItems,
  arabicDefinitionItems,
  arabicListItems,
} from './arabic-items.ts';
import { buildArabicModel, type ArabicModel } from './arabic-model.ts';
import { isArabic } from './arabic-text.ts';
import type { BuildContext, FlashcardCandidate, QuizCandidate } from './candidate.ts';
import { acronymNameItems } from './acronym-items.ts';
import { callCards, callItems } from './call-items.ts';
import { citationItems } from './citation-items.ts';
import { clozeCards, clozeItems } from './cloze-items.ts';
import { documentTopics } from './topics.ts';
import { definitionCards, defineTermItems, describeTermItems } from './definition-items.ts';
import { buildModel, type DocumentModel } from './document-model.ts';
import { labelledCards, labelledItems } from './labelled-items.ts';
import { listCards, listItems, listNotItems } from './list-items.ts';
import { partsCards } from './parts-items.ts';
import { keyedRandom, shuffle, type Random } from './random.ts';
import { solutionItems } from './solution-items.ts';
import { selectSpread } from './select.ts';

const DEFAULT_SEED = 1;

/** The generator that needs no key and no network: rule-based items from the document's own text. */
export function createOfflineGenerator(): Generator {
  // Quiz and flashcards of one upload share the (costly) analysis.
  const models = new WeakMap<ExtractedDocument, DocumentModel | ArabicModel>();
  const modelOf = (doc: ExtractedDocument): DocumentModel | ArabicModel => {
    let model = models.get(doc);
    if (model === undefined) {
      model = isArabic(doc) ? buildArabicModel(doc) : (requireLatin(doc), buildModel(doc));
      models.set(doc, model);
    }
    return model;
  };

  return {
    async quiz(doc: ExtractedDocument, options: QuizOptions): Promise<QuizQuestion[]> {
      const model = modelOf(doc);
      const seed = options.seed ?? DEFAULT_SEED;
      let candidates: QuizCandidate[];
      if ('lists' in model) {
        const ctx = { model, difficulty: options.difficulty, seed };
        candidates = [
          ...arabicDefinitionItems(ctx),
          ...arabicClozeItems(ctx),
          ...arabicListItems(ctx),
        ];
      } else {
        const ctx = context(model, options.difficulty, seed, options.count, options.subject);
        candidates = [
          ...defineTermItems(ctx),
          ...describeTermItems(ctx),
          ...clozeItems(ctx),
          ...listItems(ctx),
          ...listNotItems(ctx),
          ...callItems(ctx),
          ...acronymNameItems(ctx),
          ...labelledItems(ctx),
          ...solutionItems(ctx),
          ...citationItems(ctx),
        ];
      }
      const pageText = model.pageText;
      const clean = withoutFlaws(candidates, flawsOf, options.flawLog);
      const valid = clean.filter((c) => isValid(toQuestion(c, 0), c, pageText));
      const chosen = selectSpread(
        valid,
        options.count,
        seed,
        (c) => `${c.question} ${c.answer}`,
        (c) => c.kind,
      );
      // Seeded by the questions themselves, so each quiz spreads its keys its own way.
      const random = keyedRandom(seed, chosen.map((c) => c.question).join('\n'));
      const positions = balancedPositions(chosen.length, random);
      const items = chosen
        .map((c, i) => ({ c, item: toQuestion(c, positions[i] ?? 0, random) }))
        .filter(({ c, item }) => isValid(item, c, pageText))
        .map(({ item }) => item);
      // A chosen item that fails once its options are shuffled failed the same checks.
      const lateFailures = chosen.length - items.length;
      report(options.report, doc, {
        candidates: candidates.length,
        flawed: candidates.length - clean.length,
        unsupported: clean.length - valid.length + lateFailures,
        passed: valid.length - lateFailures,
      });
      if (items.length === 0) throw tooLittleText();
      return items;
    },

    async flashcards(doc: ExtractedDocument, options: FlashcardOptions): Promise<Flashcard[]> {
      const model = modelOf(doc);
      const seed = options.seed ?? DEFAULT_SEED;
      let candidates: FlashcardCandidate[];
      if ('lists' in model) {
        candidates = arabicCards({ model, difficulty: 'medium', seed });
      } else {
        const ctx = context(model, 'medium', seed, options.count);
        candidates = [
          ...definitionCards(ctx),
          ...clozeCards(ctx),
          ...listCards(ctx),
          ...callCards(ctx),
          ...labelledCards(ctx),
          ...partsCards(ctx),
        ];
      }
      const clean = withoutFlaws(candidates, (c) => cardFlawsOf(c.asked), options.flawLog);
      const grounded = clean.filter((c) => cardGrounded(model.pageText.get(c.page) ?? '', c.back));
      const chosen = selectSpread(grounded, options.count, seed, (c) => `${c.front} ${c.back}`);
      const duplicates = findDuplicates(
        chosen.map((c) => `${c.front} ${c.back}`),
        0.7,
      );
      const cards = chosen
        .filter((_, i) => duplicates[i] === undefined)
        .map(({ front, back, page }) => ({ front, back, page }));
      report(options.report, doc, {
        candidates: candidates.length,
        flawed: candidates.length - clean.length,
        unsupported: clean.length - grounded.length,
        passed: grounded.length,
      });
      if (cards.length === 0) throw tooLittleText();
      return cards;
    },
  };
}

/** The candidates no flaw rule flags; the log counts what each rule removed. */
function withoutFlaws<T>(
  candidates: T[],
  flaws: (c: T) => readonly string[],
  log: Map<string, number> | undefined,
): T[] {
  return candidates.filter((c) => {
    const found = flaws(c);
    recordFlaws(log, found);
    return found.length === 0;
  });
}

function context(
  model: DocumentModel,
  difficulty: BuildContext['difficulty'],
  seed: number,
  count: number,
  subject?: string,
): BuildContext {
  const subjectKey = (subject ?? '').trim().toLowerCase();
  // The course subject itself is never a plausible wrong answer.
  const terms = [...model.terms.values()].filter((t) => t.key !== subjectKey);
  const strong = terms.filter(
    (t) => t.count >= 2 || t.defined || t.inTitle || (t.proper && t.words >= 2),
  );
  return {
    model,
    difficulty,
    seed,
    pool: strong.length >= 20 ? strong : terms,
    subject: subjectKey,
    topics: documentTopics(model),
    want: Math.max(20, count * 5),
  };
}

function toQuestion(c: QuizCandidate, position: number, random?: Random): QuizQuestion {
  const distractors = random ? shuffle(c.distractors, random) : [...c.distractors];
  distractors.splice(position, 0, c.answer);
  const [a = '', b = '', d = '', e = ''] = distractors;
  return { question: c.question, options: [a, b, d, e], answerIndex: position, page: c.page };
}

/** The two invariants and the structure, checked on every item that leaves the generator. */
function isValid(item: QuizQuestion, c: QuizCandidate, pageText: Map<number, string>): boolean {
  const page = pageText.get(c.page) ?? '';
  const report = checkQuizItem(item, page, c.evidence);
  if (report.structure.length > 0 || !report.grounded || report.badDistractors.length > 0)
    return false;
  // A second opinion: the page sentence most like the question must not hold a distractor either
  // (a wider sentence than the one the item came from can make a distractor correct).
  return checkQuizItem(item, page).badDistractors.length === 0;
}

/** Answer positions spread evenly over A–D, in seeded order. */
function balancedPositions(count: number, random: Random): number[] {
  const positions: number[] = [];
  while (positions.length < count) positions.push(...shuffle([0, 1, 2, 3], random));
  return positions.slice(0, count);
}

function report(
  into: GenerationReport | undefined,
  doc: ExtractedDocument,
  counts: Omit<GenerationReport, 'source' | 'pages'>,
): void {
  if (into) Object.assign(into, { source: 'text', pages: doc.pages.length, ...counts });
}

function tooLittleText(): GeneratorError {
  return new GeneratorError('too_little_text', GENERATION_MESSAGES.tooLittleText);
}

/** wink's model is English: Latin-script text goes to it, Arabic to its own path, other scripts nowhere. */
function requireLatin(doc: ExtractedDocument): void {
  let latin = 0;
  let letters = 0;
  for (const page of doc.pages) {
    latin += (page.text.match(/[A-Za-z\u00c0-\u024f]/g) ?? []).length;
    letters += (page.text.match(/\p{L}/gu) ?? []).length;
  }
  if (letters < 40 || latin < letters * 0.6) throw tooLittleText();
}
