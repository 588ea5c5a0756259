import { everydayCount } from '../offline/everyday-words.ts';

/**
 * Some PDFs draw 'fi', 'fl', 'ff', 'ffi', 'ffl' or 'ft' as one glyph with no text behind it, so
 * every word that holds it loses it: 'Oen these problems are huge', 'aer', 'dierent'. Only a
 * ligature the document never writes in lower case is taken as lost (a deck that writes
 * 'fflush' has kept its 'fl', and 'int' stays 'int'). A word with it lost is mended when it is no
 * word of English (said at most 5 times in SUBTLEX-US) and exactly one such ligature put back
 * makes a word that everyday English says (50 times or more) or that the document writes:
 * 'often', 'after', 'different'. Two-letter words stay ('le' could be 'left' or 'file'), and so
 * do words glued to digits or symbols ('rms46', '(int').
 */
const LIGATURES = ['fi', 'fl', 'ff', 'ffi', 'ffl', 'ft'];
const RARE = 5;
const COMMON = 50;

/** The ligatures the document never writes in lower case ('SOFT' in a title keeps no 'ft'). */
export function lostLigatures(lines: readonly string[]): string[] {
  return LIGATURES.filter((ligature) => !lines.some((line) => line.includes(ligature)));
}

export function mendLostLigatures(
  text: string,
  lost: readonly string[],
  vocabulary: ReadonlySet<string>,
): string {
  if (lost.length === 0) return text;
  return text.replace(
    /(?<=^|[\s“‘"])(\p{Lu}?\p{Ll}{2,})(?=$|[\s.,;:!?”’")])/gmu,
    (word: string) => {
      const lower = word.toLowerCase();
      if (everydayCount(lower) > RARE) return word;
      const found = new Set<string>();
      for (let at = 0; at <= lower.length; at++)
        for (const ligature of lost) {
          const mended = lower.slice(0, at) + ligature + lower.slice(at);
          if (everydayCount(mended) >= COMMON || vocabulary.has(mended)) found.add(mended);
        }
      if (found.size !== 1) return word;
      const [mended = lower] = found;
      return word === lower ? mended : mended.charAt(0).toUpperCase() + mended.slice(1);
    },
  );
}
