/** The quiz generator form (spec §2); the quiz feature fills it in. */
export function QuizPage() {
  return (
    <div className="container py-5">
      <h1 className="fw-bold text-primary">AI Quiz Generator</h1>
      <p className="text-muted">PDF only, maximum 10MB</p>
    </div>
  );
}
