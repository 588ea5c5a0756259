import type JSZip from 'jszip';
import { attribute, xmlTokens } from './xml-tokens.ts';
import type { RawDocument, RawLine, RawPage } from './raw-document.ts';

// Slide numbers, dates and footers repeat on every slide and say nothing about the lecture.
const SKIPPED_PLACEHOLDERS = new Set(['sldNum', 'dt', 'ftr']);
// Body placeholders are bulleted by the slide master unless a paragraph says otherwise.
const BULLETED_PLACEHOLDERS = new Set(['body', 'obj']);

/**
 * Reads the text of a presentation's slides in show order (numbered from 1, as PowerPoint
 * numbers them). Speaker notes are left out on purpose: quiz items cite a slide, and a student
 * checking that slide must find the text on it.
 */
export async function readPptx(zip: JSZip, maxPages: number): Promise<RawDocument> {
  const paths = await slidePaths(zip);
  const pagesRead = Math.min(paths.length, maxPages);
  const pages: RawPage[] = [];
  for (let index = 0; index < pagesRead; index += 1) {
    const xml = await zip.file(paths[index]!)?.async('string');
    pages.push({ number: index + 1, lines: xml ? slideLines(xml) : [] });
  }
  return { kind: 'pptx', pageCount: paths.length, pagesRead, pages };
}

/** The slide parts in the order of presentation.xml, or by their file number if that fails. */
async function slidePaths(zip: JSZip): Promise<string[]> {
  const byNumber = Object.keys(zip.files)
    .map((name) => ({ name, number: Number(/^ppt\/slides\/slide(\d+)\.xml$/u.exec(name)?.[1]) }))
    .filter((slide) => Number.isInteger(slide.number))
    .sort((a, b) => a.number - b.number)
    .map((slide) => slide.name);
  const presentation = await zip.file('ppt/presentation.xml')?.async('string');
  const rels = await zip.file('ppt/_rels/presentation.xml.rels')?.async('string');
  if (!presentation || !rels) return byNumber;
  const targets = new Map<string, string>();
  for (const token of xmlTokens(rels)) {
    if (token.type !== 'open' || !token.name.endsWith('Relationship')) continue;
    const id = attribute(token.attributes, 'Id');
    const target = attribute(token.attributes, 'Target');
    if (id && target) targets.set(id, resolvePart('ppt/', target));
  }
  const ordered: string[] = [];
  for (const token of xmlTokens(presentation)) {
    if (token.type !== 'open' || token.name !== 'p:sldId') continue;
    const target = targets.get(attribute(token.attributes, 'r:id') ?? '');
    if (target && zip.file(target)) ordered.push(target);
  }
  return ordered.length > 0 ? ordered : byNumber;
}

function resolvePart(base: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : base + target).split('/');
  const resolved: string[] = [];
  for (const part of parts) {
    if (part === '..') resolved.pop();
    else if (part !== '.' && part !== '') resolved.push(part);
  }
  return resolved.join('/');
}

interface Shape {
  skip: boolean;
  bulleted: boolean;
}

/** One line per paragraph (and per line break inside one), list paragraphs with a bullet glyph. */
export function slideLines(xml: string): RawLine[] {
  const lines: RawLine[] = [];
  const shapes: Shape[] = [];
  let paragraph: { text: string; bullet: boolean | undefined; start: boolean } | undefined;
  let inText = false;
  const flush = () => {
    if (!paragraph) return;
    const shape = shapes[shapes.length - 1];
    const text = paragraph.text.trim();
    if (text && !shape?.skip) {
      const bullet = paragraph.bullet ?? shape?.bulleted ?? false;
      lines.push({ text: bullet ? `• ${text}` : text, breakBefore: paragraph.start });
    }
    paragraph.text = '';
    paragraph.start = false;
  };
  for (const token of xmlTokens(xml)) {
    if (token.type === 'text') {
      if (inText && paragraph) paragraph.text += token.text;
      continue;
    }
    const { name } = token;
    if (token.type === 'close') {
      if (name === 'p:sp' || name === 'p:graphicFrame') shapes.pop();
      else if (name === 'a:t') inText = false;
      else if (name === 'a:p') {
        flush();
        paragraph = undefined;
      }
      continue;
    }
    if (name === 'p:sp' || name === 'p:graphicFrame') {
      if (!token.selfClosing) shapes.push({ skip: false, bulleted: false });
    } else if (name === 'p:ph') {
      const shape = shapes[shapes.length - 1];
      const type = attribute(token.attributes, 'type') ?? 'body';
      if (shape) {
        shape.skip = SKIPPED_PLACEHOLDERS.has(type);
        shape.bulleted = BULLETED_PLACEHOLDERS.has(type);
      }
    } else if (name === 'a:p') {
      paragraph = token.selfClosing ? undefined : { text: '', bullet: undefined, start: true };
    } else if (name === 'a:t') {
      inText = !token.selfClosing;
    } else if (name === 'a:br' && paragraph) {
      // A manual line break: the rest is the same paragraph (and list item), which the cleaner
      // may join back when the sentence goes on.
      flush();
      paragraph.bullet = false;
    } else if (name === 'a:tab' && paragraph) {
      paragraph.text += ' ';
    } else if (paragraph && (name === 'a:buChar' || name === 'a:buAutoNum')) {
      paragraph.bullet = true;
    } else if (paragraph && name === 'a:buNone') {
      paragraph.bullet = false;
    }
  }
  return lines;
}
