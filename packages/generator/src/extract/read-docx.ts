import type JSZip from 'jszip';
import mammoth from 'mammoth';
import { pagesFromBlocks } from './page-chunks.ts';
import type { RawDocument, RawLine } from './raw-document.ts';

const PAGE_BREAK = '<w:br w:type="page"/>';
const BREAK_OR_TEXT =
  /<w:br\b[^>]*w:type="page"[^>]*\/>|<w:lastRenderedPageBreak\/>|<w:t(?:\s[^>]*)?>[^<]/gu;

interface MammothElement {
  type: string;
  value?: string;
  breakType?: string;
  numbering?: unknown;
  children?: MammothElement[];
}

/**
 * Reads a Word document's paragraphs with mammoth. DOCX has no stored pages, but Word records
 * where its pages broke (w:lastRenderedPageBreak) next to explicit page breaks; those make the
 * pages when present, so page numbers match what the student sees in Word. Otherwise the text
 * is cut into chunks of about 3000 characters.
 */
export async function readDocx(zip: JSZip, maxPages: number): Promise<RawDocument> {
  const xml = await zip.file('word/document.xml')?.async('string');
  if (xml === undefined) throw new Error('word/document.xml is missing');
  const marked = markPageBreaks(xml);
  if (marked !== xml) zip.file('word/document.xml', marked);
  const buffer = await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
  const sections: RawLine[][] = [[]];
  await mammoth.convertToHtml(
    { buffer },
    {
      transformDocument: (document: MammothElement) => {
        collect(document, sections);
        // The lines are all we need; an empty document skips the HTML and image conversion.
        return { ...document, children: [] };
      },
    },
  );
  const pages = sections.filter((lines, index) => lines.length > 0 || index < sections.length - 1);
  return { kind: 'docx', ...pagesFromBlocks(pages.length > 0 ? pages : [[]], maxPages) };
}

/**
 * Turns each rendered page break into an explicit one (mammoth reads only those), keeping one
 * break where Word wrote both, and none before the first text.
 */
export function markPageBreaks(xml: string): string {
  let textSinceBreak = false;
  return xml.replace(BREAK_OR_TEXT, (match) => {
    if (match.startsWith('<w:t')) {
      textSinceBreak = true;
      return match;
    }
    if (!textSinceBreak) return '';
    textSinceBreak = false;
    return PAGE_BREAK;
  });
}

function collect(element: MammothElement, sections: RawLine[][]): void {
  const lines = () => sections[sections.length - 1]!;
  if (element.type === 'paragraph') {
    let text = '';
    let first = true;
    let bullet = element.numbering ? '• ' : '';
    const push = () => {
      const trimmed = text.trim();
      if (trimmed) {
        lines().push({ text: bullet + trimmed, breakBefore: first });
        first = false;
        bullet = '';
      }
      text = '';
    };
    const walk = (node: MammothElement) => {
      if (node.type === 'text') text += node.value ?? '';
      else if (node.type === 'tab') text += ' ';
      else if (node.type === 'break' && node.breakType === 'page') {
        push();
        sections.push([]);
        first = true;
      } else if (node.type === 'break') push();
      else node.children?.forEach(walk);
    };
    element.children?.forEach(walk);
    push();
    return;
  }
  element.children?.forEach((child) => collect(child, sections));
}
