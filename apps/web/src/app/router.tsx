import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { Layout } from './layout.tsx';
import { RouteError } from './route-error.tsx';
import { RequireMember, UnknownRouteRedirect } from './guards.tsx';

// Every page is its own chunk so the landing page downloads only the shell and itself.
const LandingPage = lazy(() =>
  import('../features/landing/landing-page.tsx').then((m) => ({ default: m.LandingPage })),
);
const LoginPage = lazy(() =>
  import('../features/account/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazy(() =>
  import('../features/account/signup-page.tsx').then((m) => ({ default: m.SignupPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/account/forgot-password-page.tsx').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/account/reset-password-page.tsx').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const CommunityPage = lazy(() =>
  import('../features/community/community-page.tsx').then((m) => ({ default: m.CommunityPage })),
);
const CoursePage = lazy(() =>
  import('../features/course/course-page.tsx').then((m) => ({ default: m.CoursePage })),
);
const MaterialPage = lazy(() =>
  import('../features/material/material-page.tsx').then((m) => ({ default: m.MaterialPage })),
);
const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/profile-page.tsx').then((m) => ({ default: m.ProfilePage })),
);
const QuizPage = lazy(() =>
  import('../features/quiz/quiz-page.tsx').then((m) => ({ default: m.QuizPage })),
);
const QuizResultsPage = lazy(() =>
  import('../features/quiz/quiz-results-page.tsx').then((m) => ({ default: m.QuizResultsPage })),
);
const FlashcardsPage = lazy(() =>
  import('../features/flashcards/flashcards-page.tsx').then((m) => ({
    default: m.FlashcardsPage,
  })),
);
const FlashcardsResultsPage = lazy(() =>
  import('../features/flashcards/flashcards-results-page.tsx').then((m) => ({
    default: m.FlashcardsResultsPage,
  })),
);

/** Routes and access rules of spec §2, plus /reset-password for the e-mailed reset link. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: <LandingPage /> },
            { path: 'login', element: <LoginPage /> },
            { path: 'signup', element: <SignupPage /> },
            { path: 'forgot-password', element: <ForgotPasswordPage /> },
            { path: 'reset-password', element: <ResetPasswordPage /> },
            { path: 'community', element: <CommunityPage /> },
            { path: 'course/:id', element: <CoursePage /> },
            { path: 'material/:id', element: <MaterialPage /> },
            {
              element: <RequireMember />,
              children: [
                { path: 'dashboard', element: <DashboardPage /> },
                { path: 'profile', element: <ProfilePage /> },
                { path: 'quiz', element: <QuizPage /> },
                { path: 'quiz-results', element: <QuizResultsPage /> },
                { path: 'flashcards', element: <FlashcardsPage /> },
                { path: 'flashcards-results', element: <FlashcardsResultsPage /> },
              ],
            },
            { path: '*', element: <UnknownRouteRedirect /> },
          ],
        },
      ],
    },
  ]);
}
