import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { MATERIAL_MESSAGES, type Section } from '@halaqa/shared/materials';
import { ERROR_CODES, GENERIC_MESSAGES } from '@halaqa/shared/errors';
import { CourseNotFound } from '../../components/course-not-found.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { PageSkeleton } from '../../components/skeleton.tsx';
import { useVisitor } from '../account/api.ts';
import { useFiles, useLiveMaterials, useSections } from './api.ts';
import { FileList } from './file-list.tsx';
import { UploadCard } from './upload-card.tsx';

/**
 * A course's material (spec "Material page"): sections, uploads and the chosen section's files,
 * live. `?section=NAME` chooses a section, and choosing one writes it there.
 */
export function MaterialPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const visitor = useVisitor();
  useLiveMaterials(id);
  const sections = useSections(id);
  const list = sections.data?.sections ?? [];
  const chosen = list.find((s) => s.name === params.get('section'));
  const files = useFiles(id, chosen?.id);
  const member = visitor.kind === 'signed-in';
  const toLogin = () => void navigate('/login');

  const select = (section: Section | null) =>
    setParams(section ? { section: section.name } : {}, { replace: true });

  return (
    <div className="container py-5">
      {sections.isPending ? (
        <PageSkeleton />
      ) : sections.isError ? (
        sections.error instanceof ApiError && sections.error.code === ERROR_CODES.notFound ? (
          <CourseNotFound />
        ) : (
          <p className="text-danger">{GENERIC_MESSAGES.internal}</p>
        )
      ) : (
        <>
          <UploadCard
            courseId={id}
            sections={list}
            sectionId={chosen?.id ?? ''}
            onSelect={select}
            member={member}
            onNeedLogin={toLogin}
          />
          <h2 className="h4 fw-bold text-primary">{chosen ? chosen.name : 'Files'}</h2>
          {!chosen && <p className="text-body-secondary">{MATERIAL_MESSAGES.chooseSection}</p>}
          {chosen && files.isPending && <PageSkeleton />}
          {chosen && files.isSuccess && (
            <FileList
              courseId={id}
              sectionId={chosen.id}
              files={files.data.files}
              member={member}
              admin={member && visitor.user.isAdmin}
              onNeedLogin={toLogin}
            />
          )}
        </>
      )}
      <Link to={`/course/${id}`} className="btn btn-outline-primary mt-4">
        Back to Course
      </Link>
    </div>
  );
}
