import { Link } from 'react-router';
import Card from 'react-bootstrap/Card';
import type { SessionUser } from '@halaqa/shared/account';
import { DASHBOARD_MESSAGES } from '@halaqa/shared/courses';
import { Alert } from '../../components/alert.tsx';
import { CourseGrid, CourseGridSkeleton } from '../../components/course-grid.tsx';
import { StatusAlert, useStatus } from '../../components/status-alert.tsx';
import { useVisitor } from '../account/api.ts';
import { useMyCourses, useRemoveFromDashboard } from './api.ts';

/** Spec §9: the dashboard's delete message shows for 3 s. */
const REMOVED_MESSAGE_MS = 3000;

function LearningProgress({ count }: { count: number | undefined }) {
  return (
    <Card as="section" className="shadow-sm border-0 h-100" aria-labelledby="learning-progress">
      <Card.Body className="p-4">
        <h2 id="learning-progress" className="h5 fw-bold">
          Learning Progress
        </h2>
        <dl className="d-flex justify-content-between align-items-baseline mb-0">
          <dt className="fw-normal">Courses Enrolled</dt>
          <dd className="display-6 fw-bold text-primary mb-0">{count ?? '–'}</dd>
        </dl>
      </Card.Body>
    </Card>
  );
}

function Dashboard({ user }: { user: SessionUser }) {
  const courses = useMyCourses();
  const { status, show, clear } = useStatus();
  const remove = useRemoveFromDashboard((ok) =>
    show(ok ? DASHBOARD_MESSAGES.removed : DASHBOARD_MESSAGES.removeFailed, ok),
  );

  let list;
  if (courses.isPending) list = <CourseGridSkeleton count={3} />;
  else if (courses.isError)
    list = (
      <Alert variant="danger" dismissible={false}>
        {DASHBOARD_MESSAGES.fetchFailed}
      </Alert>
    );
  else if (courses.data.length === 0)
    list = (
      <div className="py-3">
        <p className="lead text-body-secondary">You have not added any courses yet.</p>
        <Link to="/community" className="btn btn-primary">
          Find Courses
        </Link>
      </div>
    );
  else
    list = (
      <CourseGrid
        courses={courses.data}
        onDelete={(course) => remove.mutate(course)}
        deleting={remove.isPending}
      />
    );

  return (
    <div className="container py-5">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3 mb-4">
        <h1 className="fw-bold text-primary mb-0" dir="auto">
          Welcome back, <bdi>{user.name.trim() || 'Learner'}</bdi>
        </h1>
        <Link to="/community" className="btn btn-outline-primary">
          Browse Courses
        </Link>
      </div>
      <StatusAlert status={status} onClose={clear} successMs={REMOVED_MESSAGE_MS} />
      <div className="row mb-4">
        <div className="col-md-6 col-lg-4">
          <LearningProgress count={courses.data?.length} />
        </div>
      </div>
      <section aria-labelledby="my-courses">
        <h2 id="my-courses" className="h4 fw-bold mb-3">
          My Courses
        </h2>
        {list}
      </section>
    </div>
  );
}

/** The learner's home (spec "Dashboard"): registered courses and the Learning Progress box. */
export function DashboardPage() {
  const visitor = useVisitor();
  if (visitor.kind !== 'signed-in') {
    return (
      <div className="container py-5">
        <p className="lead">{DASHBOARD_MESSAGES.signedOut}</p>
      </div>
    );
  }
  return <Dashboard user={visitor.user} />;
}
