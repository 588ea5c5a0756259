/**
 * Definitions in Arabic lecture text: "X هو/هي …", "X وهي التي …", a term line followed by
 * "وهي …", "يعرف X بأنه …", "يقصد بـX …", "X: …" and the next of a series ("وY ويفعل …").
 */
import { containsPhrase } from '../quality/quality-checks.ts';
import {
  arabicWords,
  isDamagedWord,
  isStopWord,
  normalizeArabic,
  type ArabicSentence,
} from './arabic-text.ts';

export interface ArabicDefinition {
  /** The defined term, as written on the page. */
  term: string;
  /** The defining words, verbatim, without the final stop. */
  text: string;
  sentence: ArabicSentence;
}

const LEAD = /^(?:و?يقصد|و?يعرف|و?تعرف|و?يعني)$/;

/** A term: one to six words, not opening or closing on a stop word, no clause marks. */
function termLike(text: string): boolean {
  const words = arabicWords(text);
  if (/^(?:اولا|اوال|ثانيا|ثالثا|رابعا|خامسا|مثال|ملاحظه|تعريف)/.test(normalizeArabic(text)))
    return false;
  if (words.length === 0 || words.length > 6 || /[،,؛;.؟?!«»"()]/.test(text)) return false;
  if (isStopWord(words[0] ?? '') || isStopWord(words.at(-1) ?? '')) return false;
  return words.every((w) => /\p{Script=Arabic}/u.test(w)) && text.length >= 3;
}

/** At most ~30 words, cut at a comma when longer; none if too short to define anything. */
function shown(text: string): string | undefined {
  let out = text.replace(/[.،,؛:]+$/, '').trim();
  if (arabicWords(out).length > 30) {
    // Cut at the first comma that leaves a definition of some length.
    const cut = [...out.matchAll(/[،,]/g)]
      .map((m) => m.index ?? 0)
      .find((at) => arabicWords(out.slice(0, at)).length >= 5);
    if (cut === undefined) return undefined;
    out = out.slice(0, cut).trim();
    if (arabicWords(out).length > 30) return undefined;
  }
  return arabicWords(out).length >= 3 ? out : undefined;
}

function make(term: string, text: string, sentence: ArabicSentence): ArabicDefinition | undefined {
  const clean = term.replace(/[:：]\s*$/, '').trim();
  const definition = shown(text);
  if (!termLike(clean) || definition === undefined) return undefined;
  // The definition must not give its own term away.
  if (containsPhrase(definition, clean)) return undefined;
  return { term: clean, text: definition, sentence };
}

/** "X هو …" inside the sentence, or a sentence opening on "وهي …" under a term line. */
function copula(s: ArabicSentence): ArabicDefinition | undefined {
  const opening = /^(?:هو|هي|وهو|وهي|فهو|فهي)\s+(.+)$/u.exec(s.text);
  if (opening) {
    const term = s.previous.replace(/:$/, '');
    return termLike(term) ? make(term, opening[1] ?? '', s) : undefined;
  }
  const inline = /^(.{3,80}?)\s+(?:هو|هي|وهو|وهي|فهو|فهي)\s+(.+)$/u.exec(s.text);
  if (inline === null) return undefined;
  // A vowel mark set apart by the extraction ("المدى ً") belongs to no word.
  const term = (inline[1] ?? '').replace(/\s+[\u064b-\u065f]+$/u, '').replace(/[:：]$/, '');
  return make(term, inline[2] ?? '', s);
}

/** "يعرف X بأنه …", "ويقصد بالتقييم إجراء …". */
function lead(s: ArabicSentence): ArabicDefinition | undefined {
  const words = s.text.split(/\s+/);
  if (!LEAD.test(words[0] ?? '')) return undefined;
  const by = words.findIndex((w, i) => i > 1 && /^(?:بأنه|بأنها|بانه|بانها|على أنه)$/.test(w));
  if (by > 1) return make(words.slice(1, by).join(' '), words.slice(by + 1).join(' '), s);
  // "يقصد بالتقييم": the term is glued to بـ; a following definite adjective belongs to it.
  const glued = /^ب(ال\p{L}+)$/u.exec(words[1] ?? '');
  if (glued === null) return undefined;
  let end = 2;
  while (end < 4 && /^ال\p{L}+$/u.test(words[end] ?? '')) end++;
  const term = [glued[1] ?? '', ...words.slice(2, end)].join(' ');
  return make(term, words.slice(end).join(' '), s);
}

/** "أهداف كمية: وهي التي …" or "X: …" on one line. */
function colon(s: ArabicSentence): ArabicDefinition | undefined {
  const match = /^([^:]{3,60}):\s*(.+)$/u.exec(s.text);
  if (match === null) return undefined;
  const rest = (match[2] ?? '').replace(/^(?:وهي|وهو|هي|هو)\s+/, '');
  return make(match[1] ?? '', rest, s);
}

/**
 * The next of a series a definition opened ('أهداف طويلة المدى وهي التي يستغرق تنفيذها …' then
 * 'وأهداف متوسطة المدى ويستغرق تنفيذها فترات زمنية أقل …'): 'و' + a term of the same head + 'و'
 * + the same verb the definition starts with. On its own, 'X ويفعل …' is no definition.
 */
function sibling(s: ArabicSentence, before: ArabicDefinition): ArabicDefinition | undefined {
  if (s.page !== before.sentence.page) return undefined;
  const firstWord = (text: string) =>
    normalizeArabic(arabicWords(text)[0] ?? '').replace(/^ال/u, '');
  const verb = firstWord(before.text.replace(/^(?:التي|الذي)\s+/u, ''));
  const match = /^و(\p{L}+(?:\s+\p{L}+){1,4}?)\s+و(\p{L}+)\s+(.+)$/u.exec(s.text);
  if (match === null || verb.length < 3) return undefined;
  const [, term = '', verbHere = '', rest = ''] = match;
  if (firstWord(term) !== firstWord(before.term) || firstWord(verbHere) !== verb) return undefined;
  return make(term, `${verbHere} ${rest}`, s);
}

/**
 * The readable start of a sentence on a clean page, up to its first broken word ("… العمل
 * الإرشادي سواء كان التقيي م …" keeps "… العمل الإرشادي").
 */
function cleanStart(s: ArabicSentence): ArabicSentence | undefined {
  if (!s.pageClean) return undefined;
  const words = s.text.split(/\s+/);
  // A word ending on a vowel mark before a fragment was cut in two ("التقييً م"): broken too.
  const broken = words.findIndex(
    (w, i) =>
      arabicWords(w).some(isDamagedWord) ||
      (/[\u064b-\u065f]$/u.test(w) && /^\p{L}{1,2}$/u.test(words[i + 1] ?? '')),
  );
  let end = broken;
  while (end > 0 && isStopWord(words[end - 1] ?? '')) end--;
  if (end < 6) return undefined;
  const text = words.slice(0, end).join(' ');
  return { ...s, text, words: arabicWords(text), whole: true, clean: true };
}

/** Definitions of the clean sentences; the term must be written, as is, on the same page. */
export function arabicDefinitions(
  sentences: ArabicSentence[],
  pageText: Map<number, string>,
): ArabicDefinition[] {
  const found: ArabicDefinition[] = [];
  for (const whole of sentences) {
    const s = whole.clean ? whole : cleanStart(whole);
    if (s === undefined) continue;
    const before = found.at(-1);
    const d = lead(s) ?? colon(s) ?? copula(s) ?? (before && sibling(s, before));
    if (d === undefined) continue;
    if (!containsPhrase(pageText.get(s.page) ?? '', d.term)) continue;
    if (found.some((f) => f.term === d.term)) continue;
    found.push(d);
  }
  return found;
}
