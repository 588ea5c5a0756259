import type { MouseEvent } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { displayName } from '@halaqa/shared/account';
import { useSignOut, useVisitor } from '../features/account/api.ts';
import { clearGuestFlag } from '../lib/local-flags.ts';
import { Avatar } from '../components/avatar.tsx';
import { Logo } from '../components/logo.tsx';
import { AccountMenuSlot } from './account-menu-slot.tsx';
import { membersOnlyState } from '../lib/members-only.ts';

/**
 * The wide-screen navigation bar (hidden at 768 px or less by theme.css): Bootstrap's navbar
 * classes on plain elements, so every page's first load skips react-bootstrap's Navbar code.
 */
export function TopNav() {
  const visitor = useVisitor();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const isGuest = visitor.kind === 'guest';

  // Guests may see these links but not use them (spec §2): they are sent to /login instead.
  const membersOnly = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isGuest) return;
    event.preventDefault();
    void navigate('/login', { state: membersOnlyState(event.currentTarget.pathname) });
  };

  const handleSignOut = async () => {
    await signOut();
    clearGuestFlag();
    window.location.reload();
  };

  return (
    <nav className="navbar navbar-expand navbar-dark top-nav py-2" aria-label="Main navigation">
      <div className="container">
        <Link to="/" className="navbar-brand d-flex align-items-center">
          <Logo />
        </Link>
        <div className="navbar-nav me-auto">
          {visitor.kind === 'signed-in' || isGuest ? (
            <NavLink to="/dashboard" className="nav-link" onClick={membersOnly}>
              Dashboard
            </NavLink>
          ) : (
            <NavLink to="/" end className="nav-link fw-semibold">
              Halaqa
            </NavLink>
          )}
          <NavLink to="/community" className="nav-link">
            Community
          </NavLink>
          <NavLink to="/quiz" className="nav-link" onClick={membersOnly}>
            AI Quizzes
          </NavLink>
          <NavLink to="/flashcards" className="nav-link" onClick={membersOnly}>
            AI Flashcards
          </NavLink>
        </div>
        {visitor.kind === 'signed-in' && (
          <AccountMenuSlot
            user={visitor.user}
            placement="top-bar"
            onSignOut={handleSignOut}
            toggle={
              <Avatar src={visitor.user.pfp} alt={displayName(visitor.user)} testId="nav-avatar" />
            }
          />
        )}
        {(visitor.kind === 'signed-out' || isGuest) && (
          <div className="d-flex align-items-center gap-2">
            {isGuest && <span className="navbar-text small me-1">Browsing as a guest</span>}
            <Link to="/login" className="btn btn-outline-light">
              Login
            </Link>
            <Link to="/signup" className="btn btn-accent">
              Join Halaqa for Free →
            </Link>
          </div>
        )}
      </div>
    </nav>
  );
}
