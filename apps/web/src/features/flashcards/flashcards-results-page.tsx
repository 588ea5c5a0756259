import { Link } from 'react-router';

/** Flashcard review; with no deck to show it is the spec's first empty state (DESIGN.md). */
export function FlashcardsResultsPage() {
  return (
    <div className="container py-5 text-center">
      <h1 className="fw-bold text-primary mb-4">You Understood All Flashcards!</h1>
      <Link to="/flashcards" className="btn btn-primary">
        Go Back to Flashcards
      </Link>
    </div>
  );
}
