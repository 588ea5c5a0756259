import { GENERATION_MAX_BYTES, GENERATION_MESSAGES } from '@halaqa/shared/generation';
import { describe, expect, test } from 'vitest';
import { GeneratorError } from '../types.ts';
import { extractDocument } from './extract-document.ts';
import { CHUNK_CHARS } from './page-chunks.ts';
import {
  buildDocx,
  buildPdf,
  buildPptx,
  buildZipBomb,
  PNG_BYTES,
} from './extract-test-documents.ts';

async function failure(promise: Promise<unknown>): Promise<GeneratorError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GeneratorError);
  return error as GeneratorError;
}

const text = (value: string) => new TextEncoder().encode(value);

describe('extractDocument on PowerPoint files', () => {
  test('reads slides in show order with bullets, without footers, slide numbers or notes', async () => {
    const bytes = await buildPptx(
      [
        { title: 'Supply and demand', textBox: ['Chapter 2 of the course'] },
        {
          title: 'Market equilibrium',
          body: [
            'Price rises when demand exceeds supply',
            'Price falls when supply exceeds demand',
          ],
          footer: 'ECON 101 - Spring term',
          slideNumber: '2',
          notes: 'Remind students about the homework.',
        },
        { title: 'Elasticity', body: ['Elastic goods react strongly to price changes'] },
      ],
      // The parts were renamed by an editor: show order is 3, 1, 2 by file number.
      [3, 1, 2],
    );
    const doc = await extractDocument({ bytes, fileName: 'economics.pptx' });
    expect(doc).toEqual({
      kind: 'pptx',
      pageCount: 3,
      pages: [
        { number: 1, text: 'Supply and demand\nChapter 2 of the course' },
        {
          number: 2,
          text:
            'Market equilibrium\n• Price rises when demand exceeds supply\n' +
            '• Price falls when supply exceeds demand',
        },
        { number: 3, text: 'Elasticity\n• Elastic goods react strongly to price changes' },
      ],
    });
  });

  test('a presentation of pictures only has no text', async () => {
    const bytes = await buildPptx([{}, {}, { title: 'Hi' }]);
    const error = await failure(extractDocument({ bytes, fileName: 'pictures.pptx' }));
    expect(error).toMatchObject({ code: 'no_text', message: GENERATION_MESSAGES.noText });
  });
});

describe('extractDocument on Word files', () => {
  test('splits pages at page breaks, counting a break Word wrote twice once', async () => {
    const bytes = await buildDocx([
      'The water cycle describes how water moves between the oceans, the air and the land.',
      { bullet: 'Evaporation turns liquid water into vapour.' },
      { pageBreak: 'both' },
      'Condensation forms clouds when the vapour cools down in the upper atmosphere.',
      { pageBreak: 'rendered' },
      'Precipitation returns the water to the surface as rain, snow or hail.',
    ]);
    const doc = await extractDocument({ bytes, fileName: 'water.docx' });
    expect(doc).toEqual({
      kind: 'docx',
      pageCount: 3,
      pages: [
        {
          number: 1,
          text:
            'The water cycle describes how water moves between the oceans, the air and the land.\n' +
            '• Evaporation turns liquid water into vapour.',
        },
        {
          number: 2,
          text: 'Condensation forms clouds when the vapour cools down in the upper atmosphere.',
        },
        {
          number: 3,
          text: 'Precipitation returns the water to the surface as rain, snow or hail.',
        },
      ],
    });
  });

  test('without page breaks, cuts chunks of about 3000 characters at paragraph ends', async () => {
    const paragraphs = Array.from({ length: 40 }, (_, n) =>
      `Paragraph ${n} talks about ecology. `.repeat(6).trim(),
    );
    const doc = await extractDocument({ bytes: await buildDocx(paragraphs), fileName: 'eco.docx' });
    expect(doc.pages.length).toBeGreaterThan(2);
    expect(doc.pages.map((page) => page.number)).toEqual(doc.pages.map((_, index) => index + 1));
    for (const page of doc.pages) {
      expect(page.text.length).toBeLessThanOrEqual(CHUNK_CHARS);
      expect(page.text).toMatch(/^Paragraph \d+ talks/);
      expect(page.text).toMatch(/ecology\.$/);
    }
    expect(doc.pages.map((page) => page.text).join('\n')).toBe(paragraphs.join('\n'));
  });

  test('a small Word file that inflates past 200 MB is refused, and the reader survives', async () => {
    const bytes = buildZipBomb(210);
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const error = await failure(extractDocument({ bytes, fileName: 'bomb.docx' }));
    expect(error).toMatchObject({ code: 'corrupt', message: GENERATION_MESSAGES.corrupt });
    const text = 'The next document still reads fine.';
    const doc = await extractDocument({ bytes: await buildDocx([text]), fileName: 'a.docx' });
    expect(doc.pages).toEqual([{ number: 1, text }]);
  });

  test.each([
    ['Word', 'cut.docx', () => buildDocx(['Some text that will be cut off.'])],
    ['PowerPoint', 'cut.pptx', () => buildPptx([{ title: 'Cut', body: ['Some text'] }])],
  ])('a truncated %s file is corrupt', async (_kind, fileName, build) => {
    const bytes = await build();
    const error = await failure(
      extractDocument({ bytes: bytes.slice(0, bytes.length - 40), fileName }),
    );
    expect(error).toMatchObject({ code: 'corrupt', message: GENERATION_MESSAGES.corrupt });
  });
});

describe('extractDocument on text files', () => {
  test('joins hard-wrapped lines into paragraphs and keeps Markdown headings and lists', async () => {
    const source = [
      '# Plate tectonics',
      '',
      'The outer shell of the Earth is split into plates',
      'that move slowly over the mantle.',
      '',
      '- Divergent boundaries pull plates apart.',
      '* Convergent boundaries push them together.',
      '',
      'القشرة الأرضية مقسمة إلى صفائح تتحرك ببطء فوق الوشاح.',
    ].join('\n');
    const doc = await extractDocument({ bytes: text(source), fileName: 'geo.md' });
    expect(doc.pages).toEqual([
      {
        number: 1,
        text:
          'Plate tectonics\nThe outer shell of the Earth is split into plates that move slowly ' +
          'over the mantle.\n• Divergent boundaries pull plates apart.\n' +
          '• Convergent boundaries push them together.\n' +
          'القشرة الأرضية مقسمة إلى صفائح تتحرك ببطء فوق الوشاح.',
      },
    ]);
  });

  test('an empty text file has no text', async () => {
    const error = await failure(extractDocument({ bytes: new Uint8Array(), fileName: 'a.txt' }));
    expect(error.code).toBe('no_text');
  });
});

describe('extractDocument checks the file before reading it', () => {
  const realPdf = () => buildPdf([[{ text: 'A real PDF', top: 300 }]]);
  test.each<[string, () => Promise<Uint8Array> | Uint8Array, string, string | undefined]>([
    ['PNG bytes named .pdf', () => PNG_BYTES, 'scan.pdf', undefined],
    ['a Word file named .pptx', () => buildDocx(['Hello']), 'slides.pptx', undefined],
    [
      'binary bytes named .txt',
      () => new Uint8Array([0x41, 0, 0x42, 0xff]),
      'notes.txt',
      undefined,
    ],
    ['a PDF named .docx', realPdf, 'report.docx', undefined],
    ['a PDF sent as image/png', realPdf, 'notes.pdf', 'image/png'],
    ['text sent as a PDF', () => text('plain words'), 'notes.txt', 'application/pdf'],
  ])('%s is a type mismatch', async (_, build, fileName, contentType) => {
    const error = await failure(extractDocument({ bytes: await build(), fileName, contentType }));
    expect(error).toMatchObject({
      code: 'type_mismatch',
      message: GENERATION_MESSAGES.typeMismatch,
    });
  });

  test.each(['', 'application/octet-stream', 'application/pdf', 'APPLICATION/PDF; x=1'])(
    'a PDF sent as %j is read',
    async (contentType) => {
      const bytes = await buildPdf([[{ text: 'The cell is the unit of life.', top: 300 }]]);
      const doc = await extractDocument({ bytes, fileName: 'Cell.PDF', contentType });
      expect(doc.pages).toEqual([{ number: 1, text: 'The cell is the unit of life.' }]);
    },
  );

  test.each(['notes.doc', 'slides.ppt', 'scan.png', 'archive.zip', 'README'])(
    '%s is unsupported',
    async (fileName) => {
      const error = await failure(extractDocument({ bytes: text('some text'), fileName }));
      expect(error).toMatchObject({
        code: 'unsupported',
        message: GENERATION_MESSAGES.unsupported,
      });
    },
  );

  test('a file over 10 MB is too large', async () => {
    const bytes = new Uint8Array(GENERATION_MAX_BYTES + 1).fill(0x61);
    const error = await failure(extractDocument({ bytes, fileName: 'big.txt' }));
    expect(error).toMatchObject({ code: 'too_large', message: GENERATION_MESSAGES.tooLarge });
  });
});
