import { randomBytes } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import type { Course, NewCourseBody } from '@halaqa/shared/courses';
import { searchKey } from '@halaqa/shared/course-search';
import type { ReadCache } from '../../cache/read-cache.ts';
import type { Db } from '../../db/database.ts';
import { compiledOnce } from '../../db/compiled-query.ts';
import { asIso, type CoursesTable, type Database } from '../../db/schema.ts';
import type { Storage } from '../../storage/storage.ts';

export type CourseRow = Pick<
  Selectable<CoursesTable>,
  'id' | 'title' | 'description' | 'major' | 'university' | 'createdAt'
>;

/** The columns a course is shown with (never searchKey or createdBy). */
export const COURSE_COLUMNS = [
  'courses.id',
  'courses.title',
  'courses.description',
  'courses.major',
  'courses.university',
  'courses.createdAt',
] as const;

export function toCourseDto(row: CourseRow): Course {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    major: row.major,
    university: row.university,
    // SQLite hands back the ISO text we stored; parsing it again costs more than the query.
    createdAt: typeof row.createdAt === 'string' ? row.createdAt : asIso(row.createdAt),
  };
}

const newCourseId = () => randomBytes(12).toString('hex');

export type NewCourse = NewCourseBody & { createdBy: string | null; createdAt?: Date };

export async function insertCourse(db: Db, fields: NewCourse): Promise<CourseRow> {
  return (await insertCourses(db, [fields]))[0] as CourseRow;
}

/** Inserts courses in batches (the benchmark adds 100,000). */
export async function insertCourses(db: Db, list: NewCourse[]): Promise<CourseRow[]> {
  const now = new Date();
  const rows = list.map((fields) => ({
    id: newCourseId(),
    title: fields.title,
    description: fields.description,
    major: fields.major,
    university: fields.university,
    createdAt: (fields.createdAt ?? now).toISOString(),
  }));
  // 500 rows of 8 values stay well under SQLite's and PostgreSQL's parameter limits.
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500).map((row, j) => ({
      ...row,
      searchKey: searchKey(row.title),
      createdBy: list[i + j]?.createdBy ?? null,
    }));
    await db.kysely.insertInto('courses').values(batch).execute();
  }
  return rows;
}

const courseById = compiledOnce<CourseRow>((db) =>
  db.kysely.selectFrom('courses').select(COURSE_COLUMNS).where('id', '=', ''),
);

export async function findCourse(db: Db, id: string): Promise<CourseRow | undefined> {
  return (await courseById(db, id))[0];
}

/** The read-cache tag of a course: a course is never edited, so only its deletion names it. */
export const courseTag = (id: string) => `course:${id}`;

/** One course for its page, through the read cache; writes check the database (`findCourse`). */
export function readCourse(db: Db, cache: ReadCache, id: string): Promise<CourseRow | undefined> {
  return cache.read(courseTag(id), async () => {
    const row = await findCourse(db, id);
    return row && { value: row, tags: [courseTag(id)] };
  });
}

/** One page of every course, newest first, after the (createdAt, id) of the last row seen. */
export function listQuery(
  db: Db,
  after: readonly [createdAt: string, id: string] | null,
  limit: number,
) {
  let query = db.kysely
    .selectFrom('courses')
    .select(COURSE_COLUMNS)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(after[0], after[1])),
    );
  }
  return query;
}

/** The courses whose search key starts with `prefix`: a range scan of the searchKey index. */
export function prefixQuery(
  db: Db,
  prefix: string,
  after: readonly [searchKey: string, id: string] | null,
  limit: number,
) {
  const end = prefixEnd(prefix);
  // Start the range at the cursor when it is inside it, so later pages do not rescan earlier ones.
  const from = after && byCodePoint(after[0], prefix) > 0 ? after[0] : prefix;
  let query = db.kysely
    .selectFrom('courses')
    .select([...COURSE_COLUMNS, 'courses.searchKey'])
    .where('searchKey', '>=', from)
    .orderBy('searchKey')
    .orderBy('id')
    .limit(limit);
  if (end !== null) query = query.where('searchKey', '<', end);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('searchKey', 'id'), '>', eb.tuple(after[0], after[1])),
    );
  }
  return query;
}

/**
 * One page of the courses whose search key starts with any of `prefixes`, in (searchKey, id)
 * order, after the (searchKey, id) of the last row seen. Prefixes never overlap, so walking
 * their ranges in order keeps the whole list sorted.
 */
export async function searchCourses(
  db: Db,
  prefixes: string[],
  after: readonly [searchKey: string, id: string] | null,
  limit: number,
): Promise<(CourseRow & { searchKey: string })[]> {
  const rows: (CourseRow & { searchKey: string })[] = [];
  for (const prefix of [...prefixes].sort(byCodePoint)) {
    rows.push(...(await prefixQuery(db, prefix, after, limit - rows.length).execute()));
    if (rows.length >= limit) break;
  }
  return rows;
}

// The database compares search keys by code point (UTF-8 bytes); JavaScript's `<` would not.
const byCodePoint = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** The least string above every string that starts with `prefix`, in code-point order. */
function prefixEnd(prefix: string): string | null {
  const points = [...prefix].map((c) => c.codePointAt(0) as number);
  while (points.length > 0) {
    const last = points.pop() as number;
    const next = last === 0xd7ff ? 0xe000 : last + 1; // surrogates are not characters
    if (next <= 0x10ffff) return String.fromCodePoint(...points, next);
  }
  return null;
}

/**
 * The one place a course is deleted, in one transaction. Rows that hang on a course reference it
 * with ON DELETE CASCADE and go with it: enrollments, comments, sections, files and their
 * reactions. Stored objects cannot cascade: `storedObjectsOf` lists their keys
 * inside the transaction and they are removed once it has committed, so a failure can leave an
 * orphaned object but never a course row pointing at a missing one.
 */
export async function deleteCourse(db: Db, storage: Storage, id: string): Promise<boolean> {
  const { deleted, keys } = await db.kysely.transaction().execute(async (trx) => {
    const keys = await storedObjectsOf(trx, id);
    const result = await trx.deleteFrom('courses').where('id', '=', id).executeTakeFirst();
    return { deleted: result.numDeletedRows > 0n, keys };
  });
  // A failed removal leaves an orphaned object, never a failed delete of the course.
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
  return deleted;
}

/** Storage keys of every object stored for a course: its material files. */
async function storedObjectsOf(trx: Transaction<Database>, courseId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('files')
    .select('storageKey')
    .where('courseId', '=', courseId)
    .execute();
  return rows.map((r) => r.storageKey);
}
