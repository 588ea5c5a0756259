import { setTimeout as sleep } from 'node:timers/promises';
import { keyOf } from '../llm/llm-test-fixtures.ts';
import {
  askedCount,
  pagesOf,
  startOpenAiTestServer,
  type OpenAiTestServer,
  type ReceivedRequest,
} from '../llm/openai-test-server.ts';
import type { SourceFile } from '../types.ts';

// Plain-text lecture files and an OpenAI-compatible stand-in that answers from them, tagged
// with a marker word so a test can tell which task a request or a result belongs to. The facts
// make items that pass the item-writing-flaw rules, so no task needs a second round.

const FACTS = [
  'a process is a program in execution with its own address space.',
  'the scheduler selects which ready process runs next on the processor.',
  'round robin scheduling gives each process a fixed time quantum in turn.',
  'a semaphore is an integer variable accessed only through atomic operations.',
  'deadlock requires mutual exclusion, hold and wait, no preemption and circular wait.',
  'the MMU maps each logical page number to a physical frame number.',
  'a translation lookaside buffer caches recent page mappings.',
  'a page fault occurs when a program touches a page that is not resident.',
  'thrashing happens when a system spends more time paging than executing.',
  'a mutex lock protects a critical section by allowing one owner at a time.',
];

export function lectureFile(marker: string): SourceFile {
  const text = `Lecture notes\n\n${FACTS.map((fact) => `In the ${marker} course, ${fact}`).join('\n\n')}\n`;
  return { bytes: new TextEncoder().encode(text), fileName: `${marker}.txt` };
}

export function markerOf(request: ReceivedRequest): string {
  return /In the (\w+) course/.exec(pagesOf(request)[0]?.text ?? '')?.[1] ?? '';
}

export interface StandIn {
  server: OpenAiTestServer;
  /** Markers in the order their requests arrived. */
  arrivals: string[];
  maxInFlight(): number;
}

/** Answers each request with good quiz items after a delay; marker "hang" never answers. */
export async function startStandIn(
  delayMs: number | ((marker: string) => number) = 0,
): Promise<StandIn> {
  const arrivals: string[] = [];
  const used = new Set<string>();
  let inFlight = 0;
  let maxInFlight = 0;
  const server = await startOpenAiTestServer(async (request) => {
    const marker = markerOf(request);
    arrivals.push(marker);
    if (marker === 'hang') return 'hang';
    if (marker === 'denied') return { status: 401, body: { error: { message: 'bad key' } } };
    maxInFlight = Math.max(maxInFlight, ++inFlight);
    await sleep(typeof delayMs === 'number' ? delayMs : delayMs(marker));
    inFlight--;
    const sentences = pagesOf(request).flatMap((page) =>
      page.text
        .split(/(?<=\.)\s+/)
        .filter((s) => s.startsWith('In the') && !used.has(s))
        .map((sentence) => ({ page: page.number, sentence })),
    );
    const items = sentences.slice(0, askedCount(request)).map(({ page, sentence }) => {
      used.add(sentence);
      const key = keyOf(sentence);
      return {
        page,
        evidence: sentence,
        question: `Which word completes "${sentence.replace(key, '_____')}"?`,
        options: [key, 'zeppelin', 'marmalade', 'trombone'],
        answer: 'A',
      };
    });
    return { content: JSON.stringify({ items }) };
  });
  return { server, arrivals, maxInFlight: () => maxInFlight };
}

export async function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}
