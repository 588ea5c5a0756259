/** Abbreviations a sentence or slide title spells out. */
import type { Definition, DefinedTerm } from './definitions.ts';
import type { Sentence } from './document-model.ts';

const CONNECTOR = /^(?:of|and|for|the|in|on|to|&)$/;

/** "Process Control Block (PCB)", "PID: Process Identifier": an abbreviation spelled out. */
export function acronym(s: Sentence): Definition | undefined {
  // Both forms need an abbreviation: a quick test spares the slow patterns most sentences.
  if (!/\p{Lu}{2}/u.test(s.text)) return undefined;
  const match =
    /(?:^|\s)((?:\p{Lu}[\p{L}-]*\s+(?:(?:of|and|for|the|in|on|to|&)\s+)?){1,6}?(?:\p{Lu}[\p{L}-]*))\s*\((\p{Lu}{2,6}s?)\)|(?:^|\s)(\p{Lu}{2,6})\s*[:(]\s*((?:\p{Lu}[\p{L}-]*\s*){2,6})\)?/u.exec(
      s.text,
    );
  if (match === null) return byInitials(s);
  let long = (match[1] ?? match[4] ?? '').trim();
  const short = (match[2] ?? match[3] ?? '').replace(/s$/, '');
  // "The Process Control Block (PCB)": the expansion starts where the letters do.
  while (!expands(short, long) && long.split(' ').length > 2)
    long = long.replace(/^\S+\s+(?:(?:of|and|for|the|in|on|to|&)\s+)?/, '');
  if (!expands(short, long)) return byInitials(s);
  return spelledOut(s, short, long);
}

/**
 * "Minimum remaining values (MRV)": words in lower case spell an abbreviation out only when their
 * initials are its letters, one word each; the expansion is shown in capitals like the others.
 */
function byInitials(s: Sentence): Definition | undefined {
  if (!/\(\p{Lu}{2,6}s?\)/u.test(s.text)) return undefined;
  const match = /((?:[\p{L}-]+\s+){2,6})\((\p{Lu}{2,6})s?\)/u.exec(s.text);
  if (match === null) return undefined;
  const short = match[2] ?? '';
  const words = (match[1] ?? '').trim().split(/\s+/).slice(-short.length);
  const initials = words.map((w) => w.charAt(0).toUpperCase()).join('');
  if (initials !== short || words.some((w) => CONNECTOR.test(w.toLowerCase()))) return undefined;
  const long = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
  return spelledOut(s, short, long);
}

function spelledOut(s: Sentence, short: string, long: string): Definition {
  const term: DefinedTerm = {
    text: short,
    key: short.toLowerCase(),
    head: short.toLowerCase(),
    plural: false,
    proper: true,
  };
  return { term, text: long, style: 'acronym', shape: 'noun', sentence: s };
}

/** Whether the acronym's letters appear in order in the expansion, starting at its first word. */
export function expands(short: string, long: string): boolean {
  const words = long.split(/[\s-]+/).filter((w) => !CONNECTOR.test(w));
  if (words.length > short.length + 1 || words.length < 2) return false;
  if (CONNECTOR.test(long.split(' ')[0] ?? '')) return false;
  const letters = long.toUpperCase();
  if (letters[0] !== short[0]) return false;
  let at = 0;
  for (const char of short) {
    at = letters.indexOf(char, at);
    if (at < 0) return false;
    at++;
  }
  return true;
}
