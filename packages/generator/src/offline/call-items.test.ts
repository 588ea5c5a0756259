import { describe, expect, it } from 'vitest';
import { containsPhrase } from '../quality/quality-checks.ts';
import type { Difficulty } from '../types.ts';
import { acronymNameItems } from './acronym-items.ts';
import { callCards, callItems, describedCalls } from './call-items.ts';
import { definitionCards } from './definition-items.ts';
import { labelledCards } from './labelled-items.ts';
import { createOfflineGenerator } from './offline-generator.ts';
import {
  documentOf,
  expectCardInvariants,
  expectQuizInvariants,
  pageOf,
  contextOf,
} from './test-invariants.ts';

// A code-heavy deck: the slides say in words what five calls do, the rest is code.
const deck = documentOf([
  `System calls
• fork(): creates a new process by cloning
• wait() = suspends until its child terminates.
• getppid() = get parent PID
• fflush() = flushes the user-space buffers.`,
  `Replacing the program
• execlp(), replaces the clone with a new program.
• The Process Control Block (PCB) keeps the state of every process.`,
  `01-fork
#include <stdio.h>
void main(void) {
if (fork() == 0) {
printf("child %d", getpid());
sleep(1);
} else {
wait(NULL);
printf("parent");
sleep(2);
strcpy(buffer, name);
strcpy(copy, buffer);
}`,
  `Scheduling
The Long Term Scheduler admits new jobs into the ready queue of the Operating System.
The Short Term Scheduler picks the next process from the Ready Queue for the CPU.
Interprocess Communication lets processes exchange data through Shared Memory.
A short term scheduler runs often, and interprocess communication may use shared memory.`,
]);

describe('calls the slides describe', () => {
  it('reads each call with what it does, in the form that reads best as a question', () => {
    const calls = describedCalls(contextOf(deck));
    expect(calls.map((c) => [c.name, c.text, c.shape])).toEqual([
      ['fork', 'creates a new process by cloning', 'does'],
      ['wait', 'suspends until its child terminates', 'does'],
      ['getppid', 'get parent PID', 'do'],
      ['fflush', 'flushes the user-space buffers', 'does'],
      ['execlp', 'replaces the clone with a new program', 'does'],
    ]);
  });

  it('asks which call does what, with other calls of the deck as wrong options', () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const items = callItems(contextOf(deck, difficulty));
      const fork = items.find((i) => i.answer === 'fork()');
      expect(fork?.question).toBe('Which call creates a new process by cloning?');
      expect(items.find((i) => i.answer === 'getppid()')?.question).toBe(
        'Which call would you use to get parent PID?',
      );
      for (const item of items) {
        expect(item.distractors).not.toContain(item.answer);
        for (const wrong of item.distractors) {
          expect(wrong).toMatch(/^[a-z_]\w*\(\)$/);
          expect(containsPhrase(item.evidence, wrong)).toBe(false);
        }
        // getpid() and getppid() differ by a letter: never options of one item.
        expect(item.distractors.includes('getpid()') && item.answer === 'getppid()').toBe(false);
      }
    }
  });

  it('draws the described calls for hard and the calls the code merely uses for easy', () => {
    const described = new Set(['fork()', 'wait()', 'getppid()', 'fflush()', 'execlp()']);
    const share = (difficulty: Difficulty) => {
      const wrong = callItems(contextOf(deck, difficulty)).flatMap((i) => i.distractors);
      return wrong.filter((w) => described.has(w)).length / wrong.length;
    };
    expect(share('hard')).toBeGreaterThan(share('easy'));
  });

  it('turns each call into a card on what it does', () => {
    const cards = callCards(contextOf(deck));
    expect(cards.find((c) => c.front === 'What does fork() do?')?.back).toBe(
      'Creates a new process by cloning.',
    );
    for (const card of cards)
      expect(containsPhrase(pageOf(deck, card.page), card.back.replace(/\.$/, ''))).toBe(true);
  });

  it('spells out an abbreviation among the names of the deck when few others are spelled out', () => {
    const items = acronymNameItems(contextOf(deck));
    const pcb = items.find((i) => i.question === 'What does PCB stand for?');
    expect(pcb?.answer).toBe('Process Control Block');
    for (const wrong of pcb?.distractors ?? []) expect(wrong.charAt(0)).not.toBe('P');
  });

  it('writes an expansion the slide shows in capitals in the case of the other options', () => {
    const slides = documentOf([
      `CONSTRAINT SATISFACTION PROBLEMS (CSP)
A CSP is defined by a set of variables, each with a domain of possible values.
Hard constraints must hold; hard constraints rule out assignments.`,
      `Search strategies
Forward checking keeps track of remaining legal values; forward checking detects failure early.
Arc consistency propagates constraints; arc consistency is stronger than forward checking.`,
      `Ordering heuristics
Minimum remaining values picks the most constrained variable; minimum remaining values fails first.
Least constraining value leaves the most choices; least constraining value is used for values.`,
    ]);
    const csp = acronymNameItems(contextOf(slides)).find(
      (i) => i.question === 'What does CSP stand for?',
    );
    expect(csp?.answer).toBe('Constraint Satisfaction Problems');
    expect(containsPhrase(pageOf(slides, csp?.page ?? 0), csp?.answer ?? '-')).toBe(true);
    // … and so does its card.
    const card = definitionCards(contextOf(slides)).find(
      (c) => c.front === 'What does CSP stand for?',
    );
    expect(card?.back).toBe('Constraint Satisfaction Problems.');
  });

  it('keeps both invariants in the generator output', async () => {
    const generator = createOfflineGenerator();
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const quiz = await generator.quiz(deck, { count: 5, difficulty });
      expect(quiz).toHaveLength(5);
      expectQuizInvariants(quiz, deck);
    }
    expectCardInvariants(await generator.flashcards(deck, { count: 5 }), deck);
  });
});

describe('call cards beside labelled statements', () => {
  it('have ids of their own, so neither crowds the other out', () => {
    const ctx = contextOf(
      documentOf([
        `System calls
• fork(): creates a new process by cloning
• wait() = suspends until its child terminates.`,
        `Android processes
• Foreground Processes: with a user interface for videos and images.
• Background Processes: with a service with no user interface and a small footprint.`,
      ]),
    );
    const calls = callCards(ctx).map((c) => c.sentenceId);
    const labelled = labelledCards(ctx).map((c) => c.sentenceId);
    expect(calls.length).toBeGreaterThan(0);
    expect(labelled.length).toBeGreaterThan(0);
    expect(calls.filter((id) => labelled.includes(id))).toEqual([]);
  });
});
