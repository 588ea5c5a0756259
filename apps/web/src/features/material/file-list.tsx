import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { GENERIC_MESSAGES } from '@halaqa/shared/errors';
import { startFromMaterial } from '../../lib/generation-jobs.ts';
import { MATERIAL_MESSAGES, type MaterialFile } from '@halaqa/shared/materials';
import type { Reaction } from '@halaqa/shared/comments';
import { ReactionButtons } from '../../components/reaction-buttons.tsx';
import { StatusAlert, useStatus } from '../../components/status-alert.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { reportWithPrompt } from '../reports/report-item.ts';
import { deleteFile, materialKeys, reactToFile } from './api.ts';

const GENERATES = /\.(pdf|pptx|docx)$/i;

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The chosen section's files, newest first (spec "Material page"). */
export function FileList({
  courseId,
  sectionId,
  files,
  member,
  admin,
  onNeedLogin,
}: {
  courseId: string;
  sectionId: string;
  files: MaterialFile[];
  member: boolean;
  admin: boolean;
  onNeedLogin: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { status, show, clear } = useStatus();
  const key = materialKeys.section(courseId, sectionId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  // Quizzes and flashcards from a course file, without uploading it again (PDF, PPTX, DOCX).
  const make = async (file: MaterialFile, kind: 'quiz' | 'flashcards') => {
    if (!member) return onNeedLogin();
    try {
      const subject = file.fileName.replace(/\.[^.]+$/, '');
      const job = await startFromMaterial(file.id, kind === 'quiz' ? { kind, subject } : { kind });
      const params = new URLSearchParams({ job: job.thread_id, run: job.run_id });
      void navigate(`/${kind === 'quiz' ? 'quiz' : 'flashcards'}-results?${params}`);
    } catch (error) {
      show(messageOf(error, GENERIC_MESSAGES.internal), false);
    }
  };

  const react = (id: string, reaction: Reaction) => {
    if (!member) return onNeedLogin();
    void reactToFile(id, reaction).then(refresh, refresh);
  };

  // Spec §4: the entry leaves at once; a failed delete puts it back.
  const remove = async (file: MaterialFile) => {
    if (!window.confirm(`Delete ${file.fileName}?`)) return;
    const before = queryClient.getQueryData<{ files: MaterialFile[] }>(key);
    queryClient.setQueryData(key, { files: files.filter((f) => f.id !== file.id) });
    try {
      await deleteFile(file.id);
    } catch (error) {
      queryClient.setQueryData(key, before);
      show(messageOf(error, MATERIAL_MESSAGES.deleteFailed), false);
    }
    void refresh();
  };

  if (files.length === 0) return <p className="text-body-secondary">{MATERIAL_MESSAGES.noFiles}</p>;
  return (
    <>
      <StatusAlert status={status} onClose={clear} />
      <ul className="list-group">
        {files.map((f) => (
          <li key={f.id} className="list-group-item py-3">
            <a
              href={f.url}
              target="_blank"
              rel="noreferrer"
              className="fw-semibold comment-text"
              dir="auto"
            >
              {f.fileName}
            </a>
            <div className="small text-body-secondary mb-2">
              {f.uploaderName} ·{' '}
              <time dateTime={f.createdAt}>{new Date(f.createdAt).toLocaleString()}</time> ·{' '}
              {sizeOf(f.size)}
            </div>
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <ReactionButtons
                likes={f.likes}
                dislikes={f.dislikes}
                myReaction={f.myReaction}
                onPress={(r) => react(f.id, r)}
              />
              {member && GENERATES.test(f.storedName) && (
                <>
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm"
                    onClick={() => void make(f, 'quiz')}
                  >
                    Make a quiz
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm"
                    onClick={() => void make(f, 'flashcards')}
                  >
                    Make flashcards
                  </button>
                </>
              )}
              {member && !admin && !f.mine && (
                <button
                  type="button"
                  className="btn btn-link btn-sm"
                  onClick={() => void reportWithPrompt('Material', f.id)}
                >
                  Report
                </button>
              )}
              {(f.mine || admin) && (
                <button
                  type="button"
                  className="btn btn-link btn-sm text-danger"
                  onClick={() => void remove(f)}
                >
                  Delete
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
