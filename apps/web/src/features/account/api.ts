import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  MessageResponse,
  SessionResponse,
  SessionUser,
  UserResponse,
  type ForgotPasswordBody,
  type ResetPasswordBody,
  type SignInBody,
  type SignUpBody,
} from '@halaqa/shared/account';
import { request } from '../../lib/api-client.ts';
import { useGuestFlag } from '../../lib/local-flags.ts';

export const sessionQueryKey = ['session'] as const;

/** The signed-in user (or null) from GET /api/account/session. */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) =>
      request('/api/account/session', { schema: SessionResponse, isPublic: true, signal }),
    staleTime: 60_000,
  });
}

export type Visitor =
  | { kind: 'loading'; user: null }
  | { kind: 'signed-in'; user: SessionUser }
  | { kind: 'guest'; user: null }
  | { kind: 'signed-out'; user: null };

/** Who is looking: a guest is the guest flag without a signed-in user (spec §4). */
export function useVisitor(): Visitor {
  const session = useSession();
  const guestFlag = useGuestFlag();
  if (session.isPending) return { kind: 'loading', user: null };
  const user = session.data?.user ?? null;
  if (user) return { kind: 'signed-in', user };
  return guestFlag ? { kind: 'guest', user: null } : { kind: 'signed-out', user: null };
}

/** Puts a user into the session cache so every screen (top bar avatar …) updates at once. */
export function setSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.setQueryData(sessionQueryKey, { user });
}

export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: SessionUser | null) => setSessionUser(queryClient, user);
}

export async function signIn(body: SignInBody): Promise<SessionUser> {
  const result = await request('/api/account/sign-in', {
    method: 'POST',
    body,
    schema: UserResponse,
    isPublic: true,
  });
  return result.user;
}

export async function signUp(body: SignUpBody): Promise<SessionUser> {
  const result = await request('/api/account/sign-up', {
    method: 'POST',
    body,
    schema: UserResponse,
    isPublic: true,
  });
  return result.user;
}

export function signOut(): Promise<MessageResponse> {
  return request('/api/account/sign-out', {
    method: 'POST',
    schema: MessageResponse,
    isPublic: true,
  });
}

export function requestPasswordReset(body: ForgotPasswordBody): Promise<MessageResponse> {
  return request('/api/account/forgot-password', {
    method: 'POST',
    body,
    schema: MessageResponse,
    isPublic: true,
  });
}

export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return request('/api/account/reset-password', {
    method: 'POST',
    body,
    schema: MessageResponse,
    isPublic: true,
  });
}

export function sendVerificationEmail(): Promise<MessageResponse> {
  return request('/api/account/verification-email', { method: 'POST', schema: MessageResponse });
}

/** Ends the session on the server (best effort) and forgets the user in this tab. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    try {
      await signOut();
    } catch {
      // Even if the call fails, the visitor asked to leave: drop the cached user.
    }
    setSessionUser(queryClient, null);
  };
}
