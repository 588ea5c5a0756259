import type { ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useSignOut, useVisitor } from '../features/account/api.ts';
import { AccountMenuSlot } from './account-menu-slot.tsx';
import {
  CommunityIcon,
  DashboardIcon,
  FlashcardsIcon,
  HomeIcon,
  LoginIcon,
  ProfileIcon,
  QuizIcon,
} from './nav-icons.tsx';

const HIDDEN_ON = new Set(['/login', '/signup', '/forgot-password', '/reset-password']);

/** The account pages have their own buttons, so the bottom bar stays out of their way. */
export function isBottomNavHidden(pathname: string): boolean {
  return HIDDEN_ON.has(pathname.replace(/\/+$/, '') || '/');
}

function IconLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <NavLink to={to} end className="bottom-nav-item">
      {children}
      <span className="bottom-nav-label">{label}</span>
    </NavLink>
  );
}

const Spacer = () => <span className="bottom-nav-spacer" aria-hidden="true" />;

/** The mobile navigation bar (shown at 768 px or less by theme.css). */
export function BottomNav() {
  const visitor = useVisitor();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();

  if (isBottomNavHidden(pathname)) return null;

  const handleSignOut = async () => {
    await signOut();
    void navigate('/login');
  };

  return (
    <nav className="bottom-nav" aria-label="Bottom navigation">
      {visitor.kind === 'signed-in' && (
        <>
          <IconLink to="/dashboard" label="Dashboard">
            <DashboardIcon />
          </IconLink>
          <IconLink to="/flashcards" label="Flashcards">
            <FlashcardsIcon />
          </IconLink>
          <IconLink to="/quiz" label="Quiz">
            <QuizIcon />
          </IconLink>
          <IconLink to="/community" label="Community">
            <CommunityIcon />
          </IconLink>
          <AccountMenuSlot
            user={visitor.user}
            placement="bottom-bar"
            onSignOut={handleSignOut}
            toggle={
              <>
                <ProfileIcon />
                <span className="bottom-nav-label">Profile</span>
              </>
            }
          />
        </>
      )}
      {(visitor.kind === 'signed-out' || visitor.kind === 'guest') && (
        <>
          <IconLink to="/" label="Home">
            <HomeIcon />
          </IconLink>
          <Spacer />
          <IconLink to="/community" label="Community">
            <CommunityIcon />
          </IconLink>
          <Spacer />
          <IconLink to="/login" label="Login">
            <LoginIcon />
          </IconLink>
        </>
      )}
    </nav>
  );
}
