// zod/mini: the public pages (landing, login, sign-up) load these schemas without the whole of
// zod; the server's route schemas (fastify-type-provider-zod) take them as they are.
import * as z from 'zod/mini';
import { hasHiddenOrControl, hiddenOrControlMessage } from './text.ts';

/** Account limits and the spec's auth messages (spec §5, §8). */
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

export const AUTH_MESSAGES = {
  loginFailed: 'Invalid email or password. Please try again.',
  emailInUse: 'This email is already in use. Please log in or use another email.',
  weakPassword: 'Your password is too weak. Try using at least 6 characters.',
  invalidEmail: 'Please enter a valid email address.',
  signupOther: 'An unexpected error occurred. Please try again.',
  passwordsDiffer: 'Passwords do not match!',
  resetNoAccount: 'No account found with this email.',
  resetInvalidEmail: 'Please enter a valid email.',
  resetOther: 'An error occurred. Try again.',
  resetSent: 'Password reset link sent! Check your email.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been reset. You can now log in.',
  verificationSent: 'Verification link sent! Check your email.',
  alreadyVerified: 'Your email address is already verified.',
} as const;

/** A trimmed, lower-cased e-mail address; every problem gives `message` (the spec words them per screen). */
const emailWith = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.trim(), z.toLowerCase()),
    z.email({ error: message }).check(z.maxLength(EMAIL_MAX, { error: message })),
  );

const newPassword = () =>
  z.string({ error: AUTH_MESSAGES.weakPassword }).check(
    z.minLength(PASSWORD_MIN, { error: AUTH_MESSAGES.weakPassword }),
    z.maxLength(PASSWORD_MAX, {
      error: `Your password can be at most ${PASSWORD_MAX} characters.`,
    }),
  );

export const SignUpBody = z.object({
  name: z.string({ error: 'Please enter your full name.' }).check(
    z.trim(),
    z.minLength(1, { error: 'Please enter your full name.' }),
    z.maxLength(NAME_MAX, { error: `Your name can be at most ${NAME_MAX} characters.` }),
    z.refine((v) => !hasHiddenOrControl(v), { error: hiddenOrControlMessage('Your name') }),
  ),
  email: emailWith(AUTH_MESSAGES.invalidEmail),
  password: newPassword(),
});
export type SignUpBody = z.infer<typeof SignUpBody>;

// Any login problem gives the one login message (spec §8: 'Login failure (any)').
export const SignInBody = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.loginFailed })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1),
      z.maxLength(EMAIL_MAX, { error: AUTH_MESSAGES.loginFailed }),
    ),
  password: z
    .string({ error: AUTH_MESSAGES.loginFailed })
    .check(
      z.minLength(1, { error: AUTH_MESSAGES.loginFailed }),
      z.maxLength(PASSWORD_MAX, { error: AUTH_MESSAGES.loginFailed }),
    ),
});
export type SignInBody = z.infer<typeof SignInBody>;

export const ForgotPasswordBody = z.object({ email: emailWith(AUTH_MESSAGES.resetInvalidEmail) });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({
  token: z
    .string({ error: AUTH_MESSAGES.resetLinkInvalid })
    .check(
      z.minLength(1, { error: AUTH_MESSAGES.resetLinkInvalid }),
      z.maxLength(500, { error: AUTH_MESSAGES.resetLinkInvalid }),
    ),
  password: newPassword(),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** The signed-in user as the web app sees it. */
export const SessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  university: z.string(),
  major: z.string(),
  isAdmin: z.boolean(),
  pfp: z.nullable(z.string()),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const SessionResponse = z.object({ user: z.nullable(SessionUser) });
export type SessionResponse = z.infer<typeof SessionResponse>;

/** The `{ user }` body of every call that answers with the signed-in user. */
export const UserResponse = z.object({ user: SessionUser });
export type UserResponse = z.infer<typeof UserResponse>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/**
 * The display name rule (spec §3): name, else the part of the e-mail before @, else `fallback`
 * ('Learner' on the profile heading, 'Anonymous' on comments).
 */
export function displayName(
  user: { name?: string | null; email?: string | null } | null,
  fallback = 'Learner',
): string {
  const name = user?.name?.trim();
  if (name) return name;
  const local = user?.email?.split('@')[0]?.trim();
  return local || fallback;
}
