import { GENERIC } from '../offline/term-rules.ts';

/**
 * The item-writing flaw behind about a third of the judged edits and rejects (issue 12), kept
 * apart from the other rules in `item-flaws.ts` for its size.
 */

/** A text that opens with a word pointing back ('It can be used …', 'These are …', 'As …'). */
export function opensOnAReference(text: string): boolean {
  return /^(?:all (?:of )?(?:these|those|them)|these|those|this|that|it|its|they|their|them|such|he|she|his|her|as|the two|the (?:former|latter))\b/i.test(
    text,
  );
}

/**
 * No context of its own: the stem points at something the student cannot see (a figure, an
 * exercise, a slide), opens with a pronoun whose antecedent was elsewhere, or keeps a numbering.
 */
export const leansOnMissingContext = ({ question }: { question: string }): boolean =>
  outsideItsSentence(question) ||
  // 'figure 6.2', 'the table', 'this slide' (but not 'page table', or 'On the slide “Threads”').
  /\b(?:figure|fig\.|table)\s*\d|\b(?:the|this|that|next|previous|following) (?:figure|table|diagram|slide|picture)\b(?! “)/i.test(
    question,
  ) ||
  /\b(?:figure|exercise|PS\s?\d|shown (?:above|below|here)|as follows|in (?:this|that|the above) (?:case|example))\b/i.test(
    question,
  ) ||
  // 'If, in this extension, the ______ is kept …': what 'this' is was said before.
  /,\s(?:in|for|with|under|at) this \p{Ll}+,/iu.test(question) ||
  // '… as seen in Fig.', '… the equal sign in Eq.': a figure or equation without its number.
  /\b(?:in|see) (?:fig|eq)\.?$/i.test(question) ||
  // … or an equation by its number ('The ______ (2.28) and exponential (2.29) limiting function').
  /\(\d+\.\d+[a-z]?\)/.test(question) ||
  opensOnAReference(question) ||
  /\b(?:this|these|those) _{3,}/.test(question) ||
  // A clause without a subject of its own before 'it' ('While harder to remember than …, it is
  // easier to interpret …'): what 'it' is was said before ('If a modal can …, it can …' says it).
  /^(?:while|although|though|whereas|if|when|once|unless)\s+(?:\p{Ll}+er|more|less|very|not|so|too|often|usually)\b[^,]*,\s+(?:it|they|this|these)\b/iu.test(
    question,
  ) ||
  /^\(?\d+[.)]?\s+\p{Lu}/u.test(question) ||
  // A sentence that carried on from the one before: 'Because …', 'To do this …', 'Both ______ …'.
  /^(?:because|but|and|or|so|thus|hence|therefore|however|also|then|here|ideally|instead|to do (?:this|that|so)|both (?:_{3,}(?! and\b)|the|these|of))\b/i.test(
    question,
  ) ||
  /^(?:e\.g\.|i\.e\.)/i.test(question) ||
  // The second half of a verb phrase whose first half was cut off with the line before ('______
  // and have read and understood all B-exercises.').
  /^_{3,} (?:and|or) (?:have|has|had|is|are|was|were|do|does|did)\b/i.test(question) ||
  // … or after an aside, a 'how often' or a 'what next' ('In fact it is not a function at all …',
  // 'Of course, they …', 'Often these problems are huge …', 'Next it moves backward …').
  /^(?:in fact|indeed|of course|clearly|obviously|naturally|in general|in particular|generally|typically|usually|often|sometimes|always|frequently|now|again|still|moreover|furthermore|in addition|next|first|finally|later|afterwards|subsequently),?\s+(?:it|its|they|them|their|this|these|that|those|he|she|such)\b/i.test(
    question,
  ) ||
  // One of several the slide lists ('One ______ is empty: no solution', 'One representation: …'),
  // which the stem does not show; 'One of the …' names its set.
  /^One (?!of\b)(?:_{3,}|\p{Ll})/u.test(question) ||
  // A cell of a game or table not shown ('If the ______ holds, (”5”,”5”) is the outcome.').
  /(?<![\p{L}\p{N}])\(\s*[^\s(),;]{1,3}\s*,\s*[^\s(),;]{1,3}\s*\)/u.test(question) ||
  // A contrast with what was said before ('In other languages, ______ vary …'), or an argument
  // that carries on ('… as usual.', '… very different roles though.').
  /^(?:in )?(?:other|another)\b/i.test(question) ||
  /^(?:in )?(?:this|that|the same) way\b/i.test(question) ||
  /\bon the other hand\b/i.test(question) ||
  /^(?:the (?:(?:\p{L}+|_{3,}) ){1,2}|_{3,} )also\b/iu.test(question) ||
  /\b(?:as usual|as before|though|as well|of course)[.!?]?$/i.test(question) ||
  // The lecturer's own narrative ('The universal we consider …', 'as we add more terms …', 'The
  // method will be outlined with …'), or a 'this' that points back ('… this makes sense as …').
  /\b(?:we|we[’']ll|we[’']re|our|us)\b/i.test(question) ||
  /\bwill be (?:outlined|discussed|considered|covered|shown|explained|described|introduced|presented|treated|derived)\b/i.test(
    question,
  ) ||
  /\bthis (?:makes|made|means|shows|showed|gives|gave|implies|leads?|led|is|was|allows|causes|caused|results|suggests|can|could|will|would|has|had|does|did|depends)\b/i.test(
    question,
  ) ||
  // A comparison with nothing to compare with ('Since ______ is more specific, it allows …', 'Use
  // price is more expensive.'): what it is more than was said before.
  /\b(?:is|are|was|were|be|becomes?|seems?)\s+(?:much\s+|far\s+|even\s+)?(?:more|less)\s+(?:\p{L}+|_{3,})(?=\s*(?:[,.;:)!?]|$))/iu.test(
    question,
  ) ||
  // An example labelled by its source ('Koryak (Mocnik & Abramovitz 2019): A(n) ______ that …').
  /^\p{Lu}[\p{L}-]* \([^)]*\d{4}\):/u.test(question) ||
  // A lead-in glued to the first item it introduces, which says it again ('Just a few variables
  // can describe many states: ______ can describe states.'): the rest of the list is not there.
  leadInRestated(question) ||
  // A blank that is the label of a slide line ('______: assign a value to …') reads the line's
  // run-on text as a sentence; judged, none was usable, and definition questions ask it better.
  /^(?:_{3,}[,:]|\p{Ll})/u.test(question);

/** 'Many states can be described: ______ can describe states': two or more words said again. */
function leadInRestated(question: string): boolean {
  const colon = question.indexOf(': ');
  if (colon < 0) return false;
  const words = (text: string) => text.toLowerCase().match(/\p{L}{5,}/gu) ?? [];
  const lead = words(question.slice(0, colon));
  if (lead.length < 3) return false;
  const said = new Set(lead);
  return new Set(words(question.slice(colon + 2)).filter((w) => said.has(w))).size >= 2;
}

/**
 * A sentence taken from the text (a blank's) that points at what the text showed around it and the
 * stem does not: a section or a line ('… as described in the previous section', '… subtracted in
 * the line above …'), a plot ('The Fourier power spectrum shows that …'), a step before ('In the
 * next forward movement, …', 'At this point …', 'Further suppose …'), the text's own overview ('…
 * are explored.'), or a thing of the set-up it has not named ('The ______ in this generator is
 * very weak'; 'A solenoid makes a field; this field …' names it). A question written as one may
 * well say 'Which of the following examples …' or 'Suppose a market …'.
 */
function outsideItsSentence(question: string): boolean {
  if (!/_{3,}/.test(question)) return false;
  return (
    /\b(?:previous|preceding|next|following|last|earlier|this|that) (?:sections?|chapters?|experiments?|paragraphs?|lectures?|equations?|examples?|exercises?|pages?)\b/i.test(
      question,
    ) ||
    /\b(?:the|this|that|these|those) (?:[\p{L}-]+ ){0,2}(?:above|below)(?=[\s,.;:)]*(?:$|[,.;:)]|(?:is|are|was|were|has|have|represents?|shows?|gives?|returns?|means?)\b))/iu.test(
      question,
    ) ||
    /^the (?:[\p{L}-]+ ){0,3}(?:plot|graph|spectrum|trace|curve|screen|display|waveform|picture|diagram|chart|image) (?:shows?|illustrates?)\b|^the _{3,} (?:shows?|illustrates?|displays?) that\b/iu.test(
      question,
    ) ||
    /^(?:(?:in|at|during|on) the (?:next|previous|last|following)|at this point|in the present case|(?:further(?:more)?|now),? suppose)\b|\bin (?:the present case|this way|that way|the same way)\b/i.test(
      question,
    ) ||
    /\b(?:is|are) (?:also )?(?:explored|discussed|covered|presented|outlined)\.$/i.test(question) ||
    pointsAtTheTextAround(question) ||
    opensOnAGenericNoun(question) ||
    namesAThingOfTheSetUp(question)
  );
}

/**
 * A paper's or a manual's way of pointing at its own parts: a numbered equation, step or section
 * ('Equation (9) rewrites …', '… during step 2', 'then ______ (10) exactly matches …'), the one
 * said before ('the latter', 'the previous approach'), the next of its numbered points ('Second,
 * per the ______ in …'), or its own plan ('… are also discussed', '… uses ______ as an example').
 */
function pointsAtTheTextAround(question: string): boolean {
  return (
    /\b(?:equations?|eqs?\.|steps?|sections?|chapters?|lines?|formulas?|algorithms?|theorems?|lemmas?|panels?|appendix)\s*\(?\d/i.test(
      question,
    ) ||
    /_{3,} \(\d+\)/.test(question) ||
    /\bthe (?:former|latter)\b|\b(?:the|this|that) (?:previous|preceding|aforementioned|above-mentioned)\b/i.test(
      question,
    ) ||
    /^(?:second|secondly|third|thirdly|fourth|lastly),/i.test(question) ||
    /\b(?:is|are) (?:also |then |briefly )?(?:discussed|covered|presented|outlined|demonstrated|introduced|reviewed|explored|illustrated)\b(?! (?:by|as|with|in terms)\b)|\bas (?:an? )?(?:examples?|illustrations?)\b/i.test(
      question,
    )
  );
}

/**
 * A subject that is a word every subject uses, with 'the' and nothing said of which one ('The set
 * is called ______ if …', 'The effect is present for all functions with …', 'The first step is …'):
 * it points back to the line before. Judged, none of nine such stems was usable.
 */
function opensOnAGenericNoun(question: string): boolean {
  const [, noun = '', next = ''] =
    /^the (?:(?:first|second|third|next|last|final) )?(\p{L}+) (\p{L}+)/iu.exec(question) ?? [];
  return (
    GENERIC.has(noun.toLowerCase()) &&
    /^(?:is|are|was|were|has|have|had|can|could|will|would|may|might|must|should|does|do|did|also|then|thus|\p{Ll}+ed|\p{Ll}+[^s]s)$/u.test(
      next,
    )
  );
}

function namesAThingOfTheSetUp(question: string): boolean {
  for (const m of question.matchAll(/\b(?:this|these) (\p{Ll}[\p{Ll}-]{2,})\b/gu)) {
    const [noun = ''] = m.slice(1);
    if (m.index === 0 || NOT_A_NOUN.test(noun)) continue;
    const stem = noun.replace(/(?:es|s)$/, '');
    if (!question.slice(0, m.index).toLowerCase().includes(stem)) return true;
  }
  return false;
}
const NOT_A_NOUN =
  /^(?:is|are|was|were|can|could|will|would|has|have|had|does|did|may|might|must|should|also|not|only|way|makes|made|means|shows|showed|gives|gave|implies|leads?|led|allows|causes|caused|results|suggests|depends)$/;
