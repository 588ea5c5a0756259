/** What a guest or visitor was sent to /login from: carried in the navigation's state. */
export interface MembersOnlyState {
  membersOnly: string;
}

const FEATURE_NAMES: Record<string, string> = {
  '/dashboard': 'your Dashboard',
  '/quiz': 'AI Quizzes',
  '/flashcards': 'AI Flashcards',
};

export function membersOnlyState(pathname: string): MembersOnlyState {
  return { membersOnly: pathname };
}

/** The one line /login shows to someone sent there from a members-only page; null otherwise. */
export function membersOnlyReason(state: unknown): string | null {
  const pathname = (state as Partial<MembersOnlyState> | null)?.membersOnly;
  if (typeof pathname !== 'string') return null;
  const feature = FEATURE_NAMES[pathname] ?? 'this page';
  return `Log in or sign up to use ${feature}; guests can browse the Community.`;
}
