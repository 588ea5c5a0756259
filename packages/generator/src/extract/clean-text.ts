import { mendLamAlef } from './lam-alef.ts';

/** The marker every list item starts with in extracted text, whatever glyph the source used. */
export const BULLET_MARKER = '• ';

// Bullet glyphs of Word, PowerPoint, LaTeX and Wingdings (private-use code points); a dash or
// star only counts when a space follows, so "-3" and "*ptr" stay.
const BULLET_START =
  /^(?:[•▪▫◦‣∙⋅·●○■□◆◇◊►▶▸▹▻➢➣➤➔➜→⇒⟹⟶✓✔✗✘❖❑❒⦿⁃\uE000-\uF8FF]\s*|[-–—*+.]\s+|o\s+(?=\p{Lu}))/u;
const PRIVATE_USE = /[\uE000-\uF8FF]/gu;
const INVISIBLE = /\p{Cc}|[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu;
const TATWEEL = /\u0640/gu;
// Right-to-left lines come out with their marks and brackets misplaced: a tanween set apart from
// the alef that carries it ("تحديدا ً"), or left alone at a word's edge; a bracket glued to the word
// before it ("السابقين( الشاملة"); a full stop inside the bracket it follows ("(مركز أو قرية.)").
const LOOSE_TANWEEN = /ا\s+(\u064B)/gu;
const LONE_MARK = /(^|\s)[\u064B-\u065F\u0670]+(?=\s|$|\p{L})/gu;
const GLUED_BRACKET = /(\p{Script=Arabic})\( (?=\p{Script=Arabic})/gu;
const STOP_IN_BRACKET = /(\p{Script=Arabic})([.،])\)/gu;
const SENTENCE_END = /[.!?…:;؟।。][\s"'”’»)\]]*$/u;
const LIST_ITEM = /^(?:\(?\p{Nd}{1,3}[.)-](?!\p{Nd})|\(?(?:[a-z]|[ivx]{1,4})[.)]\s)/u;
const PAGE_NUMBER = new RegExp(
  [
    String.raw`^(?:page|p\.|pg\.?|slide|seite|صفحة|الصفحة)?\s*[-–—([]?\s*\p{Nd}{1,4}\s*[-–—)\]]?` +
      String.raw`(?:\s*(?:\/|of|von|من)\s*\p{Nd}{1,4})?$`,
    String.raw`^\p{Nd}{1,4}\s*\|\s*p\s*a\s*g\s*e$`,
    String.raw`^[ivxlc]{1,7}$`,
  ].join('|'),
  'iu',
);
const ROMAN_UPPER = /^[IVXLC]{2,7}$/u;

/** Unicode-normalises one line: ligatures (Arabic lam-alef too), invisible characters, tatweel, spacing. */
export function normalizeLine(text: string): string {
  const line = text
    .normalize('NFKC')
    .replace(/\t/gu, ' ')
    .replace(INVISIBLE, '')
    .replace(/\u00AD$/u, '-')
    .replace(/\u00AD/gu, '')
    .replace(/[\u2010\u2011]/gu, '-')
    .replace(TATWEEL, '')
    .replace(LOOSE_TANWEEN, 'ا$1')
    .replace(LONE_MARK, '$1')
    .replace(GLUED_BRACKET, '$1 (')
    .replace(STOP_IN_BRACKET, '$1)$2')
    .replace(/\s+/gu, ' ')
    .trim();
  return mendLamAlef(line);
}

/** Splits a leading bullet glyph off a line; symbol-font glyphs elsewhere in it are dropped. */
export function splitBullet(text: string): { bullet: boolean; text: string } {
  const match = BULLET_START.exec(text);
  const rest = match ? text.slice(match[0].length) : text;
  return {
    bullet: match !== null,
    text: rest.replace(PRIVATE_USE, ' ').replace(/\s+/gu, ' ').trim(),
  };
}

export function isPageNumber(text: string): boolean {
  return PAGE_NUMBER.test(text) && !ROMAN_UPPER.test(text);
}

export function endsSentence(text: string): boolean {
  return SENTENCE_END.test(text);
}

export function startsListItem(text: string): boolean {
  return LIST_ITEM.test(text);
}

/** A line's identity for header and footer matching: page numbers and dates vary, so digits don't count. */
export function runningKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\p{Nd}+/gu, '#')
    .replace(/\s+/gu, ' ')
    .trim();
}

export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{M}\p{Nd}]+/gu) ?? [];
}
