import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { Layout } from './layout.tsx';
import { RouteError } from './route-error.tsx';
import { PageSkeleton } from '../components/skeleton.tsx';
import { RequireMember, UnknownRouteRedirect } from './guards.tsx';

/**
 * Every page is its own chunk (the landing page downloads only the shell and itself), loaded by
 * the router before it navigates: the address and the page change together, so nobody types into
 * the previous page's form under the next page's address.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** Routes and access rules of spec §2, plus /reset-password for the e-mailed reset link. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      errorElement: <RouteError />,
      // Shown while the first page's chunk loads.
      hydrateFallbackElement: <PageSkeleton />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              lazy: page(
                () => import('../features/landing/landing-page.tsx'),
                (m) => m.LandingPage,
              ),
            },
            {
              path: 'login',
              lazy: page(
                () => import('../features/account/login-page.tsx'),
                (m) => m.LoginPage,
              ),
            },
            {
              path: 'signup',
              lazy: page(
                () => import('../features/account/signup-page.tsx'),
                (m) => m.SignupPage,
              ),
            },
            {
              path: 'forgot-password',
              lazy: page(
                () => import('../features/account/forgot-password-page.tsx'),
                (m) => m.ForgotPasswordPage,
              ),
            },
            {
              path: 'reset-password',
              lazy: page(
                () => import('../features/account/reset-password-page.tsx'),
                (m) => m.ResetPasswordPage,
              ),
            },
            {
              path: 'community',
              lazy: page(
                () => import('../features/community/community-page.tsx'),
                (m) => m.CommunityPage,
              ),
            },
            {
              path: 'course/:id',
              lazy: page(
                () => import('../features/course/course-page.tsx'),
                (m) => m.CoursePage,
              ),
            },
            {
              path: 'material/:id',
              lazy: page(
                () => import('../features/material/material-page.tsx'),
                (m) => m.MaterialPage,
              ),
            },
            {
              element: <RequireMember />,
              children: [
                {
                  path: 'dashboard',
                  lazy: page(
                    () => import('../features/dashboard/dashboard-page.tsx'),
                    (m) => m.DashboardPage,
                  ),
                },
                {
                  path: 'profile',
                  lazy: page(
                    () => import('../features/profile/profile-page.tsx'),
                    (m) => m.ProfilePage,
                  ),
                },
                {
                  path: 'quiz',
                  lazy: page(
                    () => import('../features/quiz/quiz-page.tsx'),
                    (m) => m.QuizPage,
                  ),
                },
                {
                  path: 'quiz-results',
                  lazy: page(
                    () => import('../features/quiz/quiz-results-page.tsx'),
                    (m) => m.QuizResultsPage,
                  ),
                },
                {
                  path: 'flashcards',
                  lazy: page(
                    () => import('../features/flashcards/flashcards-page.tsx'),
                    (m) => m.FlashcardsPage,
                  ),
                },
                {
                  path: 'flashcards-results',
                  lazy: page(
                    () => import('../features/flashcards/flashcards-results-page.tsx'),
                    (m) => m.FlashcardsResultsPage,
                  ),
                },
              ],
            },
            { path: '*', element: <UnknownRouteRedirect /> },
          ],
        },
      ],
    },
  ]);
}
