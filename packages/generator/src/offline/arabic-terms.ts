/**
 * Key terms of an Arabic document without a tagger: word n-grams (one to three words) that
 * recur, weighted by TF-IDF over pages, with stop words kept off their edges.
 */
import { isDamagedWord, isStopWord, normalizeArabic, type ArabicSentence } from './arabic-text.ts';

export interface ArabicTerm {
  /** Normalised identity. */
  key: string;
  /** The most frequent surface form, as written. */
  text: string;
  words: number;
  /** Starts with the article "ال" (a definite noun phrase). */
  definite: boolean;
  count: number;
  pages: Set<number>;
  sentences: Set<number>;
  weight: number;
  /** Written at least once in a sentence safe to show. */
  clean: boolean;
}

const ORDINAL = /^(?:اولا|اوال|ثانيا|ثالثا|ثالثا|رابعا|خامسا|مثال|ملاحظه|تعريف)/;

/** Words that may open or close a term: letters only, no stop word, no damage. */
function termWord(word: string): boolean {
  const bare = normalizeArabic(word);
  return (
    /^\p{Script=Arabic}+$/u.test(bare) &&
    bare.length >= 2 &&
    !isStopWord(word) &&
    !isDamagedWord(word)
  );
}

/** Every recurring n-gram of the clean sentences, with its weight; subsumed unigrams dropped. */
export function arabicTerms(
  sentences: ArabicSentence[],
  pageCount: number,
): Map<string, ArabicTerm> {
  const terms = new Map<string, ArabicTerm>();
  const surfaces = new Map<string, Map<string, number>>();
  const following = new Map<string, number>();
  const vocabulary = new Set(sentences.flatMap((s) => s.words.map(normalizeArabic)));
  for (const s of sentences) {
    // Counted wherever no word is visibly broken; shown only if also written in a clean sentence.
    if (!s.whole) continue;
    // Isolated vowel marks ("تحديدا ً") are not words.
    const words = s.words.filter((w) => /\p{L}/u.test(w));
    for (let n = 1; n <= 3; n++) {
      for (let i = 0; i + n <= words.length; i++) {
        const gram = words.slice(i, i + n);
        const first = gram[0] ?? '';
        const last = gram.at(-1) ?? '';
        if (!termWord(first) || !termWord(last)) continue;
        if (gram.some((w) => !/^[\p{L}\p{M}]+$/u.test(w) || isDamagedWord(w))) continue;
        // No clause inside ("المدى ويستغرق"), no particle, no clitic preposition in front ("للتنظيم").
        if (gram.slice(1).some((w) => isStopWord(w) || /^و(?!ال)/.test(w))) continue;
        if (/^(?:لل|[وفبك]ال)/.test(normalizeArabic(first))) continue;
        // "واير" is "و" + a word seen alone: a conjunction, not the start of a term.
        if (/^و\p{L}{2,}/u.test(first) && vocabulary.has(normalizeArabic(first.slice(1)))) continue;
        // A term opens on a definite noun ("الفلسفة") or a noun before one ("أهداف الإرشاد"):
        // verbs, particles and prepositional forms ("للتنظيم") open clauses, not terms.
        const definite = /^ال\p{L}{2,}/u.test(normalizeArabic(first));
        if (n === 1 && !definite) continue;
        if (n > 1 && !definite && !/^ال/.test(normalizeArabic(gram[1] ?? ''))) continue;
        if (ORDINAL.test(normalizeArabic(first))) continue;
        const text = gram.join(' ');
        const key = normalizeArabic(text);
        let term = terms.get(key);
        if (term === undefined) {
          term = {
            key,
            text,
            words: n,
            definite: /^ال/.test(normalizeArabic(first)),
            count: 0,
            pages: new Set(),
            sentences: new Set(),
            weight: 0,
            clean: false,
          };
          terms.set(key, term);
          surfaces.set(key, new Map());
        }
        term.count++;
        if (s.clean) term.clean = true;
        if (n === 1 && /^ال/.test(normalizeArabic(words[i - 1] ?? '')))
          following.set(key, (following.get(key) ?? 0) + 1);
        term.pages.add(s.page);
        term.sentences.add(s.id);
        const seen = surfaces.get(key);
        seen?.set(text, (seen.get(text) ?? 0) + 1);
      }
    }
  }
  for (const [key, term] of terms) {
    if (term.count < 2 || !term.clean) {
      terms.delete(key);
      continue;
    }
    const seen = [...(surfaces.get(key) ?? [])].sort((a, b) => b[1] - a[1]);
    term.text = seen[0]?.[0] ?? term.text;
    const idf = Math.log((1 + pageCount) / (1 + term.pages.size)) + 1;
    term.weight = term.count * idf * (1 + 0.3 * (term.words - 1));
  }
  // A word mostly seen right after a definite word is its adjective ("الإرشاد الزراعي").
  for (const [key, term] of terms)
    if (term.words === 1 && (following.get(key) ?? 0) >= term.count * 0.6) terms.delete(key);
  // "النتائج المراد" inside "النتائج المراد تحقيقها" as often as alone is a fragment of it.
  const all = [...terms.values()];
  for (const [key, term] of terms) {
    const longer = all.some(
      (t) =>
        t.words > term.words && ` ${t.key} `.includes(` ${key} `) && t.count >= term.count * 0.8,
    );
    if (longer) terms.delete(key);
  }
  return terms;
}

/** Terms found in a sentence, as positions of their words. */
export function termsIn(
  sentence: ArabicSentence,
  terms: Map<string, ArabicTerm>,
): Array<{ term: ArabicTerm; start: number; end: number }> {
  const found: Array<{ term: ArabicTerm; start: number; end: number }> = [];
  const words = sentence.words.filter((w) => /\p{L}/u.test(w));
  for (let n = 3; n >= 1; n--)
    for (let i = 0; i + n <= words.length; i++) {
      const term = terms.get(normalizeArabic(words.slice(i, i + n).join(' ')));
      if (term) found.push({ term, start: i, end: i + n });
    }
  return found;
}
