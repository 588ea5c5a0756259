import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AUTH_MESSAGES } from '@halaqa/shared/account';
import { Alert } from '../../components/alert.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { requestPasswordReset } from './api.ts';
import { AuthCard } from './auth-card.tsx';
import { EmailField } from './email-field.tsx';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const reset = useMutation({ mutationFn: requestPasswordReset });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate({ email: email.trim() });
  };

  return (
    <AuthCard title="Forgot Password">
      {reset.isSuccess && (
        <Alert key={reset.submittedAt} variant="success" onClose={reset.reset}>
          {reset.data.message}
        </Alert>
      )}
      {reset.isError && (
        <Alert key={reset.submittedAt} variant="danger" onClose={reset.reset}>
          {messageOf(reset.error, AUTH_MESSAGES.resetOther)}
        </Alert>
      )}
      <Form onSubmit={handleSubmit}>
        <EmailField controlId="forgot-email" value={email} onChange={setEmail} />
        <div className="d-grid">
          <Button type="submit" size="lg" disabled={reset.isPending}>
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
