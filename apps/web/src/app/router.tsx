import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { Layout } from './layout.tsx';
import { RouteError } from './route-error.tsx';
import { PageSkeleton } from '../components/skeleton.tsx';
import { RequireAdmin, RequireMember, UnknownRouteRedirect } from './guards.tsx';
import type { RouteHandle } from './route-announcer.ts';

/**
 * Every page is its own chunk (the landing page downloads only the shell and itself), loaded by
 * the router before it navigates: the address and the page change together, so nobody types into
 * the previous page's form under the next page's address.
 */
function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  styles: () => Promise<unknown> = componentStyles,
) {
  return async () => {
    const [module] = await Promise.all([load(), styles()]);
    return { Component: pick(module) };
  };
}

/** Bootstrap's forms, cards, dropdowns …: every page but the landing page uses some of them. */
const componentStyles = () => import('../lib/component-styles.ts');
const shellStylesOnly = () => Promise.resolve();

/**
 * Routes and access rules of spec §2, plus /reset-password for the e-mailed reset link. Every
 * page route names itself in `handle.title` (the tab title; e2e/routes.ts lists them too).
 */
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
              handle: { title: 'Transform Your Learning' } satisfies RouteHandle,
              lazy: page(
                () => import('../features/landing/landing-page.tsx'),
                (m) => m.LandingPage,
                shellStylesOnly,
              ),
            },
            {
              path: 'login',
              handle: { title: 'Log In' } satisfies RouteHandle,
              lazy: page(
                () => import('../features/account/login-page.tsx'),
                (m) => m.LoginPage,
              ),
            },
            {
              path: 'signup',
              handle: { title: 'Sign Up' } satisfies RouteHandle,
              lazy: page(
                () => import('../features/account/signup-page.tsx'),
                (m) => m.SignupPage,
              ),
            },
            {
              path: 'forgot-password',
              handle: { title: 'Forgot Password' } satisfies RouteHandle,
              lazy: page(
                () => import('../features/account/forgot-password-page.tsx'),
                (m) => m.ForgotPasswordPage,
              ),
            },
            {
              path: 'reset-password',
              handle: { title: 'Reset Password' } satisfies RouteHandle,
              lazy: page(
                () => import('../features/account/reset-password-page.tsx'),
                (m) => m.ResetPasswordPage,
              ),
            },
            {
              path: 'community',
              handle: { title: 'Community' } satisfies RouteHandle,
              lazy: page(
                () => import('../features/community/community-page.tsx'),
                (m) => m.CommunityPage,
              ),
            },
            {
              path: 'course/:id',
              handle: { title: 'Course' } satisfies RouteHandle,
              lazy: page(
                () => import('../features/course/course-page.tsx'),
                (m) => m.CoursePage,
              ),
            },
            {
              path: 'material/:id',
              handle: { title: 'Upload Material' } satisfies RouteHandle,
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
                  handle: { title: 'Dashboard' } satisfies RouteHandle,
                  lazy: page(
                    () => import('../features/dashboard/dashboard-page.tsx'),
                    (m) => m.DashboardPage,
                  ),
                },
                {
                  path: 'profile',
                  handle: { title: 'Profile' } satisfies RouteHandle,
                  lazy: page(
                    () => import('../features/profile/profile-page.tsx'),
                    (m) => m.ProfilePage,
                  ),
                },
                {
                  path: 'quiz',
                  handle: { title: 'AI Quizzes' } satisfies RouteHandle,
                  lazy: page(
                    () => import('../features/quiz/quiz-page.tsx'),
                    (m) => m.QuizPage,
                  ),
                },
                {
                  path: 'quiz-results',
                  handle: { title: 'Quiz Results' } satisfies RouteHandle,
                  lazy: page(
                    () => import('../features/quiz/quiz-results-page.tsx'),
                    (m) => m.QuizResultsPage,
                  ),
                },
                {
                  path: 'flashcards',
                  handle: { title: 'AI Flashcards' } satisfies RouteHandle,
                  lazy: page(
                    () => import('../features/flashcards/flashcards-page.tsx'),
                    (m) => m.FlashcardsPage,
                  ),
                },
                {
                  path: 'flashcards-results',
                  handle: { title: 'Flashcard Results' } satisfies RouteHandle,
                  lazy: page(
                    () => import('../features/flashcards/flashcards-results-page.tsx'),
                    (m) => m.FlashcardsResultsPage,
                  ),
                },
              ],
            },
            {
              element: <RequireAdmin />,
              children: [
                {
                  path: 'admin/reports',
                  handle: { title: 'Reports' } satisfies RouteHandle,
                  lazy: page(
                    () => import('../features/reports/reports-page.tsx'),
                    (m) => m.ReportsPage,
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
