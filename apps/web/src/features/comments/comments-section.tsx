import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { COMMENT_MESSAGES, commentTree, type Reaction } from '@halaqa/shared/comments';
import { GENERIC_MESSAGES } from '@halaqa/shared/errors';
import { Alert } from '../../components/alert.tsx';
import { ApiError, messageOf } from '../../lib/api-client.ts';
import { useVisitor } from '../account/api.ts';
import { reportWithPrompt } from '../reports/report-item.ts';
import {
  addComment,
  commentKeys,
  deleteComment,
  flagComment,
  reactToComment,
  useComments,
} from './api.ts';
import { CommentItem, type CommentActions } from './comment-item.tsx';

const CONFIRM_DELETE = 'Delete this comment?';

/** Spec "Course page": the 'Comments & Feedback' section, live. */
export function CommentsSection({ courseId }: { courseId: string }) {
  const visitor = useVisitor();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const comments = useComments(courseId);
  const formId = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const tree = useMemo(() => commentTree(comments.data?.comments ?? []), [comments.data]);

  const member = visitor.kind === 'signed-in';
  const refresh = () => queryClient.invalidateQueries({ queryKey: commentKeys.of(courseId) });

  /** Adds a comment or reply; spec §8: '❌ Error adding comment: ' plus the message on failure. */
  const post = async (body: string, parentId?: string): Promise<boolean> => {
    try {
      await addComment(courseId, body, parentId);
      await refresh();
      return true;
    } catch (error) {
      window.alert(COMMENT_MESSAGES.addFailedPrefix + messageOf(error, GENERIC_MESSAGES.internal));
      return false;
    }
  };

  const actions: CommentActions = {
    member,
    admin: member && visitor.user.isAdmin,
    reply: (parentId, body) => post(body, parentId),
    react: (id, reaction: Reaction) => void reactToComment(id, reaction).then(refresh, refresh),
    remove: (id) => {
      if (!window.confirm(CONFIRM_DELETE)) return;
      void deleteComment(id).then(refresh, (error: unknown) => {
        window.alert(messageOf(error, GENERIC_MESSAGES.internal));
      });
    },
    report: (id) => void reportWithPrompt('Comment', id),
    setFlag: (id, flagged) =>
      void flagComment(id, flagged).then(refresh, (error: unknown) => {
        // Spec §4: 'This comment is already flagged.' / 'This comment is not flagged.'
        window.alert(error instanceof ApiError ? error.message : GENERIC_MESSAGES.internal);
      }),
    toLogin: () => void navigate('/login'),
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (sending) return;
    if (!text.trim()) {
      window.alert(COMMENT_MESSAGES.empty);
      return;
    }
    setSending(true);
    if (await post(text)) setText('');
    setSending(false);
  };

  return (
    <section className="mt-5" aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`} className="h4 fw-bold text-primary mb-3">
        Comments &amp; Feedback
      </h2>
      {member ? (
        <form onSubmit={(e) => void submit(e)} className="mb-4">
          <label htmlFor={formId} className="form-label">
            Your comment
          </label>
          <textarea
            id={formId}
            className="form-control mb-2"
            rows={3}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={sending}>
            Submit Comment
          </button>
        </form>
      ) : (
        visitor.kind !== 'loading' && (
          <p className="text-body-secondary">{COMMENT_MESSAGES.signInToComment}</p>
        )
      )}
      {comments.isError && (
        <Alert variant="danger" dismissible={false}>
          {GENERIC_MESSAGES.internal}
        </Alert>
      )}
      {comments.isSuccess && tree.length === 0 && (
        <p className="text-body-secondary">No comments yet.</p>
      )}
      <ul className="ps-0 mb-0">
        {tree.map((node) => (
          <CommentItem key={node.comment.id} node={node} actions={actions} />
        ))}
      </ul>
    </section>
  );
}
