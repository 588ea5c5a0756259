/**
 * Discourse markers tie a sentence to the one before it ('However, …', 'Veblen goods, on the
 * other hand, relate to …'); the statement itself holds without them. Heilman & Smith's
 * simplification step drops them before a sentence becomes a question, so a stem does not point
 * at a contrast the student cannot see.
 */
const MARKER =
  'however|moreover|furthermore|in addition|additionally|on the other hand|in contrast|by contrast|nevertheless|nonetheless';
const ANY = new RegExp(`\\b(?:${MARKER})\\b`, 'i');
const LEADING = new RegExp(`^(?:${MARKER}),\\s+(?=\\S)`, 'i');
// After the subject, between commas: 'Cheese, on the other hand, is …'; a slide may drop the first
// comma of the longest one ('Veblen goods on the other hand, relate …').
const INNER = new RegExp(`(?<=^[^,]{2,60}?)(?:,\\s*(?:${MARKER})|\\s+on the other hand),\\s*`, 'i');

/** The sentence without a marker that links it to the sentence before; undefined when it has none. */
export function withoutDiscourseMarker(sentence: string): string | undefined {
  if (!ANY.test(sentence)) return undefined;
  if (LEADING.test(sentence)) {
    const rest = sentence.replace(LEADING, '');
    return rest.charAt(0).toUpperCase() + rest.slice(1);
  }
  if (INNER.test(sentence)) return sentence.replace(INNER, ' ');
  return undefined;
}
