/**
 * Lists a slide states: "Cooperation: Information Sharing, Computational Speedup, …" on one line,
 * or a title over short lines ("Methods in psychology" / "Case studies" / "Interviews" …).
 */
import { expands } from './acronyms.ts';
import type { DocumentModel, PageLayout } from './document-model.ts';
import { GENERIC } from './term-rules.ts';

export interface PageList {
  /** Document-wide id; the unit list id for a block, a fresh id for an inline list. */
  id: number;
  page: number;
  /** What the items are listed under: the inline label or the slide title / heading. */
  label: string;
  /** The slide title or heading the list stands under (its label's setting). */
  section: string;
  /** The label's head noun, lower case and singular ("method" for "Methods in psychology"). */
  head: string;
  items: string[];
  /** For each item, the line it is written on (the evidence an item is checked against). */
  lines: string[];
  inline: boolean;
}

const ITEM = /^\p{L}[\p{L}'’ -]*\p{L}$/u;
// Words that make a line a clause, a table row or a phrase with context rather than an item; a
// verb alone ('Requires') introduces the sub-bullets below it.
const NOT_IN_ITEM = new Set(
  'a an the is are was were be been has have had do does did can may must will would should this that these those it its they we you he she in into on at by with from for including such as all other vs versus yes no true false etc example examples requires require includes include involves involve needs need means consists contains'.split(
    ' ',
  ),
);
const CONNECTOR = /^(?:of|in|on|for|to|and|or|with|by|from)$/i;
// A note or abbreviation in brackets at the end ('Schedulers (CPU)', '… (Kernel vs User Thread)').
const TRAILING_BRACKETS = /\s*\([^)]*\)$/;

/** A list item: one to four words, letters only, no clause ("Case studies", "Many to One"). */
export function isItem(text: string): boolean {
  if (!ITEM.test(text) || text.length > 40) return false;
  const words = text.split(/\s+/);
  if (words.length > 4) return false;
  if (words.some((w) => NOT_IN_ITEM.has(w.toLowerCase()))) return false;
  if (words.some((w) => w.replace(/[^\p{L}]/gu, '').length < 2)) return false;
  // A word said twice is a table row ('True True'), not an item; 'One to One' is one.
  const repeats = new Set(words.map((w) => w.toLowerCase())).size < words.length;
  if (repeats && !/^(\p{L}+) to \1$/iu.test(text)) return false;
  if (CONNECTOR.test(words[0] ?? '') || CONNECTOR.test(words.at(-1) ?? '')) return false;
  return !(words.length === 1 && GENERIC.has(text.toLowerCase()));
}

/** The noun a label is about: "Psychoanalytic therapy - tools" → "tool", "MultiT Benefits" → "benefit". */
export function labelHead(label: string): string {
  // 'Multithreading Models (Kernel vs User Thread)' are models.
  const bare = label.replace(TRAILING_BRACKETS, '');
  const last = bare.split(/\s[-–—:]\s|:/).at(-1) ?? bare;
  const beforePreposition =
    last.split(/\s(?:of|in|on|for|to|with|from|at|by|where|which|that|who|whose|when)\s/i)[0] ??
    last;
  // 'Relative-standard' is a kind of 'standard', a sibling of 'Absolute standard'.
  const word =
    beforePreposition
      .trim()
      .split(/\s+|-(?=\p{L}{4})/u)
      .at(-1) ?? '';
  return singular(word.toLowerCase().replace(/[^\p{L}-]/gu, ''));
}

function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (/(?:ss|us|is)$/.test(word)) return word;
  return word.replace(/s$/, '');
}

function usableLabel(label: string): boolean {
  const words = label.split(/\s+/);
  if (words.length > 7 || label.length < 3 || /\d/.test(label)) return false;
  if (!/^\p{L}/u.test(label) || /[.?!,;]/.test(label)) return false;
  // Recaps list topics, not facts: "Summary", "Review".
  if (/^(?:review|summary|recap|remember|conclusions?|key points|takeaways?)$/i.test(label))
    return false;
  if (/^there (?:are|is)\b/i.test(label)) return false;
  // Questions and course admin ("Why do we need …", "Class hours and forms of credit").
  if (
    /^(?:why|what|how|when|where|who|which)\b|\b(?:class|credit|hours?|exams?|grading|contact|schedule)\b/i.test(
      label,
    )
  )
    return false;
  const head = labelHead(label);
  // "Examples:", "Types:" name no list of their own.
  return head.length >= 3 && !/^(?:example|type|kind|other|note|e\.?g)$/.test(head);
}

/** The items of "a, b, c" or "| a | b | c |". */
function itemsOf(text: string): string[] {
  return text
    .replace(/(?:,?\s*etc)?\.?\s*$/, '')
    .replace(/^\|\s*|\s*\|$/g, '')
    .split(/\s*[,|;]\s*|\s+(?:and|or)\s+(?=[^,]*$)/)
    .map((item) => item.trim().replace(/^(?:and|or)\s+/, ''))
    .filter((item) => item.length > 0);
}

function listUnder(label: string, items: string[]): { label: string; items: string[] } | undefined {
  if (items.length < 3 || items.length > 8 || !items.every(isItem)) return undefined;
  if (!usableLabel(label.trim()) || new Set(items).size < items.length) return undefined;
  return { label: label.trim(), items };
}

/** "Label: a, b, c" or "Label: | a | b | c |" on one line. */
function inlineList(line: string): { label: string; items: string[] } | undefined {
  const match = /^([^:]{3,48}?)\s*:\s*(.+)$/.exec(line);
  if (match === null) return undefined;
  const [, label = '', rest = ''] = match;
  return listUnder(label, itemsOf(rest));
}

/**
 * A name on a line of its own over a comma list ("Process Control Block (PCB)" / "/proc/,
 * Process State, Program Counter, Registers, …"): the line lists what the name holds. One item
 * that is a path or a symbol rather than words ('/proc/') is left out.
 */
function headedList(heading: string, line: string): { label: string; items: string[] } | undefined {
  if (/[.:;,?!]$/.test(heading) || heading.split(/\s+/).length > 5 || line.includes(':'))
    return undefined;
  // A name, not a phrase ('A brief history'); names for items, not a sentence wrapped in two.
  if (!/,/.test(line) || /^(?:a|an|the)\s/i.test(heading)) return undefined;
  const items = itemsOf(line);
  if (!items.every((item) => /^[^\p{Ll}]/u.test(item))) return undefined;
  const symbols = items.filter((item) => /^[^\p{L}]|[^\p{L})]$/u.test(item));
  if (symbols.length > 1) return undefined;
  return listUnder(
    heading,
    items.filter((item) => !symbols.includes(item)),
  );
}

/** An item written as its abbreviation spelt out ('RPC: Remote Procedure Calls') is what it names. */
function spelledOut(item: string): string {
  const match = /^(\p{Lu}{2,6}): (.+)$/u.exec(item);
  return match && expands(match[1] ?? '', match[2] ?? '') ? (match[2] ?? item) : item;
}

/** Short sibling units under a title or heading: the slide is a list of its topic's parts. */
function blockLists(layout: PageLayout): Array<Omit<PageList, 'head'>> {
  const out: Array<Omit<PageList, 'head'>> = [];
  // A contents slide ("Chapter 3: Processes" over section names) lists chapters, not facts.
  if (/\b(?:chapters?|contents|week|lecture)\b/i.test(layout.title)) return out;
  let label = layout.title;
  const groups = new Map<number, { label: string; units: string[] }>();
  for (const [i, unit] of layout.units.entries()) {
    // "Courses where game theory is central:" or a plain line over bullets names the list below.
    const next = layout.units[i + 1];
    const short = unit.text.split(' ').length <= 8;
    const opens =
      short &&
      (unit.text.endsWith(':') ||
        (unit.kind === 'line' && next?.kind === 'bullet' && !/[.;,]$/.test(unit.text)));
    if (unit.kind === 'title' || unit.kind === 'heading' || opens) {
      label = unit.text.replace(/:$/, '');
      continue;
    }
    const group = groups.get(unit.listId) ?? { label, units: [] };
    group.units.push(unit.text);
    groups.set(unit.listId, group);
  }
  for (const [id, group] of groups) {
    const items = group.units.map((u) =>
      spelledOut(u.replace(TRAILING_BRACKETS, '').replace(/\.$/, '')),
    );
    const kept = items.filter(isItem);
    // A slide of sentences with one short line among them is no list.
    if (kept.length < 2 || kept.length > 10 || kept.length < group.units.length / 2) continue;
    if (new Set(kept.map((k) => k.toLowerCase())).size < kept.length) continue;
    if (!usableLabel(group.label)) continue;
    const lines = kept.map((item) => group.units[items.indexOf(item)] ?? item);
    out.push({
      id,
      page: layout.page,
      label: group.label,
      section: layout.title,
      items: kept,
      lines,
      inline: false,
    });
  }
  return out;
}

/** Every list in the document, at most one per label and page. */
export function findLists(model: DocumentModel): PageList[] {
  const lists: PageList[] = [];
  let inlineId = -1;
  for (const layout of model.layouts) {
    if (layout.skip) continue;
    for (const [i, line] of layout.lines.entries()) {
      const previous = layout.lines[i - 1];
      const found = inlineList(line) ?? (previous ? headedList(previous, line) : undefined);
      if (found)
        lists.push({
          id: inlineId--,
          page: layout.page,
          section: layout.title,
          ...found,
          head: labelHead(found.label),
          lines: found.items.map(() => line),
          inline: true,
        });
    }
    for (const block of blockLists(layout)) {
      if (lists.some((l) => l.page === block.page && l.label === block.label)) continue;
      lists.push({ ...block, head: labelHead(block.label) });
    }
  }
  return lists;
}
