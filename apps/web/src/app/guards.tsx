import { Navigate, Outlet } from 'react-router';
import { useVisitor } from '../features/account/api.ts';
import { PageSkeleton } from '../components/skeleton.tsx';

/** Private routes (spec §2): signed-out visitors and guests go to /login. */
export function RequireMember() {
  const visitor = useVisitor();
  if (visitor.kind === 'loading') return <PageSkeleton />;
  if (visitor.kind !== 'signed-in') return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** Unknown paths: guests go to /community, everyone else (signed-in users too) to /login. */
export function UnknownRouteRedirect() {
  const visitor = useVisitor();
  if (visitor.kind === 'loading') return <PageSkeleton />;
  return <Navigate to={visitor.kind === 'guest' ? '/community' : '/login'} replace />;
}
