import { Navigate, Outlet, useLocation } from 'react-router';
import { membersOnlyState } from '../lib/members-only.ts';
import { useVisitor } from '../features/account/api.ts';
import { PageSkeleton } from '../components/skeleton.tsx';

/** Private routes (spec §2): signed-out visitors and guests go to /login. */
export function RequireMember() {
  const visitor = useVisitor();
  const { pathname } = useLocation();
  if (visitor.kind === 'loading') return <PageSkeleton />;
  if (visitor.kind !== 'signed-in') {
    return <Navigate to="/login" replace state={membersOnlyState(pathname)} />;
  }
  return <Outlet />;
}

/** Unknown paths: guests go to /community, everyone else (signed-in users too) to /login. */
export function UnknownRouteRedirect() {
  const visitor = useVisitor();
  if (visitor.kind === 'loading') return <PageSkeleton />;
  return <Navigate to={visitor.kind === 'guest' ? '/community' : '/login'} replace />;
}

/** Admin-only routes: signed-out visitors and guests go to /login, learners to /dashboard. */
export function RequireAdmin() {
  const visitor = useVisitor();
  const { pathname } = useLocation();
  if (visitor.kind === 'loading') return <PageSkeleton />;
  if (visitor.kind !== 'signed-in') {
    return <Navigate to="/login" replace state={membersOnlyState(pathname)} />;
  }
  if (!visitor.user.isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
