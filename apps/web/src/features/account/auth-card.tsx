import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Card from 'react-bootstrap/Card';
import { Logo } from '../../components/logo.tsx';

/** The centred card every account page (login, signup, password reset) sits in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container py-5">
      <Card className="auth-card mx-auto shadow-sm border-0">
        <Card.Body className="p-4 p-sm-5">
          <div className="text-center mb-4">
            {/* On phones the account pages have no navigation bar, so the logo leads home. */}
            <Link to="/" className="d-inline-block rounded-circle bg-primary p-1 mb-3">
              <Logo size={48} />
            </Link>
            <h1 className="h3 fw-bold text-primary">{title}</h1>
          </div>
          {children}
        </Card.Body>
      </Card>
    </div>
  );
}
