import { describe, expect, it } from 'vitest';
import type { Flashcard, QuizQuestion } from './generation.ts';
import {
  formatFlashcards,
  formatQuiz,
  parseFlashcards,
  parseQuiz,
  stripOptionLetters,
} from './generation-formats.ts';

const questions: QuizQuestion[] = [
  {
    question: 'Which scheduling algorithm can starve long jobs?',
    options: ['Shortest job first', 'Round robin', 'First come, first served', 'Lottery'],
    answerIndex: 0,
    page: 3,
  },
  {
    question: 'What does the TLB cache?',
    options: ['Disk blocks', 'Page table entries', 'Inodes', 'Socket buffers'],
    answerIndex: 1,
    page: 7,
  },
  {
    question: 'A - B testing compares two variants of what?',
    options: ['A - B testing', 'a design', '(c) none', 'D-Day'],
    answerIndex: 3,
  },
];

const cards: Flashcard[] = [
  {
    front: 'Deadlock',
    back: 'A set of processes each waiting for a resource held by another.',
    page: 2,
  },
  { front: 'What is a semaphore?', back: 'An integer counter with atomic wait and signal.' },
];

const withoutPages = <T extends { page?: number }>(items: T[]) =>
  items.map(({ page: _page, ...rest }) => rest);

describe('quiz text format', () => {
  it('writes the spec layout: question, four plain options, Answer letter, blank line between', () => {
    expect(formatQuiz(questions.slice(0, 2))).toBe(
      [
        'Which scheduling algorithm can starve long jobs?',
        'Shortest job first',
        'Round robin',
        'First come, first served',
        'Lottery',
        'Answer: A',
        '',
        'What does the TLB cache?',
        'Disk blocks',
        'Page table entries',
        'Inodes',
        'Socket buffers',
        'Answer: B',
      ].join('\n'),
    );
  });

  it('round-trips every question except the page, even options that look lettered', () => {
    expect(parseQuiz(formatQuiz(questions))).toEqual(withoutPages(questions));
  });

  it('keeps each field on one line so embedded line breaks cannot split a block', () => {
    const text = formatQuiz([
      { question: 'Two\nlines?', options: ['a\r\nb', 'c', 'd', 'e'], answerIndex: 2 },
    ]);
    expect(text.split('\n')).toHaveLength(6);
    expect(parseQuiz(text)).toEqual([
      { question: 'Two lines?', options: ['a b', 'c', 'd', 'e'], answerIndex: 2 },
    ]);
  });

  it('reads messy model output: CRLF, extra blank lines, lettered options, answer variants', () => {
    const messy = [
      '',
      '',
      '1. What is the capital of France?   ',
      'A) Paris',
      'B) Lyon',
      'C) Nice',
      'D) Lille',
      'Answer: a',
      '',
      '',
      '',
      'Which gas do plants absorb?',
      '',
      'a. Oxygen',
      'b. Carbon dioxide  ',
      'c. Nitrogen',
      'd. Helium',
      'Answer: B) Carbon dioxide',
      '',
      'Q3: Which is a prime number?',
      '(a) 4',
      '(b) 6',
      '(c) 7',
      '(d) 9',
      'answer:   (c)',
      '',
      'Which layer routes packets?',
      'A - Network',
      'B - Transport',
      'C - Session',
      'D - Physical',
      '**Answer:** A',
      '',
      'Which planet is largest?',
      'A. Mars',
      'B. Jupiter',
      'C. Venus',
      'D. Earth',
      'Correct answer: Jupiter',
    ].join('\r\n');
    expect(parseQuiz(messy)).toEqual([
      {
        question: 'What is the capital of France?',
        options: ['Paris', 'Lyon', 'Nice', 'Lille'],
        answerIndex: 0,
      },
      {
        question: 'Which gas do plants absorb?',
        options: ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Helium'],
        answerIndex: 1,
      },
      { question: 'Which is a prime number?', options: ['4', '6', '7', '9'], answerIndex: 2 },
      {
        question: 'Which layer routes packets?',
        options: ['Network', 'Transport', 'Session', 'Physical'],
        answerIndex: 0,
      },
      {
        question: 'Which planet is largest?',
        options: ['Mars', 'Jupiter', 'Venus', 'Earth'],
        answerIndex: 1,
      },
    ]);
  });

  it('skips invalid blocks and keeps the valid ones around them', () => {
    const text = [
      'A block with only three options?',
      'one',
      'two',
      'three',
      'Answer: A',
      '',
      'A block that never states its answer',
      'w',
      'x',
      'y',
      'z',
      '',
      'Valid one?',
      'w',
      'x',
      'y',
      'z',
      'Answer: D',
      '',
      'Answer letter out of range?',
      'w',
      'x',
      'y',
      'z',
      'Answer: E',
      '',
      'Duplicate options?',
      'same',
      'Same',
      'y',
      'z',
      'Answer: A',
    ].join('\n');
    expect(parseQuiz(text)).toEqual([
      { question: 'Valid one?', options: ['w', 'x', 'y', 'z'], answerIndex: 3 },
    ]);
  });

  it('returns an empty list for text with no quiz in it', () => {
    expect(parseQuiz('')).toEqual([]);
    expect(parseQuiz('Sorry, I cannot help with that.')).toEqual([]);
  });
});

describe('flashcard text format', () => {
  it('writes Front/Back pairs separated by a blank line', () => {
    expect(formatFlashcards(cards)).toBe(
      'Front: Deadlock\nBack: A set of processes each waiting for a resource held by another.\n\n' +
        'Front: What is a semaphore?\nBack: An integer counter with atomic wait and signal.',
    );
  });

  it('round-trips every card except the page', () => {
    expect(parseFlashcards(formatFlashcards(cards))).toEqual(withoutPages(cards));
  });

  it('reads messy input and skips cards missing a side', () => {
    const messy = [
      '',
      'front:   Mitosis  ',
      'Back: Division of a cell into two',
      'identical daughter cells.',
      '',
      '',
      'Back: Orphan back with no front',
      '',
      'Front: Orphan front with no back',
      '**Front:** Osmosis',
      '',
      '**Back:** Diffusion of water across a membrane.',
      'Front: Enzyme',
      'Back: A biological catalyst.   ',
    ].join('\r\n');
    expect(parseFlashcards(messy)).toEqual([
      { front: 'Mitosis', back: 'Division of a cell into two identical daughter cells.' },
      { front: 'Osmosis', back: 'Diffusion of water across a membrane.' },
      { front: 'Enzyme', back: 'A biological catalyst.' },
    ]);
  });
});

describe('stripOptionLetters', () => {
  it('strips letters only when most options carry their own letter', () => {
    expect(stripOptionLetters(['A) x', 'B) y', 'C) z', 'w'])).toEqual(['x', 'y', 'z', 'w']);
    expect(stripOptionLetters(['A - B testing', 'x', 'y', 'z'])).toEqual([
      'A - B testing',
      'x',
      'y',
      'z',
    ]);
    expect(stripOptionLetters(['B) x', 'A) y', 'C) z', 'D) w'])).toEqual([
      'B) x',
      'A) y',
      'C) z',
      'D) w',
    ]);
  });
});
