import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CoursePage, CreatedCourseResponse, type NewCourseBody } from '@halaqa/shared/courses';
import { request } from '../../lib/api-client.ts';
import { courseKeys } from '../../lib/course-queries.ts';

/** The community list, or the search for `query`, one page at a time (spec §5). */
export function useCourseList(query: string) {
  return useInfiniteQuery({
    queryKey: courseKeys.list(query),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (query) params.set('q', query);
      if (pageParam) params.set('cursor', pageParam);
      return request(`/api/courses?${params}`, { schema: CoursePage, isPublic: true, signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While the next search loads, the previous results stay instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export async function createCourse(body: NewCourseBody) {
  return (await request('/api/courses', { method: 'POST', body, schema: CreatedCourseResponse }))
    .course;
}
