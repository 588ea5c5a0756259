import { getDocumentProxy } from 'unpdf';
import { extractError } from './extract-errors.ts';
import { groupIntoLines, type TextPiece } from './pdf-lines.ts';
import { usePatchedPdfjs } from './pdfjs-patch.ts';
import type { RawDocument, RawPage } from './raw-document.ts';

const PAGES_IN_FLIGHT = 8;

export interface PdfReadOptions {
  maxPages: number;
  /** Read only pages whose index modulo `count` is `index`, so several readers can share a file. */
  shard?: { index: number; count: number };
}

/** Reads the positioned text lines of a PDF's pages (those of one shard, if given). */
export async function readPdf(bytes: Uint8Array, options: PdfReadOptions): Promise<RawDocument> {
  const { index, count } = options.shard ?? { index: 0, count: 1 };
  await usePatchedPdfjs();
  let pdf;
  try {
    // verbosity 0: PDF.js would otherwise print font warnings for every odd file. Node has no
    // FontFace; unpdf only sets this itself when the full pdfjs-dist package is installed.
    pdf = await getDocumentProxy(bytes, {
      verbosity: 0,
      stopAtErrors: false,
      disableFontFace: true,
    });
  } catch (error) {
    throw extractError(isPasswordError(error) ? 'encrypted' : 'corrupt');
  }
  try {
    const pagesRead = Math.min(pdf.numPages, options.maxPages);
    const numbers: number[] = [];
    for (let number = 1 + index; number <= pagesRead; number += count) numbers.push(number);
    let failures = 0;
    const readPage = async (number: number): Promise<RawPage> => {
      try {
        const page = await pdf.getPage(number);
        const viewport = page.getViewport({ scale: 1 });
        const content = await page.getTextContent();
        const pieces = content.items.filter(
          (item): item is TextPiece & typeof item => 'str' in item,
        );
        page.cleanup();
        const lines = groupIntoLines(pieces, viewport.transform);
        return { number, lines, width: viewport.width, height: viewport.height };
      } catch {
        failures += 1;
        return { number, lines: [] };
      }
    };
    // A few pages in flight keep PDF.js busy (one at a time measured slower); all at once would
    // hold every page's raw text items in memory together, which a hostile file makes huge.
    const pages: RawPage[] = [];
    let next = 0;
    const lane = async () => {
      while (next < numbers.length) {
        const at = next++;
        pages[at] = await readPage(numbers[at]!);
      }
    };
    await Promise.all(Array.from({ length: PAGES_IN_FLIGHT }, lane));
    if (numbers.length > 0 && failures === numbers.length) throw extractError('corrupt');
    return { kind: 'pdf', pageCount: pdf.numPages, pagesRead, pages };
  } finally {
    await pdf.destroy();
  }
}

function isPasswordError(error: unknown): boolean {
  return error instanceof Error && error.name === 'PasswordException';
}
