import { useId, useRef, useState } from 'react';
import Card from 'react-bootstrap/Card';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useQueryClient } from '@tanstack/react-query';
import { MATERIAL_ACCEPT, MATERIAL_MESSAGES, type Section } from '@halaqa/shared/materials';
import { StatusAlert, useStatus } from '../../components/status-alert.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { createSection, materialKeys, uploadFile } from './api.ts';

const failureOf = (error: unknown) =>
  error instanceof Error && error.message === MATERIAL_MESSAGES.recordFailed
    ? MATERIAL_MESSAGES.recordFailed
    : messageOf(error, MATERIAL_MESSAGES.uploadFailed);

/**
 * Spec "Material page": the 'Upload Material' card. Creating a section and uploading need a
 * member; `onNeedLogin` sends anyone else to log in.
 */
export function UploadCard({
  courseId,
  sections,
  sectionId,
  onSelect,
  member,
  onNeedLogin,
}: {
  courseId: string;
  sections: Section[];
  sectionId: string;
  /** Chooses a section (null: none). */
  onSelect: (section: Section | null) => void;
  member: boolean;
  onNeedLogin: () => void;
}) {
  const ids = { section: useId(), select: useId(), file: useId() };
  const queryClient = useQueryClient();
  const { status, show, clear } = useStatus();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const uploading = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const addSection = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!member) return onNeedLogin();
    const trimmed = name.trim();
    if (!trimmed) return; // Spec §5: an empty name does nothing.
    try {
      const { section } = await createSection(courseId, trimmed);
      setName('');
      await queryClient.invalidateQueries({ queryKey: materialKeys.sections(courseId) });
      onSelect(section);
    } catch (error) {
      show(messageOf(error, 'Failed to create the section. Please try again.'), false);
    }
  };

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if (uploading.current) return; // Spec §4: a second submit during upload is ignored.
    if (!member) return onNeedLogin();
    if (!sectionId) return show(MATERIAL_MESSAGES.selectSection, false);
    if (!file) return show(MATERIAL_MESSAGES.selectFile, false);
    uploading.current = true;
    setBusy(true);
    setProgress(0);
    clear();
    try {
      await uploadFile(courseId, sectionId, file, setProgress);
      setProgress(100);
      show(MATERIAL_MESSAGES.uploaded, true);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      await queryClient.invalidateQueries({ queryKey: materialKeys.files(courseId) });
    } catch (error) {
      setProgress(null);
      show(failureOf(error), false);
    } finally {
      uploading.current = false;
      setBusy(false);
    }
  };

  return (
    <Card className="shadow-sm border-0 mb-4">
      <Card.Body className="p-4">
        <h1 className="h3 fw-bold text-primary">Upload Material</h1>
        <form className="row g-2 align-items-end mb-3" onSubmit={(e) => void addSection(e)}>
          <div className="col-sm">
            <label htmlFor={ids.section} className="form-label">
              Section Name
            </label>
            <input
              id={ids.section}
              className="form-control"
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <div className="col-sm-auto">
            <button type="submit" className="btn btn-outline-primary">
              Create Section
            </button>
          </div>
        </form>
        <div className="mb-3">
          <label htmlFor={ids.select} className="form-label">
            Section
          </label>
          <select
            id={ids.select}
            className="form-select"
            value={sectionId}
            onChange={(e) => onSelect(sections.find((s) => s.id === e.target.value) ?? null)}
          >
            <option value="">{MATERIAL_MESSAGES.selectPlaceholder}</option>
            {sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <form onSubmit={(e) => void send(e)}>
          <label htmlFor={ids.file} className="form-label">
            File
          </label>
          <input
            id={ids.file}
            ref={fileInput}
            type="file"
            className="form-control mb-1"
            accept={MATERIAL_ACCEPT}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <p className="form-text mt-0">PDF, Word or PowerPoint, at most 10MB.</p>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Uploading...' : 'Upload'}
          </button>
        </form>
        {progress !== null && (
          <ProgressBar
            className="mt-3"
            now={progress}
            label={`${progress}%`}
            aria-label="Upload progress"
          />
        )}
        <div className="mt-3">
          <StatusAlert status={status} onClose={clear} />
        </div>
      </Card.Body>
    </Card>
  );
}
