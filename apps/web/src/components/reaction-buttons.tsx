import type { Reaction } from '@halaqa/shared/comments';

/** Like and dislike with their counts (comments and files); the pressed one shows as pressed. */
export function ReactionButtons({
  likes,
  dislikes,
  myReaction,
  onPress,
  disabled,
}: {
  likes: number;
  dislikes: number;
  myReaction: Reaction | null;
  onPress: (reaction: Reaction) => void;
  disabled?: boolean;
}) {
  const button = (reaction: Reaction, label: string, count: number) => (
    <button
      type="button"
      className={`btn btn-sm ${myReaction === reaction ? 'btn-primary' : 'btn-outline-secondary'}`}
      aria-pressed={myReaction === reaction}
      aria-label={`${label} (${count})`}
      disabled={disabled}
      onClick={() => onPress(reaction)}
    >
      <span aria-hidden="true">
        {label} <span className="badge text-bg-light">{count}</span>
      </span>
    </button>
  );
  return (
    <>
      {button('like', 'Like', likes)}
      {button('dislike', 'Dislike', dislikes)}
    </>
  );
}
