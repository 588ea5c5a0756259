import type { Course, NewCourseBody } from '@halaqa/shared/courses';
import { grantAdmins } from '../auth/admins.ts';
import { userTag } from '../auth/auth.ts';
import type { Db } from '../db/database.ts';
import { insertCourse, toCourseDto } from '../features/courses/courses.repo.ts';
import { signUp, type TestApp } from './test-app.ts';

let courses = 0;
/** A course straight in the database (as the API would store it); fields default to a unique one. */
export async function buildCourse(
  db: Db,
  fields: Partial<NewCourseBody> & { createdAt?: Date } = {},
): Promise<Course> {
  const n = ++courses;
  const row = await insertCourse(db, {
    title: fields.title ?? `TST ${100 + n} Test Course ${n}`,
    description: fields.description ?? `What course ${n} is about.`,
    major: fields.major ?? 'Software Engineering',
    university: fields.university ?? 'King Saud University',
    createdBy: null,
    createdAt: fields.createdAt,
  });
  return toCourseDto(row);
}

/** Signs up a new user and makes them an admin, as `npm run admin -- grant` does. */
export async function signUpAdmin(t: TestApp) {
  const admin = await signUp(t, { name: 'Admin User' });
  t.app.readCache.changed((await grantAdmins(t.db, [admin.email])).map(userTag));
  return admin;
}
