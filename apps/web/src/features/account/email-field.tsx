import Form from 'react-bootstrap/Form';

/** The required e-mail input of the account forms (spec §5: email type). */
export function EmailField(props: {
  controlId: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <Form.Group className="mb-3" controlId={props.controlId}>
      <Form.Label>Email</Form.Label>
      <Form.Control
        type="email"
        required
        autoComplete="email"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Form.Group>
  );
}
