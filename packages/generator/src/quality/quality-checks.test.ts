import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '@halaqa/shared/generation';
import {
  checkQuizItem,
  containsPhrase,
  findDuplicates,
  findEvidence,
  isVariant,
  normalizeForMatch,
  pageSentences,
  structureProblems,
} from './quality-checks.ts';
import { answerPositions, cardGrounded, checkFlashcards, optionBalance } from './set-checks.ts';

const page = `Organelles
• Mitochondria: organelles that produce ATP through cellular respiration.
• Ribosomes: molecular machines that assemble proteins from amino
acids. Lysosomes digest worn-out organelles with hydro-
lytic enzymes.`;

function item(
  question: string,
  options: [string, string, string, string],
  answerIndex = 0,
): QuizQuestion {
  return { question, options, answerIndex, page: 1 };
}

describe('matching text', () => {
  it('joins words broken across lines and ignores case and quote styles', () => {
    expect(normalizeForMatch('Hydro-\nlytic  “Enzymes”')).toBe('hydrolytic "enzymes"');
    expect(containsPhrase(page, 'hydrolytic enzymes')).toBe(true);
    expect(containsPhrase(page, 'amino acids')).toBe(true);
  });

  it('matches whole words only', () => {
    expect(containsPhrase(page, 'ATP')).toBe(true);
    expect(containsPhrase(page, 'organ')).toBe(false);
    expect(containsPhrase(page, 'cell')).toBe(false);
  });

  it('finds an Arabic word with a one-letter conjunction or preposition written onto it', () => {
    const arabic = 'وأهداف متوسطة المدى ويستغرق تنفيذها فترات أقل بالأهداف العامة';
    expect(containsPhrase(arabic, 'أهداف متوسطة المدى')).toBe(true);
    expect(containsPhrase(arabic, 'الأهداف العامة')).toBe(true);
    // Not any letter, and not before a single word without the article: 'تنفيذها' holds no
    // 'نفيذها', 'فترات' no 'ترات', 'وحدة' no 'حدة'.
    expect(containsPhrase(arabic, 'نفيذها')).toBe(false);
    expect(containsPhrase(arabic, 'ترات')).toBe(false);
    expect(containsPhrase('وحدة القياس', 'حدة')).toBe(false);
    // Latin words keep their edges ('vector' is not in 'bvector').
    expect(containsPhrase('a bvector', 'vector')).toBe(false);
  });

  it('treats plurals, spellings and contained words as variants of one answer', () => {
    expect(isVariant('Ribosome', 'ribosomes')).toBe(true);
    expect(isVariant('behaviour', 'behavior')).toBe(true);
    expect(isVariant('cell membrane', 'membrane')).toBe(true);
    expect(isVariant('mitochondria', 'ribosomes')).toBe(false);
    expect(isVariant('outer ear', 'middle ear')).toBe(false);
    // One named thing under two heads: the same distribution, not a rival.
    expect(isVariant('Breit-Wigner distribution', 'Breit-Wigner function')).toBe(true);
    expect(isVariant('delta function', 'delta distribution')).toBe(true);
    expect(isVariant('Fourier transform', 'Fourier series')).toBe(false);
    expect(isVariant('snob effect', 'bandwagon effect')).toBe(false);
    // Few letters apart, but another abbreviation names another thing.
    expect(isVariant('IR spectroscopy', 'NMR spectroscopy')).toBe(false);
    expect(isVariant('DNA polymerase', 'RNA polymerase')).toBe(false);
    expect(isVariant('IR spectroscopy', 'IR spectroscopies')).toBe(true);
  });
});

describe('quiz item checks', () => {
  it('accepts a well-formed question and reports the structural faults of bad ones', () => {
    expect(
      structureProblems(
        item('Which organelle produces ATP in the cell?', [
          'Mitochondria',
          'Ribosomes',
          'Lysosomes',
          'Nucleus',
        ]),
      ),
    ).toEqual([]);
    expect(structureProblems(item('ATP?', ['A', 'B', 'C', 'D']))).toContain(
      'question shorter than 5 words',
    );
    expect(
      structureProblems(
        item('Which organelle produces ATP in the cell', [
          'Mitochondria',
          'Ribosomes',
          'Lysosomes',
          'Nucleus',
        ]),
      ),
    ).toContain('question neither ends in "?" nor holds one blank');
    expect(
      structureProblems(
        item('Which organelle produces ATP in the cell?', [
          'Mitochondria',
          'mitochondria',
          'Lysosomes',
          'Nucleus',
        ]),
      ),
    ).toContain('options not distinct');
    expect(
      structureProblems(
        item('The ______ produce ATP through cellular respiration.', [
          'Mitochondria',
          'Ribosomes',
          'Lysosomes',
          'None of the above',
        ]),
      ),
    ).toContain('"all/none of the above" option');
  });

  it('finds the answer on the page and the sentence the question was made from', () => {
    const q = item(
      'Which term is defined as molecular machines that assemble proteins from amino acids?',
      ['Lysosomes', 'Ribosomes', 'Mitochondria', 'Golgi apparatus'],
      1,
    );
    expect(findEvidence(q.question, 'Ribosomes', page)).toBe(
      'Ribosomes: molecular machines that assemble proteins from amino acids.',
    );
    const report = checkQuizItem(q, page);
    expect(report.grounded).toBe(true);
    expect(report.badDistractors).toEqual([]);
  });

  it('flags an answer missing from the page and distractors that are also right', () => {
    const ungrounded = item('The ______ assemble proteins from amino acids.', [
      'Centrioles',
      'Lysosomes',
      'Vacuoles',
      'Nucleus',
    ]);
    expect(checkQuizItem(ungrounded, page).grounded).toBe(false);
    const twoKeys = item('Which organelles digest worn-out organelles with enzymes?', [
      'Lysosomes',
      'hydrolytic enzymes',
      'Lysosome',
      'Ribosomes',
    ]);
    expect(checkQuizItem(twoKeys, page).badDistractors).toEqual(['hydrolytic enzymes', 'Lysosome']);
  });

  it('grounds a NOT question the other way round: the wrong options on the page, the key not', () => {
    const list = 'Mitochondria\nRibosomes\nLysosomes';
    const good = item('Which of the following is NOT listed under “Organelles”?', [
      'Chloroplasts',
      'Mitochondria',
      'Ribosomes',
      'Lysosomes',
    ]);
    expect(checkQuizItem(good, page, list)).toMatchObject({ grounded: true, badDistractors: [] });
    // The key is one of the listed ones: the question would have no right answer.
    const listedKey = item('Which of the following is NOT listed under “Organelles”?', [
      'Ribosomes',
      'Mitochondria',
      'Chloroplasts',
      'Lysosomes',
    ]);
    const report = checkQuizItem(listedKey, page, list);
    expect(report.grounded).toBe(false);
    // A wrong option that is not listed either would be right too.
    expect(report.badDistractors).toEqual(['Chloroplasts']);
    // Unstressed 'not' is no NOT question: the key must be on the page as usual.
    const quiet = item('Which of the following is not listed under “Organelles”?', [
      'Chloroplasts',
      'Mitochondria',
      'Ribosomes',
      'Lysosomes',
    ]);
    expect(checkQuizItem(quiet, page).grounded).toBe(false);
  });

  it('finds duplicate and near-duplicate questions', () => {
    const duplicates = findDuplicates([
      'Which organelle produces ATP through cellular respiration?',
      'Which organelles assemble proteins from amino acids?',
      'Which organelle produces ATP by cellular respiration?',
    ]);
    expect(duplicates).toEqual([undefined, undefined, 0]);
  });
});

describe('set checks', () => {
  const quiz = [
    item(
      'Which organelle produces ATP in the cell?',
      ['Mitochondria', 'Ribosomes', 'Lysosomes', 'Nucleus'],
      0,
    ),
    item(
      'Which organelle assembles proteins in the cell?',
      ['Golgi', 'Ribosomes', 'Lysosomes', 'Nucleus'],
      1,
    ),
    item(
      'Which organelle digests old organelles?',
      ['Golgi', 'Ribosomes', 'Lysosomes of animal cells', 'Nucleus'],
      2,
    ),
  ];

  it('measures how often the key is the longest option and its length against the distractors', () => {
    const balance = optionBalance(quiz);
    expect(balance.keyLongestShare).toBeCloseTo(2 / 3);
    expect(balance.unbalanced).toBe(1);
    expect(balance.meanKeyRatio).toBeGreaterThan(1);
  });

  it('counts answer positions', () => {
    expect(answerPositions(quiz)).toEqual([1, 1, 1, 0]);
  });

  it('checks that flashcard backs come from the cited page', () => {
    const reports = checkFlashcards(
      [
        {
          front: 'What are ribosomes?',
          back: 'Molecular machines that assemble proteins from amino acids.',
          page: 1,
        },
        { front: 'What are centrioles?', back: 'Barrels of microtubules.', page: 1 },
      ],
      () => page,
    );
    expect(reports.map((r) => r.grounded)).toEqual([true, false]);
  });
});

describe('checks on slide and Arabic text', () => {
  it('reads a spaced dash as a separator and a hyphen after a number as the end of a numbering', () => {
    expect(
      containsPhrase('Positive punishment - presenting aversive stimuli', 'Positive punishment'),
    ).toBe(true);
    expect(containsPhrase('10- التقييم والمتابعة المستمرة', 'التقييم')).toBe(true);
    // A hyphen broken over a line still joins its word.
    expect(containsPhrase('hydro-\nlytic enzymes', 'hydrolytic')).toBe(true);
  });

  it('accepts an Arabic question mark and splits Arabic lines and numbered items into sentences', () => {
    expect(
      structureProblems(item('أي المصطلحات التالية يطابق هذا التعريف؟', ['أ', 'ب', 'ج', 'د'])),
    ).toEqual([]);
    expect(
      pageSentences('عنوان الشريحة\n7-ساعد إنشاء الكليات عام 1865.\n8-في عام 1866 ظهر مصطلح جديد.'),
    ).toEqual(['عنوان الشريحة', 'ساعد إنشاء الكليات عام 1865.', 'في عام 1866 ظهر مصطلح جديد.']);
    expect(
      pageSentences('fork(), new process system call\nexeclp(), replaces the clone.'),
    ).toHaveLength(2);
  });

  it('grounds a list card item by item, and no further', () => {
    const slide = 'Methods in psychology\nCase studies\nIntrospection\nInterviews';
    expect(cardGrounded(slide, 'Case studies; Introspection; Interviews.')).toBe(true);
    expect(cardGrounded(slide, 'Case studies; Hypnosis.')).toBe(false);
    expect(
      cardGrounded('مجالات العمل\nقضايا الشباب\nقضايا المرأة', 'قضايا الشباب؛ قضايا المرأة.'),
    ).toBe(true);
  });
});
