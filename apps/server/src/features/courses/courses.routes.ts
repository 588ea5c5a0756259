import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageResponse } from '@halaqa/shared/account';
import {
  COURSE_MESSAGES,
  CourseListQuery,
  CoursePage,
  CourseParams,
  CourseResponse,
  CreatedCourseResponse,
  NewCourseBody,
} from '@halaqa/shared/courses';
import { searchPrefixes } from '@halaqa/shared/course-search';
import { notFound } from '../../errors.ts';
import { adminOnly, currentUser, signedIn, userOf } from '../../auth/session.ts';
import { asIso } from '../../db/schema.ts';
import { decodeCursor, encodeCursor } from './course-cursor.ts';
import {
  courseTag,
  deleteCourse,
  readCourse,
  insertCourse,
  listQuery,
  searchCourses,
  toCourseDto,
  type CourseRow,
} from './courses.repo.ts';
import { dashboardCourseIds } from './enrollments.repo.ts';

/** The first `limit` rows; the repo fetched one more to tell whether another page follows. */
function pageOf<R extends CourseRow>(rows: R[], limit: number, cursorOf: (last: R) => string) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    courses: page.map(toCourseDto),
    nextCursor: rows.length > limit && last ? cursorOf(last) : null,
  };
}

/** The community list and search (spec §5), one course, creating and deleting courses. */
export async function coursesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/courses',
    { schema: { querystring: CourseListQuery, response: { 200: CoursePage } } },
    async (req) => {
      const { q = '', cursor, limit } = req.query;
      const prefixes = searchPrefixes(q, app.config.courseAliases);
      if (prefixes.length === 0) {
        const rows = await listQuery(app.db, decodeCursor('list', cursor), limit + 1).execute();
        return pageOf(rows, limit, (last) => encodeCursor('list', asIso(last.createdAt), last.id));
      }
      const rows = await searchCourses(app.db, prefixes, decodeCursor('search', cursor), limit + 1);
      return pageOf(rows, limit, (last) => encodeCursor('search', last.searchKey, last.id));
    },
  );

  app.get(
    '/api/courses/:id',
    { schema: { params: CourseParams, response: { 200: CourseResponse } } },
    async (req) => {
      const course = await readCourse(app.db, app.readCache, req.params.id);
      if (!course) throw notFound(COURSE_MESSAGES.notFound);
      const user = await currentUser(req);
      const onDashboard = user
        ? (await dashboardCourseIds(app.db, app.readCache, user.id)).has(course.id)
        : false;
      return { course: toCourseDto(course), onDashboard };
    },
  );

  app.post(
    '/api/courses',
    {
      onRequest: signedIn,
      schema: { body: NewCourseBody, response: { 201: CreatedCourseResponse } },
    },
    async (req, reply) => {
      const user = userOf(req);
      const course = await insertCourse(app.db, { ...req.body, createdBy: user.id });
      return reply.code(201).send({ course: toCourseDto(course) });
    },
  );

  app.delete(
    '/api/courses/:id',
    { onRequest: adminOnly, schema: { params: CourseParams, response: { 200: MessageResponse } } },
    async (req) => {
      const deleted = await deleteCourse(app.db, app.storage, req.params.id);
      if (!deleted) throw notFound(COURSE_MESSAGES.notFound);
      app.readCache.changed([courseTag(req.params.id)]);
      req.log.info({ courseId: req.params.id, by: userOf(req).id }, 'course deleted');
      return { message: COURSE_MESSAGES.deleted };
    },
  );
}
