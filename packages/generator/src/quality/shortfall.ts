import type { GenerationReport } from '../types.ts';
import type { FlawName } from './item-flaws.ts';

// Shortfalls are never silent: when a set comes out shorter than asked, these turn the
// generator's report into one plain sentence saying why.

/** A report to pass in the options; the generator overwrites every field. */
export function emptyReport(): GenerationReport {
  return { source: 'text', pages: 0, candidates: 0, flawed: 0, unsupported: 0, passed: 0 };
}

/** Adds one removed candidate's flaws to the per-rule tally (QuizOptions.flawLog). */
export function recordFlaws(log: Map<string, number> | undefined, flaws: readonly string[]): void {
  for (const flaw of flaws) log?.set(flaw, (log.get(flaw) ?? 0) + 1);
}

const FLAW_LABELS: Partial<Record<FlawName, string>> = {
  leansOnMissingContext: 'missing context',
  keyInStem: 'key echoed in the stem',
  genericKey: 'generic blank',
  vagueAsk: 'vague or trivial ask',
  aboveOption: 'all/none of the above',
  quietNegative: 'unstressed negative',
  articleCue: 'a/an cue',
  arabicKeyInStem: 'key echoed in the stem',
  arabicOddOneOut: 'key set apart by its form',
  arabicLeansOnContext: 'missing context',
};

/** A rule's name in words ('leansOnMissingContext' → 'missing context'). */
export function flawLabel(name: string): string {
  return (
    FLAW_LABELS[name as FlawName] ??
    name.replace(/\p{Lu}/gu, (c) => ` ${c.toLowerCase()}`).trimStart()
  );
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function listed(parts: string[]): string {
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

export interface Shortfall {
  noun: 'question' | 'card';
  got: number;
  asked: number;
  report: GenerationReport;
  /** Candidates removed by each flaw rule (QuizOptions.flawLog). */
  flaws?: ReadonlyMap<string, number>;
}

/**
 * Why a set has fewer items than asked, in one sentence (undefined when nothing is missing):
 * 'Only 4 questions passed the checks: the text gave 9 candidates; the flaw rules removed 3
 * (missing context 2, generic blank 1) and 2 failed the grounding or structure checks.'
 */
export function explainShortfall({
  noun,
  got,
  asked,
  report,
  flaws,
}: Shortfall): string | undefined {
  if (got >= asked) return undefined;
  const removed: string[] = [];
  if (report.flawed > 0) {
    const byRule = [...(flaws ?? new Map<string, number>())]
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([rule, n]) => `${flawLabel(rule)} ${n}`);
    removed.push(
      `the flaw rules removed ${report.flawed}${byRule.length > 0 ? ` (${byRule.join(', ')})` : ''}`,
    );
  }
  if (report.unsupported > 0)
    removed.push(`${report.unsupported} failed the grounding or structure checks`);
  const repeats = report.passed - got;
  if (repeats > 0) removed.push(`${repeats} repeated another ${noun}'s term, sentence or wording`);

  // One item per page of text is a fair yardstick for a document too short to ask more of.
  const short = report.source === 'text' && report.pages < asked;
  const head = short
    ? `The document is short (${plural(report.pages, 'page')} of text)`
    : `Only ${plural(got, noun)} passed the checks`;
  const from = report.source === 'text' ? 'the text gave' : 'the model wrote';
  const found = `${from} ${plural(report.candidates, 'candidate')}`;
  return `${head}: ${found}${removed.length > 0 ? `; ${listed(removed)}` : ''}.`;
}
