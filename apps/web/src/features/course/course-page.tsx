import { useParams } from 'react-router';

/** One course (spec §2); the course feature fills it in. */
export function CoursePage() {
  const { id } = useParams();
  return (
    <div className="container py-5" data-course-id={id}>
      <h1 className="fw-bold text-primary">Course</h1>
    </div>
  );
}
