/** The flashcard generator form (spec §2); the flashcards feature fills it in. */
export function FlashcardsPage() {
  return (
    <div className="container py-5">
      <h1 className="fw-bold text-primary">AI Flashcards</h1>
    </div>
  );
}
