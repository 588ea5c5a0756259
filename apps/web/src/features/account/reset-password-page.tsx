import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AUTH_MESSAGES } from '@halaqa/shared/account';
import { Alert } from '../../components/alert.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { resetPassword } from './api.ts';
import { AuthCard } from './auth-card.tsx';
import { PasswordFields, passwordProblem } from './password-fields.tsx';

/** Where the e-mailed reset link lands: /reset-password?token=… (or ?error=INVALID_TOKEN). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkInvalid = params.get('error') === 'INVALID_TOKEN' || token === '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const reset = useMutation({ mutationFn: resetPassword });
  const [tried, setTried] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (passwordProblem(password, repeat)) return; // the fields say what is wrong
    reset.mutate({ token, password });
  };

  const backToLogin = (
    <Link to="/login" className="btn btn-primary btn-lg">
      Back to Login
    </Link>
  );

  if (linkInvalid) {
    return (
      <AuthCard title="Reset Password">
        <Alert variant="danger" dismissible={false}>
          {AUTH_MESSAGES.resetLinkInvalid}
        </Alert>
        <div className="d-grid gap-2">
          {backToLogin}
          <Link to="/forgot-password" className="text-center">
            Forgot your password?
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title="Reset Password">
        <Alert variant="success" dismissible={false}>
          {reset.data.message}
        </Alert>
        <div className="d-grid">{backToLogin}</div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password">
      {reset.isError && (
        <Alert key={reset.submittedAt} variant="danger" onClose={reset.reset}>
          {messageOf(reset.error, AUTH_MESSAGES.resetOther)}
        </Alert>
      )}
      <Form onSubmit={handleSubmit}>
        <PasswordFields
          idPrefix="reset"
          showTooShort={tried}
          passwordLabel="New Password"
          password={password}
          repeat={repeat}
          onPasswordChange={setPassword}
          onRepeatChange={setRepeat}
        />
        <div className="d-grid">
          <Button
            type="submit"
            size="lg"
            disabled={password === '' || repeat === '' || reset.isPending}
          >
            Reset Password
          </Button>
        </div>
      </Form>
      <p className="text-center mt-4 mb-0">
        <Link to="/login">Back to Login</Link>
      </p>
    </AuthCard>
  );
}
