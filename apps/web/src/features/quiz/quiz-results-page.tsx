import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { QuizQuestion } from '@halaqa/shared/generation';
import {
  GENERATION_UI_MESSAGES as M,
  shortfallNote,
  type CheckStatusResponse,
} from '@halaqa/shared/generation-api';
import { parseQuiz } from '@halaqa/shared/generation-formats';
import { PageSkeleton } from '../../components/skeleton.tsx';
import { useJobFromAddress } from '../../lib/generation-jobs.ts';
import { QuizRun, type Answered } from './quiz-run.tsx';

const LETTERS = ['A', 'B', 'C', 'D'];

function NoQuiz() {
  return (
    <div className="container py-5 text-center">
      <h1 className="fw-bold text-primary mb-4">{M.noQuiz}</h1>
      <Link to="/quiz" className="btn btn-primary">
        Go Back to Quiz
      </Link>
    </div>
  );
}

function Summary({ answers }: { answers: Answered[] }) {
  const score = answers.filter((a) => a.chosen === a.question.answerIndex).length;
  return (
    <div>
      <h2 className="h3 fw-bold">Quiz Completed!</h2>
      <p className="fs-4">
        Your score: {score} / {answers.length}
      </p>
      <ol className="list-group list-group-numbered mb-4">
        {answers.map(({ question, chosen }, i) => (
          <li key={i} className="list-group-item">
            <span dir="auto">{question.question}</span>
            <div className="small">
              Your answer:{' '}
              {chosen === null ? 'none' : `${LETTERS[chosen]}. ${question.options[chosen]}`}
              {chosen !== question.answerIndex && (
                <>
                  {' '}
                  · Correct answer: {LETTERS[question.answerIndex]}.{' '}
                  {question.options[question.answerIndex]}
                </>
              )}
            </div>
          </li>
        ))}
      </ol>
      <Link to="/quiz" className="btn btn-primary">
        Try Another Quiz
      </Link>
    </div>
  );
}

const questionsOf = (status: CheckStatusResponse | undefined): QuizQuestion[] =>
  status?.status === 'done' ? (status.result?.questions ?? parseQuiz(status.content)) : [];

/**
 * Spec "Quiz results page". The quiz comes from the navigation, or from the job in the address
 * (?job=…&run=…), so a reload, Back or a bookmark finds it again; ?timer=N runs N minutes.
 */
export function QuizResultsPage() {
  const [params] = useSearchParams();
  const passed = (useLocation().state as { status?: CheckStatusResponse } | null)?.status;
  const fetched = useJobFromAddress(params, 3000);
  const status = passed ?? fetched.data;
  const [answers, setAnswers] = useState<Answered[] | null>(null);
  const minutes = Number(params.get('timer'));
  // A shorter countdown for the browser tests; people choose whole minutes.
  const seconds = Number(params.get('timerSeconds')) || (minutes > 0 ? minutes * 60 : null);

  if (!passed && fetched.isPending && fetched.fetchStatus !== 'idle') return <PageSkeleton />;
  if (status?.status === 'pending' || status?.status === 'running')
    return (
      <div className="container py-5 text-center">
        <p className="fs-5" role="status">
          Generating Quiz...
        </p>
      </div>
    );
  if (status?.status === 'failed')
    return (
      <div className="container py-5 text-center">
        <p className="text-danger">{`${M.quizFailed} ${status.error ?? ''}`}</p>
        <Link to="/quiz" className="btn btn-primary">
          Go Back to Quiz
        </Link>
      </div>
    );
  const questions = questionsOf(status);
  if (questions.length === 0) return <NoQuiz />;
  const note = shortfallNote(status?.result);
  return (
    <div className="container py-5" style={{ maxWidth: 760 }}>
      <h1 className="fw-bold text-primary mb-3" dir="auto">
        {status?.result?.subject ?? 'Quiz'}
      </h1>
      {note && <p className="alert alert-info">{note}</p>}
      {answers ? (
        <Summary answers={answers} />
      ) : (
        <QuizRun questions={questions} timerSeconds={seconds} onDone={setAnswers} />
      )}
    </div>
  );
}
