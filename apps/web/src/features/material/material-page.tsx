import { useParams } from 'react-router';

/** A course's material (spec §2); the material feature fills it in. */
export function MaterialPage() {
  const { id } = useParams();
  return (
    <div className="container py-5" data-course-id={id}>
      <h1 className="fw-bold text-primary">Upload Material</h1>
    </div>
  );
}
