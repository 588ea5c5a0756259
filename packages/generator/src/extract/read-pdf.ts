import { getDocumentProxy } from 'unpdf';
import { extractError } from './extract-errors.ts';
import { groupIntoLines, type TextPiece } from './pdf-lines.ts';
import { usePatchedPdfjs } from './pdfjs-patch.ts';
import type { RawDocument, RawPage } from './raw-document.ts';

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
    // PDF.js refuses a Node Buffer (what readFile gives, and what a Buffer sent to a reader
    // arrives as); a plain copy of its bytes is what it takes.
    const data = Buffer.isBuffer(bytes) ? new Uint8Array(bytes) : bytes;
    pdf = await getDocumentProxy(data, {
      verbosity: 0,
      stopAtErrors: false,
      disableFontFace: true,
    });
  } catch (error) {
    throw extractError(isPasswordError(error) ? 'encrypted' : 'corrupt');
  }
  try {
    const pagesRead = Math.min(pdf.numPages, options.maxPages);
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
    // One page at a time: PDF.js runs in this thread, so pages in flight only interleave; eight of
    // them measured up to a tenth more CPU time than reading the pages in turn.
    const pages: RawPage[] = [];
    for (let number = 1 + index; number <= pagesRead; number += count) {
      pages.push(await readPage(number));
    }
    if (pages.length > 0 && failures === pages.length) throw extractError('corrupt');
    return { kind: 'pdf', pageCount: pdf.numPages, pagesRead, pages };
  } finally {
    await pdf.destroy();
  }
}

function isPasswordError(error: unknown): boolean {
  return error instanceof Error && error.name === 'PasswordException';
}
