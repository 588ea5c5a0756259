import { readFileSync } from 'node:fs';

/** One page of the app as the journeys visit it. */
export interface AppRoute {
  /** A concrete address (a sample id for routes with parameters). */
  path: string;
  /** The route's pattern in apps/web/src/app/router.tsx. */
  pattern: string;
  /** The tab title reads `${title} – Halaqa`. */
  title: string;
  /** Only signed-in members may open it (spec §2); others go to /login. */
  members?: true;
  /** Only admins may open it; learners go to /dashboard. */
  admin?: true;
}

/**
 * Every page route. A new route joins this list (a journey checks the list against router.tsx),
 * and with it the checks that run on every page: no sideways scrolling, its own title.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', pattern: '', title: 'Transform Your Learning' },
  { path: '/login', pattern: 'login', title: 'Log In' },
  { path: '/signup', pattern: 'signup', title: 'Sign Up' },
  { path: '/forgot-password', pattern: 'forgot-password', title: 'Forgot Password' },
  { path: '/reset-password', pattern: 'reset-password', title: 'Reset Password' },
  { path: '/community', pattern: 'community', title: 'Community' },
  { path: '/course/1', pattern: 'course/:id', title: 'Course' },
  { path: '/material/1', pattern: 'material/:id', title: 'Upload Material' },
  { path: '/dashboard', pattern: 'dashboard', title: 'Dashboard', members: true },
  { path: '/profile', pattern: 'profile', title: 'Profile', members: true },
  { path: '/quiz', pattern: 'quiz', title: 'AI Quizzes', members: true },
  { path: '/quiz-results', pattern: 'quiz-results', title: 'Quiz Results', members: true },
  { path: '/flashcards', pattern: 'flashcards', title: 'AI Flashcards', members: true },
  {
    path: '/flashcards-results',
    pattern: 'flashcards-results',
    title: 'Flashcard Results',
    members: true,
  },
  {
    path: '/admin/reports',
    pattern: 'admin/reports',
    title: 'Reports',
    members: true,
    admin: true,
  },
];

/** The routes a signed-in learner opens as they are. */
export const LEARNER_ROUTES = APP_ROUTES.filter((route) => !route.admin);

export const PRIVATE_ROUTES = APP_ROUTES.filter((route) => route.members).map((r) => r.path);

/** The route patterns router.tsx declares (`path: '…'`, and '' for the index route). */
export function routerPatterns(): string[] {
  const source = readFileSync(new URL('../apps/web/src/app/router.tsx', import.meta.url), 'utf8');
  const paths = [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1] as string);
  const index = /index: true/.test(source) ? [''] : [];
  return [...index, ...paths.filter((p) => p !== '*')];
}
