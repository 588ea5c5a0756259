import { useState } from 'react';
import { Alert } from './alert.tsx';

/** The outcome of an action: success closes itself, failure stays until closed. */
export interface Status {
  text: string;
  ok: boolean;
  /** Restarts the alert (and its timer) when the same text shows again. */
  at: number;
}

export function useStatus() {
  const [status, setStatus] = useState<Status | null>(null);
  return {
    status,
    show: (text: string, ok: boolean) => setStatus({ text, ok, at: Date.now() }),
    clear: () => setStatus(null),
  };
}

/** Shows a status as a success or danger alert; `successMs` is how long success stays. */
export function StatusAlert({
  status,
  onClose,
  successMs = true,
}: {
  status: Status | null;
  onClose: () => void;
  successMs?: true | number;
}) {
  if (!status) return null;
  return (
    <Alert
      key={status.at}
      variant={status.ok ? 'success' : 'danger'}
      autoClose={status.ok ? successMs : false}
      onClose={onClose}
    >
      {status.text}
    </Alert>
  );
}
