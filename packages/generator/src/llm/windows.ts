import type { ExtractedDocument, Page } from '../types.ts';

// A model sees a few pages at a time: enough context to write good distractors, little enough
// that small local models (4k-token contexts are common) keep every page in view.
const MIN_PAGES = 3;
const MAX_PAGES = 6;
const TARGET_CHARS = 5_000;
/** Dense pages (DOCX chunks, long text) close a window early, below MIN_PAGES if need be. */
const MAX_WINDOW_CHARS = 12_000;
const MAX_PAGE_CHARS = 6_000;

export interface PageWindow {
  pages: Page[];
  chars: number;
}

const SKIP_HEADING =
  /^(?:agenda|outline|contents|table of contents|overview|today'?s (?:agenda|topics|plan|lecture)|learning (?:objectives|outcomes)|references?|bibliography|works cited|further reading|reading list|sources|acknowledge?ments?|(?:any )?questions|thank you|thanks)\s*[:.?!]*$/i;
const CITATION = /\(\d{4}[a-z]?\)|\bet al\.|\bdoi\b|https?:\/\/|^\[\d+\]|\b(?:19|20)\d{2}\.\s/i;

/** True for pages that give no material to ask about: title, agenda and reference pages. */
export function isSkippablePage(page: Page, index: number): boolean {
  const text = page.text.trim();
  if (text.length < 60) return true;
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  // A title page is short and has no line long enough to be a sentence of content.
  const longestLine = Math.max(...lines.map((line) => line.split(/\s+/).length));
  if (index === 0 && text.length < 300 && longestLine <= 12) return true;
  if (SKIP_HEADING.test(lines[0] ?? '')) return true;
  const citations = lines.filter((line) => CITATION.test(line)).length;
  return lines.length >= 3 && citations / lines.length >= 0.5;
}

/** Groups the content pages into windows of 3–6 consecutive pages, sized by text. */
export function buildWindows(doc: ExtractedDocument): PageWindow[] {
  const content = doc.pages.filter((page, i) => !isSkippablePage(page, i));
  const pages = (content.length > 0 ? content : doc.pages)
    .map((page) => ({ number: page.number, text: page.text.trim().slice(0, MAX_PAGE_CHARS) }))
    .filter((page) => page.text.length > 0);
  const windows: PageWindow[] = [];
  let current: PageWindow = { pages: [], chars: 0 };
  for (const page of pages) {
    if (current.pages.length > 0 && current.chars + page.text.length > MAX_WINDOW_CHARS) {
      windows.push(current);
      current = { pages: [], chars: 0 };
    }
    current.pages.push(page);
    current.chars += page.text.length;
    const full = current.pages.length >= MIN_PAGES && current.chars >= TARGET_CHARS;
    if (current.pages.length >= MAX_PAGES || full) {
      windows.push(current);
      current = { pages: [], chars: 0 };
    }
  }
  if (current.pages.length > 0) {
    const last = windows.at(-1);
    const fits =
      last &&
      last.pages.length + current.pages.length <= MAX_PAGES &&
      last.chars + current.chars <= MAX_WINDOW_CHARS;
    if (current.pages.length < MIN_PAGES && fits) {
      last.pages.push(...current.pages);
      last.chars += current.chars;
    } else {
      windows.push(current);
    }
  }
  return windows;
}

/**
 * Spreads `count` items over the windows in proportion to their text, evenly along the
 * document; `offset` (0–1) shifts the spread so a later round tries other windows.
 */
export function spreadBudget(windows: PageWindow[], count: number, offset = 0): number[] {
  const budget = windows.map(() => 0);
  const total = windows.reduce((sum, w) => sum + w.chars, 0);
  if (total === 0 || count <= 0) return budget;
  for (let i = 0; i < count; i++) {
    const at = (((i + 0.5) / count + offset) % 1) * total;
    let seen = 0;
    const index = windows.findIndex((w) => (seen += w.chars) > at);
    const target = index < 0 ? windows.length - 1 : index;
    budget[target] = (budget[target] ?? 0) + 1;
  }
  return budget;
}

/** The window as the model reads it: each page's text under its `[p.N]` marker. */
export function renderWindow(window: PageWindow): string {
  return window.pages.map((page) => `[p.${page.number}]\n${page.text}`).join('\n\n');
}
