import { Link } from 'react-router';
import { COURSE_MESSAGES } from '@halaqa/shared/courses';

/** What the course and material pages show for a course that does not exist (any more). */
export function CourseNotFound() {
  return (
    <div className="container py-5">
      <h1 className="fw-bold text-primary">Course not found</h1>
      <p className="lead">{COURSE_MESSAGES.notFound}</p>
      <Link to="/community" className="btn btn-primary">
        Browse Courses
      </Link>
    </div>
  );
}
