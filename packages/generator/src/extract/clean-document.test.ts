import { GENERATION_MESSAGES } from '@halaqa/shared/generation';
import { describe, expect, test } from 'vitest';
import { cleanDocument } from './clean-document.ts';
import type { RawDocument, RawLine, RawPage } from './raw-document.ts';

/** A PDF line at `top` points from the top of an A4 page, 11 pt unless told otherwise. */
function line(text: string, top: number, box: { x0?: number; x1?: number; size?: number } = {}) {
  const fontSize = box.size ?? 11;
  const x0 = box.x0 ?? 72;
  return { text, box: { x0, x1: box.x1 ?? x0 + text.length * fontSize * 0.5, top, fontSize } };
}

function pdf(pages: RawLine[][], size: [number, number] = [595, 842]): RawDocument {
  const raw: RawPage[] = pages.map((lines, index) => ({
    number: index + 1,
    lines,
    width: size[0],
    height: size[1],
  }));
  return { kind: 'pdf', pageCount: pages.length, pagesRead: pages.length, pages: raw };
}

const texts = (raw: RawDocument) => cleanDocument(raw).pages.map((page) => page.text);
const IDEAS = [
  'Cells divide',
  'Genes mutate',
  'Plants grow',
  'Rivers erode',
  'Stars burn',
  'Ice melts',
];
const body = (n: number) => line(`${IDEAS[n % IDEAS.length]} for reasons this page explains.`, 400);

describe('headers, footers and page numbers', () => {
  test('a footer repeated on half the pages goes, digits aside; a rarer one stays', () => {
    const pages = [1, 2, 3, 4, 5, 6].map((n) => [
      line(`Lecture 3 - updated 2024-03-0${n}`, 40, { size: 8 }),
      body(n),
      ...(n <= 2 ? [line('Draft - do not share', 820, { size: 8 })] : []),
    ]);
    expect(texts(pdf(pages))[0]).toBe(`${body(1).text}\nDraft - do not share`);
  });

  test.each(['7', '7 / 40', 'Page 7', 'Page 7 of 40', '- 7 -', 'vii', '7 | P a g e', '٧'])(
    'a line that is only the page number %j goes',
    (number) => {
      expect(texts(pdf([[body(1), line(number, 810)]]))).toEqual([body(1).text]);
    },
  );

  test('a number in the body, or a short line in the footer band with words, stays', () => {
    const page = [line('42', 400), line('Chapter 3', 810)];
    expect(texts(pdf([page, [body(2)]]))[0]).toBe('42\nChapter 3');
  });

  test('running heads that carry the page number go even though their titles change', () => {
    const heads = ['INTRODUCTION', 'INTRODUCTION', 'FOURIER SERIES', 'FOURIER SERIES'];
    const pages = heads.map((head, index) => [
      line(index % 2 ? `${head} ${index + 11}` : `${index + 11} ${head}`, 40),
      body(index),
    ]);
    expect(texts(pdf(pages))).toEqual(pages.map((page) => page[1]!.text));
  });

  test('a slide title in the top band is kept even when it repeats', () => {
    const slide = (n: number) => [
      line('Photosynthesis', 30, { size: 28 }),
      line(`Step ${n} of the light reactions happens in the thylakoid`, 200, { size: 18 }),
    ];
    const result = texts(pdf([slide(1), slide(2), slide(3)], [842, 595]));
    expect(result.every((text) => text.startsWith('Photosynthesis\n'))).toBe(true);
  });
});

describe('tables of contents', () => {
  const entry = (title: string, page: number, top: number) =>
    line(`${title} . . . . . . . . . . . . . ${page}`, top);

  test('a page of dotted-leader entries goes, and the page numbers of the rest stay', () => {
    const toc = [entry('1 Cells', 3, 100), entry('2 Tissues', 5, 120), entry('3 Organs', 8, 140)];
    const result = cleanDocument(pdf([[body(1)], [...toc, entry('4 Systems', 9, 160)], [body(3)]]));
    expect(result.pages.map((page) => page.number)).toEqual([1, 3]);
  });

  test('entries without leaders under a "Contents" title go, the cover above them stays', () => {
    const page = [
      line('Introduction to Environmental Policy', 100),
      line('Contents', 140),
      line('What is policy? 4', 160),
      line('Why do we need environmental policy? 4', 180),
      line('Policy characteristics 8', 200),
    ];
    expect(texts(pdf([page, [body(2)]]))[0]).toBe('Introduction to Environmental Policy');
  });

  test('a table whose rows end in numbers is not a table of contents', () => {
    const rows = ['Sodium 23', 'Potassium 39', 'Calcium 40', 'Iron 56'].map((row, index) =>
      line(row, 100 + index * 20),
    );
    const text = line('Atomic masses of the common elements are listed below.', 60, { x1: 520 });
    expect(texts(pdf([[text, ...rows]]))[0]).toBe(
      `${text.text}\nSodium 23\nPotassium 39\nCalcium 40\nIron 56`,
    );
  });
});

describe('joining lines', () => {
  const full = { x1: 520 };

  test('a hyphenated break is mended unless the hyphenated word is used elsewhere', () => {
    const page = [
      line('The cell membrane controls what enters the cell, a kind of self-', 100, full),
      line('control that is vital. Its recog-', 114, { x1: 300 }),
      line('nition of signals uses receptors. Such self-control is typical.', 128, full),
    ];
    const titled = [line('Membranes', 80, { size: 16 }), ...page];
    expect(texts(pdf([titled]))[0]).toBe(
      'Membranes\nThe cell membrane controls what enters the cell, a kind of self-control that is ' +
        'vital. Its recognition of signals uses receptors. Such self-control is typical.',
    );
  });

  test('a word whose last letter was set apart is mended when it is a word of English', () => {
    const page = [
      line('Psychology', 80, { size: 16 }),
      line('Until 1879 psychology was in fact par t of philosophy.', 100, full),
      line('Vitamin c and type b cells are no par t of learning theor y.', 114, full),
      line('The transform of f is the n-th term for m and the n terms.', 128, full),
    ];
    expect(texts(pdf([page]))[0]).toBe(
      'Psychology\nUntil 1879 psychology was in fact part of philosophy.\n' +
        'Vitamin c and type b cells are no part of learning theory.\n' +
        'The transform of f is the n-th term for m and the n terms.',
    );
  });

  test('a ligature the PDF dropped is put back only where the document never writes it', () => {
    const page = [
      line('SOFT CONSTRAINTS', 80, { size: 16 }),
      line('Oen these problems are huge; aer a while the search le the root.', 100, full),
      line('Some courses dene terms rst and then the denition of the next ones.', 114, full),
    ];
    // 'ft' is never written in lower case ('SOFT' is a title in capitals); 'fi' is, in 'first'.
    const written = [...page, line('The first step finds the variables.', 128, full)];
    expect(texts(pdf([written]))[0]).toBe(
      'SOFT CONSTRAINTS\nOften these problems are huge; after a while the search le the root.\n' +
        'Some courses dene terms rst and then the denition of the next ones.\n' +
        'The first step finds the variables.',
    );
    // Without it, 'fi' was lost too: 'define' and 'definition', 'first'.
    expect(texts(pdf([page]))[0]).toContain(
      'Some courses define terms first and then the definition of the next ones.',
    );
    // A Word file keeps its text as written.
    expect(cleanDocument({ ...pdf([page]), kind: 'docx' }).pages[0]?.text).toContain('Oen these');
  });

  test('a line that ends a sentence, a bullet, a numbered item or a new font starts anew', () => {
    const page = [
      line('Osmosis moves water across a membrane', 100, full),
      line('towards the side with more solute.', 114, full),
      line('It needs no energy', 128, full),
      line('• Diffusion spreads particles', 142, full),
      line('2. Active transport uses ATP', 156, full),
      line('Transport proteins', 170, { ...full, size: 16 }),
    ];
    expect(texts(pdf([page]))[0]).toBe(
      'Osmosis moves water across a membrane towards the side with more solute.\n' +
        'It needs no energy\n• Diffusion spreads particles\n2. Active transport uses ATP\n' +
        'Transport proteins',
    );
  });

  test('a short line or a paragraph gap stops a join', () => {
    const page = [
      line('Mitosis', 100, { x1: 140 }),
      line('produces two cells with the same chromosomes as the parent cell', 114, full),
      line('and is used for growth and repair', 160, full),
    ];
    expect(texts(pdf([page]))[0]).toBe(
      'Mitosis\nproduces two cells with the same chromosomes as the parent cell\n' +
        'and is used for growth and repair',
    );
  });

  test('on slides, a capitalised line after a full one is the next item', () => {
    const slide = [
      line('Course information and contact details for students', 100, { x1: 700 }),
      line('Office hours on Fridays', 114, { x1: 500 }),
      line('Lecture times are listed in the', 128, { x1: 700 }),
      line('timetable of the faculty', 142, { x1: 400 }),
    ];
    expect(texts(pdf([slide], [842, 595]))[0]).toBe(
      'Course information and contact details for students\nOffice hours on Fridays\n' +
        'Lecture times are listed in the timetable of the faculty',
    );
  });

  test('on slides, a capitalised line goes on with a name the document writes on one line', () => {
    const slide = [
      line('Solve it by Iterative Elimination of Strictly Dominated Strategies', 100, { x1: 700 }),
      line('E.g. Iterative Elimination of Strictly', 114, { x1: 700 }),
      line('Dominated Strategies requires common knowledge.', 128, { x1: 500 }),
      line('True False False', 142, { x1: 700 }),
      line('False True False', 156, { x1: 700 }),
    ];
    expect(texts(pdf([slide], [842, 595]))[0]).toBe(
      'Solve it by Iterative Elimination of Strictly Dominated Strategies\n' +
        'E.g. Iterative Elimination of Strictly Dominated Strategies requires common knowledge.\n' +
        'True False False\nFalse True False',
    );
  });

  test('right-to-left lines wrap at the left edge', () => {
    const rtl = (text: string, top: number, x0: number) => ({
      text,
      box: { x0, x1: 520, top, fontSize: 11, rtl: true },
    });
    const page = [
      rtl('عرف الإرشاد الزراعي كممارسات تطبيقية بداية، ثم اتجه إلى الفلسفة', 100, 75),
      rtl('والتنظير.', 114, 450),
      rtl('ظهور أول تنظيم للإرشاد', 128, 300),
    ];
    expect(texts(pdf([page]))[0]).toBe(
      'عرف الإرشاد الزراعي كممارسات تطبيقية بداية، ثم اتجه إلى الفلسفة والتنظير.\n' +
        'ظهور أول تنظيم للإرشاد',
    );
  });

  test('the largest, topmost line comes first when the body was written before it', () => {
    const slide = [
      line('• Quantifier universals', 200, { size: 20 }),
      line('Today’s outline', 60, { size: 32 }),
    ];
    expect(texts(pdf([slide], [842, 595]))[0]).toBe('Today’s outline\n• Quantifier universals');
  });
});

describe('bullets and stray labels', () => {
  test.each(['•', '▪', '◦', '–', '\uF0A7', '➢', '⟹', '-', '*', '·', 'o'])(
    'the bullet glyph %j becomes the bullet marker',
    (glyph) => {
      const page = [line(`${glyph} Enzymes lower the activation energy.`, 100)];
      expect(texts(pdf([page]))[0]).toBe('• Enzymes lower the activation energy.');
    },
  );

  test('a bullet drawn apart from its text joins it; minus signs and labels are no bullets', () => {
    const page = [
      line('•', 100),
      line('Enzymes are proteins.', 100.5),
      line('-3 is below zero.', 120),
      line('H', 140),
      line('ii', 160),
    ];
    expect(texts(pdf([page]))[0]).toBe('• Enzymes are proteins.\n-3 is below zero.');
  });

  test('an arrow a symbol font draws after all of the text belongs to the line on its baseline', () => {
    const page = [
      line('Successor function: assign a value to an unassigned variable', 100),
      line('that does not conflict with current assignment', 120),
      line('fail if there are no legal assignments', 140, { x0: 100 }),
      line('Goal test: the current assignment is complete', 160),
      line('⟹', 140, { x0: 80, x1: 95 }),
    ];
    expect(texts(pdf([page]))[0]).toBe(
      [
        'Successor function: assign a value to an unassigned variable that does not conflict with current assignment',
        '• fail if there are no legal assignments',
        'Goal test: the current assignment is complete',
      ].join('\n'),
    );
  });
});

describe('items a slide sets in without a glyph', () => {
  const SLIDE: [number, number] = [363, 272];
  const at = (text: string, top: number, x0: number, size = 10) => line(text, top, { x0, size });

  test('short lines set in under a short line are its items; wrapped lines and notes are not', () => {
    const slide = [
      at('Threads', 20, 9, 14),
      at('Multithreading Models (Kernel vs User Thread)', 120, 33, 10.9),
      at('Many to One', 133, 55),
      at('One to One', 145, 55),
      at('Many to Many', 157, 55),
      at('Threading Issues', 184, 33, 10.9),
      at('Parallelism on a multi-core system.', 198, 55),
      at('Pthreads', 215, 33, 10.9),
    ];
    expect(texts(pdf([slide], SLIDE))[0]).toBe(
      [
        'Threads',
        'Multithreading Models (Kernel vs User Thread)',
        '• Many to One',
        '• One to One',
        '• Many to Many',
        'Threading Issues',
        'Parallelism on a multi-core system.',
        'Pthreads',
      ].join('\n'),
    );
  });

  test('a numbered point, a page, or a slide whose bullets are glyphs is read as it was', () => {
    const numbered = [
      at('2. In detail account for the equilibrium', 100, 33),
      at('Solution concepts for these games', 112, 45),
      at('Nash Equilibrium and its refinements', 124, 45),
    ];
    const headed = [at('Schedulers', 100, 33), at('Long Term', 112, 55), at('Short Term', 124, 55)];
    const glyphs = [...headed, at('• Context Switch', 136, 33)];
    expect(texts(pdf([numbered], SLIDE))[0]).not.toContain('•');
    expect(texts(pdf([headed]))[0]).not.toContain('•');
    expect(texts(pdf([glyphs], SLIDE))[0]).toBe(
      'Schedulers\nLong Term\nShort Term\n• Context Switch',
    );
    expect(texts(pdf([headed], SLIDE))[0]).toBe('Schedulers\n• Long Term\n• Short Term');
  });
});

describe('build-ups and empty documents', () => {
  const slide = (...items: string[]) => [
    line('Cell division', 60, { size: 28 }),
    ...items.map((item, index) => line(`• ${item}`, 150 + index * 40, { size: 20 })),
  ];

  // Of identical steps the last is kept: it is the one that shows everything on screen.
  test('consecutive slides that only add to each other keep the fullest, under its number', () => {
    const raw = pdf(
      [
        [line('Biology', 200, { size: 40 })],
        slide('Mitosis makes two cells'),
        slide('Mitosis makes two cells', 'Meiosis makes four gametes'),
        slide('Mitosis makes two cells', 'Meiosis makes four gametes'),
        slide('Cytokinesis splits the cytoplasm'),
      ],
      [842, 595],
    );
    expect(cleanDocument(raw).pages.map((page) => page.number)).toEqual([1, 4, 5]);
  });

  test('Word chunks are never collapsed', () => {
    const chunk = (text: string) => [{ text, breakBefore: true }];
    const raw: RawDocument = {
      kind: 'docx',
      pageCount: 2,
      pagesRead: 2,
      pages: [
        { number: 1, lines: [...chunk('Soil holds water.'), ...chunk('It also holds air.')] },
        {
          number: 2,
          lines: [...chunk('Soil holds water.'), ...chunk('It also holds air and life.')],
        },
      ],
    };
    expect(cleanDocument(raw).pages).toHaveLength(2);
  });

  test('a document whose only text is its running header has no text', () => {
    const pages = [1, 2, 3, 4].map((n) => [line(`Scanned with an app - page ${n}`, 820)]);
    expect(() => cleanDocument(pdf(pages))).toThrow(GENERATION_MESSAGES.noText);
  });
});
