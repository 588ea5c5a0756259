import { Link } from 'react-router';
import { GENERIC_MESSAGES } from '@halaqa/shared/errors';

/** Catches a page that failed to load or render, keeping the navigation usable. */
export function RouteError() {
  return (
    <div className="container py-5">
      {/* Bootstrap's alert classes, not the Alert component: this is part of every first load. */}
      <div className="alert alert-danger" role="alert">
        {GENERIC_MESSAGES.internal}
      </div>
      <Link to="/">Halaqa</Link>
    </div>
  );
}
