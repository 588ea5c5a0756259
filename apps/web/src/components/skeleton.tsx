import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';

/** Announces loading to assistive technology while the placeholders stay silent. */
function LoadingLabel() {
  return <span className="visually-hidden">Loading...</span>;
}

// Bootstrap's placeholder classes on plain elements: PageSkeleton is part of every first load.
export function SkeletonLines({ lines = 3 }: { lines?: number }) {
  const widths = [10, 8, 11, 7, 9, 6];
  return (
    <div className="placeholder-glow" aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className={`placeholder col-${widths[index % widths.length]} d-block mb-2`}
        />
      ))}
    </div>
  );
}

/** A card-shaped placeholder, for course lists (3 on the dashboard, 6 in the community). */
export function CardSkeleton() {
  return (
    <Card className="h-100 shadow-sm" aria-hidden="true" data-testid="card-skeleton">
      <Card.Body>
        <Placeholder as="div" animation="glow" className="mb-3">
          <Placeholder xs={3} className="me-2" bg="primary" />
          <Placeholder xs={3} bg="secondary" />
        </Placeholder>
        <Placeholder as={Card.Title} animation="glow">
          <Placeholder xs={8} />
        </Placeholder>
        <SkeletonLines lines={3} />
        <Placeholder.Button variant="primary" xs={5} aria-hidden="true" />
      </Card.Body>
    </Card>
  );
}

/** Shown while a route's code or a guard's session check loads. */
export function PageSkeleton() {
  return (
    <div className="container py-5" role="status" aria-busy="true">
      <LoadingLabel />
      <h1 className="placeholder-glow" aria-hidden="true">
        <span className="placeholder col-6" />
      </h1>
      <SkeletonLines lines={4} />
    </div>
  );
}

export function ProfileSkeleton() {
  return (
    <div className="row g-4" role="status" aria-busy="true" data-testid="profile-skeleton">
      <LoadingLabel />
      <div className="col-lg-4 text-center" aria-hidden="true">
        <Placeholder as="div" animation="glow">
          <Placeholder className="rounded-circle d-inline-block skeleton-avatar" />
        </Placeholder>
        <SkeletonLines lines={2} />
      </div>
      <div className="col-lg-8">
        <SkeletonLines lines={6} />
      </div>
    </div>
  );
}
