/**
 * Control characters (C0, DEL, C1), bidirectional overrides and isolates, and zero-width
 * characters: in a one-line field they break e-mails and logs, or reverse and hide text.
 */
const HIDDEN_OR_CONTROL =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

/** Whether a one-line text holds a character that must not be there (no zod here: pages import it). */
export const hasHiddenOrControl = (text: string): boolean => HIDDEN_OR_CONTROL.test(text);

export const hiddenOrControlMessage = (label: string) =>
  `${label} cannot contain line breaks, control or invisible characters.`;
