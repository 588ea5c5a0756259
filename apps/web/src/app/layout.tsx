import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { setSessionUser } from '../features/account/api.ts';
import { TopNav } from './top-nav.tsx';
import { PhoneHeader } from './phone-header.tsx';
import { Footer } from './footer.tsx';
import { BottomNav, isBottomNavHidden } from './bottom-nav.tsx';
import { useRouteAnnouncer } from './route-announcer.ts';

export function Layout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useRouteAnnouncer(main);

  useEffect(() => {
    // A private call answering 401 means the session ended: forget the user, go to /login.
    setUnauthorizedHandler(() => {
      setSessionUser(queryClient, null);
      void navigate('/login', { replace: true });
    });
  }, [navigate, queryClient]);

  return (
    <>
      <a href="#main" className="skip-link visually-hidden-focusable">
        Skip to content
      </a>
      <TopNav />
      <PhoneHeader />
      <div className={isBottomNavHidden(pathname) ? 'app-page' : 'app-page with-bottom-nav'}>
        <main id="main" ref={main} tabIndex={-1} className="app-main">
          <Outlet />
        </main>
        <Footer />
      </div>
      <BottomNav />
      <ScrollRestoration />
    </>
  );
}
