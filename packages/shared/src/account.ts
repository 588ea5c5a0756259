import { z } from 'zod';

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
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: message }).max(EMAIL_MAX, { error: message }));

export const SignUpBody = z.object({
  name: z
    .string({ error: 'Please enter your full name.' })
    .trim()
    .min(1, { error: 'Please enter your full name.' })
    .max(NAME_MAX, { error: `Your name can be at most ${NAME_MAX} characters.` }),
  email: emailWith(AUTH_MESSAGES.invalidEmail),
  password: z
    .string({ error: AUTH_MESSAGES.weakPassword })
    .min(PASSWORD_MIN, { error: AUTH_MESSAGES.weakPassword })
    .max(PASSWORD_MAX, { error: `Your password can be at most ${PASSWORD_MAX} characters.` }),
});
export type SignUpBody = z.infer<typeof SignUpBody>;

// Any login problem gives the one login message (spec §8: 'Login failure (any)').
export const SignInBody = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.loginFailed })
    .trim()
    .toLowerCase()
    .min(1)
    .max(EMAIL_MAX, { error: AUTH_MESSAGES.loginFailed }),
  password: z
    .string({ error: AUTH_MESSAGES.loginFailed })
    .min(1, { error: AUTH_MESSAGES.loginFailed })
    .max(PASSWORD_MAX, { error: AUTH_MESSAGES.loginFailed }),
});
export type SignInBody = z.infer<typeof SignInBody>;

export const ForgotPasswordBody = z.object({ email: emailWith(AUTH_MESSAGES.resetInvalidEmail) });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({
  token: z
    .string({ error: AUTH_MESSAGES.resetLinkInvalid })
    .min(1, { error: AUTH_MESSAGES.resetLinkInvalid })
    .max(500, { error: AUTH_MESSAGES.resetLinkInvalid }),
  password: z
    .string({ error: AUTH_MESSAGES.weakPassword })
    .min(PASSWORD_MIN, { error: AUTH_MESSAGES.weakPassword })
    .max(PASSWORD_MAX, { error: `Your password can be at most ${PASSWORD_MAX} characters.` }),
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
  pfp: z.string().nullable(),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const SessionResponse = z.object({ user: SessionUser.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** Display name rule of the profile heading: name, else the part of the e-mail before @, else 'Learner'. */
export function displayName(user: { name?: string | null; email?: string | null } | null): string {
  const name = user?.name?.trim();
  if (name) return name;
  const local = user?.email?.split('@')[0]?.trim();
  return local || 'Learner';
}
