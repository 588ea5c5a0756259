import { GENERATION_MESSAGES } from '@halaqa/shared/generation';
import { emptyReport, recordFlaws } from '../quality/shortfall.ts';
import {
  GeneratorError,
  type ExtractedDocument,
  type Flashcard,
  type GenerationReport,
  type Generator,
  type QuizQuestion,
} from '../types.ts';
import {
  createChatClient,
  type ChatClient,
  type ChatRequest,
  type LlmConfig,
} from './chat-client.ts';
import {
  checkFlashcard,
  checkQuizItem,
  DuplicateFilter,
  indexPages,
  type Checked,
  type PageIndex,
} from './check-items.ts';
import { extractJson, readItems } from './parse-reply.ts';
import { flashcardRequest, quizRequest, type PromptInput } from './prompts.ts';
import { buildWindows, renderWindow, spreadBudget } from './windows.ts';
import { seededRandom } from '../offline/random.ts';

/** Rounds that ask again for what was missing after the first one. */
const REGENERATION_ROUNDS = 3;
/** Calls in flight at once, so one generation does not flood a small local server. */
const CONCURRENCY = 3;
const GOLDEN = 0.618;

type Paged<T> = T & { page: number };

interface ItemKind<T> {
  request(input: PromptInput): ChatRequest;
  check(raw: unknown, pages: PageIndex): Checked<T>;
  /** The text that must not repeat: the question or the card's front. */
  text(item: T): string;
}

/** How many items a call wants, and where its rejections are counted. */
interface Wanted {
  count: number;
  flawLog?: Map<string, number>;
  report?: GenerationReport;
}

async function runLimited<T>(
  items: T[],
  controller: AbortController,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
    for (let item = items[next++]; item !== undefined; item = items[next++]) await task(item);
  });
  try {
    await Promise.all(lanes);
  } catch (error) {
    // One failed call (timeout, auth, endpoint down) means the provider is unusable: stop all.
    controller.abort();
    throw error;
  }
}

/** First each window's share, then extras round-robin, so the set stays spread. */
function pick<T>(accepted: T[][], budget: number[], count: number): T[] {
  const chosen: T[] = [];
  const rest = accepted.map((items, w) => {
    chosen.push(...items.slice(0, budget[w] ?? 0));
    return items.slice(budget[w] ?? 0);
  });
  for (
    let w = 0;
    chosen.length < count && rest.some((r) => r.length > 0);
    w = (w + 1) % rest.length
  ) {
    const item = rest[w]?.shift();
    if (item !== undefined) chosen.push(item);
  }
  return chosen.slice(0, count);
}

async function generate<T>(
  complete: ChatClient,
  doc: ExtractedDocument,
  { count, flawLog, report: into }: Wanted,
  kind: ItemKind<T>,
): Promise<Paged<T>[]> {
  const windows = buildWindows(doc);
  if (windows.length === 0 || count <= 0) {
    throw new GeneratorError('too_little_text', GENERATION_MESSAGES.tooLittleText);
  }
  const pages = indexPages(doc.pages);
  const duplicates = new DuplicateFilter();
  const accepted: Paged<T>[][] = windows.map(() => []);
  const problems: string[][] = windows.map(() => []);
  const budget = spreadBudget(windows, count);
  let wanted = budget;
  const report: GenerationReport = { ...emptyReport(), source: 'model', pages: doc.pages.length };

  for (let round = 0; round <= REGENERATION_ROUNDS; round++) {
    const calls = wanted.flatMap((n, w) => (n > 0 ? [{ w, n }] : []));
    const controller = new AbortController();
    await runLimited(calls, controller, async ({ w, n }) => {
      const window = windows[w];
      const own = accepted[w] ?? [];
      const seen = problems[w] ?? [];
      if (!window) return;
      const reply = await complete(
        kind.request({
          pagesText: renderWindow(window),
          // Ask for a third more: some items fail the checks, and asking again costs a round.
          count: n + Math.ceil(n / 3),
          avoid: own.map((item) => kind.text(item)),
          problems: [...new Set(seen)].slice(-5),
        }),
        controller.signal,
      );
      const items = readItems(extractJson(reply));
      if (items.length === 0) seen.push('the reply was not the JSON object asked for');
      for (const raw of items) {
        const result = kind.check(raw, pages);
        report.candidates++;
        if (!result.ok) {
          seen.push(result.problem);
          // A flawed item is rejected like any other, so the next round asks for one more.
          recordFlaws(flawLog, result.flaws ?? []);
          if (result.flaws) report.flawed++;
          else report.unsupported++;
          continue;
        }
        report.passed++;
        if (!duplicates.add(kind.text(result.item))) {
          seen.push(`"${kind.text(result.item).slice(0, 60)}": repeats another item`);
        } else own.push(result.item);
      }
    });
    const total = accepted.reduce((sum, items) => sum + items.length, 0);
    if (total >= count) break;
    wanted = spreadBudget(windows, count - total, ((round + 1) * GOLDEN) % 1);
  }

  if (into) Object.assign(into, report);
  const chosen = pick(accepted, budget, count);
  if (chosen.length === 0) {
    const error = new GeneratorError('provider', GENERATION_MESSAGES.provider);
    error.cause = new Error(`No valid item; problems: ${problems.flat().slice(-5).join('; ')}`);
    throw error;
  }
  return chosen.sort((a, b) => a.page - b.page);
}

/** Moves each key to a position from a shuffled, even spread over A–D: models favour B. */
function spreadAnswers(questions: Paged<QuizQuestion>[], seed: number): Paged<QuizQuestion>[] {
  const next = seededRandom(seed);
  const positions = questions.map((_, i) => i % 4);
  for (let i = positions.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [positions[i], positions[j]] = [positions[j] ?? 0, positions[i] ?? 0];
  }
  return questions.map((q, i) => {
    const target = positions[i] ?? q.answerIndex;
    const key = q.options[q.answerIndex] ?? '';
    const others = q.options.filter((_, k) => k !== q.answerIndex);
    others.splice(target, 0, key);
    return { ...q, options: others as QuizQuestion['options'], answerIndex: target };
  });
}

/**
 * A generator backed by any OpenAI-compatible chat endpoint. Every item is validated against
 * the document; invalid ones are asked for again a bounded number of times.
 */
export function createLlmGenerator(config: LlmConfig): Generator {
  const complete = createChatClient(config);
  return {
    async quiz(doc, options): Promise<QuizQuestion[]> {
      const questions = await generate(complete, doc, options, {
        request: (input) =>
          quizRequest({
            ...input,
            difficulty: options.difficulty,
            ...(options.subject ? { subject: options.subject } : {}),
            ...(options.seed === undefined ? {} : { seed: options.seed }),
          }),
        check: checkQuizItem,
        text: (item) => item.question,
      });
      return spreadAnswers(questions, options.seed ?? 1);
    },
    async flashcards(doc, options): Promise<Flashcard[]> {
      return generate(complete, doc, options, {
        request: (input) =>
          flashcardRequest({
            ...input,
            ...(options.seed === undefined ? {} : { seed: options.seed }),
          }),
        check: checkFlashcard,
        text: (item) => item.front,
      });
    },
  };
}
