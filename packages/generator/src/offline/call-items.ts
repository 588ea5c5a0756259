/**
 * Items on what a function or system call does, when the slides say it in words
 * ("fork(): creates a new process by cloning"): code-heavy decks state little else.
 */
import { containsPhrase, isVariant, pageSentences, similarity } from '../quality/quality-checks.ts';
import {
  capitalise,
  type BuildContext,
  type FlashcardCandidate,
  type QuizCandidate,
} from './candidate.ts';
import { analyse } from './nlp.ts';
import { keyedRandom, shuffle } from './random.ts';

export interface CallDescription {
  name: string;
  /** What the call does, verbatim from the line, without the final stop. */
  text: string;
  shape: 'does' | 'do' | 'other';
  page: number;
  line: string;
}

const DESCRIBED = /^([A-Za-z_][A-Za-z0-9_]{1,30})\(\)\s*(?::|=|,|–|—|-)\s*(.+?)\.?$/;
const CALL = /\b([a-z_][a-z0-9_]{1,30})\(/g;
const NOT_CALLS = new Set('if for while switch return sizeof main catch function'.split(' '));
/** Call-item ids, apart from sentence ids and list ids. */
const CALL_SENTENCE_BASE = 2_000_000;

function shapeOf(text: string): CallDescription['shape'] {
  const [first, second] = analyse(text)[0]?.tokens ?? [];
  if (first === undefined) return 'other';
  // After "name():" a word in -s before an article is a verb ("flushes the buffers"), whatever
  // the tagger says of it out of context.
  const third = /^\p{Ll}+s$/u.test(first.value) && !/(?:ss|us|is)$/.test(first.value);
  if (third && (first.pos === 'VERB' || ['DET', 'PRON', 'ADP', 'ADV'].includes(second?.pos ?? '')))
    return 'does';
  return first.pos === 'VERB' && first.lemma === first.normal ? 'do' : 'other';
}

const SHAPE_RANK = { does: 2, do: 1, other: 0 };

/** One description per call, the one that reads best as a question. */
export function describedCalls(ctx: BuildContext): CallDescription[] {
  const best = new Map<string, CallDescription>();
  for (const layout of ctx.model.layouts) {
    if (layout.skip) continue;
    for (const line of layout.lines) {
      const match = DESCRIBED.exec(line);
      if (match === null) continue;
      const [, name = '', text = ''] = match;
      const words = text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w));
      if (words.length < 2 || words.length > 20 || NOT_CALLS.has(name)) continue;
      if (/[{};=]|\w\(/.test(text) || text.toLowerCase().includes(name.toLowerCase())) continue;
      const described = { name, text, shape: shapeOf(text), page: layout.page, line };
      const current = best.get(name);
      if (current === undefined || SHAPE_RANK[described.shape] > SHAPE_RANK[current.shape])
        best.set(name, described);
    }
  }
  return [...best.values()];
}

/** Every call the deck's code uses, by how often it appears. */
function callsInCode(ctx: BuildContext): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of ctx.model.pageText.values())
    for (const [, name = ''] of text.matchAll(CALL))
      if (!NOT_CALLS.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

function questionFor(d: CallDescription): string {
  if (d.shape === 'does') return `Which call ${d.text}?`;
  if (d.shape === 'do') return `Which call would you use to ${d.text}?`;
  return `Which call is described as “${d.text}”?`;
}

/** "Which call creates a new process by cloning?": the options are other calls of the deck. */
export function callItems(ctx: BuildContext): QuizCandidate[] {
  const described = describedCalls(ctx);
  if (described.length === 0) return [];
  const used = callsInCode(ctx);
  const out: QuizCandidate[] = [];
  for (const [index, d] of described.entries()) {
    // Hard: calls the slides also describe (siblings); easy: any call the code uses.
    const siblings = described.filter(
      (o) => o.name !== d.name && similarity(o.text, d.text) < 0.3 && !isVariant(o.name, d.name),
    );
    const others = [...used]
      .filter(([name, n]) => n >= 2 && name !== d.name && !described.some((o) => o.name === name))
      .filter(([name]) => !isVariant(name, d.name))
      .sort((a, b) => b[1] - a[1])
      .map(([name]) => name);
    const random = keyedRandom(ctx.seed, d.name);
    const near = shuffle(
      siblings.map((s) => s.name),
      random,
    );
    const far = shuffle(others.slice(0, 8), random);
    const order =
      ctx.difficulty === 'easy'
        ? [...far, ...near]
        : ctx.difficulty === 'hard'
          ? [...near, ...far]
          : [...near.slice(0, 2), ...far, ...near.slice(2)];
    // A checker reading the page may take a wider sentence than the line: stay out of it too.
    const around = pageSentences(ctx.model.pageText.get(d.page) ?? '')
      .filter((s) => containsPhrase(s, d.text))
      .join(' ');
    const picked: string[] = [];
    for (const name of order) {
      if (picked.some((p) => isVariant(p, name)) || `${d.line} ${around}`.includes(`${name}(`))
        continue;
      picked.push(name);
      if (picked.length === 3) break;
    }
    if (picked.length < 3) continue;
    const [a, b, c] = picked.map((name) => `${name}()`);
    out.push({
      kind: 'call',
      question: questionFor(d),
      answer: `${d.name}()`,
      distractors: [a ?? '', b ?? '', c ?? ''],
      page: d.page,
      evidence: d.line,
      key: `call:${d.name}`,
      sentenceId: CALL_SENTENCE_BASE + index,
      score: 0.75 + 0.05 * SHAPE_RANK[d.shape],
    });
  }
  return out;
}

/** "What does fork() do?" → "Creates a new process by cloning." */
export function callCards(ctx: BuildContext): FlashcardCandidate[] {
  return describedCalls(ctx).map((d, index) => ({
    front: `What does ${d.name}() do?`,
    back: `${capitalise(d.text)}.`,
    asked: { question: questionFor(d), answer: `${d.name}()` },
    page: d.page,
    key: `call:${d.name}`,
    sentenceId: CALL_SENTENCE_BASE + index,
    score: 0.7 + 0.05 * SHAPE_RANK[d.shape],
  }));
}
