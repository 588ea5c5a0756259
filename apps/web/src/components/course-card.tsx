import { useId, type CSSProperties } from 'react';
import { Link } from 'react-router';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { Course } from '@halaqa/shared/courses';

// Bootstrap has no line-clamp utility; the spec clamps descriptions to 3 lines.
const threeLines: CSSProperties = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
};

export interface CourseCardProps {
  course: Course;
  /** Only the dashboard passes one: the card then has a delete button (spec "Course card"). */
  onDelete?: (course: Course) => void;
  deleting?: boolean;
}

/** The university and major badges of a card and of the course page. */
export function CourseBadges({ course }: { course: Pick<Course, 'university' | 'major'> }) {
  return (
    <div className="d-flex flex-wrap gap-2 mb-3">
      <Badge bg="primary" className="text-wrap text-start" dir="auto">
        {course.university}
      </Badge>
      <Badge bg="secondary" className="text-wrap text-start" dir="auto">
        {course.major}
      </Badge>
    </div>
  );
}

/** University and major badges, title, description, View Course Page, and an optional delete. */
export function CourseCard({ course, onDelete, deleting = false }: CourseCardProps) {
  const titleId = useId();
  return (
    <Card as="article" className="h-100 shadow-sm border-0" aria-labelledby={titleId}>
      <Card.Body className="d-flex flex-column">
        <CourseBadges course={course} />
        <Card.Title as="h2" className="h5 fw-bold" id={titleId} dir="auto">
          {course.title}
        </Card.Title>
        <Card.Text className="text-body-secondary" style={threeLines} dir="auto">
          {course.description}
        </Card.Text>
        <div className="mt-auto d-flex flex-wrap gap-2">
          <Link to={`/course/${course.id}`} className="btn btn-primary">
            View Course Page
          </Link>
          {onDelete && (
            <Button
              variant="outline-danger"
              onClick={() => onDelete(course)}
              disabled={deleting}
              aria-label={`Delete ${course.title}`}
            >
              Delete
            </Button>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
