import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_MESSAGES } from '@halaqa/shared/courses';
import { ConfigError, loadConfig } from '../../config.ts';
import { buildCourse } from '../../test/factories.ts';
import { Client, databases, startTestApp, type TestApp } from '../../test/test-app.ts';
import { listQuery, prefixQuery } from './courses.repo.ts';

const TITLES = [
  'SWE 211 Software Requirements',
  'SWE 106 Software Construction',
  'CEN 303 Computer Networks',
  'CSC 111 Programming in Java',
  'ARAB 101 Arabic Writing',
  'MATH 151 Discrete Mathematics',
  'Intro to SWE',
  'مقدمة في البرمجة',
  'COMP 200 Data Structures',
];

const aliasDir = mkdtempSync(path.join(tmpdir(), 'halaqa-aliases-'));
const aliasFile = (name: string, content: string) => {
  const file = path.join(aliasDir, name);
  writeFileSync(file, content);
  return file;
};

describe.each(databases)('community list and search on %s', (kind) => {
  let t: TestApp;
  const visitor = () => new Client(t.url);
  const titles = async (url: string) =>
    (await visitor().get(url)).json.courses.map((c: { title: string }) => c.title);
  /** Follows nextCursor to the end, `limit` at a time, and returns every title in order. */
  const allPages = async (query: string, limit: number) => {
    const seen: string[] = [];
    let cursor: string | null = '';
    for (let pages = 0; cursor !== null && pages < 20; pages++) {
      const params = new URLSearchParams({ q: query, limit: String(limit), cursor });
      const res = await visitor().get(`/api/courses?${params}`);
      expect(res.status).toBe(200);
      expect(res.json.courses.length).toBeLessThanOrEqual(limit);
      seen.push(...res.json.courses.map((c: { title: string }) => c.title));
      cursor = res.json.nextCursor;
    }
    return seen;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { COURSE_ALIASES_FILE: aliasFile('ok.json', '{"حسب":"COMP"}') });
  });
  afterAll(() => t.close());

  it('answers an empty first page when there are no courses', async () => {
    expect((await visitor().get('/api/courses')).json).toEqual({ courses: [], nextCursor: null });
  });

  it('lists every course newest first, page by page, without repeats or gaps', async () => {
    const start = Date.now() - TITLES.length * 1000;
    for (const [i, title] of TITLES.entries())
      await buildCourse(t.db, { title, createdAt: new Date(start + i * 1000) });
    expect(await allPages('', 2)).toEqual([...TITLES].reverse());
    expect(await titles('/api/courses?q=%20%20')).toEqual([...TITLES].reverse());
  });

  it('pages through courses created at the same moment', async () => {
    const at = new Date('2020-01-01T00:00:00.000Z');
    for (let i = 0; i < 3; i++) await buildCourse(t.db, { title: `Same Time ${i}`, createdAt: at });
    const everything = await allPages('', 1);
    expect(everything.filter((title) => title.startsWith('Same Time')).sort()).toEqual([
      'Same Time 0',
      'Same Time 1',
      'Same Time 2',
    ]);
    expect(new Set(everything).size).toBe(everything.length);
  });

  it.each([
    ['swe', ['SWE 106 Software Construction', 'SWE 211 Software Requirements']],
    [' s W e 1 0 6', ['SWE 106 Software Construction']],
    ['هنب', ['SWE 106 Software Construction', 'SWE 211 Software Requirements']],
    ['هنب ١٠٦', ['SWE 106 Software Construction']],
    [
      'هن',
      [
        'CEN 303 Computer Networks',
        'SWE 106 Software Construction',
        'SWE 211 Software Requirements',
      ],
    ],
    ['ع', ['ARAB 101 Arabic Writing', 'CSC 111 Programming in Java']],
    ['ريض', ['MATH 151 Discrete Mathematics']],
    ['intro', ['Intro to SWE']],
    ['مقدمة', ['مقدمة في البرمجة']],
    ['حسب 200', ['COMP 200 Data Structures']],
    ['Software', []],
    ['Programming', []],
    ['106', []],
  ])('finds titles that start with %j, in code order', async (query, expected) => {
    expect(await titles(`/api/courses?q=${encodeURIComponent(query)}`)).toEqual(expected);
  });

  it('pages through a search that spans several course codes', async () => {
    expect(await allPages('ع', 1)).toEqual([
      'ARAB 101 Arabic Writing',
      'CSC 111 Programming in Java',
    ]);
    expect(await allPages('s', 1)).toEqual([
      'Same Time 0',
      'Same Time 1',
      'Same Time 2',
      'SWE 106 Software Construction',
      'SWE 211 Software Requirements',
    ]);
  });

  it.each([
    ['a made-up cursor', '?cursor=not-a-cursor', COURSE_MESSAGES.badCursor],
    [
      'a search cursor on the plain list',
      `?cursor=${btoa('["search","swe","x"]')}`,
      COURSE_MESSAGES.badCursor,
    ],
    ['a query over 100 characters', `?q=${'a'.repeat(101)}`, COURSE_MESSAGES.queryTooLong],
    ['a page of more than 50', '?limit=51', 'limit: Too big: expected number to be <=50'],
  ])('answers 400 for %s', async (_, query, message) => {
    const res = await visitor().get(`/api/courses${query}`);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(message);
  });

  it('reads the list and every search prefix through an index, not a scan of all courses', async () => {
    const plans = [
      listQuery(t.db, null, 25).compile(),
      listQuery(t.db, ['2024-01-01T00:00:00.000Z', 'x'], 25).compile(),
      prefixQuery(t.db, 'swe', null, 25).compile(),
      prefixQuery(t.db, 'هنب', ['هنب1', 'x'], 25).compile(),
    ];
    for (const query of plans) {
      const plan = await t.db.kysely.transaction().execute(async (trx) => {
        // With a handful of rows PostgreSQL rightly prefers a scan and a sort; ask whether the
        // index alone can answer (a plan that still sorts means it cannot).
        if (kind === 'postgres') {
          for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'])
            await sql`select set_config(${setting}, 'off', true)`.execute(trx);
        }
        const explain = kind === 'postgres' ? 'explain ' : 'explain query plan ';
        const rows = await trx.executeQuery({ ...query, sql: explain + query.sql });
        return JSON.stringify(rows.rows);
      });
      expect(plan).toMatch(/courses_(createdAt|searchKey)_id_idx/);
      expect(plan).not.toMatch(/Sort|TEMP B-TREE|SCAN courses\b(?! USING)/);
    }
  });
});

describe('course-code alias file', () => {
  it.each([
    ['a file that does not exist', path.join(aliasDir, 'missing.json')],
    ['a file that is not JSON', aliasFile('bad.json', '{ not json')],
    ['a list instead of an object', aliasFile('list.json', '["حسب"]')],
    ['a blank course code', aliasFile('blank.json', '{"حسب":"  "}')],
  ])('stops the start with a message naming COURSE_ALIASES_FILE for %s', (_, file) => {
    expect(() => loadConfig({ DATA_DIR: aliasDir, COURSE_ALIASES_FILE: file })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ DATA_DIR: aliasDir, COURSE_ALIASES_FILE: file })).toThrow(
      /COURSE_ALIASES_FILE/,
    );
  });

  it('extends the default table, which applies without a file', () => {
    const file = aliasFile('extra.json', '{"حسب":"COMP","هنب":"SE"}');
    expect(
      loadConfig({ DATA_DIR: aliasDir, COURSE_ALIASES_FILE: file }).courseAliases,
    ).toMatchObject({
      حسب: 'COMP',
      هنب: 'SE',
      عال: 'CSC',
    });
    expect(loadConfig({ DATA_DIR: aliasDir }).courseAliases).toMatchObject({ هنب: 'SWE' });
  });
});
