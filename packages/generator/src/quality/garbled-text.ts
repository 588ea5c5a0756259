/**
 * The item-writing flaw of damaged text (issue 12), kept apart from the other rules in
 * `item-flaws.ts` for its size.
 */
import type { FlawRule } from './item-flaws.ts';

/**
 * Text the extraction damaged: letters lost with a ligature (fi, ff, ft: 'oen', 'dened', 'rst'),
 * maths flattened to a line ('for δ ≥ 12', 'H C C H'), a sentence cut at an abbreviation ('by Prof?'), a
 * blank glued to a slash ('value/ ______').
 */
const LIGATURE_LOSS =
  /\b(?:oen|dened?|denes|denition|rst|gures?|elds?|nds?|nal|nally|ecient|eciently|eect|eects|aect|aects|dierent|dierence|signicant|specic|conict|modied|identied|classied)\b/i;
export const garbledText: FlawRule = ({ question, answer, distractors }) => {
  const texts = [question, answer, ...distractors];
  return (
    texts.some((text) => LIGATURE_LOSS.test(text)) ||
    // A word written twice ('measured in a a group'), cut in two ('was part of' as 'par t of') or
    // after the wrong article ('an fluid filled organ', 'a autotroph'; a variable 'a' in 'maps a
    // into b' is no article).
    texts.some(
      (text) =>
        /\b(\p{L}+) \1\b/iu.test(text) ||
        /\p{Ll}{2} [b-hj-z](?= )/u.test(text) ||
        /\b[Aa]n [bcdfgjklmnpqrstvwxz][a-z]/.test(text) ||
        /\b[Aa] (?!(?:into|onto|over|upon|once|one|only|other|and|equals|is|are|in|on|at|as|or|if|it|of)\b)[aeio]\p{Ll}{2,}/u.test(
          text,
        ),
    ) ||
    /[≤≥∑∏∫∈∉∀∃⇒⇔≈≠±√∞∂δ]/u.test(question) ||
    /\b(?:Prof|Dr|Mr|Mrs|Ms|St|vs|etc|al|Fig|No)\?$/.test(question) ||
    // … or cut off after an article or a preposition ('… on the front of the.', '… and differentiated to.').
    /\b(?:the|a|an)[.?]$|\b(?:to|of|with|by|and|or|than)\.$/i.test(question) ||
    // … or inside its parentheses ('If the ______ of the wire is known (see Fig.').
    (question.match(/\(/g) ?? []).length > (question.match(/\)/g) ?? []).length ||
    // … or inside its quotation marks ('a list with class "data'); a mark named as a symbol ('double
    // (") quotes') opens nothing.
    texts.some(
      (text) =>
        (text.replace(/[(‘'’]"[)’']/g, '').match(/"/g) ?? []).length % 2 === 1 ||
        (text.match(/“/g) ?? []).length !== (text.match(/”/g) ?? []).length,
    ) ||
    // A formula's letters left behind ('e.g., H C C H', 'a unit of mQ )').
    texts.some((text) => /\b\p{Lu}(?: \p{Lu}\b){2,}|\S \)/u.test(text)) ||
    // One of two words written as alternatives ('value/ ______'): the other gives the blank away.
    /\/\s?_{3,}|_{3,}\s?\//.test(question) ||
    // A slide heading glued to its first sentence ('Conjugation The transform of …', 'ORDERING
    // DOMAIN VALUES: least constraining value: …').
    /^(?:\p{Lu}[\p{Ll}-]+ ){1,3}(?:The|A|An|In|If|For|This) \p{Ll}/u.test(question) ||
    /^(?:\p{Lu}{2,}[ -]){1,4}\p{Lu}{2,}: /u.test(question)
  );
};
