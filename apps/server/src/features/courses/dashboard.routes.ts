import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageResponse } from '@halaqa/shared/account';
import {
  COURSE_MESSAGES,
  CourseParams,
  DASHBOARD_MESSAGES,
  MyCoursesResponse,
} from '@halaqa/shared/courses';
import { notFound } from '../../errors.ts';
import { signedIn, userOf } from '../../auth/session.ts';
import { toCourseDto } from './courses.repo.ts';
import { dashboardTag, enroll, enrolledCourses, unenroll } from './enrollments.repo.ts';

/** The signed-in learner's own dashboard; no route takes another user's id. */
export async function dashboardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/dashboard/courses',
    { onRequest: signedIn, schema: { response: { 200: MyCoursesResponse } } },
    async (req) => {
      const rows = await enrolledCourses(app.db, userOf(req).id);
      return { courses: rows.map(toCourseDto) };
    },
  );

  app.put(
    '/api/dashboard/courses/:id',
    { onRequest: signedIn, schema: { params: CourseParams, response: { 200: MessageResponse } } },
    async (req) => {
      const userId = userOf(req).id;
      if (!(await enroll(app.db, userId, req.params.id))) throw notFound(COURSE_MESSAGES.notFound);
      app.readCache.changed([dashboardTag(userId)]);
      return { message: COURSE_MESSAGES.added };
    },
  );

  app.delete(
    '/api/dashboard/courses/:id',
    { onRequest: signedIn, schema: { params: CourseParams, response: { 200: MessageResponse } } },
    async (req) => {
      const userId = userOf(req).id;
      if (!(await unenroll(app.db, userId, req.params.id)))
        throw notFound(DASHBOARD_MESSAGES.notOnDashboard);
      app.readCache.changed([dashboardTag(userId)]);
      return { message: DASHBOARD_MESSAGES.removed };
    },
  );
}
