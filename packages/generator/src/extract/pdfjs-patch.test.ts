import { expect, test } from 'vitest';
import { buildPdf, paragraph } from './extract-test-documents.ts';
import { usePatchedPdfjs } from './pdfjs-patch.ts';
import { pdfTextItems } from './pdfjs-parity.ts';

// pdf-lib wraps every drawText in q … Q, so these pages exercise the patched state copies.
test('the patched PDF.js applies to the installed unpdf and reads text exactly as the stock one', async () => {
  const bytes = await buildPdf([
    [
      { text: 'Title', top: 60, size: 24 },
      ...paragraph(['First line of text', 'second line'], 120),
    ],
    paragraph(['Another page', 'with two lines'], 300),
  ]);
  const stock = await pdfTextItems(bytes);
  expect(await usePatchedPdfjs()).toBe(true);
  const patched = await pdfTextItems(bytes);
  expect(patched).toEqual(stock);
  expect(patched.flat().map((item) => ('str' in item ? item.str : ''))).toContain('second line');
});
