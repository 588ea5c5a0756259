import { useRef, useState, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { displayName, type SessionUser } from '@halaqa/shared/account';
import { GENERIC_MESSAGES } from '@halaqa/shared/errors';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, PROFILE_MESSAGES } from '@halaqa/shared/profile';
import { Alert } from '../../components/alert.tsx';
import { Avatar } from '../../components/avatar.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { removeAvatar, uploadAvatar, useApplyUser } from './api.ts';

const ACCEPT = AVATAR_TYPES.join(',');

function checkImage(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return PROFILE_MESSAGES.avatarType;
  if (file.size > AVATAR_MAX_BYTES) return PROFILE_MESSAGES.avatarTooLarge;
  return null;
}

/** Changes the profile picture as soon as one is picked, with real upload progress. */
export function AvatarEditor({ user }: { user: SessionUser }) {
  const applyUser = useApplyUser();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const clearInput = () => {
    if (input.current) input.current.value = '';
  };
  const change = useMutation({
    mutationFn: (file: File) => uploadAvatar(file, setProgress),
    onMutate: () => setProgress(0),
    onSuccess: applyUser,
    onError: (cause) => setError(messageOf(cause, GENERIC_MESSAGES.internal)),
    onSettled: clearInput,
  });
  const remove = useMutation({
    mutationFn: removeAvatar,
    onSuccess: applyUser,
    onError: (cause) => setError(messageOf(cause, GENERIC_MESSAGES.internal)),
  });

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    const problem = checkImage(file);
    if (problem) {
      setError(problem);
      clearInput();
      return;
    }
    change.mutate(file);
  };

  const busy = change.isPending || remove.isPending;
  return (
    <Card className="shadow-sm border-0 h-100">
      <Card.Body className="p-4 text-center">
        {/* The picture is the control: clicking it (or Enter on the focused input) opens the picker. */}
        <label
          htmlFor="profile-picture"
          className={`avatar-picker mb-2 ${busy ? 'is-busy' : ''}`}
          title="Change profile picture"
        >
          <Avatar src={user.pfp} alt={displayName(user)} size={120} testId="profile-avatar" />
          <span className="avatar-picker-badge" aria-hidden="true">
            {change.isPending ? `${progress}%` : 'Change'}
          </span>
        </label>
        <input
          ref={input}
          id="profile-picture"
          type="file"
          className="visually-hidden"
          aria-label="Profile Picture"
          aria-describedby="profile-picture-hint"
          accept={ACCEPT}
          disabled={busy}
          onChange={handlePick}
        />
        <p id="profile-picture-hint" className="small text-body-secondary mb-2">
          Profile Picture: tap or click it to choose a new one.
        </p>
        {change.isPending && (
          <ProgressBar now={progress} label={`${progress}%`} className="mb-2" animated />
        )}
        {user.pfp && (
          <Button
            variant="outline-danger"
            size="sm"
            disabled={busy}
            onClick={() => remove.mutate()}
          >
            Remove Picture
          </Button>
        )}
        {/* Below the controls, so a message never moves what the user is about to click. */}
        {error && (
          <Alert
            key={error}
            variant="danger"
            onClose={() => setError(null)}
            className="text-start mt-3 mb-0"
          >
            {error}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
