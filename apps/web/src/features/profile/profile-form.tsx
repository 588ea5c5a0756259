import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import type { SessionUser } from '@halaqa/shared/account';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from '@halaqa/shared/profile';
import { Alert } from '../../components/alert.tsx';
import { updateProfile, useApplyUser } from './api.ts';

const FIELDS = [
  { key: 'name', label: 'Name', autoComplete: 'name', required: false },
  { key: 'university', label: 'University', autoComplete: 'organization', required: false },
  { key: 'major', label: 'Major', autoComplete: 'off', required: false },
] as const;

type Values = Record<(typeof FIELDS)[number]['key'], string>;

/** Name, University and Major with Save Changes (spec §2 Profile, §4 Profile save). */
export function ProfileForm({ user }: { user: SessionUser }) {
  const applyUser = useApplyUser();
  const [values, setValues] = useState<Values>({
    name: user.name,
    university: user.university,
    major: user.major,
  });
  const [message, setMessage] = useState<{ text: string; at: number } | null>(null);
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      applyUser(updated);
      setMessage({ text: PROFILE_MESSAGES.saved, at: Date.now() });
    },
    onError: () => setMessage({ text: PROFILE_MESSAGES.saveFailed, at: Date.now() }),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    save.mutate(values);
  };

  // Spec §8: a message containing 'Failed' is shown as danger, any other as success.
  const failed = message?.text.includes('Failed') ?? false;

  return (
    <Card className="shadow-sm border-0">
      <Card.Body className="p-4">
        <Form onSubmit={handleSubmit}>
          {FIELDS.map((field) => (
            <Form.Group key={field.key} className="mb-3" controlId={`profile-${field.key}`}>
              <Form.Label>{field.label}</Form.Label>
              <Form.Control
                value={values[field.key]}
                required={field.required}
                maxLength={PROFILE_LIMITS[field.key]}
                autoComplete={field.autoComplete}
                onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
              />
            </Form.Group>
          ))}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving Changes...' : 'Save Changes'}
          </Button>
        </Form>
        {/* Below the form, so a message appearing or closing never moves the fields. */}
        {message && (
          <Alert
            key={message.at}
            variant={failed ? 'danger' : 'success'}
            autoClose={failed ? false : true}
            onClose={() => setMessage(null)}
            className="mt-3 mb-0"
          >
            {message.text}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
