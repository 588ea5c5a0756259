/**
 * Item-writing flaws (issue 12): each rule is a small pure function over one question, true when
 * the question has the flaw. Both generators drop flawed items before choosing, so the next-best
 * candidate takes a dropped one's place.
 */
export interface ItemToCheck {
  question: string;
  answer: string;
  distractors: readonly string[];
}

export type FlawRule = (item: ItemToCheck) => boolean;

const BLANK = /_{3,}/;

/**
 * No context of its own: the stem points at something the student cannot see (a figure, an
 * exercise, a slide), opens with a pronoun whose antecedent was elsewhere, or keeps a numbering.
 */
export const leansOnMissingContext: FlawRule = ({ question }) =>
  /\b(?:figure|fig\.|table|exercise|slide|PS\s?\d|shown (?:above|below|here)|as follows)\b/i.test(
    question,
  ) ||
  /^(?:these|those|this|that|it|its|they|their|such|he|she|as)\b/i.test(question) ||
  /\b(?:these|those) _{3,}/.test(question) ||
  /^\(?\d+[.)]?\s+\p{Lu}/u.test(question);

/** Whether `option` has a word of the same family (same first 6 letters) as a word of `stem`. */
function echoes(stem: string, option: string): boolean {
  const words =
    stem
      .replace(BLANK, ' ')
      .toLowerCase()
      .match(/\p{L}{6,}/gu) ?? [];
  return option
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 6)
    .some((o) => words.some((w) => w.slice(0, 6) === o.slice(0, 6)));
}

/**
 * The key alone repeats a word of the stem (tautomerism → tautomerization, 'two halides' →
 * 'Geminal halide'): a test-wise student picks it without knowing why.
 */
export const keyInStem: FlawRule = ({ question, answer, distractors }) =>
  echoes(question, answer) && !distractors.some((d) => echoes(question, d));

/**
 * A blank any reader fills without the lecture: a one-word key from the words that every
 * subject uses (reaction, environment, players, services …), not a term of the lecture.
 */
const GENERIC = new Set(
  `reaction reactions electron electrons environment environments service services player players
  game games decision decisions search graph state states word words node nodes data world stage
  stages cell cells patient patients treatment people person thing things time way part parts
  system systems process processes information problem problems example examples result results
  level levels type types form forms area areas number numbers case cases point points group groups
  factor factors structure structures organism organisms vibration vibrations tissue tissues
  language languages policy policies program programs function functions meaning meanings
  development method methods model models value values change changes effect effects use user
  users work study studies country countries government market product products goods object
  objects`.split(/\s+/),
);
export const genericKey: FlawRule = ({ question, answer }) =>
  BLANK.test(question) && GENERIC.has(answer.trim().toLowerCase());

/** 'All of the above' and 'None of the above' reward test-taking, not knowledge. */
export const aboveOption: FlawRule = ({ answer, distractors }) =>
  [answer, ...distractors].some((o) => /\b(?:all|none) of the above\b/i.test(o));

/** A negative stem without emphasis ('not' in lower case) is misread under time pressure. */
export const quietNegative: FlawRule = ({ question }) =>
  /\b(?:not|except)\b/.test(question) &&
  !/\b(?:NOT|EXCEPT)\b/.test(question) &&
  !BLANK.test(question);

/** 'a ______' before a vowel-sound key, or 'an ______' before a consonant one, gives it away. */
export const articleCue: FlawRule = ({ question, answer }) => {
  const m = /\b(a|an) _{3,}/i.exec(question);
  if (!m) return false;
  const vowel = /^[aeiou]/i.test(answer.trim());
  return (m[1]?.toLowerCase() === 'an') !== vowel;
};

export const FLAW_RULES = {
  leansOnMissingContext,
  keyInStem,
  genericKey,
  aboveOption,
  quietNegative,
  articleCue,
} as const satisfies Record<string, FlawRule>;
export type FlawName = keyof typeof FLAW_RULES;

/** The names of the rules an item breaks (empty for a clean item). */
export function flawsOf(item: ItemToCheck): FlawName[] {
  return (Object.keys(FLAW_RULES) as FlawName[]).filter((name) => FLAW_RULES[name](item));
}
