import { useParams } from 'react-router';
import Card from 'react-bootstrap/Card';
import { ERROR_CODES, GENERIC_MESSAGES } from '@halaqa/shared/errors';
import { Alert } from '../../components/alert.tsx';
import { CourseBadges } from '../../components/course-card.tsx';
import { PageSkeleton } from '../../components/skeleton.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { CourseActions } from './course-actions.tsx';
import { CourseNotFound } from '../../components/course-not-found.tsx';
import { useCourse } from './api.ts';
import { CommentsSection } from '../comments/comments-section.tsx';

/** Spec "Course page": title, description, major, university and the course's actions. */
export function CoursePage() {
  const { id = '' } = useParams();
  const course = useCourse(id);

  if (course.isPending) return <PageSkeleton />;
  if (course.isError) {
    if (course.error instanceof ApiError && course.error.code === ERROR_CODES.notFound)
      return <CourseNotFound />;
    return (
      <div className="container py-5">
        <Alert variant="danger" dismissible={false}>
          {GENERIC_MESSAGES.internal}
        </Alert>
      </div>
    );
  }

  const { course: c, onDashboard } = course.data;
  return (
    <div className="container py-5">
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <CourseBadges course={c} />
          <h1 className="fw-bold text-primary" dir="auto">
            {c.title}
          </h1>
          <p className="lead" dir="auto" style={{ whiteSpace: 'pre-line' }}>
            {c.description}
          </p>
          <dl className="row mb-4">
            <dt className="col-sm-3">Major</dt>
            <dd className="col-sm-9" dir="auto">
              {c.major}
            </dd>
            <dt className="col-sm-3">University</dt>
            <dd className="col-sm-9" dir="auto">
              {c.university}
            </dd>
          </dl>
          <CourseActions courseId={c.id} onDashboard={onDashboard} />
        </Card.Body>
      </Card>
      <CommentsSection courseId={c.id} />
    </div>
  );
}
