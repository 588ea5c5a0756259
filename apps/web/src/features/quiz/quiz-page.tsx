import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Card from 'react-bootstrap/Card';
import {
  DIFFICULTIES,
  QUIZ_QUESTIONS,
  QUIZ_TIMER_MINUTES,
  type Difficulty,
} from '@halaqa/shared/generation';
import { GENERATION_UI_MESSAGES as M } from '@halaqa/shared/generation-api';
import { CountSlider } from '../../components/count-slider.tsx';
import { FileDropZone } from '../../components/file-drop-zone.tsx';
import {
  InvalidJobResponse,
  pollJob,
  reasonOf,
  startGeneration,
} from '../../lib/generation-jobs.ts';

/** Spec §9: quiz status every 3 s, at most 20 times. */
const POLL = { intervalMs: 3000, maxTries: 20 };
const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** Spec "Quiz page (AI Quiz Generator)". */
export function QuizPage() {
  const navigate = useNavigate();
  const ids = { subject: useId(), timer: useId(), minutes: useId() };
  const [subject, setSubject] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [count, setCount] = useState<number>(QUIZ_QUESTIONS.default);
  const [difficulty, setDifficulty] = useState<Difficulty>('medium');
  const [timed, setTimed] = useState(false);
  const [minutes, setMinutes] = useState(10);
  const [generating, setGenerating] = useState(false);

  const generate = async () => {
    if (generating) return;
    if (!file || !subject.trim()) return window.alert(M.quizNeedsFields);
    setGenerating(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      form.append('subject', subject.trim());
      form.append('numQuestions', String(count));
      form.append('difficulty', difficulty);
      const job = await startGeneration('quiz', form);
      const status = await pollJob(job, POLL);
      if (!status) return window.alert(M.quizTimedOut);
      if (status.status === 'failed')
        return window.alert(`${M.quizFailed} ${status.error ?? ''}`.trim());
      const params = new URLSearchParams({ job: job.thread_id, run: job.run_id });
      if (timed) params.set('timer', String(minutes));
      void navigate(`/quiz-results?${params}`, { state: { status } });
    } catch (error) {
      window.alert(
        error instanceof InvalidJobResponse ? M.invalidResponse : M.quizFailed + reasonOf(error),
      );
    } finally {
      setGenerating(false);
    }
  };

  return (
    <div className="container py-5" style={{ maxWidth: 720 }}>
      <h1 className="fw-bold text-primary">AI Quiz Generator</h1>
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void generate();
            }}
          >
            <div className="mb-3">
              <label htmlFor={ids.subject} className="form-label">
                Subject Name
              </label>
              <input
                id={ids.subject}
                className="form-control"
                value={subject}
                maxLength={200}
                onChange={(e) => setSubject(e.target.value)}
              />
            </div>
            <FileDropZone
              label="Lecture PDF"
              hint="PDF only, maximum 10MB"
              accept=".pdf,application/pdf"
              accepts={isPdf}
              file={file}
              onFile={setFile}
            />
            <CountSlider
              label="Number of Questions"
              min={QUIZ_QUESTIONS.min}
              max={QUIZ_QUESTIONS.max}
              value={count}
              onChange={setCount}
            />
            <fieldset className="mb-3">
              <legend className="form-label fs-6">Difficulty</legend>
              <div className="btn-group" role="group">
                {DIFFICULTIES.map((d) => (
                  <button
                    key={d}
                    type="button"
                    className={`btn text-capitalize ${difficulty === d ? 'btn-primary' : 'btn-outline-primary'}`}
                    aria-pressed={difficulty === d}
                    onClick={() => setDifficulty(d)}
                  >
                    {d}
                  </button>
                ))}
              </div>
            </fieldset>
            <div className="form-check mb-2">
              <input
                id={ids.timer}
                type="checkbox"
                className="form-check-input"
                checked={timed}
                onChange={(e) => setTimed(e.target.checked)}
              />
              <label htmlFor={ids.timer} className="form-check-label">
                Enable Timer
              </label>
            </div>
            {timed && (
              <div className="mb-3">
                <label htmlFor={ids.minutes} className="form-label">
                  Timer Duration
                </label>
                <select
                  id={ids.minutes}
                  className="form-select"
                  value={minutes}
                  onChange={(e) => setMinutes(Number(e.target.value))}
                >
                  {QUIZ_TIMER_MINUTES.map((m) => (
                    <option key={m} value={m}>
                      {m} minutes
                    </option>
                  ))}
                </select>
              </div>
            )}
            <button
              type="submit"
              className="btn btn-primary btn-lg mt-2"
              disabled={!file || !subject.trim() || generating}
            >
              {generating ? 'Generating Quiz...' : 'Generate Quiz'}
            </button>
          </form>
        </Card.Body>
      </Card>
    </div>
  );
}
