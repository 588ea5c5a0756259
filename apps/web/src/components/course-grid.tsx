import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { Course } from '@halaqa/shared/courses';
import { CardSkeleton } from './skeleton.tsx';
import { CourseCard, type CourseCardProps } from './course-card.tsx';

/** 1, 2 or 3 columns by screen width (spec §9 "Course grid"). */
function Grid({ children }: { children: ReactNode }) {
  return (
    <Row xs={1} md={2} lg={3} className="g-4">
      {children}
    </Row>
  );
}

export function CourseGrid({
  courses,
  ...card
}: { courses: Course[] } & Omit<CourseCardProps, 'course'>) {
  return (
    <Grid>
      {courses.map((course) => (
        <Col key={course.id}>
          <CourseCard course={course} {...card} />
        </Col>
      ))}
    </Grid>
  );
}

/** `count` card placeholders: 6 on the community page, 3 on the dashboard (spec §9). */
export function CourseGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">Loading...</span>
      <Grid>
        {Array.from({ length: count }, (_, index) => (
          <Col key={index}>
            <CardSkeleton />
          </Col>
        ))}
      </Grid>
    </div>
  );
}
