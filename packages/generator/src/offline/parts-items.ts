/**
 * "A normal form game consists of: 1. The set of players … 2. The possible strategy sets …": the
 * parts of a whole, as a card whose back is the parts the slide lists.
 */
import { containsPhrase } from '../quality/quality-checks.ts';
import type { BuildContext, FlashcardCandidate } from './candidate.ts';
import type { DocumentModel } from './document-model.ts';

/** Stable ids apart from sentences, list items and labelled bullets. */
const PARTS_SENTENCE_BASE = 3_000_000;

const HEADER =
  /^(.{3,60}?)\s+(consists? of|is made up of|comprises|is composed of|has (?:the following|two|three|four|five) (?:parts|components|elements|ingredients))\s*:$/i;

export interface Parts {
  page: number;
  whole: string;
  verb: string;
  parts: string[];
}

/**
 * The readable start of a part: words up to a symbol, a one-letter variable or a colon
 * ("The set of players i" → "The set of players", "Strategy sets: …" → "Strategy sets").
 */
export function partName(text: string): string {
  const words: string[] = [];
  for (const word of text.split(/\s+/)) {
    const bare = word.replace(/:$/, '');
    if (!/^\(?\p{L}[\p{L}’'-]+\)?$/u.test(bare)) break;
    // "ui", "si": a subscripted symbol, not a word.
    if (bare.length <= 2 && !/^(?:of|to|in|on|by|or|an|as|at)$/i.test(bare)) break;
    words.push(bare);
    if (word.endsWith(':')) break;
  }
  return words.length >= 2 ? words.join(' ') : '';
}

/** Every "X consists of:" followed by two to six parts, first occurrence of each whole. */
export function findParts(model: DocumentModel): Parts[] {
  const out: Parts[] = [];
  for (const layout of model.layouts) {
    if (layout.skip) continue;
    const units = layout.units;
    for (const [i, unit] of units.entries()) {
      const match = HEADER.exec(unit.text);
      if (match === null) continue;
      const [, whole = '', verb = ''] = match;
      if (out.some((p) => p.whole.toLowerCase() === whole.toLowerCase())) continue;
      const parts: string[] = [];
      for (const next of units.slice(i + 1, i + 7)) {
        if (next.kind !== 'bullet') break;
        const name = partName(next.text);
        // A part must read as a phrase of its own and stand on the page as written.
        if (name === '' || name.split(' ').length > 8 || /[.?!]$/.test(next.text.trim())) break;
        parts.push(name);
      }
      if (parts.length < 2 || parts.length > 6) continue;
      const page = model.pageText.get(layout.page) ?? '';
      if (!parts.every((p) => containsPhrase(page, p))) continue;
      out.push({ page: layout.page, whole, verb, parts });
    }
  }
  return out;
}

function question(whole: string, verb: string): string {
  // "A normal form game" reads "a normal form game" inside the question; a name keeps its capital.
  const lower = /^(?:A|An|The)\s/.test(whole);
  const subject = lower ? whole.charAt(0).toLowerCase() + whole.slice(1) : whole;
  if (/^consists? of$/i.test(verb)) return `What does ${subject} consist of?`;
  if (/^comprises$/i.test(verb)) return `What does ${subject} comprise?`;
  if (/^is (?:made up|composed) of$/i.test(verb)) return `What is ${subject} made up of?`;
  return `What are the parts of ${subject}?`;
}

/** Whole ↔ its parts. */
export function partsCards(ctx: BuildContext): FlashcardCandidate[] {
  return findParts(ctx.model).map((p, i) => ({
    front: question(p.whole, p.verb),
    back: `${p.parts.join('; ')}.`,
    asked: { question: question(p.whole, p.verb), answer: p.parts.join('; ') },
    page: p.page,
    key: `parts:${p.whole.toLowerCase()}`,
    sentenceId: PARTS_SENTENCE_BASE + i,
    score: 0.7,
  }));
}
