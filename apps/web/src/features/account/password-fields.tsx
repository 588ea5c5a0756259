import Form from 'react-bootstrap/Form';
import { AUTH_MESSAGES, PASSWORD_MIN } from '@halaqa/shared/account';

export interface PasswordFieldsProps {
  idPrefix: string;
  passwordLabel: string;
  password: string;
  repeat: string;
  /** Set after a submit with a password under PASSWORD_MIN: the hint turns into the error. */
  showTooShort: boolean;
  onPasswordChange: (value: string) => void;
  onRepeatChange: (value: string) => void;
}

/**
 * A new password and its repetition (spec §5). Under each field a line is reserved for its
 * message, so 'Passwords do not match!' appearing while the user types moves nothing.
 */
export function PasswordFields(props: PasswordFieldsProps) {
  const { idPrefix, passwordLabel, password, repeat, showTooShort } = props;
  const hintId = `${idPrefix}-password-hint`;
  const repeatMessageId = `${idPrefix}-repeat-message`;
  const tooShort = showTooShort && password.length < PASSWORD_MIN;
  const mismatch = passwordsDiffer(password, repeat);
  return (
    <>
      <Form.Group className="mb-2" controlId={`${idPrefix}-password`}>
        <Form.Label>{passwordLabel}</Form.Label>
        <Form.Control
          type="password"
          required
          autoComplete="new-password"
          aria-describedby={hintId}
          aria-invalid={tooShort}
          isInvalid={tooShort}
          value={password}
          onChange={(event) => props.onPasswordChange(event.target.value)}
        />
        <p
          id={hintId}
          className={`field-message ${tooShort ? 'text-danger' : 'text-body-secondary'}`}
        >
          {tooShort ? AUTH_MESSAGES.weakPassword : `At least ${PASSWORD_MIN} characters.`}
        </p>
      </Form.Group>
      <Form.Group className="mb-2" controlId={`${idPrefix}-repeat-password`}>
        <Form.Label>Repeat Password</Form.Label>
        <Form.Control
          type="password"
          required
          autoComplete="new-password"
          aria-describedby={repeatMessageId}
          aria-invalid={mismatch}
          isInvalid={mismatch}
          value={repeat}
          onChange={(event) => props.onRepeatChange(event.target.value)}
        />
        <p id={repeatMessageId} className="field-message text-danger" role="alert">
          {mismatch ? AUTH_MESSAGES.passwordsDiffer : ''}
        </p>
      </Form.Group>
    </>
  );
}

/** True once both fields are typed and differ: the moment to say 'Passwords do not match!'. */
export function passwordsDiffer(password: string, repeat: string): boolean {
  return password !== '' && repeat !== '' && password !== repeat;
}

/** What stops a submit before it reaches the server; the fields show it (null: go ahead). */
export function passwordProblem(password: string, repeat: string): 'too-short' | 'differ' | null {
  if (password !== repeat) return 'differ';
  if (password.length < PASSWORD_MIN) return 'too-short';
  return null;
}
