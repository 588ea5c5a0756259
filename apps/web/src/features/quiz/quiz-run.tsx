import { useEffect, useEffectEvent, useState } from 'react';
import ProgressBar from 'react-bootstrap/ProgressBar';
import type { QuizQuestion } from '@halaqa/shared/generation';
import { GENERATION_UI_MESSAGES as M } from '@halaqa/shared/generation-api';
import { useKeydown } from '../../lib/use-keydown.ts';

const LETTERS = ['A', 'B', 'C', 'D'];
/** Spec §9: the time shows red and pulsing at 60 seconds or less. */
const WARNING_SECONDS = 60;

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The countdown (spec §4 "Quiz run"): by seconds; at zero 'Time's up!' and `onTimeUp`. */
function Countdown({ seconds: total, onTimeUp }: { seconds: number; onTimeUp: () => void }) {
  const [left, setLeft] = useState(total);
  const timeUp = useEffectEvent(onTimeUp);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, total - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        window.alert(M.timesUp);
        timeUp();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [total]);
  const warning = left <= WARNING_SECONDS;
  return (
    <p
      className={`fs-5 fw-bold mb-0 ${warning ? 'text-danger timer-warning' : ''}`}
      aria-live="off"
    >
      <span className="visually-hidden">Time left: </span>
      <time dateTime={`PT${left}S`} data-testid="quiz-timer">
        {clock(left)}
      </time>
    </p>
  );
}

export interface Answered {
  question: QuizQuestion;
  chosen: number | null;
}

/**
 * One question at a time with its four options (spec "Quiz results page"); choosing locks the
 * answer and shows right or wrong. Keys 1–4 choose, Enter goes on.
 */
export function QuizRun({
  questions,
  timerSeconds,
  onDone,
}: {
  questions: QuizQuestion[];
  timerSeconds: number | null;
  onDone: (answers: Answered[]) => void;
}) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<(number | null)[]>(() => questions.map(() => null));
  const question = questions[index] as QuizQuestion;
  const chosen = answers[index] ?? null;
  const last = index === questions.length - 1;
  const score = answers.filter((a, i) => a !== null && a === questions[i]?.answerIndex).length;
  const finish = () =>
    onDone(questions.map((q, i) => ({ question: q, chosen: answers[i] ?? null })));

  const choose = (option: number) => {
    if (chosen !== null) return;
    setAnswers((all) => all.map((a, i) => (i === index ? option : a)));
  };
  const next = () => (last ? finish() : setIndex(index + 1));

  useKeydown((e) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
    if (/^[1-4]$/.test(e.key)) choose(Number(e.key) - 1);
    else if (e.key === 'Enter' && chosen !== null && !(e.target instanceof HTMLButtonElement))
      next();
  });

  return (
    <div>
      <div className="d-flex justify-content-between align-items-center mb-2">
        <p className="mb-0 fw-semibold">
          Question {index + 1} of {questions.length} · Score: {score}
        </p>
        {timerSeconds !== null && <Countdown seconds={timerSeconds} onTimeUp={finish} />}
      </div>
      <ProgressBar
        now={((index + 1) / questions.length) * 100}
        className="mb-4"
        aria-label="Quiz progress"
      />
      <h2 className="h4 mb-1" dir="auto">
        {question.question}
      </h2>
      {question.page !== undefined && (
        <p className="small text-body-secondary">From page {question.page}</p>
      )}
      <div className="d-grid gap-2 my-3" role="group" aria-label="Options">
        {question.options.map((option, i) => {
          const state =
            chosen === null
              ? 'btn-outline-primary'
              : i === question.answerIndex
                ? 'btn-success'
                : i === chosen
                  ? 'btn-danger'
                  : 'btn-outline-secondary';
          return (
            <button
              key={i}
              type="button"
              className={`btn text-start ${state}`}
              disabled={chosen !== null && i !== chosen && i !== question.answerIndex}
              aria-pressed={chosen === i}
              onClick={() => choose(i)}
            >
              <span className="fw-bold me-2">{LETTERS[i]}.</span>
              <span dir="auto">{option}</span>
            </button>
          );
        })}
      </div>
      {chosen !== null && (
        <p
          className={`fw-semibold ${chosen === question.answerIndex ? 'text-success' : 'text-danger'}`}
          role="status"
        >
          {chosen === question.answerIndex
            ? 'Correct!'
            : `Wrong. The answer is ${LETTERS[question.answerIndex]}.`}
        </p>
      )}
      <button type="button" className="btn btn-primary" disabled={chosen === null} onClick={next}>
        {last ? 'Finish Quiz' : 'Next Question'}
      </button>
    </div>
  );
}
