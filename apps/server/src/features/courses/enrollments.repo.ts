import { sql } from 'kysely';
import type { ReadCache } from '../../cache/read-cache.ts';
import type { Db } from '../../db/database.ts';
import { compiledOnce } from '../../db/compiled-query.ts';
import { COURSE_COLUMNS, type CourseRow } from './courses.repo.ts';

/**
 * Puts a course on a learner's dashboard; adding it again changes nothing. False when there is
 * no such course (one statement, so a course deleted meanwhile cannot be half-added).
 */
export async function enroll(db: Db, userId: string, courseId: string): Promise<boolean> {
  const now = new Date().toISOString();
  // A bare parameter in a select list is text to PostgreSQL, which will not store it as a date.
  const createdAt = db.dialect === 'postgres' ? sql`cast(${now} as timestamptz)` : sql`${now}`;
  await db.kysely
    .insertInto('enrollments')
    .columns(['userId', 'courseId', 'createdAt'])
    .expression((eb) =>
      eb
        .selectFrom('courses')
        .select((s) => [s.val(userId).as('userId'), 'id', createdAt.as('createdAt')])
        .where('id', '=', courseId),
    )
    .onConflict((oc) => oc.columns(['userId', 'courseId']).doNothing())
    .execute();
  return isEnrolled(db, userId, courseId);
}

/** Removes a course from this learner's dashboard only; false when it was not on it. */
export async function unenroll(db: Db, userId: string, courseId: string): Promise<boolean> {
  const result = await db.kysely
    .deleteFrom('enrollments')
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

const enrollment = compiledOnce<{ courseId: string }>((db) =>
  db.kysely
    .selectFrom('enrollments')
    .select('courseId')
    .where('userId', '=', '')
    .where('courseId', '=', ''),
);

export async function isEnrolled(db: Db, userId: string, courseId: string): Promise<boolean> {
  return (await enrollment(db, userId, courseId)).length > 0;
}

/** The read-cache tag of a learner's dashboard, named whenever a course is added or removed. */
export const dashboardTag = (userId: string) => `dashboard:${userId}`;

const dashboardIds = compiledOnce<{ courseId: string }>((db) =>
  db.kysely.selectFrom('enrollments').select('courseId').where('userId', '=', ''),
);

/**
 * The ids of the courses on a learner's dashboard, through the read cache. A deleted course's id
 * may linger until the entry expires: callers ask only about courses they have just found.
 */
export async function dashboardCourseIds(
  db: Db,
  cache: ReadCache,
  userId: string,
): Promise<Set<string>> {
  const ids = await cache.read(dashboardTag(userId), async () => ({
    value: new Set((await dashboardIds(db, userId)).map((r) => r.courseId)),
    tags: [dashboardTag(userId)],
  }));
  return ids ?? new Set();
}

/** The learner's dashboard courses, most recently added first. */
export function enrolledCourses(db: Db, userId: string): Promise<CourseRow[]> {
  return db.kysely
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.courseId')
    .select(COURSE_COLUMNS)
    .where('enrollments.userId', '=', userId)
    .orderBy('enrollments.createdAt', 'desc')
    .orderBy('courses.id')
    .execute();
}
