import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AUTH_MESSAGES } from '@halaqa/shared/account';
import { ERROR_CODES } from '@halaqa/shared/errors';
import { ApiError } from '../../lib/api-client.ts';
import { Alert } from '../../components/alert.tsx';
import { clearGuestFlag, setGuestFlag, storeAdminFlag } from '../../lib/local-flags.ts';
import { signIn, useSetSessionUser } from './api.ts';
import { membersOnlyReason } from '../../lib/members-only.ts';
import { AuthCard } from './auth-card.tsx';
import { EmailField } from './email-field.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const reason = membersOnlyReason(useLocation().state);
  const setSessionUser = useSetSessionUser();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      clearGuestFlag();
      storeAdminFlag(user.isAdmin);
      setSessionUser(user);
      void navigate('/dashboard');
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email: email.trim(), password });
  };

  const continueAsGuest = () => {
    setGuestFlag();
    void navigate('/community');
  };

  return (
    <AuthCard title="Welcome Back">
      {reason && <p className="text-center text-body-secondary mb-3">{reason}</p>}
      {login.isError && (
        // Spec §8: every login failure shows the same message, so accounts cannot be probed;
        // only a rate limit says to wait, or the student would retype a right password.
        <Alert variant="danger" onClose={login.reset}>
          {login.error instanceof ApiError && login.error.code === ERROR_CODES.rateLimited
            ? login.error.message
            : AUTH_MESSAGES.loginFailed}
        </Alert>
      )}
      <Form onSubmit={handleSubmit}>
        <EmailField controlId="login-email" value={email} onChange={setEmail} />
        <Form.Group className="mb-2" controlId="login-password">
          <Form.Label>Password</Form.Label>
          <Form.Control
            type="password"
            required
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Form.Group>
        <div className="text-end mb-3">
          <Link to="/forgot-password" className="small">
            Forgot your password?
          </Link>
        </div>
        <div className="d-grid gap-2">
          <Button type="submit" variant="primary" size="lg" disabled={login.isPending}>
            Log In
          </Button>
          <Button type="button" variant="outline-primary" onClick={continueAsGuest}>
            Continue as Guest
          </Button>
        </div>
      </Form>
      <p className="text-center mt-4 mb-0">
        Don&apos;t have an account? <Link to="/signup">Sign Up</Link>
      </p>
    </AuthCard>
  );
}
