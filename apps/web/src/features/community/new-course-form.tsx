import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { COURSE_LIMITS, COURSE_MESSAGES, NewCourseBody } from '@halaqa/shared/courses';
import { ERROR_CODES } from '@halaqa/shared/errors';
import { StatusAlert, useStatus } from '../../components/status-alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { courseKeys } from '../../lib/course-queries.ts';
import { createCourse } from './api.ts';

const FIELDS = [
  { key: 'title', label: 'Title', rows: 0 },
  { key: 'description', label: 'Description', rows: 4 },
  { key: 'major', label: 'Major', rows: 0 },
  { key: 'university', label: 'University', rows: 0 },
] as const;

type Values = Record<(typeof FIELDS)[number]['key'], string>;
const EMPTY: Values = { title: '', description: '', major: '', university: '' };

/** Why a create failed: the server's word on the fields, else the spec's general failure. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === ERROR_CODES.validation) return error.message;
  return COURSE_MESSAGES.createFailed;
}

/** Spec §4 "Course create form": idle, 'Creating...', then success (fields cleared) or failure. */
export function NewCourseForm() {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const { status, show, clear } = useStatus();
  const create = useMutation({
    mutationFn: createCourse,
    onSuccess: () => {
      setValues(EMPTY);
      show(COURSE_MESSAGES.created, true);
      void queryClient.invalidateQueries({ queryKey: courseKeys.lists });
    },
    onError: (error) => show(failureMessage(error), false),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    clear();
    // The server checks the same rule; asking first saves a round trip.
    const parsed = NewCourseBody.safeParse(values);
    if (!parsed.success) {
      const text = parsed.error.issues[0]?.message ?? COURSE_MESSAGES.allFieldsRequired;
      show(text, false);
      return;
    }
    create.mutate(parsed.data);
  };

  const control = (key: keyof Values) => ({
    value: values[key],
    required: true,
    maxLength: COURSE_LIMITS[key],
    dir: 'auto',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues({ ...values, [key]: event.target.value }),
  });

  return (
    <Card className="shadow-sm border-0 mb-4">
      <Card.Body className="p-4">
        <StatusAlert status={status} onClose={clear} />
        <Form onSubmit={handleSubmit} noValidate>
          {FIELDS.map((field) => (
            <Form.Group key={field.key} className="mb-3" controlId={`new-course-${field.key}`}>
              <Form.Label>{field.label}</Form.Label>
              {field.rows ? (
                <Form.Control as="textarea" rows={field.rows} {...control(field.key)} />
              ) : (
                <Form.Control {...control(field.key)} />
              )}
            </Form.Group>
          ))}
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Course'}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
