import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { COURSE_MESSAGES, COURSE_QUERY_MAX } from '@halaqa/shared/courses';
import { Alert } from '../../components/alert.tsx';
import { CourseGrid, CourseGridSkeleton } from '../../components/course-grid.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useVisitor } from '../account/api.ts';
import { useCourseList } from './api.ts';
import { NewCourseForm } from './new-course-form.tsx';

const SEARCH_DEBOUNCE_MS = 300;

/** Calls `onVisible` whenever the returned element scrolls into view (infinite scroll). */
function useWhenVisible(onVisible: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && callback.current(),
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/** A message another page left for this one (the course page after a delete). */
function useFlashMessage(): [string | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [flash, setFlash] = useState<string | null>(
    (location.state as { message?: string } | null)?.message ?? null,
  );
  useEffect(() => {
    // Once read, drop it from history so a reload does not show it again.
    if (location.state) void navigate('.', { replace: true, state: null });
  }, [location.state, navigate]);
  return [flash, () => setFlash(null)];
}

/** Spec "Community": the course grid, search, and the new-course form for members. */
export function CommunityPage() {
  const visitor = useVisitor();
  const [formOpen, setFormOpen] = useState(false);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useCourseList(query);
  const [flash, clearFlash] = useFlashMessage();
  const sentinel = useWhenVisible(() => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  });
  const courses = list.data?.pages.flatMap((page) => page.courses) ?? [];

  let results;
  if (list.isPending) results = <CourseGridSkeleton count={6} />;
  else if (list.isError && courses.length === 0)
    results = (
      <Alert variant="danger" dismissible={false}>
        {COURSE_MESSAGES.fetchFailed}
      </Alert>
    );
  else if (courses.length === 0)
    results = (
      <p className="lead text-body-secondary py-4">
        {query ? COURSE_MESSAGES.noMatches : COURSE_MESSAGES.noCourses}
      </p>
    );
  else results = <CourseGrid courses={courses} />;

  return (
    <div className="container py-5">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-4">
        <h1 className="fw-bold text-primary mb-0">Community</h1>
        {visitor.kind === 'signed-in' && (
          <Button
            variant={formOpen ? 'outline-primary' : 'primary'}
            aria-expanded={formOpen}
            onClick={() => setFormOpen(!formOpen)}
          >
            {formOpen ? 'Close Form' : 'Add a New Course'}
          </Button>
        )}
      </div>
      {flash && (
        <Alert variant="success" autoClose onClose={clearFlash}>
          {flash}
        </Alert>
      )}
      {formOpen && visitor.kind === 'signed-in' && <NewCourseForm />}
      <Form.Group className="mb-4" controlId="course-search" role="search">
        <Form.Label>Search courses</Form.Label>
        <Form.Control
          type="search"
          value={search}
          maxLength={COURSE_QUERY_MAX}
          placeholder="Course code or title, e.g. SWE 106 or هنب 106"
          dir="auto"
          onChange={(event) => setSearch(event.target.value)}
        />
      </Form.Group>
      {results}
      {list.isFetchingNextPage && (
        <div className="mt-4">
          <CourseGridSkeleton count={3} />
        </div>
      )}
      {list.isFetchNextPageError && (
        <Alert variant="danger" className="mt-4" dismissible={false}>
          {COURSE_MESSAGES.fetchFailed}
        </Alert>
      )}
      <div ref={sentinel} aria-hidden="true" />
    </div>
  );
}
