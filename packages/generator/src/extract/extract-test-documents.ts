// Builders of small real documents for the extraction tests: PDFs drawn with pdf-lib, PPTX and
// DOCX written as minimal OOXML with jszip, and hand-written PDFs for the hostile cases.
import { crc32, deflateRawSync } from 'node:zlib';
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface PdfLine {
  text: string;
  x?: number;
  /** Baseline from the top of the page (pdf-lib measures from the bottom). */
  top: number;
  size?: number;
}

/** A PDF whose pages hold the given lines, in Helvetica; A4 portrait unless `size` says otherwise. */
export async function buildPdf(
  pages: PdfLine[][],
  size: [number, number] = [595, 842],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage(size);
    for (const line of lines) {
      page.drawText(line.text, {
        x: line.x ?? 72,
        y: size[1] - line.top,
        size: line.size ?? 11,
        font,
      });
    }
  }
  return pdf.save();
}

/** Lines of a paragraph, one below the other from `top`, 14 points apart. */
export function paragraph(texts: string[], top: number, x = 72): PdfLine[] {
  return texts.map((text, index) => ({ text, top: top + index * 14, x }));
}

// A 1×1 grey PNG: what a scanner's page image amounts to for text extraction.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
  'base64',
);

/** A scanned document: every page is one image and holds no text. */
export async function buildImageOnlyPdf(pageCount: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(PIXEL_PNG);
  for (let index = 0; index < pageCount; index += 1) {
    pdf.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return pdf.save();
}

export const PNG_BYTES = new Uint8Array(PIXEL_PNG);

/** Writes a PDF from object bodies (object n is objects[n-1]) with a correct xref table. */
export function rawPdf(objects: string[], trailer: string): Uint8Array {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

/**
 * A PDF locked with a user password (standard security handler, RC4 40-bit): the /U entry does
 * not match the empty password, so a reader must ask for one.
 */
export function buildEncryptedPdf(): Uint8Array {
  const hex32 = (byte: string) => `<${byte.repeat(32)}>`;
  return rawPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
      `<< /Filter /Standard /V 1 /R 2 /Length 40 /O ${hex32('7a')} /U ${hex32('3c')} /P -44 >>`,
    ],
    `/Root 1 0 R /Encrypt 4 0 R /ID [<${'ab'.repeat(16)}> <${'ab'.repeat(16)}>]`,
  );
}

/**
 * A small file that costs a reader a lot: one content stream of `ops` text operations that
 * all of its `pages` pages share.
 */
export function buildHostilePdf(pages: number, ops: number): Uint8Array {
  const content = `BT /F1 9 Tf ${'1 0 0 1 10 10 Tm (ab) Tj '.repeat(ops)}ET`;
  const kids = Array.from({ length: pages }, (_, index) => `${index + 5} 0 R`).join(' ');
  const pageObjects = Array.from(
    { length: pages },
    () =>
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] /Contents 3 0 R ' +
      '/Resources << /Font << /F1 4 0 R >> >> >>',
  );
  return rawPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      ...pageObjects,
    ],
    '/Root 1 0 R',
  );
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface SlideSpec {
  title?: string;
  /** Paragraphs of the body placeholder (bulleted by the master). */
  body?: string[];
  /** Paragraphs of a plain text box (not bulleted). */
  textBox?: string[];
  footer?: string;
  slideNumber?: string;
  notes?: string;
}

const P_NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';

function shape(placeholder: string | undefined, paragraphs: string[]): string {
  const ph =
    placeholder === undefined ? '' : `<p:ph${placeholder ? ` type="${placeholder}"` : ''}/>`;
  const body = paragraphs
    .map((text) => `<a:p><a:r><a:rPr lang="en-US"/><a:t>${escapeXml(text)}</a:t></a:r></a:p>`)
    .join('');
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="2" name="s"/><p:cNvSpPr/><p:nvPr>${ph}</p:nvPr></p:nvSpPr>` +
    `<p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/>${body}</p:txBody></p:sp>`
  );
}

/**
 * A presentation of the given slides in show order. `fileOrder` names the slideN.xml part of
 * each slide, to test that show order (presentation.xml) wins over file numbers.
 */
export async function buildPptx(slides: SlideSpec[], fileOrder?: number[]): Promise<Uint8Array> {
  const zip = new JSZip();
  const files = fileOrder ?? slides.map((_, index) => index + 1);
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/></Types>',
  );
  zip.file(
    'ppt/presentation.xml',
    `<p:presentation ${P_NS}><p:sldIdLst>${files.map((n, i) => `<p:sldId id="${256 + i}" r:id="rId${n}"/>`).join('')}</p:sldIdLst></p:presentation>`,
  );
  zip.file(
    'ppt/_rels/presentation.xml.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${files
      .map((n) => `<Relationship Id="rId${n}" Type="slide" Target="slides/slide${n}.xml"/>`)
      .join('')}</Relationships>`,
  );
  slides.forEach((slide, index) => {
    const shapes = [
      slide.title === undefined ? '' : shape('title', [slide.title]),
      slide.body ? shape('', slide.body) : '',
      slide.textBox ? shape(undefined, slide.textBox) : '',
      slide.footer ? shape('ftr', [slide.footer]) : '',
      slide.slideNumber ? shape('sldNum', [slide.slideNumber]) : '',
    ].join('');
    const n = files[index]!;
    zip.file(
      `ppt/slides/slide${n}.xml`,
      `<p:sld ${P_NS}><p:cSld><p:spTree>${shapes}</p:spTree></p:cSld></p:sld>`,
    );
    if (slide.notes) {
      zip.file(
        `ppt/notesSlides/notesSlide${n}.xml`,
        `<p:notes ${P_NS}><p:cSld><p:spTree>${shape('body', [slide.notes])}</p:spTree></p:cSld></p:notes>`,
      );
    }
  });
  return zip.generateAsync({ type: 'uint8array' });
}

export type DocxBlock =
  string | { bullet: string } | { pageBreak: 'explicit' | 'rendered' | 'both' };

/** A Word document of paragraphs, list items (with numbering) and page breaks. */
export async function buildDocx(blocks: DocxBlock[]): Promise<Uint8Array> {
  const run = (text: string) => `<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
  const body = blocks
    .map((block) => {
      if (typeof block === 'string') return `<w:p>${run(block)}</w:p>`;
      if ('bullet' in block) {
        return `<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>${run(block.bullet)}</w:p>`;
      }
      const explicit = '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';
      // Word writes the rendered break into the first run of the next page.
      const rendered = '<w:p><w:r><w:lastRenderedPageBreak/></w:r></w:p>';
      if (block.pageBreak === 'explicit') return explicit;
      if (block.pageBreak === 'rendered') return rendered;
      return explicit + rendered;
    })
    .join('');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body>${body}</w:body></w:document>`,
  );
  zip.file(
    'word/numbering.xml',
    '<w:numbering xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/></w:lvl></w:abstractNum>' +
      '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>',
  );
  zip.file(
    'word/_rels/document.xml.rels',
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/></Relationships>',
  );
  return zip.generateAsync({ type: 'uint8array' });
}

/**
 * A Word file of a few hundred KB whose document.xml inflates to `megabytes` MB of spaces,
 * written by hand so the test never holds the inflated text as a string.
 */
export function buildZipBomb(megabytes: number): Uint8Array {
  const entries: [string, Buffer, number][] = [
    ['[Content_Types].xml', Buffer.from('<Types/>'), 0],
    ['word/document.xml', Buffer.alloc(megabytes * 1024 * 1024, 0x20), 8],
  ];
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content, method] of entries) {
    const data = method === 8 ? deflateRawSync(content, { level: 9 }) : content;
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(method, at);
      header.writeUInt32LE(crc32(content), at + 6);
      header.writeUInt32LE(data.length, at + 10);
      header.writeUInt32LE(content.length, at + 14);
      header.writeUInt16LE(name.length, at + 18);
    };
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    fields(head, 8);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    fields(entry, 10);
    entry.writeUInt32LE(offset, 42);
    local.push(head, Buffer.from(name), data);
    central.push(entry, Buffer.from(name));
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...local, directory, end]));
}
