import { Link } from 'react-router';
import { useVisitor } from '../account/api.ts';

/** The learner's home (spec §2); the registered-course list arrives with the dashboard feature. */
export function DashboardPage() {
  const visitor = useVisitor();
  if (visitor.kind !== 'signed-in') {
    return (
      <div className="container py-5">
        <p className="lead">Please log in to view your dashboard.</p>
      </div>
    );
  }
  return (
    <div className="container py-5">
      <h1 className="fw-bold text-primary mb-4">
        Welcome back, {visitor.user.name.trim() || 'Learner'}
      </h1>
      <Link to="/community" className="btn btn-primary">
        Browse Courses
      </Link>
    </div>
  );
}
