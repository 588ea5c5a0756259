import { describe, expect, it } from 'vitest';
import {
  CourseCodeAliasFile,
  DEFAULT_COURSE_CODE_ALIASES,
  searchKey,
  searchPrefixes,
} from './course-search.ts';

/** Does a title match a query: its key starts with one of the query's prefixes (spec §5). */
const matches = (title: string, query: string) => {
  const prefixes = searchPrefixes(query);
  return prefixes.length === 0 || prefixes.some((p) => searchKey(title).startsWith(p));
};

describe('searchKey', () => {
  it.each([
    ['SWE 106', 'swe106'],
    ['  Swe\t1 0 6 \n', 'swe106'],
    ['هنب ١٠٦', 'هنب106'],
    ['هنب ۱۰۶', 'هنب106'],
    ['عـــال', 'عال'],
    ['ＣＳＣ１１１', 'csc111'],
    ['', ''],
  ])('writes %j as %j', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });
});

describe('searchPrefixes', () => {
  it.each([
    ['an empty query lists everything', '', []],
    ['spaces only list everything', '   ', []],
    ['a Latin code, any case and spacing', ' sW e 1 06', ['swe106']],
    ['digits alone', '106', ['106']],
    ['a whole Arabic alias is its Latin code', 'هنب', ['هنب', 'swe']],
    ['a whole alias with a number and spaces', 'هنب 106', ['هنب106', 'swe106']],
    ['a whole alias with Arabic-Indic digits', 'هنب١٠٦', ['هنب106', 'swe106']],
    ['the first two letters of one alias', 'ري', ['ري', 'math']],
    ['the first two letters shared by two aliases', 'هن', ['هن', 'swe', 'cen']],
    ['the first letter shared by two aliases', 'ع', ['ع', 'csc', 'arab']],
    ['the first letter of one alias', 'ف', ['ف', 'phys']],
    ['a first letter then digits', 'ك 101', ['ك101', 'chem101']],
    ['an Arabic word that is no alias stays as typed', 'مقدمة', ['مقدمة']],
  ])('%s: %j', (_, query, prefixes) => {
    expect(searchPrefixes(query).sort()).toEqual([...prefixes].sort());
  });

  it.each([
    ['SWE 106 Software Construction', 'swe', true],
    ['SWE 106 Software Construction', 'SWE106', true],
    ['SWE 106 Software Construction', 's w e 1', true],
    ['SWE 106 Software Construction', 'هنب', true],
    ['SWE 106 Software Construction', 'هنب 106', true],
    ['SWE 106 Software Construction', 'هن', true],
    ['SWE 106 Software Construction', 'ه', true],
    ['CEN 303 Computer Networks', 'ه', true],
    ['CSC 111 Programming', 'ع', true],
    ['ARAB 101 Arabic Writing', 'ع', true],
    ['CSC 111 Programming', 'عال 111', true],
    ['ARAB 101 Arabic Writing', 'عال', false],
    ['SWE 106 Software Construction', 'هند', false],
    ['SWE 106 Software Construction', 'Software', false],
    ['SWE 106 Software Construction', '106', false],
    ['Intro to SWE 106', 'swe', false],
    ['مقدمة في البرمجة', 'مقدمة', true],
    ['مقدمة في البرمجة', 'البرمجة', false],
    ['Anything at all', '', true],
  ])('%j found by %j: %s', (title, query, expected) => {
    expect(matches(title, query)).toBe(expected);
  });

  it('uses the table it is given, so a deployment can add its own codes', () => {
    const aliases = { ...DEFAULT_COURSE_CODE_ALIASES, حسب: 'COMP' };
    expect(searchPrefixes('حسب 200', aliases).sort()).toEqual(['comp200', 'حسب200']);
    expect(searchPrefixes('حسب 200')).toEqual(['حسب200']);
  });

  it('prefers the longest whole alias when one alias starts another', () => {
    expect(searchPrefixes('عالم', { عال: 'CSC', عالم: 'WORLD' }).sort()).toEqual(['world', 'عالم']);
  });
});

describe('alias file', () => {
  it('accepts prefixes and codes and refuses blank ones', () => {
    expect(CourseCodeAliasFile.safeParse({ حسب: 'COMP' }).success).toBe(true);
    expect(CourseCodeAliasFile.safeParse({ ' ': 'COMP' }).success).toBe(false);
    expect(CourseCodeAliasFile.safeParse({ حسب: '  ' }).success).toBe(false);
    expect(CourseCodeAliasFile.safeParse(['حسب']).success).toBe(false);
  });
});
