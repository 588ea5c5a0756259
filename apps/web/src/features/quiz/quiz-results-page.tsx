import { Link } from 'react-router';

/** The quiz run; until the quiz feature passes a quiz in, this is the spec's empty state. */
export function QuizResultsPage() {
  return (
    <div className="container py-5 text-center">
      <h1 className="fw-bold text-primary mb-4">No Quiz Found</h1>
      <Link to="/quiz" className="btn btn-primary">
        Go Back to Quiz
      </Link>
    </div>
  );
}
