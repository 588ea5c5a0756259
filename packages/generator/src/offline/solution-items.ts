/**
 * Worked exercises that end in a unique solution ("The unique pure strategy profile that survives
 * IESDS is (B; D; F)"): the other profiles built from the exercise's own strategies are wrong
 * options the slide itself rules out, because it says the solution is unique.
 */
import { BLANK } from './cloze-items.ts';
import type { BuildContext, QuizCandidate } from './candidate.ts';
import type { DocumentModel } from './document-model.ts';
import { keyedRandom } from './random.ts';

// A strategy: "B", "s1", or a quoted number ("5").
const SYMBOL = String.raw`(?:[A-Za-z]\d{0,2}|[”“"]\d{1,2}[”“"])`;
const TUPLE = new RegExp(String.raw`\(\s*(${SYMBOL}(?:\s*[;,]\s*${SYMBOL}){1,3})\s*\)`);

/** Strategies that stand in for each other: "(A or B)", "C is strictly dominated by D", s1/s2/s3. */
export function rivalsOf(symbol: string, text: string): Set<string> {
  const rivals = new Set([symbol]);
  const pairs = [
    new RegExp(String.raw`\((${SYMBOL}) or (${SYMBOL})\)`, 'g'),
    new RegExp(String.raw`\b(${SYMBOL}) is (?:strictly |weakly )?dominated by (${SYMBOL})\b`, 'g'),
  ];
  for (const pattern of pairs)
    for (const [, a = '', b = ''] of text.matchAll(pattern)) {
      if (a === symbol) rivals.add(b);
      if (b === symbol) rivals.add(a);
    }
  const quoted = /^([”“"])\d{1,2}([”“"])$/.exec(symbol);
  if (quoted)
    for (const [, n] of text.matchAll(/[”“"](\d{1,2})[”“"]/g))
      rivals.add(`${quoted[1]}${n}${quoted[2]}`);
  const numbered = /^([A-Za-z])\d{1,2}$/.exec(symbol);
  if (numbered)
    for (const [sibling] of text.matchAll(new RegExp(String.raw`\b${numbered[1]}\d{1,2}\b`, 'g')))
      rivals.add(sibling);
  return rivals;
}

function product(sets: string[][]): string[][] {
  return sets.reduce<string[][]>(
    (acc, set) => acc.flatMap((prefix) => set.map((s) => [...prefix, s])),
    [[]],
  );
}

/** The text of every page of the exercise: its question slide states the strategies. */
function exerciseText(model: DocumentModel, section: string): string {
  return model.layouts
    .filter((l) => l.title === section)
    .map((l) => model.pageText.get(l.page) ?? '')
    .join('\n');
}

/** "In PS1: Exercise 6, the unique pure strategy profile that survives IESDS is ______." */
export function solutionItems(ctx: BuildContext): QuizCandidate[] {
  const out: QuizCandidate[] = [];
  for (const sentence of ctx.model.sentences) {
    if (!/\b(?:unique|only)\b/i.test(sentence.text) || sentence.section === '') continue;
    const match = TUPLE.exec(sentence.text);
    if (match === null) continue;
    const inner = match[1] ?? '';
    // The key as the slide writes it, so that it is found on the page.
    const separator = /\s*[;,]\s*/.exec(inner)?.[0] ?? ', ';
    const key = inner.split(/\s*[;,]\s*/);
    const only = new RegExp(String.raw`\bonly ${match[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    if (!/\bunique\b/i.test(sentence.text) && !only.test(sentence.text)) continue;
    const text = exerciseText(ctx.model, sentence.section);
    const families = key.map((s) => [...rivalsOf(s, text)]);
    // Rival profiles differ in two strategies or more: "B; C; F" beside "B; D; F" would read as a
    // misspelling of the key. Fewest changes first on medium and hard (they look most like it).
    const random = keyedRandom(ctx.seed, sentence.text);
    const changes = (t: string[]): number => t.filter((s, i) => s !== key[i]).length;
    const rivals = product(families)
      .filter((t) => changes(t) >= 2)
      .map((t) => ({ t, order: (ctx.difficulty === 'easy' ? -1 : 1) * changes(t) + random() }))
      .sort((a, b) => a.order - b.order)
      .map(({ t }) => t.join(separator));
    if (rivals.length < 3) continue;
    // "Continue till only ("5","5") survive IESDS." asks from "only" on.
    const clause = only.test(sentence.text)
      ? sentence.text.slice(sentence.text.search(only))
      : sentence.text;
    const stem = clause
      .replace(/^(?:i\.e\.|e\.g\.|so|thus|hence),?\s+/i, '')
      .replace(match[0], BLANK)
      .replace(/^(?:The|A|An)\b/, (w) => w.toLowerCase())
      .replace(/:$/, '.');
    const [a = '', b = '', c = ''] = rivals;
    out.push({
      kind: 'solution',
      question: `In ${sentence.section}, ${stem}`,
      answer: key.join(separator),
      distractors: [a, b, c],
      page: sentence.page,
      evidence: sentence.text,
      key: `solution:${sentence.section}`,
      sentenceId: sentence.id,
      score: 0.64,
    });
  }
  return out;
}
