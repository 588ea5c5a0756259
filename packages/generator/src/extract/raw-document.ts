import type { ExtractedDocument } from '../types.ts';

export type DocumentKind = ExtractedDocument['kind'];

/** Where a PDF line sits on its page, in points from the top-left corner. */
export interface LineBox {
  x0: number;
  x1: number;
  /** Baseline, measured from the top of the page. */
  top: number;
  fontSize: number;
  /** Right-to-left text (Arabic, Hebrew): its lines wrap at the left edge. */
  rtl?: boolean;
}

export interface RawLine {
  text: string;
  /** The source marks this line as its own paragraph (PPTX/DOCX paragraph, text after a blank line). */
  breakBefore?: boolean;
  box?: LineBox;
}

export interface RawPage {
  /** 1-based page or slide number in the source. */
  number: number;
  lines: RawLine[];
  /** Page size in points (PDF only): bands are measured against it; landscape means slides. */
  width?: number;
  height?: number;
}

/** What a reader hands to the cleaner: every page read, in order, with uncleaned lines. */
export interface RawDocument {
  kind: DocumentKind;
  /** Pages in the source, read or not. */
  pageCount: number;
  /** Pages read: the first GENERATION_MAX_PAGES (or the caller's limit) at most. */
  pagesRead: number;
  pages: RawPage[];
}
