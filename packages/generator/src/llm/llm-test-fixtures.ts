import type { ExtractedDocument } from '../types.ts';
import { askedCount, pagesOf, type ReceivedRequest } from './openai-test-server.ts';

// A lecture and a stand-in "model" for the test server: it answers from the pages it is shown,
// the way a well-behaved LLM would, so tests can then spoil individual items on purpose.

const BODY = [
  [
    'A process is a program in execution with its own address space.',
    'The process control block stores the state, registers and open files of a process.',
    'A context switch saves the state of one process and restores another.',
    'Threads of the same process share code, data and open files.',
  ],
  [
    'The scheduler selects which ready process runs next on the processor.',
    'Round robin scheduling gives each process a fixed time quantum in turn.',
    'Shortest job first minimises the average waiting time but can starve long jobs.',
    'Aging gradually raises the priority of processes that wait for a long time.',
  ],
  [
    'A race condition occurs when the result depends on the order of concurrent accesses.',
    'A critical section is code that accesses shared data and must not run concurrently.',
    'A semaphore is an integer variable accessed only through atomic wait and signal.',
    'A mutex lock protects a critical section by allowing one owner at a time.',
  ],
  [
    'Deadlock requires mutual exclusion, hold and wait, no preemption and circular wait.',
    'The banker algorithm avoids deadlock by checking whether a request leaves a safe state.',
    'A resource allocation graph with a cycle may indicate a deadlock.',
    'Recovery from deadlock can terminate processes or preempt their resources.',
  ],
  [
    'Paging divides physical memory into fixed-size frames and logical memory into pages.',
    'The page table maps each logical page number to a physical frame number.',
    'A translation lookaside buffer caches recent page table entries for fast lookup.',
    'Internal fragmentation wastes space inside the last frame given to a process.',
  ],
  [
    'Virtual memory lets a process run with only part of its pages in memory.',
    'A page fault occurs when a process accesses a page that is not in memory.',
    'The least recently used policy replaces the page unused for the longest time.',
    'Thrashing happens when a system spends more time paging than executing.',
  ],
];

/** Eight pages: a title page, six content pages and a reference page. */
export function lectureDocument(): ExtractedDocument {
  const pages = [
    { number: 1, text: 'CSC 227 Operating Systems\nLecture 3\nDr. Sara Ahmed' },
    ...BODY.map((sentences, i) => ({
      number: i + 2,
      text: `${['Processes', 'Scheduling', 'Synchronisation', 'Deadlocks', 'Paging', 'Virtual Memory'][i]}\n${sentences.join('\n')}`,
    })),
    {
      number: 8,
      text: 'References\nSilberschatz, A. et al. (2018) Operating System Concepts.\nTanenbaum, A. (2014) Modern Operating Systems.',
    },
  ];
  return { kind: 'pdf', pageCount: 8, pages };
}

export const DISTRACTORS = ['zeppelin', 'marmalade', 'trombone'];

/** The word a stand-in quiz item asks for: the sentence's longest word. */
export function keyOf(sentence: string): string {
  const words = sentence.replace(/[.,]/g, '').split(' ');
  return words.reduce((a, b) => (b.length > a.length ? b : a), '');
}

export interface QuizItem {
  page: number;
  evidence: string;
  question: string;
  options: string[];
  answer: string;
}

export interface CardItem {
  page: number;
  evidence: string;
  front: string;
  back: string;
}

/** Sentences of the shown pages not handed out yet, with their page. */
function freshSentences(request: ReceivedRequest, used: Set<string>) {
  return pagesOf(request).flatMap((page) =>
    page.text
      .split('\n')
      .slice(1)
      .filter((sentence) => !used.has(sentence))
      .map((sentence) => ({ page: page.number, sentence })),
  );
}

/** Answers a quiz request with as many good items as asked, never repeating a sentence. */
export function goodQuizItems(request: ReceivedRequest, used: Set<string>): QuizItem[] {
  return freshSentences(request, used)
    .slice(0, askedCount(request))
    .map(({ page, sentence }) => {
      used.add(sentence);
      const key = keyOf(sentence);
      return {
        page,
        evidence: sentence,
        question: `Which word completes the statement "${sentence.replace(key, '_____')}"?`,
        options: [key, ...DISTRACTORS],
        answer: 'A',
      };
    });
}

export function goodCards(request: ReceivedRequest, used: Set<string>): CardItem[] {
  return freshSentences(request, used)
    .slice(0, askedCount(request))
    .map(({ page, sentence }) => {
      used.add(sentence);
      const front = `Complete: ${sentence.replace(keyOf(sentence), '_____')}`;
      return { page, evidence: sentence, front, back: sentence };
    });
}

export const json = (items: unknown[]) => ({ content: JSON.stringify({ items }) });
