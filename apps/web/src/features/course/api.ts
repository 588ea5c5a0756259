import { useQuery } from '@tanstack/react-query';
import { MessageResponse } from '@halaqa/shared/account';
import { CourseResponse } from '@halaqa/shared/courses';
import { request } from '../../lib/api-client.ts';
import { courseKeys } from '../../lib/course-queries.ts';

const path = (id: string) => `/api/courses/${encodeURIComponent(id)}`;

/** One course and whether it is on the signed-in learner's dashboard. */
export function useCourse(id: string) {
  return useQuery({
    queryKey: courseKeys.one(id),
    queryFn: ({ signal }) => request(path(id), { schema: CourseResponse, isPublic: true, signal }),
  });
}

export function addToDashboard(id: string) {
  return request(`/api/dashboard/courses/${encodeURIComponent(id)}`, {
    method: 'PUT',
    schema: MessageResponse,
  });
}

/** Admins only: deletes the course for everyone. */
export function deleteCourse(id: string) {
  return request(path(id), { method: 'DELETE', schema: MessageResponse });
}
