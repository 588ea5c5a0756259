import { GENERATION_MAX_PAGES, GENERATION_MESSAGES } from '@halaqa/shared/generation';
import { describe, expect, test } from 'vitest';
import { GeneratorError } from '../types.ts';
import { extractDocument } from './extract-document.ts';
import {
  buildEncryptedPdf,
  buildHostilePdf,
  buildImageOnlyPdf,
  buildPdf,
  paragraph,
  type PdfLine,
} from './extract-test-documents.ts';

const header: PdfLine = { text: 'Biology 101 - Lecture Notes - Spring 2024', top: 40, size: 9 };
const footer: PdfLine = {
  text: 'University of Somewhere, Department of Biology',
  top: 815,
  size: 9,
};

function notesPage(body: PdfLine[], pageNumber: string): PdfLine[] {
  return [header, ...body, footer, { text: pageNumber, top: 800, x: 290, size: 9 }];
}

async function notes(): Promise<Uint8Array> {
  return buildPdf([
    notesPage(
      [
        { text: 'Photosynthesis', top: 100, size: 16 },
        ...paragraph(
          [
            'Photosynthesis is the process by which green plants use light energy to make',
            'food from carbon dioxide and water in their leaves. The pigment allows the recog-',
            'nition of light of specific wavelengths by the cells that carry out the process.',
          ],
          130,
        ),
        { text: '• Chloroplasts contain the green pigment chlorophyll.', top: 190 },
        { text: '– Stomata let carbon dioxide into the leaf.', top: 204 },
      ],
      'Page 1',
    ),
    notesPage(
      [
        { text: 'Contents', top: 100, size: 16 },
        ...paragraph(
          [
            '1 Photosynthesis . . . . . . . . . . . . . . . . 1',
            '2 Respiration . . . . . . . . . . . . . . . . . . 3',
            '3 Transport in plants . . . . . . . . . . . . . 4',
            '4 Summary . . . . . . . . . . . . . . . . . . . . 4',
          ],
          130,
        ),
      ],
      '2',
    ),
    notesPage(
      [
        { text: 'Respiration', top: 100, size: 16 },
        ...paragraph(
          [
            'Cellular respiration releases the energy stored in glucose molecules; it takes',
            'place in the mitochondria of every living cell and produces carbon dioxide.',
          ],
          130,
        ),
      ],
      '3 / 4',
    ),
    notesPage(
      [
        { text: 'Transport in plants', top: 100, size: 16 },
        ...paragraph(['Xylem carries water from the roots to the leaves of the plant.'], 130),
      ],
      '4',
    ),
  ]);
}

async function expectFailure(promise: Promise<unknown>, code: string, message: string) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GeneratorError);
  expect(error).toMatchObject({ code, message });
}

describe('extractDocument on PDFs', () => {
  test('keeps the source page numbers and drops the table-of-contents page', async () => {
    const doc = await extractDocument({ bytes: await notes(), fileName: 'biology.pdf' });
    expect(doc.kind).toBe('pdf');
    expect(doc.pageCount).toBe(4);
    expect(doc.pages.map((page) => page.number)).toEqual([1, 3, 4]);
  });

  test('drops repeated headers and footers and page-number lines', async () => {
    const doc = await extractDocument({ bytes: await notes(), fileName: 'biology.pdf' });
    const text = doc.pages.map((page) => page.text).join('\n');
    expect(text).not.toContain('Lecture Notes');
    expect(text).not.toContain('University of Somewhere');
    expect(text).not.toMatch(/Page 1|3 \/ 4|^4$/m);
    expect(doc.pages[2]!.text).toBe(
      'Transport in plants\nXylem carries water from the roots to the leaves of the plant.',
    );
  });

  test('joins wrapped lines and hyphenated breaks, keeps titles and bullets apart', async () => {
    const doc = await extractDocument({ bytes: await notes(), fileName: 'biology.pdf' });
    expect(doc.pages[0]!.text).toBe(
      [
        'Photosynthesis',
        'Photosynthesis is the process by which green plants use light energy to make food from ' +
          'carbon dioxide and water in their leaves. The pigment allows the recognition of light ' +
          'of specific wavelengths by the cells that carry out the process.',
        '• Chloroplasts contain the green pigment chlorophyll.',
        '• Stomata let carbon dioxide into the leaf.',
      ].join('\n'),
    );
  });

  test('collapses animation build-ups into the fullest slide', async () => {
    const title = { text: 'Cell division', top: 60, size: 28 };
    const mitosis = { text: '• Mitosis makes two identical daughter cells', top: 140, size: 20 };
    const meiosis = { text: '• Meiosis makes four different gametes', top: 180, size: 20 };
    const bytes = await buildPdf(
      [
        [{ text: 'Cell division and the cell cycle', top: 200, size: 32 }],
        [title, mitosis],
        [title, mitosis, meiosis],
        [
          { text: 'Summary', top: 60, size: 28 },
          { ...mitosis, top: 140 },
        ],
      ],
      [842, 595],
    );
    const doc = await extractDocument({ bytes, fileName: 'slides.pdf' });
    expect(doc.pages.map((page) => page.number)).toEqual([1, 3, 4]);
    expect(doc.pages[1]!.text).toBe(
      'Cell division\n• Mitosis makes two identical daughter cells\n• Meiosis makes four different gametes',
    );
  });

  test('reads at most maxPages pages and still reports every page', async () => {
    const pages = [1, 2, 3, 4, 5].map((n) => [
      { text: `Page ${n} explains topic number ${n} of the course in one sentence.`, top: 300 },
    ]);
    const doc = await extractDocument(
      { bytes: await buildPdf(pages), fileName: 'long.pdf' },
      { maxPages: 2 },
    );
    expect(doc.pageCount).toBe(5);
    expect(doc.pages.map((page) => page.number)).toEqual([1, 2]);
  });

  test(`reads at most ${GENERATION_MAX_PAGES} pages by default`, async () => {
    const pages = Array.from({ length: GENERATION_MAX_PAGES + 5 }, (_, n) => [
      { text: `Page ${n + 1} explains topic number ${n + 1} of the course.`, top: 300 },
    ]);
    const doc = await extractDocument({ bytes: await buildPdf(pages), fileName: 'huge.pdf' });
    expect(doc.pageCount).toBe(GENERATION_MAX_PAGES + 5);
    expect(doc.pages.at(-1)?.number).toBe(GENERATION_MAX_PAGES);
  });

  test('a scanned (image-only) PDF has no text', async () => {
    const bytes = await buildImageOnlyPdf(3);
    await expectFailure(
      extractDocument({ bytes, fileName: 'scan.pdf' }),
      'no_text',
      GENERATION_MESSAGES.noText,
    );
  });

  test('a few characters per page (figure labels only) count as no text', async () => {
    const pages = Array.from({ length: 10 }, (_, n) => [{ text: `Fig. ${n}`, top: 300 }]);
    await expectFailure(
      extractDocument({ bytes: await buildPdf(pages), fileName: 'figures.pdf' }),
      'no_text',
      GENERATION_MESSAGES.noText,
    );
  });

  test('a password-protected PDF is reported as encrypted', async () => {
    await expectFailure(
      extractDocument({ bytes: buildEncryptedPdf(), fileName: 'locked.pdf' }),
      'encrypted',
      GENERATION_MESSAGES.encrypted,
    );
  });

  test('a truncated PDF is corrupt', async () => {
    const bytes = await notes();
    await expectFailure(
      extractDocument({
        bytes: bytes.slice(0, Math.floor(bytes.length * 0.6)),
        fileName: 'cut.pdf',
      }),
      'corrupt',
      GENERATION_MESSAGES.corrupt,
    );
  });

  test('a file that takes too long to read times out, and the next one still reads', async () => {
    const started = Date.now();
    await expectFailure(
      extractDocument(
        { bytes: buildHostilePdf(300, 20_000), fileName: 'slow.pdf' },
        { timeoutMs: 500 },
      ),
      'timeout',
      GENERATION_MESSAGES.timeout,
    );
    // Far below the time the whole file would take; loose enough for a loaded CI machine.
    expect(Date.now() - started).toBeLessThan(4_000);
    const doc = await extractDocument({ bytes: await notes(), fileName: 'biology.pdf' });
    expect(doc.pages).toHaveLength(3);
  });
});
