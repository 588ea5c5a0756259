import { Link } from 'react-router';
import { GENERIC_MESSAGES } from '@halaqa/shared/errors';
import { Alert } from '../components/alert.tsx';

/** Catches a page that failed to load or render, keeping the navigation usable. */
export function RouteError() {
  return (
    <div className="container py-5">
      <Alert variant="danger" dismissible={false}>
        {GENERIC_MESSAGES.internal}
      </Alert>
      <Link to="/">Halaqa</Link>
    </div>
  );
}
