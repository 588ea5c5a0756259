import { useState } from 'react';
import { useNavigate } from 'react-router';
import Card from 'react-bootstrap/Card';
import { FLASHCARDS } from '@halaqa/shared/generation';
import { GENERATION_UI_MESSAGES as M } from '@halaqa/shared/generation-api';
import { CountSlider } from '../../components/count-slider.tsx';
import { FileDropZone } from '../../components/file-drop-zone.tsx';
import { pollJob, startGeneration } from '../../lib/generation-jobs.ts';

/** Spec §9: flashcard status every 2 s, with no cap on the number of tries. */
const POLL = { intervalMs: 2000 };

/** Spec "Flashcards page". */
export function FlashcardsPage() {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [count, setCount] = useState<number>(FLASHCARDS.default);
  const [generating, setGenerating] = useState(false);

  const generate = async () => {
    if (generating) return;
    if (!file) return window.alert(M.flashcardsNeedFile);
    setGenerating(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      form.append('numFlashcards', String(count));
      const job = await startGeneration('flashcards', form);
      const status = await pollJob(job, POLL);
      if (status?.status !== 'done')
        return window.alert(`${M.flashcardsFailed} ${status?.error ?? ''}`.trim());
      const params = new URLSearchParams({ job: job.thread_id, run: job.run_id });
      void navigate(`/flashcards-results?${params}`, { state: { status } });
    } catch {
      window.alert(M.flashcardsError);
    } finally {
      setGenerating(false);
    }
  };

  return (
    <div className="container py-5" style={{ maxWidth: 720 }}>
      <h1 className="fw-bold text-primary">AI Flashcards</h1>
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void generate();
            }}
          >
            <FileDropZone
              label="Lecture file"
              hint="PDF, PowerPoint, Word or text, maximum 10MB"
              accepts={() => true}
              file={file}
              onFile={setFile}
            />
            <CountSlider
              label="Number of Flashcards"
              min={FLASHCARDS.min}
              max={FLASHCARDS.max}
              value={count}
              onChange={setCount}
            />
            <button type="submit" className="btn btn-primary btn-lg" disabled={generating}>
              {generating ? 'Generating Flashcards...' : 'Generate Flashcards'}
            </button>
          </form>
        </Card.Body>
      </Card>
    </div>
  );
}
