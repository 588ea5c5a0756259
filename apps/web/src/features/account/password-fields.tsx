import Form from 'react-bootstrap/Form';
import { PASSWORD_MIN } from '@halaqa/shared/account';

export interface PasswordFieldsProps {
  idPrefix: string;
  passwordLabel: string;
  password: string;
  repeat: string;
  onPasswordChange: (value: string) => void;
  onRepeatChange: (value: string) => void;
}

/** A new password and its repetition, with the spec's 6-character hint (spec §5). */
export function PasswordFields(props: PasswordFieldsProps) {
  const { idPrefix, passwordLabel, password, repeat, onPasswordChange, onRepeatChange } = props;
  const hintId = `${idPrefix}-password-hint`;
  return (
    <>
      <Form.Group className="mb-3" controlId={`${idPrefix}-password`}>
        <Form.Label>{passwordLabel}</Form.Label>
        <Form.Control
          type="password"
          required
          autoComplete="new-password"
          aria-describedby={hintId}
          value={password}
          onChange={(event) => onPasswordChange(event.target.value)}
        />
        <Form.Text id={hintId}>At least {PASSWORD_MIN} characters.</Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-repeat-password`}>
        <Form.Label>Repeat Password</Form.Label>
        <Form.Control
          type="password"
          required
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => onRepeatChange(event.target.value)}
        />
      </Form.Group>
    </>
  );
}

/** True once both fields are typed and differ: the moment to say 'Passwords do not match!'. */
export function passwordsDiffer(password: string, repeat: string): boolean {
  return password !== '' && repeat !== '' && password !== repeat;
}
