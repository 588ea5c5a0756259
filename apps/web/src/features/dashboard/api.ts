import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageResponse } from '@halaqa/shared/account';
import { MyCoursesResponse, type Course } from '@halaqa/shared/courses';
import { request } from '../../lib/api-client.ts';
import { courseKeys } from '../../lib/course-queries.ts';

/** The signed-in learner's registered courses. */
export function useMyCourses() {
  return useQuery({
    queryKey: courseKeys.dashboard,
    queryFn: async ({ signal }) =>
      (await request('/api/dashboard/courses', { schema: MyCoursesResponse, signal })).courses,
  });
}

/** Removes a course from the learner's own dashboard, and from the list on screen once done. */
export function useRemoveFromDashboard(onDone: (ok: boolean) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (course: Course) =>
      request(`/api/dashboard/courses/${encodeURIComponent(course.id)}`, {
        method: 'DELETE',
        schema: MessageResponse,
      }),
    onSuccess: (_, course) => {
      queryClient.setQueryData<Course[]>(courseKeys.dashboard, (courses) =>
        courses?.filter((c) => c.id !== course.id),
      );
      void queryClient.invalidateQueries({ queryKey: courseKeys.one(course.id) });
      onDone(true);
    },
    onError: () => onDone(false),
  });
}
