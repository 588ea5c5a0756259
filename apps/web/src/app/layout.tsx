import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { setSessionUser } from '../features/account/api.ts';
import { TopNav } from './top-nav.tsx';
import { BottomNav, isBottomNavHidden } from './bottom-nav.tsx';

export function Layout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();

  useEffect(() => {
    // A private call answering 401 means the session ended: forget the user, go to /login.
    setUnauthorizedHandler(() => {
      setSessionUser(queryClient, null);
      void navigate('/login', { replace: true });
    });
  }, [navigate, queryClient]);

  return (
    <>
      <TopNav />
      <main className={isBottomNavHidden(pathname) ? 'app-main' : 'app-main with-bottom-nav'}>
        <Outlet />
      </main>
      <BottomNav />
      <ScrollRestoration />
    </>
  );
}
