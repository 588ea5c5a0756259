import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageResponse } from '@halaqa/shared/account';
import {
  CommentList,
  CreatedComment,
  ReactionResponse,
  type Reaction,
} from '@halaqa/shared/comments';
import { isCommentEvent, RESYNC } from '@halaqa/shared/live';
import { request } from '../../lib/api-client.ts';
import { useCourseEvents } from '../../lib/live-events.ts';

export const commentKeys = { of: (courseId: string) => ['comments', courseId] as const };

const course = (id: string) => `/api/courses/${encodeURIComponent(id)}`;
const comment = (id: string) => `/api/comments/${encodeURIComponent(id)}`;

/** A course's comments, kept current by the course's live events. */
export function useComments(courseId: string) {
  const queryClient = useQueryClient();
  useCourseEvents(courseId, (kind) => {
    if (kind === RESYNC || isCommentEvent(kind))
      void queryClient.invalidateQueries({ queryKey: commentKeys.of(courseId) });
  });
  return useQuery({
    queryKey: commentKeys.of(courseId),
    queryFn: ({ signal }) =>
      request(`${course(courseId)}/comments`, { schema: CommentList, isPublic: true, signal }),
  });
}

export const addComment = (courseId: string, text: string, parentId?: string) =>
  request(`${course(courseId)}/comments`, {
    method: 'POST',
    body: { text, parentId },
    schema: CreatedComment,
  });

export const deleteComment = (id: string) =>
  request(comment(id), { method: 'DELETE', schema: MessageResponse });

export const reactToComment = (id: string, reaction: Reaction) =>
  request(`${comment(id)}/reaction`, {
    method: 'PUT',
    body: { reaction },
    schema: ReactionResponse,
  });

export const flagComment = (id: string, flagged: boolean) =>
  request(`${comment(id)}/${flagged ? 'flag' : 'restore'}`, {
    method: 'POST',
    schema: MessageResponse,
  });
