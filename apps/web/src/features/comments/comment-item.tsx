import { useId, useState } from 'react';
import {
  COMMENT_INDENT_PX,
  COMMENT_MESSAGES,
  MAX_COMMENT_DEPTH,
  type CommentNode,
  type Reaction,
} from '@halaqa/shared/comments';
import { ReactionButtons } from '../../components/reaction-buttons.tsx';

export interface CommentActions {
  /** Signed in (not a guest or visitor): may write, react and report. */
  member: boolean;
  admin: boolean;
  reply(parentId: string, text: string): Promise<boolean>;
  react(id: string, reaction: Reaction): void;
  remove(id: string): void;
  report(id: string): void;
  setFlag(id: string, flagged: boolean): void;
  /** Sends guests and visitors to log in. */
  toLogin(): void;
}

function ReplyForm({ onSubmit, onCancel }: { onSubmit(text: string): void; onCancel(): void }) {
  const id = useId();
  const [text, setText] = useState('');
  return (
    <form
      className="mt-2"
      onSubmit={(e) => {
        e.preventDefault();
        // Spec §5: a blank reply is ignored silently.
        if (text.trim()) onSubmit(text);
      }}
    >
      <label htmlFor={id} className="form-label small">
        Your reply
      </label>
      <textarea
        id={id}
        className="form-control mb-2"
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm">
          Submit Reply
        </button>
        <button type="button" className="btn btn-link btn-sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** One comment and its replies, each level indented 30 px (spec "Course page"). */
export function CommentItem({ node, actions }: { node: CommentNode; actions: CommentActions }) {
  const { comment: c, replies } = node;
  const [replying, setReplying] = useState(false);
  const hiddenFlagged = c.flagged && !actions.admin;
  const guard = (act: () => void) => () => (actions.member ? act() : actions.toLogin());

  return (
    <li
      id={`comment-${c.id}`}
      className="comment list-unstyled"
      style={{ marginInlineStart: c.depth > 0 ? COMMENT_INDENT_PX : 0 }}
      data-depth={c.depth}
    >
      <article
        className="border-start ps-3 py-2"
        aria-label={c.deleted ? 'Deleted comment' : `Comment by ${c.authorName}`}
      >
        {c.deleted ? (
          <p className="fst-italic text-body-secondary mb-1">
            {COMMENT_MESSAGES.deletedPlaceholder}
          </p>
        ) : (
          <>
            <div className="d-flex flex-wrap gap-2 align-items-baseline">
              <strong dir="auto">{c.authorName}</strong>
              <time className="small text-body-secondary" dateTime={c.createdAt}>
                {new Date(c.createdAt).toLocaleString()}
              </time>
            </div>
            {c.flagged && (
              <p className="text-danger small mb-1" role="note">
                {COMMENT_MESSAGES.flaggedWarning}
              </p>
            )}
            {c.text !== null && (
              <p className="comment-text mb-2" dir="auto">
                {c.text}
              </p>
            )}
            <div className="d-flex flex-wrap gap-2 align-items-center">
              {hiddenFlagged || c.likes === null || c.dislikes === null ? (
                <span className="small text-body-secondary">{COMMENT_MESSAGES.likesDisabled}</span>
              ) : (
                <ReactionButtons
                  likes={c.likes}
                  dislikes={c.dislikes}
                  myReaction={c.myReaction}
                  disabled={c.flagged}
                  onPress={(r) => (actions.member ? actions.react(c.id, r) : actions.toLogin())}
                />
              )}
              {c.depth < MAX_COMMENT_DEPTH && (
                <button
                  type="button"
                  className="btn btn-link btn-sm"
                  onClick={guard(() => setReplying(true))}
                >
                  Reply
                </button>
              )}
              {(c.mine || actions.admin) && (
                <button
                  type="button"
                  className="btn btn-link btn-sm text-danger"
                  onClick={() => actions.remove(c.id)}
                >
                  Delete
                </button>
              )}
              {actions.member && !actions.admin && !c.mine && (
                <button
                  type="button"
                  className="btn btn-link btn-sm"
                  onClick={() => actions.report(c.id)}
                >
                  Report
                </button>
              )}
              {actions.admin && (
                <>
                  <button
                    type="button"
                    className="btn btn-outline-warning btn-sm"
                    onClick={() => actions.setFlag(c.id, true)}
                  >
                    Flag
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-success btn-sm"
                    onClick={() => actions.setFlag(c.id, false)}
                  >
                    Restore
                  </button>
                </>
              )}
            </div>
            {replying && (
              <ReplyForm
                onCancel={() => setReplying(false)}
                onSubmit={(text) =>
                  void actions.reply(c.id, text).then((ok) => ok && setReplying(false))
                }
              />
            )}
          </>
        )}
      </article>
      {replies.length > 0 && (
        <ul className="ps-0 mb-0">
          {replies.map((r) => (
            <CommentItem key={r.comment.id} node={r} actions={actions} />
          ))}
        </ul>
      )}
    </li>
  );
}
