import { useMutation } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { SessionUser } from '@halaqa/shared/account';
import { GENERIC_MESSAGES } from '@halaqa/shared/errors';
import { Alert } from '../../components/alert.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { sendVerificationEmail } from '../account/api.ts';

/** The creation date as "March 5, 2025", or 'Unknown' when the server gave none we can read. */
export function formatMemberSince(createdAt: string | null | undefined): string {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Unknown';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** E-mail, verification state and membership date (spec §2 Profile; badge per DESIGN.md). */
export function AccountInfo({ user }: { user: SessionUser }) {
  const resend = useMutation({ mutationFn: sendVerificationEmail });
  return (
    <Card className="shadow-sm border-0">
      <Card.Body className="p-4">
        <h2 className="h5 fw-bold text-primary mb-3">Account Information</h2>
        {resend.isSuccess && (
          <Alert key={resend.submittedAt} variant="success" autoClose onClose={resend.reset}>
            {resend.data.message}
          </Alert>
        )}
        {resend.isError && (
          <Alert key={resend.submittedAt} variant="danger" onClose={resend.reset}>
            {messageOf(resend.error, GENERIC_MESSAGES.internal)}
          </Alert>
        )}
        <dl className="row mb-0">
          <dt className="col-sm-4">Email</dt>
          <dd className="col-sm-8 d-flex flex-wrap align-items-center gap-2">
            <span data-testid="account-email" className="text-break mw-100">
              {user.email}
            </span>
            {user.emailVerified ? (
              <Badge bg="success">Verified</Badge>
            ) : (
              <>
                <Badge bg="secondary">Not verified</Badge>
                <Button
                  size="sm"
                  variant="outline-primary"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate()}
                >
                  Resend verification link
                </Button>
              </>
            )}
          </dd>
          <dt className="col-sm-4">Member Since</dt>
          <dd className="col-sm-8 mb-0">{formatMemberSince(user.createdAt)}</dd>
        </dl>
      </Card.Body>
    </Card>
  );
}
