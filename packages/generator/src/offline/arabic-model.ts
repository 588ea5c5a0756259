/** Everything the Arabic items are built from, read once per document. */
import type { ExtractedDocument } from '../types.ts';
import { arabicDefinitions, type ArabicDefinition } from './arabic-definitions.ts';
import { arabicTerms, type ArabicTerm } from './arabic-terms.ts';
import { arabicSentences, arabicWords, type ArabicSentence } from './arabic-text.ts';

export interface ArabicList {
  id: number;
  page: number;
  label: string;
  items: string[];
  /** The sentence each item is written as (its evidence). */
  sentences: ArabicSentence[];
}

export interface ArabicModel {
  pageCount: number;
  pageText: Map<number, string>;
  sentences: ArabicSentence[];
  terms: Map<string, ArabicTerm>;
  definitions: ArabicDefinition[];
  lists: ArabicList[];
}

const ORDINAL_PREFIX =
  /^[\u064b-\u065f]*(?:أولا|أوال|اولا|ثانيا|ثالثا|ثالثا|رابعا|خامسا)[\u064b-\u065f]*\s*:\s*/u;

/** "مبادئ العمل الإرشاديPrinciples Of …" → "مبادئ العمل الإرشادي"; "أولاً: مجالات …" → "مجالات …". */
function labelOf(line: string): string {
  return line
    .replace(ORDINAL_PREFIX, '')
    .replace(/\p{Script=Latin}[\p{Script=Latin}\s]*$/u, '')
    .replace(/\s*:\s*$/, '')
    .trim();
}

/** An item line: a short noun phrase, readable, with no sentence punctuation inside. */
function itemText(s: ArabicSentence): string | undefined {
  const text = s.text
    .replace(/\s*[:.،]+\s*$/, '')
    .replace(/\s+\p{Script=Latin}[\p{Script=Latin}\s]*$/u, '')
    .trim();
  const words = arabicWords(text).filter((w) => /\p{L}/u.test(w));
  if (!s.clean || words.length < 2 || words.length > 8 || /[،,؛:()]/.test(text)) return undefined;
  return /\p{Script=Arabic}/u.test(words[0] ?? '') ? text : undefined;
}

/** The words a list is introduced by: a short line before a colon, else the slide title. */
function introduces(line: string): string | undefined {
  const tail =
    line
      .replace(/\s*:\s*$/, '')
      .split(/[».]\s*/)
      .at(-1) ?? '';
  const words = arabicWords(tail).length;
  return words >= 2 && words <= 10 && !/[\d(]/.test(tail) ? labelOf(tail) : undefined;
}

/**
 * Numbered lines under a label ("مجالات العمل الإرشادي" over "1- …", "2- …"); a list goes on
 * on the next pages while their numbering does.
 */
function findLists(sentences: ArabicSentence[]): ArabicList[] {
  const lists: ArabicList[] = [];
  let open: (ArabicList & { last: number; lastPage: number }) | undefined;
  let label = '';
  for (const [i, s] of sentences.entries()) {
    const next = sentences[i + 1];
    const firstOfPage = sentences[i - 1]?.page !== s.page;
    if (firstOfPage) label = s.item ? label : labelOf(s.title);
    // "أ- المستوى الإداري …:" over numbered lines heads them; "7- التعاون …:" over prose is an item.
    const listFollows =
      next !== undefined &&
      next.page === s.page &&
      next.item &&
      (next.number !== undefined || itemText(next) !== undefined);
    const heading = s.text.endsWith(':') && (!s.item || listFollows);
    if (heading) {
      label = introduces(s.text) ?? label;
      open = undefined;
      continue;
    }
    const item = s.item ? itemText(s) : undefined;
    const continues =
      open !== undefined &&
      s.item &&
      (s.page === open.lastPage || (firstOfPage && s.page <= open.lastPage + 2)) &&
      (s.number === undefined || s.number > open.last);
    if (!continues && s.item) open = undefined;
    if (!s.item || item === undefined) continue;
    if (open === undefined) {
      if (label.length < 3) continue;
      open = {
        id: lists.length,
        page: s.page,
        label,
        items: [],
        sentences: [],
        last: 0,
        lastPage: 0,
      };
      lists.push(open);
    }
    open.last = s.number ?? open.last + 1;
    open.lastPage = s.page;
    if (!open.items.includes(item)) {
      open.items.push(item);
      open.sentences.push(s);
    }
  }
  return lists
    .filter((l) => l.items.length >= 3)
    .map(({ id, page, label: name, items, sentences: lines }) => ({
      id,
      page,
      label: name,
      items,
      sentences: lines,
    }));
}

export function buildArabicModel(doc: ExtractedDocument): ArabicModel {
  const sentences = arabicSentences(doc);
  const pageText = new Map(doc.pages.map((p) => [p.number, p.text]));
  return {
    pageCount: doc.pageCount,
    pageText,
    sentences,
    terms: arabicTerms(sentences, doc.pages.length),
    definitions: arabicDefinitions(sentences, pageText),
    lists: findLists(sentences),
  };
}
