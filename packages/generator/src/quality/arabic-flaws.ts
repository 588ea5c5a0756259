/**
 * The item-writing flaws of `item-flaws.ts` read in Arabic, for items written in Arabic (by the
 * offline generator's Arabic path or by a model). Words are compared as `contentWords` gives them:
 * without vowel marks, stop words or the article, so 'الأهداف' and 'أهداف' are one word.
 */
import { arabicWords, contentWords, normalizeArabic } from '../offline/arabic-text.ts';
import type { FlawRule } from './item-flaws.ts';

/**
 * What the question says in its own words: the quoted term, heading or definition of the
 * generator's templates ('أي العبارات التالية تصف «…»؟'), the sentence of a blank ('أكمل: …'), or
 * the whole question of a model.
 */
function ownWords(question: string): string {
  return /«([^»]+)»/u.exec(question)?.[1] ?? question.replace(/^أكمل:\s*/u, '');
}

function shares(words: Set<string>): (option: string) => number {
  return (option) => [...contentWords(option)].filter((w) => words.has(w)).length;
}

/**
 * The key repeats a word of the stem that no wrong option repeats ('أهداف طويلة المدى' for 'التي
 * يستغرق تنفيذها فترة زمنية طويلة'): a test-wise student picks it without knowing why.
 */
export const arabicKeyInStem: FlawRule = ({ question, answer, distractors }) => {
  const echo = shares(contentWords(ownWords(question)));
  return echo(answer) > Math.max(0, ...distractors.map(echo));
};

/**
 * The wrong options share a word the key lacks ('التقييم' among 'أهداف كمية', 'أهداف نوعية',
 * 'الأهداف العامة'; a principle among three 'بعض قضايا …'): the key is the odd one out by its form.
 */
export const arabicOddOneOut: FlawRule = ({ answer, distractors }) =>
  oddOneOut(answer, distractors);

/**
 * Whether some word is in every wrong option and not in the key, or every wrong option opens with
 * a word the key does not open with ('التي …' three times beside 'يستغرق …').
 */
export function oddOneOut(answer: string, distractors: readonly string[]): boolean {
  const key = contentWords(answer);
  const [first = '', ...rest] = distractors;
  const sets = rest.map(contentWords);
  if ([...contentWords(first)].some((w) => !key.has(w) && sets.every((s) => s.has(w)))) return true;
  const opener = (text: string): string => normalizeArabic(arabicWords(text)[0] ?? '');
  const opens = opener(first);
  return opens !== opener(answer) && rest.every((d) => opener(d) === opens);
}

// 'هذه الأسس', 'ذلك', 'تلك الطريقة': what they point to was on another line.
const DEMONSTRATIVE = /^[وف]?(?:هذا|هذه|هذان|هذين|هاتان|هاتين|هؤلاء|ذلك|تلك|اولئك)$/u;

// 'أقل من السابقة', 'الشكل أعلاه': what came before, or a figure, unless a bracket names it
// ('المستويين السابقين (الشاملة والعامة)'; 'السابقة (حوالي سنة)' names nothing).
const ELSEWHERE =
  /(?:^|\s)(?:ال)?(?:سابق|سابقة|سابقين|سابقتين|أعلاه|الشكل|الجدول)(?![\p{L}\p{M}])(?!\s*\(ال)/u;

/**
 * A demonstrative among the first words ('تعد هذه الأسس لتصنيف ______ …') or a pointer to what
 * came before or to a figure ('أقل من السابقة'): no context of its own.
 */
export const arabicLeansOnContext: FlawRule = ({ question, answer }) => {
  const own = ownWords(question);
  return (
    // The key a question asks to pick is a statement too ('تصف «…»؟').
    ELSEWHERE.test(own) ||
    ELSEWHERE.test(answer) ||
    arabicWords(own)
      .slice(0, 3)
      .some((w) => DEMONSTRATIVE.test(normalizeArabic(w)))
  );
};

export const ARABIC_FLAW_RULES = {
  arabicKeyInStem,
  arabicOddOneOut,
  arabicLeansOnContext,
} as const satisfies Record<string, FlawRule>;
