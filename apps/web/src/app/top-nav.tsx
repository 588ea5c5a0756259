import type { MouseEvent } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import Container from 'react-bootstrap/Container';
import Dropdown from 'react-bootstrap/Dropdown';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { displayName } from '@halaqa/shared/account';
import { useSignOut, useVisitor } from '../features/account/api.ts';
import { clearGuestFlag } from '../lib/local-flags.ts';
import { Avatar } from '../components/avatar.tsx';
import { Logo } from '../components/logo.tsx';
import { AccountMenuItems } from './account-menu-items.tsx';

/** The wide-screen navigation bar (hidden at 768 px or less by theme.css). */
export function TopNav() {
  const visitor = useVisitor();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const isGuest = visitor.kind === 'guest';

  // Guests may see these links but not use them (spec §2): they are sent to /login instead.
  const membersOnly = (event: MouseEvent) => {
    if (!isGuest) return;
    event.preventDefault();
    void navigate('/login');
  };

  const handleSignOut = async () => {
    await signOut();
    clearGuestFlag();
    window.location.reload();
  };

  return (
    <Navbar expand variant="dark" className="top-nav py-2" aria-label="Main navigation">
      <Container>
        <Navbar.Brand as={Link} to="/" className="d-flex align-items-center">
          <Logo />
        </Navbar.Brand>
        <Nav className="me-auto">
          {visitor.kind === 'signed-in' || isGuest ? (
            <Nav.Link as={NavLink} to="/dashboard" onClick={membersOnly}>
              Dashboard
            </Nav.Link>
          ) : (
            <Nav.Link as={NavLink} to="/" end className="fw-semibold">
              Halaqa
            </Nav.Link>
          )}
          <Nav.Link as={NavLink} to="/community">
            Community
          </Nav.Link>
          <Nav.Link as={NavLink} to="/quiz" onClick={membersOnly}>
            AI Quizzes
          </Nav.Link>
          <Nav.Link as={NavLink} to="/flashcards" onClick={membersOnly}>
            AI Flashcards
          </Nav.Link>
        </Nav>
        {visitor.kind === 'signed-in' && (
          <Dropdown align="end">
            <Dropdown.Toggle
              className="avatar-toggle d-flex align-items-center gap-1"
              id="account-menu"
              aria-label="Account menu"
            >
              <Avatar src={visitor.user.pfp} alt={displayName(visitor.user)} testId="nav-avatar" />
            </Dropdown.Toggle>
            <Dropdown.Menu>
              <AccountMenuItems onSignOut={handleSignOut} />
            </Dropdown.Menu>
          </Dropdown>
        )}
        {(visitor.kind === 'signed-out' || isGuest) && (
          <div className="d-flex gap-2">
            <Link to="/login" className="btn btn-outline-light">
              Login
            </Link>
            <Link to="/signup" className="btn btn-accent">
              Join Halaqa for Free →
            </Link>
          </div>
        )}
      </Container>
    </Navbar>
  );
}
