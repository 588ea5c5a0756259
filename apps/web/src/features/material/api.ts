import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageResponse } from '@halaqa/shared/account';
import { ReactionResponse, type Reaction } from '@halaqa/shared/comments';
import { RESYNC } from '@halaqa/shared/live';
import {
  CreatedMaterialFile,
  CreatedSection,
  MaterialFileList,
  SectionList,
} from '@halaqa/shared/materials';
import { request, upload } from '../../lib/api-client.ts';
import { useCourseEvents } from '../../lib/live-events.ts';

export const materialKeys = {
  sections: (courseId: string) => ['materials', courseId, 'sections'] as const,
  files: (courseId: string) => ['materials', courseId, 'files'] as const,
  section: (courseId: string, sectionId: string) =>
    ['materials', courseId, 'files', sectionId] as const,
};

const course = (id: string) => `/api/courses/${encodeURIComponent(id)}`;
const material = (id: string) => `/api/materials/${encodeURIComponent(id)}`;

/** Keeps the page's sections and file lists current with the course's live events. */
export function useLiveMaterials(courseId: string) {
  const queryClient = useQueryClient();
  useCourseEvents(courseId, (kind) => {
    if (kind === RESYNC || kind === 'section-added')
      void queryClient.invalidateQueries({ queryKey: materialKeys.sections(courseId) });
    if (kind === RESYNC || kind.startsWith('file-'))
      void queryClient.invalidateQueries({ queryKey: materialKeys.files(courseId) });
  });
}

export function useSections(courseId: string) {
  return useQuery({
    queryKey: materialKeys.sections(courseId),
    queryFn: ({ signal }) =>
      request(`${course(courseId)}/sections`, { schema: SectionList, isPublic: true, signal }),
  });
}

export function useFiles(courseId: string, sectionId: string | undefined) {
  return useQuery({
    queryKey: materialKeys.section(courseId, sectionId ?? ''),
    enabled: Boolean(sectionId),
    queryFn: ({ signal }) =>
      request(`${course(courseId)}/sections/${encodeURIComponent(sectionId ?? '')}/files`, {
        schema: MaterialFileList,
        isPublic: true,
        signal,
      }),
  });
}

export const createSection = (courseId: string, name: string) =>
  request(`${course(courseId)}/sections`, {
    method: 'POST',
    body: { name },
    schema: CreatedSection,
  });

export function uploadFile(
  courseId: string,
  sectionId: string,
  file: File,
  onProgress: (percent: number) => void,
) {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload(
    `${course(courseId)}/sections/${encodeURIComponent(sectionId)}/files`,
    form,
    onProgress,
    { schema: CreatedMaterialFile },
  );
}

export const deleteFile = (id: string) =>
  request(material(id), { method: 'DELETE', schema: MessageResponse });

export const reactToFile = (id: string, reaction: Reaction) =>
  request(`${material(id)}/reaction`, {
    method: 'PUT',
    body: { reaction },
    schema: ReactionResponse,
  });
