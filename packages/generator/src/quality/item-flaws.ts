/**
 * Item-writing flaws (issue 12): each rule is a small pure function over one question, true when
 * the question has the flaw. Both generators drop flawed items before choosing, so the next-best
 * candidate takes a dropped one's place.
 */
import { isMostlyArabic } from '../offline/arabic-text.ts';
import { ARABIC_FLAW_RULES } from './arabic-flaws.ts';
import { garbledText } from './garbled-text.ts';
import { instruction } from './instruction.ts';
import { leansOnMissingContext } from './missing-context.ts';

export interface ItemToCheck {
  question: string;
  answer: string;
  distractors: readonly string[];
}

export type FlawRule = (item: ItemToCheck) => boolean;

const BLANK = /_{3,}/;

/**
 * Course business, not course content: what the syllabus promises, what to read, what is or is
 * not covered ('The student will also learn …', 'Read in the ______ and participate …'), and the
 * notes' own conventions ('The ______ followed here is the one from Arfken').
 */
export const courseBusiness: FlawRule = ({ question }) =>
  /\b(?:this (?:\p{L}+ )?course|the course|the students?|syllabus|lectures?|homework|exams?|not covered|R&N|these notes|(?:followed|adopted|used) here)\b/iu.test(
    question,
  ) ||
  // A note on the reading ('Literature: concerning ______, … there is a great variation in notation').
  /^(?:literature|reading|further reading|references?|textbooks?)\s*:/i.test(question);

/**
 * 'Which term is defined as …' over something that is no definition: an instruction ('… as Check
 * that …'), a bare name or expansion ('… as zinc finger nuclease'), a fact ('… as the most
 * important factor …', '… as a stronger reducing agent'); or a fact among the options of 'Which
 * of the following best describes …?'.
 */
export const notADefinition: FlawRule = ({ question, answer, distractors }) => {
  const text = /^Which term is defined as (.+)\?$/s.exec(question)?.[1];
  // 'Which of the following best describes …?' offers definitions as its options, the key's and
  // the rivals': a comparison ('A stronger reducing agent') describes nothing by itself.
  if (text === undefined)
    return /best describes/.test(question) && [answer, ...distractors].some(isAFact);
  return (
    /^\p{Lu}\p{Ll}/u.test(text) ||
    text.split(/\s+/).length <= 3 ||
    isAFact(text) ||
    // Program code ('lm(formula = lN ~ n)') or a kind with nothing said of it ('a bit special case').
    /[=~$]|<-/.test(text) ||
    /^(?:\p{L}+ ){0,4}(?:case|kind|type|sort|example|form|way|thing|one|part|version|variant)s?$/iu.test(
      text,
    ) ||
    // Things for a process ('carbocations that can be stabilized …' → 'Hyperconjugation').
    (/^\p{Ll}+s (?:that|which|who)\b/u.test(text) && !/s$/.test(answer))
  );
};

/**
 * 'the most important factor …', 'the limiting factor in …', 'a stronger reducing agent', 'name
 * of the less substituted alkene', or a name first and then what it does ('dimethyl sulfide; used
 * as reducing agent …').
 */
function isAFact(text: string): boolean {
  return (
    (text.includes(';') && (text.split(';')[0] ?? '').split(/\s+/).length <= 3) ||
    /^the (?:most|main|largest|smallest|greatest|biggest|highest|lowest|first|last|best|worst|result|limiting)\b/i.test(
      text,
    ) ||
    /^(?:the )?name (?:of|for)\b/i.test(text) ||
    /^(?:a|an) (?:more|less|better|worse|greater|larger|smaller|higher|lower|stronger|weaker|faster|slower|longer|shorter) /i.test(
      text,
    )
  );
}

/**
 * A list question needs a heading that names a concept: not 'Points', 'Overview' or 'ISPs', not
 * an instruction ('Test of method: make GFP functional'), not a sentence or a cut word ('MultiT').
 */
const VAGUE_HEADINGS = new Set(
  `points key points main points notes summary overview example examples introduction outline
  review recap questions exercises objectives contents agenda background motivation definitions
  terms keywords conclusion conclusions references readings topics today other others misc`.split(
    /\s*\n\s*|\s+/,
  ),
);
/**
 * Headings that name a relation, not a concept: benefits of what, steps of what? The slide's own
 * title says ('On the slide “Inter-Process Communication (IPC)”, … listed under “Cooperation”?').
 */
const RELATIONAL_HEADINGS = new Set(
  `benefits advantages disadvantages drawbacks limitations issues problems challenges steps stages
  goals aims cooperation features characteristics properties uses applications reasons causes
  effects consequences functions components requirements`.split(/\s*\n\s*|\s+/),
);
export function namesARelation(heading: string): boolean {
  return RELATIONAL_HEADINGS.has(heading.trim().toLowerCase());
}
export const vagueHeading: FlawRule = ({ question }) => {
  const head = /listed under “([^”]+)”/.exec(question)?.[1]?.trim();
  if (head === undefined) return false;
  return (
    VAGUE_HEADINGS.has(head.toLowerCase()) ||
    (namesARelation(head) && !/^On the slide “[^”]+”, /.test(question)) ||
    head.split(/\s+/).length > 5 ||
    /[:?]|^\d/.test(head) ||
    // 'For natural resources', 'In practice': a phrase, not a concept.
    /^(?:for|in|on|at|by|with|to|from|about)\b/i.test(head) ||
    /^\p{Lu}{2,5}s?$/u.test(head) ||
    /\p{Ll}{2}\p{Lu}\b/u.test(head)
  );
};

/** A wrong answer no student would weigh: 'Others', 'Various', 'None'. */
const JUNK_OPTIONS = new Set(['other', 'others', 'etc', 'misc', 'various', 'general', 'none']);
export const junkOption: FlawRule = ({ distractors }) =>
  distractors.some((d) => JUNK_OPTIONS.has(d.trim().toLowerCase()) || formulaLetters(d));

/**
 * A formula's letters read as words ('Ri Rf', 'RfRi V'): short words without a syllable of lower
 * case. 'T cell' and 'IgG and IgM' are terms, '2 A' and 'pH 7' amounts.
 */
function formulaLetters(option: string): boolean {
  const words = option.trim().split(/\s+/);
  return words.length >= 2 && words.every((w) => /^\p{L}{1,4}$/u.test(w) && !/\p{Ll}{3}/u.test(w));
}

/**
 * How much `option` echoes `stem`: 2 for each word of the same family as a stem word (the same
 * first letters, up to 7: 'tautomerism', 'tautomerization'; not 'complex', 'complete'), 1 for each
 * word inside a stem word or around one ('shielded' and 'deshielded').
 */
function echoes(stem: string, option: string, shortest = 6): number {
  const words =
    stem
      .replace(BLANK, ' ')
      .toLowerCase()
      .match(new RegExp(`\\p{L}{${shortest},}`, 'gu')) ?? [];
  let echo = 0;
  for (const o of option.toLowerCase().split(/[^\p{L}]+/u)) {
    if (o.length < shortest) continue;
    // One family ('tautomerism', 'tautomerization') weighs more than a word inside another
    // ('chemical' in 'regiochemical').
    const family = words.some((w) => {
      const n = Math.min(7, w.length, o.length);
      return w.slice(0, n) === o.slice(0, n);
    });
    const inside = words.some(
      (w) => (w.length >= 7 && o.includes(w)) || (o.length >= 7 && w.includes(o)),
    );
    echo += family ? 2 : inside ? 1 : 0;
  }
  return echo;
}

/**
 * The key repeats more words of the stem than any wrong option (tautomerism → tautomerization,
 * 'two halides' → 'Geminal halide', 'a function that takes a complex number' → 'complex
 * function' beside 'original function'): a test-wise student picks it without knowing why.
 */
export const keyInStem: FlawRule = ({ question, answer, distractors }) => {
  const echo = stemEcho(question);
  return echo(answer) > Math.max(0, ...distractors.map(echo));
};

/** How much an option echoes the words of `question`, as `keyInStem` weighs it. */
export function stemEcho(question: string): (option: string) => number {
  // The term a 'best describes' question names is short and said again in its definition ('base
  // peak' → 'The tallest peak, …'), and so is a list's heading ('The nature of environmental
  // good' → 'Private goods'): their shorter words count too, as do abbreviations ('NMR').
  const shortest = /best describes|listed under/.test(question) ? 4 : 6;
  const stemAbbreviations = new Set(question.match(/\b\p{Lu}{2,}\b/gu) ?? []);
  return (option) =>
    echoes(question, option, shortest) +
    (option.match(/\b\p{Lu}{2,}\b/gu) ?? []).filter((a) => stemAbbreviations.has(a)).length;
}

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
  objects output outputs input inputs`.split(/\s+/),
);
export const genericKey: FlawRule = ({ question, answer }) =>
  BLANK.test(question) && isGenericWord(answer);

/**
 * A word every subject uses ('process', 'data'), or a vague amount ('wide range', 'variety',
 * 'large number', 'increasing number'); 'atomic number' and 'wave number' are terms.
 */
export function isGenericWord(text: string): boolean {
  const t = text.trim().toLowerCase();
  return (
    GENERIC.has(t) ||
    /^(?:\p{L}+ )?(?:range|variety|lot|kind|sort|amount|way)s?$/u.test(t) ||
    /^(?:(?:large|small|great|high|low)(?:er)?|huge|increasing|decreasing|growing|limited|certain|total|finite|infinite) (?:number|amount|degree|extent)s?$/.test(
      t,
    )
  );
}

/**
 * A blank that asks for just any of a kind ('For some ______, there are some plausible answers',
 * 'X and ______ are used in physics') or an abbreviation of two letters everyone reads ('What
 * does UI stand for?'): nothing to know, or more than one answer.
 */
export const vagueAsk: FlawRule = ({ question }) =>
  /\bsome _{3,}/i.test(question) ||
  // Six words or fewer around the blank ('The normalisation is chosen for ______.', 'The ______ is
  // a constraint hypergraph.'): too little said for one answer; judged, all such were rejected.
  (BLANK.test(question) && question.split(/\s+/).length <= 6) ||
  // The blank an embedded question asks ('what ______ are to be produced …'): any kind fits.
  /\b(?:what|which) _{3,}/i.test(question) ||
  // The rest of a result named after its author ('Gibb’s ______', 'Parseval’s ______').
  /\p{Lu}\p{L}*['’]s? _{3,}/u.test(question) ||
  // The second of two alike ('Fourier transforms and ______ are used in physics'): any sibling fits.
  /\b(?:and|or) _{3,}(?:[.,;]|\s+(?:are|is|were|was|require|requires|to)\b)/i.test(question) ||
  // … or the first of two that end the sentence ('All languages have ______ and nouns (Croft 1990).').
  /_{3,} (?:and|or) [\p{L}-]+(?: [\p{L}-]+)?(?: \([^)]*\))?[.;]?$/u.test(question) ||
  // … or one of two alternatives ('Land can be sold either in ______ or lease form.').
  /\beither (?:\p{L}+ )?_{3,} or\b/iu.test(question) ||
  /^What does \p{Lu}{2} stand for\?$/u.test(question) ||
  // Where something matters ('a very important one in ______'): every field that uses it fits.
  /\b(?:important|useful|common|popular|central|essential|crucial)\b[^.?]{0,25}\b(?:in|for) _{3,}/i.test(
    question,
  ) ||
  // Only a category the key belongs to ('______ is a simple form of inference.'): every other
  // member of it fits.
  /^_{3,} (?:is|are) (?:a|an|one)? ?(?:\p{L}+ )?(?:form|kind|type|sort|example|instance|variant|case)s? of [\p{L}-]+(?: [\p{L}-]+){0,2}\.$/u.test(
    question,
  );

/** 'All of the above' and 'None of the above' reward test-taking, not knowledge. */
export const aboveOption: FlawRule = ({ answer, distractors }) =>
  [answer, ...distractors].some((o) => /\b(?:all|none) of the above\b/i.test(o));

/** A negative stem without emphasis ('not' in lower case) is misread under time pressure. */
export const quietNegative: FlawRule = ({ question }) =>
  /\b(?:not|except)\b/.test(question) &&
  !/\b(?:NOT|EXCEPT)\b/.test(question) &&
  !BLANK.test(question);

/**
 * 'a ______' before a vowel-sound key, or 'an ______' before a consonant one, gives it away; so do
 * an intensifier before the blank ('A very ______'), which asks for an adjective, and quotes
 * around the blank ('The “______” or rectangular function'), which ask for a name.
 */
export const articleCue: FlawRule = ({ question, answer }) => {
  if (/[“"‘]_{3,}[”"’]/.test(question)) return true;
  if (/\b(?:very|so|too|extremely|quite|rather) _{3,}/i.test(question)) return true;
  const m = /\b(a|an) _{3,}/i.exec(question);
  if (!m) return false;
  const vowel = /^[aeiou]/i.test(answer.trim());
  return (m[1]?.toLowerCase() === 'an') !== vowel;
};

export const FLAW_RULES = {
  leansOnMissingContext,
  instruction,
  keyInStem,
  genericKey,
  vagueAsk,
  aboveOption,
  quietNegative,
  articleCue,
  courseBusiness,
  garbledText,
  notADefinition,
  vagueHeading,
  junkOption,
} as const satisfies Record<string, FlawRule>;
export type FlawName = keyof typeof FLAW_RULES | keyof typeof ARABIC_FLAW_RULES;

/**
 * The names of the rules an item breaks (empty for a clean item), in the item's language; only
 * the rules `applies` keeps (a card has no options to check).
 */
export function flawsOf(
  item: ItemToCheck,
  applies: (rule: FlawName) => boolean = () => true,
): FlawName[] {
  const text = [item.question, item.answer, ...item.distractors].join(' ');
  // Most items have no Arabic letter at all: no need to count the letters of every one.
  const arabic = /\p{Script=Arabic}/u.test(text) && isMostlyArabic(text);
  const rules: Partial<Record<FlawName, FlawRule>> = arabic ? ARABIC_FLAW_RULES : FLAW_RULES;
  return (Object.keys(rules) as FlawName[]).filter((name) => applies(name) && rules[name]?.(item));
}
