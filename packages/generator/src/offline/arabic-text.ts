/**
 * Arabic text without an NLP model (wink's model is English): lines and sentences split on
 * Arabic punctuation, words by Unicode letters, a small stop-word list, and detection of the
 * damage PDF extraction leaves in justified Arabic text.
 */
import type { ExtractedDocument } from '../types.ts';

export interface ArabicSentence {
  id: number;
  page: number;
  /** The sentence as written on the page (after bullet and numbering marks). */
  text: string;
  /** Index of the line on its page and the (cleaned) line before it: a definition's term. */
  line: number;
  previous: string;
  /** The slide title (first line) of the page. */
  title: string;
  /** Numbered or bulleted line ("1- …", "• …"): an item of a list. */
  item: boolean;
  /** The item's number, when it has one ("3- …" → 3). */
  number: number | undefined;
  words: string[];
  /** No visibly damaged word in the sentence. */
  whole: boolean;
  /** On a page without much damage (where many words are broken, the font misread more). */
  pageClean: boolean;
  /** Whole, and on a clean page: safe to show. */
  clean: boolean;
}

const ARABIC_LETTER = /\p{Script=Arabic}/u;

/** Whether most letters of the document are Arabic. */
export function isArabic(doc: ExtractedDocument): boolean {
  return isMostlyArabic(doc.pages.map((page) => page.text).join('\n'), 40);
}

/** Whether at least half the letters of `text` are Arabic, and it has `minLetters` letters. */
export function isMostlyArabic(text: string, minLetters = 1): boolean {
  let arabic = 0;
  let letters = 0;
  for (const char of text.match(/\p{L}/gu) ?? []) {
    letters++;
    if (ARABIC_LETTER.test(char)) arabic++;
  }
  return letters >= minLetters && arabic >= letters * 0.5;
}

/** Identity of a word: no vowel marks or tatweel, one alef, ى as ي, ة as ه. */
export function normalizeArabic(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

/** Words with their vowel marks (tanween splits a word into two letter runs otherwise). */
export function arabicWords(text: string): string[] {
  return text.match(/[\p{L}\p{M}]+/gu) ?? [];
}

export const STOP_WORDS = new Set(
  `في فى من على علي إلى الى الي عن مع هو هي هم هن أن إن ان أو او و ثم كما لا لم لن ما ماذا متى كيف أين اين
  هذا هذه ذلك تلك هؤلاء هؤالء التي التى الذي الذى الذين اللذين اللتين اللاتي كل بعض غير بين حتى عند عندما قد
  كان كانت يكون تكون كانوا فيه فيها منه منها به بها له لها لهم عليه عليها عليهم إليه إليها اليها أي اي أيضا ايضا
  حيث لذلك لذا ذا إذا اذا بل لكن وهو وهي وهذا وهذه وذلك هناك هنا نحو خلال خالل ضمن مثل مثال بعد قبل أكثر اكثر
  أقل اقل جميع كذلك يتم تم وقد فقد ومن وفي وعلى وإلى والتي والذي التالية التالي سواء أما اما إما كذا أنه انه أنها
  انها بأنه بأنها فإن فان وأن وان يمكن يجب ومن ضرورة عادة كما أجل اجل عدة عام نسبيا حوالي`
    .split(/\s+/)
    .map(normalizeArabic),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(normalizeArabic(word));
}

/** Content words of a text, normalised: what two statements must share to say the same thing. */
export function contentWords(text: string): Set<string> {
  return new Set(
    arabicWords(text)
      .filter((w) => /\p{L}/u.test(w) && !isStopWord(w))
      // "الأهداف" and "أهداف" are one word to a reader.
      .map((w) => normalizeArabic(w).replace(/^(?:[وفبكل]|لل)?ال(?=\p{L}{3})/u, ''))
      .filter((w) => w.length > 2),
  );
}

/**
 * The content words reduced to a stem a reader hears as one word: without the endings of the
 * feminine, the adjective of relation or the plural ('الإرشادية', 'الإرشاد'; 'العلمي', 'كعلم'),
 * a preposition stuck on ('لقيمة'), and the verbal noun 'تفعيل' read as its root ('التقييم',
 * 'قيمة'). Never shorter than three letters, so that short words stay apart.
 */
export function arabicStems(text: string): Set<string> {
  const cut = (word: string, pattern: RegExp) => {
    const shorter = word.replace(pattern, '');
    return shorter.length >= 3 ? shorter : word;
  };
  return new Set(
    [...contentWords(text)].map((word) => {
      const stem = cut(cut(cut(word, /(?:يه|ات|ون|ين)$/u), /[يه]$/u), /^[كبل]/u);
      return stem.replace(/^ت(\p{L})(\p{L})ي(\p{L})$/u, '$1$2$3');
    }),
  );
}

/** Whether a definition says a word of its term's own stem ('… لقيمة العمل' for 'التقييم'). */
export function echoesItsRoot(term: string, definition: string): boolean {
  const said = arabicStems(definition);
  return [...arabicStems(term)].some((stem) => said.has(stem));
}

// Two-letter words with a long vowel are few; other two-letter runs with one ("را", "قا", "لة")
// are pieces of a word whose letters the font lost. (Two consonants are often a whole word: حل.)
const SHORT_WORDS = new Set('ما لا يا ذا إذ او أو ان أن إن ام أم اي أي و'.split(' '));

/**
 * Damage from PDF extraction of justified text: stretched words become runs of ي or ل
 * ("فييي عييام", "تتكامللل"), and glyphs dropped from a word leave fragments ("ال راعي").
 */
export function isDamagedWord(word: string): boolean {
  const bare = word.replace(/[\u064b-\u065f\u0670\u0640]/g, '');
  if (!ARABIC_LETTER.test(bare)) return false;
  if (/(\p{L})\1\1/u.test(bare)) return true;
  // "يي" is real at the end (الزراعيين) and in تفعيل nouns (تقييم, تغيير); elsewhere a stretch.
  if (/.يي/u.test(bare) && !/يي[نةه]?$/u.test(bare) && !/^(?:[وفبل]?(?:ال)?)ت\p{L}يي/u.test(bare))
    return true;
  // "لل" opens words (للمزارعين) or follows the article (اللبن); inside a word it is a stretch.
  // ("خالل" is "خلال" with its lam-alef ligature read backwards: readable, so not counted.)
  if (/لل/u.test(bare) && !/^(?:[وفبك]?لل|[وفبك]?الل)/u.test(bare) && !/\p{L}الل/u.test(bare))
    return true;
  if (bare.length === 1 && bare !== 'و') return true;
  if (bare.length === 2 && /[اأإآةى]/u.test(bare) && !SHORT_WORDS.has(bare)) return true;
  return /^[وفب]?ال\p{L}?$/u.test(bare);
}

const NUMBERING = /^\s*(?:[•●▪◦·*–-]\s*)?(?:\(?(?:\d{1,2}|[أابجدهوزحط])\s*[-–.):]\s*)?/u;
const SENTENCE_END = /(?<=[.؟!؛?][)»"]?)\s+|(?<=[.؟!؛?])(?=[«"\p{L}])/u;

/** Sentences of every page, with the page-level damage verdict folded into `clean`. */
export function arabicSentences(doc: ExtractedDocument): ArabicSentence[] {
  const out: ArabicSentence[] = [];
  for (const page of doc.pages) {
    const lines = page.text
      .split(/\r?\n/)
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter((l) => l.length > 0);
    // A vowel mark followed by a space cuts a word in two ("التقييً م"): one word for counting.
    const joined = lines.map((l) =>
      l.replace(/([\p{L}][\u064b-\u065f])\s(\p{L}{1,2})(?!\p{L})/gu, '$1$2'),
    );
    const words = joined.flatMap(arabicWords).filter((w) => ARABIC_LETTER.test(w));
    // "فال" for "فلا" (a lam-alef ligature read backwards) is readable; it does not count here.
    const damaged = words.filter((w) => isDamagedWord(w) && !/^[وفب]?ال$/u.test(w)).length;
    // Where many words are visibly broken, the font also misread letters we cannot see.
    const pageClean = damaged <= words.length * 0.02;
    const title = lines[0] ?? '';
    let previous = '';
    for (const [index, raw] of lines.entries()) {
      const numbered = NUMBERING.exec(raw)?.[0] ?? '';
      const line = raw.slice(numbered.length).trim();
      for (const text of line.split(SENTENCE_END).map((s) => s.trim())) {
        const sentenceWords = arabicWords(text);
        if (sentenceWords.length === 0) continue;
        out.push({
          id: out.length,
          page: page.number,
          text,
          line: index,
          previous,
          title,
          item: /[-–.):•●▪◦·*]/.test(numbered),
          number: /\d+/.test(numbered) ? Number(/\d+/.exec(numbered)?.[0]) : undefined,
          words: sentenceWords,
          whole: !sentenceWords.some(isDamagedWord),
          pageClean,
          clean: pageClean && !sentenceWords.some(isDamagedWord),
        });
      }
      previous = line;
    }
  }
  return out;
}
