import { z } from 'zod';

/** Arabic course-code prefix → Latin code. A deployment extends it with COURSE_ALIASES_FILE. */
export type CourseCodeAliases = Readonly<Record<string, string>>;

/** The default table (DESIGN.md, King Saud University style). */
export const DEFAULT_COURSE_CODE_ALIASES: CourseCodeAliases = Object.freeze({
  عال: 'CSC',
  نال: 'IS',
  هنب: 'SWE',
  هند: 'CEN',
  ريض: 'MATH',
  فيز: 'PHYS',
  كيم: 'CHEM',
  عرب: 'ARAB',
});

/** The shape of an alias file: prefixes and codes that are non-empty once normalised. */
export const CourseCodeAliasFile = z.record(
  z.string().refine((s) => searchKey(s) !== '', { error: 'an alias must not be blank' }),
  z.string().refine((s) => searchKey(s) !== '', { error: 'a course code must not be blank' }),
);

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

/**
 * The form titles and queries are compared in: compatibility-normalised (Arabic presentation
 * forms, full-width letters), lower case, every space and the decorative tatweel removed, and
 * Arabic-Indic digits written as 0–9.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\u0640]+/gu, '')
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/gu, (d) => {
      const code = d.codePointAt(0) as number;
      const zero =
        code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
      return String(code - zero);
    });
}

/**
 * The title prefixes (as search keys) a community search matches, spec §5: the query itself,
 * and, when it starts with an Arabic course-code alias, the whole alias or its first two or first
 * one letters, the query with that part written as the Latin code (every code whose alias starts
 * so, the longest such start winning). An empty list means "no filter: list every course".
 */
export function searchPrefixes(
  query: string,
  aliases: CourseCodeAliases = DEFAULT_COURSE_CODE_ALIASES,
): string[] {
  const key = searchKey(query);
  if (key === '') return [];
  const prefixes = [key, ...aliasExpansions(key, normalised(aliases))];
  return withoutCovered(prefixes);
}

// A table is normalised once, not on every keystroke's search.
const normalisedTables = new WeakMap<CourseCodeAliases, string[][]>();
function normalised(aliases: CourseCodeAliases): string[][] {
  let table = normalisedTables.get(aliases);
  if (!table) {
    table = Object.entries(aliases).map(([alias, code]) => [searchKey(alias), searchKey(code)]);
    normalisedTables.set(aliases, table);
  }
  return table;
}

function aliasExpansions(key: string, table: string[][]): string[] {
  const whole = table.filter(([alias = '']) => key.startsWith(alias));
  if (whole.length > 0) {
    // The longest whole alias wins ("عالم" with aliases عال and عالم is the latter).
    const longest = Math.max(...whole.map(([alias = '']) => alias.length));
    return whole
      .filter(([alias = '']) => alias.length === longest)
      .map(([alias = '', code = '']) => code + key.slice(alias.length));
  }
  for (const letters of [2, 1]) {
    const start = [...key].slice(0, letters).join('');
    if ([...start].length < letters) continue;
    const codes = table
      .filter(([alias = '']) => [...alias].length > letters && alias.startsWith(start))
      .map(([, code = '']) => code + key.slice(start.length));
    if (codes.length > 0) return codes;
  }
  return [];
}

/** Distinct prefixes, dropping any that a shorter one already covers (so ranges never overlap). */
function withoutCovered(prefixes: string[]): string[] {
  const sorted = [...new Set(prefixes)].sort((a, b) => a.length - b.length);
  return sorted.filter((p, i) => !sorted.slice(0, i).some((shorter) => p.startsWith(shorter)));
}
