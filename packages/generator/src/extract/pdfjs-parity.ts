import { getDocumentProxy } from 'unpdf';

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocumentProxy>>['getPage']>>;
type TextItems = Awaited<ReturnType<PdfPage['getTextContent']>>['items'];

/**
 * Every text item of every page, as the PDF.js bundle now in use reports it: read once with the
 * stock bundle and once after `usePatchedPdfjs()`, the two must be equal.
 */
export async function pdfTextItems(bytes: Uint8Array): Promise<TextItems[]> {
  const pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
  try {
    const pages: TextItems[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      pages.push((await (await pdf.getPage(number)).getTextContent()).items);
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}
