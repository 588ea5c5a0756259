/**
 * Turns one page of cleaned text into units (title, headings, bullets, paragraphs) before any
 * NLP: wink-nlp does not split on newlines, and slide text wraps lines mid-sentence.
 */

export type UnitKind = 'title' | 'heading' | 'bullet' | 'line' | 'paragraph';

export interface Unit {
  kind: UnitKind;
  text: string;
  /** Consecutive bullets or short lines under one heading share a list id (siblings). */
  listId: number;
}

export interface PageUnits {
  title: string;
  units: Unit[];
  /** Title, agenda, reference or contact slides: nothing worth asking about. */
  skip: boolean;
}

const BULLET =
  /^(?:[•◦▪▫■□●○◆◇►▶➢➤✓✔✗*·‣⁃∙⋄~]|[-–—](?=\s)|\.(?=\s)|\(?\d{1,2}[.)](?=\s|[A-Za-z])|\(?[a-hA-H][.)](?=\s)|\(\w{1,3}\))\s*/u;
const NUMBERED_HEADING =
  /^(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|[IVX]{1,4}\.|Chapter \d+[.:]?)\s+(?=\p{Lu})/u;
const JUNK = [
  /https?:\/\/|www\.|\S+@\S+\.\w+/i,
  /©|\(c\)\s*\d{4}|all rights reserved/i,
  /^(?:page\s*)?\d{1,4}(?:\s*(?:\/|of)\s*\d{1,4})?$/i,
  /\.{4,}|(?:\.\s){4,}/,
  /^#\s*\w+|[{}]|\w\(.*\)\s*;\s*$/,
  // Footnotes: "1Source: ACM IEEE CS Curricula".
  /^\d\p{Lu}\p{Ll}+\b/u,
];
const SKIP_TITLE =
  /^(?:references?|bibliography|further reading|reading list|sources?|acknowledge?ments?|credits|contacts?|questions\??|thank you.*|thanks.*|agenda.*|outline.*|contents|table of contents|overview|schedule.*|course info.*|learning outcomes?.*|objectives?|summary of topics|homework|assignments?.*|exercises?|practice problems?.*|any questions\??|about me|about the (?:author|instructor|lecturer)|welcome)$/i;
const SKIP_ANYWHERE =
  /\b(?:learning outcomes?|learning objectives?|references|bibliography|agenda|outline|schedule|topics|acknowledge?ments?|table of contents|further reading|reading list|about the course|course information)\d?\b/i;
const FUNCTION_END =
  /\b(?:a|an|the|of|to|in|on|for|and|or|but|with|by|from|as|at|that|which|who|is|are|was|were|be|its|their|this|these|into|than|between|such|e\.g\.|i\.e\.)$/i;

/** Whitespace and glyph normalisation shared by the splitter (not the match normaliser). */
export function tidy(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Cc}/gu, (c) => (c === '\t' ? ' ' : ''))
    .replace(/[\u00ad\u200b-\u200f\ufeff]/g, '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .trim();
}

function isJunk(line: string): boolean {
  if (line.length < 3) return true;
  if (JUNK.some((re) => re.test(line))) return true;
  // Source code and formulae: many programming symbols for the length of the line.
  const symbols = (line.match(/[{}[\];=<>#%$\\|^_∑∫√±×÷≤≥≠]/g) ?? []).length;
  if (symbols >= 4 && symbols > line.length / 25) return true;
  const letters = (line.match(/\p{L}/gu) ?? []).length;
  return letters < line.length * 0.5 || letters < 3;
}

/** Whether a short line looks like a heading: few words, no final stop, title-like case. */
function looksLikeHeading(line: string): boolean {
  const words = line.split(' ');
  if (words.length > 10 || /[.,;]$/.test(line)) return false;
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  return capitalised >= Math.ceil(words.length / 2) || words.length <= 3;
}

/**
 * Words the document writes in lower case: decides whether "exam-\nple" was one word, and
 * whether a capitalised word in mid-line is a name or the start of a run-in item.
 */
export interface Lexicon {
  lower: Set<string>;
  /** Capitalised words that open a line somewhere: item starts rather than names. */
  starts: Set<string>;
}

export function buildLexicon(texts: string[]): Lexicon {
  const lower = new Set<string>();
  const starts = new Set<string>();
  for (const text of texts) {
    const normal = text.normalize('NFKC');
    for (const [word] of normal.matchAll(/\p{Ll}+/gu)) lower.add(word);
    for (const [, word] of normal.matchAll(/^[•\s-]*(\p{Lu}\p{Ll}+)/gmu)) starts.add(word ?? '');
  }
  return { lower, starts };
}

const RUN_IN = /(?<=[\p{Ll})]) (?=(?:A|An|The|\p{Lu}\p{Ll}+) )/gu;
const FUNCTION_WORD = /\b(?:a|an|the|of|to|in|on|for|and|or|by|with|from|at|as|vs)$/;

/**
 * Splits items the extractor ran together on one line ("… aversive stimuli Negative punishment
 * – …"): a capitalised common word right after a lower-case content word starts a new item.
 */
function splitRunIns(text: string, lexicon: Lexicon): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const match of text.matchAll(RUN_IN)) {
    const at = match.index ?? 0;
    const next = /^\S+/.exec(text.slice(at + 1))?.[0] ?? '';
    const before = text.slice(from, at);
    const rest = text.slice(at + 1);
    // "… language) Sociology (study of …": a new term opens its own definition.
    // "Dominated Strategies (IESDS)" only spells out an abbreviation.
    const opensDefinition =
      /^\p{Lu}[\p{L}-]*(?: [\p{L}-]+){0,2} ?(?:\((?!\p{Lu}{2,}s?\))|:| [–-] )/u.test(rest);
    const common = lexicon.lower.has(next.toLowerCase()) || lexicon.starts.has(next);
    // "the blue Net National Product": a run of capitals is a name, not a new item.
    const after = /^\S+\s+(\S+)/.exec(rest)?.[1] ?? '';
    if (!opensDefinition && /^\p{Lu}\p{Ll}/u.test(next) && /^\p{Lu}/u.test(after)) continue;
    // "… can express Boolean functions": two words left are the object, not a new item.
    if (rest.split(' ').length < 3) continue;
    // "by Iterative Elimination of …": inside a run of capitalised words, a name goes on.
    if (/(?:^|\s)\p{Lu}[\p{L}-]*$/u.test(before) && !opensDefinition) continue;
    if (FUNCTION_WORD.test(before) || !(common || opensDefinition) || before.split(' ').length < 3)
      continue;
    parts.push(before);
    from = at + 1;
  }
  parts.push(text.slice(from));
  return parts;
}

function joinHyphenated(previous: string, next: string, lexicon: Lexicon): string {
  const stem = previous.slice(0, -1);
  const tail = /^\S+/.exec(next)?.[0] ?? '';
  const left = /\S+$/.exec(stem)?.[0] ?? '';
  const merged = (left + tail).toLowerCase().replace(/[^\p{L}]/gu, '');
  return lexicon.lower.has(merged) ? stem + next : previous + next;
}

const EMPTY_LEXICON: Lexicon = { lower: new Set(), starts: new Set() };

const EXAMPLE_MARK = /^e\.g\.,?\s+(?=\p{Lu})/iu;

/** Splits page text into units; the lexicon of the whole document guides line joins. */
export function splitPage(text: string, lexicon: Lexicon = EMPTY_LEXICON): PageUnits {
  const lines = text
    .split(/\r?\n/)
    .map(tidy)
    .filter((line) => line.length > 0);
  const units: Unit[] = [];
  let title = '';
  let listId = 0;
  let open: Unit | undefined;

  for (const [index, raw] of lines.entries()) {
    const bullet = BULLET.exec(raw);
    // 'E.g. IESDS requires …' states a fact of its own, given as an example of the line before.
    const line = (bullet ? raw.slice(bullet[0].length).trim() : raw).replace(EXAMPLE_MARK, '');
    if (isJunk(line)) {
      open = undefined;
      continue;
    }
    if (open?.kind === 'title' && !bullet && FUNCTION_END.test(open.text)) {
      open.text = title = `${open.text} ${line}`;
      continue;
    }
    if (open?.kind === 'title' && open.text.endsWith(':') && !bullet && !line.includes(':')) {
      // "Reinforcement:" over "Increases the chance …" is a definition split over two lines.
      title = open.text.slice(0, -1);
      open = { kind: 'line', text: `${open.text} ${line}`, listId: ++listId };
      units.push(open);
      continue;
    }
    // "Degree heuristic (…):" over one "⟹ choose the variable with …" is one statement, its
    // second half set on a line of its own after an arrow.
    if (
      bullet &&
      open?.kind === 'line' &&
      open.text.endsWith(':') &&
      /^\p{Ll}/u.test(line) &&
      !BULLET.test(lines[index + 1] ?? '')
    ) {
      open.text = `${open.text} ${line}`;
      continue;
    }
    if (index === 0 && !bullet && isTitle(line)) {
      title = line.replace(NUMBERED_HEADING, '');
      open = { kind: 'title', text: title, listId: ++listId };
      units.push(open);
      continue;
    }
    if (!bullet && NUMBERED_HEADING.test(line) && looksLikeHeading(line) && line.length < 90) {
      units.push({ kind: 'heading', text: line.replace(NUMBERED_HEADING, ''), listId: ++listId });
      open = undefined;
      continue;
    }
    if (open && open.kind !== 'title' && !bullet && continues(open.text, line)) {
      open.text = open.text.endsWith('-')
        ? joinHyphenated(open.text, line, lexicon)
        : `${open.text} ${line}`;
      if (open.kind === 'line') open.kind = 'paragraph';
      continue;
    }
    const kind: UnitKind = bullet ? 'bullet' : 'line';
    if (open === undefined || open.kind !== kind) listId++;
    open = { kind, text: line, listId };
    units.push(open);
  }
  // A short plain line over bullets heads them ("Reasons to evaluate a program" / "• Cost").
  for (const [i, unit] of units.entries()) {
    const next = units[i + 1];
    if (unit.kind === 'line' && next?.kind === 'bullet' && looksLikeHeading(unit.text))
      unit.kind = 'heading';
  }
  const bareTitle = title.replace(/\s*\(\d+\)\d?$/, '').replace(/[?:]$/, '');
  const split = units.flatMap((u) =>
    u.kind === 'title' || u.kind === 'heading'
      ? [u]
      : splitRunIns(u.text, lexicon).map((text) => ({ ...u, text })),
  );
  return { title, units: split, skip: SKIP_TITLE.test(bareTitle) || SKIP_ANYWHERE.test(title) };
}

function isTitle(line: string): boolean {
  return line.split(' ').length <= 12 && !/[.,;]$/.test(line) && /^[\p{Lu}\d]/u.test(line);
}

/**
 * Whether `line` continues the sentence of `previous`. The extractor has already joined most
 * wrapped lines, so only clear signs count: a lower-case start, or a dangling end.
 */
function continues(previous: string, line: string): boolean {
  if (previous.endsWith('-') || /[,(/&]$/.test(previous) || FUNCTION_END.test(previous))
    return true;
  if (count(previous, '(') > count(previous, ')')) return true;
  // 'each variable represent one word' / 'the domain is all words …': a sub-bullet without its
  // glyph that starts a clause of its own.
  if (NEW_CLAUSE.test(line) && previous.split(' ').length >= 3) return false;
  return /^[\p{Ll}(]/u.test(line) && !/[.!?]$/.test(previous);
}

const NEW_CLAUSE =
  /^(?:the|a|an|each|every|all)\s+(?:[\p{Ll}-]+\s+){0,2}(?:is|are|has|have|must|can|will|specify|specifies|represent|represents)\b/u;

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}
