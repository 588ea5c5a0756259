import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AUTH_MESSAGES } from '@halaqa/shared/account';
import { Alert } from '../../components/alert.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { clearGuestFlag, storeAdminFlag } from '../../lib/local-flags.ts';
import { signUp, useSetSessionUser } from './api.ts';
import { AuthCard } from './auth-card.tsx';
import { PasswordFields, passwordProblem } from './password-fields.tsx';
import { EmailField } from './email-field.tsx';

export function SignupPage() {
  const navigate = useNavigate();
  const setSessionUser = useSetSessionUser();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signup = useMutation({
    mutationFn: signUp,
    onSuccess: (user) => {
      // Signing up signs the user in, so the flags follow the login rule (spec §4).
      clearGuestFlag();
      storeAdminFlag(user.isAdmin);
      setSessionUser(user);
      void navigate('/dashboard');
    },
    onError: (cause) => setError(messageOf(cause, AUTH_MESSAGES.signupOther)),
  });

  const [tried, setTried] = useState(false);
  const complete =
    name.trim() !== '' && email.trim() !== '' && password !== '' && password === repeat;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setError(null);
    if (passwordProblem(password, repeat)) return; // the fields say what is wrong
    signup.mutate({ name: name.trim(), email: email.trim(), password });
  };

  return (
    <AuthCard title="Join Halaqa">
      {error && (
        <Alert key={error} variant="danger" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Form onSubmit={handleSubmit}>
        <Form.Group className="mb-3" controlId="signup-name">
          <Form.Label>Full Name</Form.Label>
          <Form.Control
            required
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Group>
        <EmailField controlId="signup-email" value={email} onChange={setEmail} />
        <PasswordFields
          idPrefix="signup"
          showTooShort={tried}
          passwordLabel="Password"
          password={password}
          repeat={repeat}
          onPasswordChange={setPassword}
          onRepeatChange={setRepeat}
        />
        <div className="d-grid">
          <Button type="submit" size="lg" disabled={!complete || signup.isPending}>
            Sign Up
          </Button>
        </div>
      </Form>
      <p className="text-center mt-4 mb-0">
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </AuthCard>
  );
}
