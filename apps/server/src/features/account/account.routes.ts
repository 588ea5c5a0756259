import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  ForgotPasswordBody,
  MessageResponse,
  ResetPasswordBody,
  SessionResponse,
  SignInBody,
  SignUpBody,
} from '@halaqa/shared/account';
import { ERROR_CODES } from '@halaqa/shared/errors';
import { AppError, unauthorized } from '../../errors.ts';
import { currentUser, noStore, signedIn, userOf } from '../../auth/session.ts';
import { mailDelivery } from '../../auth/auth.ts';
import { findUserByEmail, findUserById, toSessionUser } from '../profile/profile.repo.ts';
import { forgetAttempt } from '../../auth/rate-limit.ts';
import { callAuth, type AuthResult } from './auth-call.ts';
import { accountLimits, limitAttempt } from './account-limits.ts';

function signUpError(r: AuthResult): AppError {
  if (r.code?.startsWith('USER_ALREADY_EXISTS'))
    return new AppError(409, ERROR_CODES.conflict, AUTH_MESSAGES.emailInUse);
  if (r.code === 'PASSWORD_TOO_SHORT')
    return new AppError(400, ERROR_CODES.validation, AUTH_MESSAGES.weakPassword);
  if (r.code === 'INVALID_EMAIL')
    return new AppError(400, ERROR_CODES.validation, AUTH_MESSAGES.invalidEmail);
  return new AppError(500, ERROR_CODES.internal, AUTH_MESSAGES.signupOther);
}

/** Sign-up, sign-in, sign-out, session, password reset and e-mail verification (spec §5, §8). */
export async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = accountLimits(app.config.rateLimits);

  const userResponse = async (userId: string | undefined) => {
    const row = userId ? await findUserById(app.db, userId) : undefined;
    if (!row) throw new AppError(500, ERROR_CODES.internal, AUTH_MESSAGES.signupOther);
    return { user: toSessionUser(row, app.storage) };
  };
  const idOf = (r: AuthResult) => (r.body?.user as { id?: string } | undefined)?.id;

  app.post(
    '/api/account/sign-up',
    { schema: { body: SignUpBody, response: { 200: SessionResponse } } },
    async (req, reply) => {
      const { name, email, password } = req.body;
      await limitAttempt(req, reply, limits.signUp, req.ip);
      const r = await callAuth(req, reply, '/sign-up/email', {
        name,
        email,
        password,
        callbackURL: '/profile',
      });
      if (r.status !== 200) {
        // Two sign-ups with one address at once: the loser meets the unique index, not our check.
        if (!r.code?.startsWith('USER_ALREADY_EXISTS') && (await findUserByEmail(app.db, email)))
          throw new AppError(409, ERROR_CODES.conflict, AUTH_MESSAGES.emailInUse);
        throw signUpError(r);
      }
      return userResponse(idOf(r));
    },
  );

  app.post(
    '/api/account/sign-in',
    { schema: { body: SignInBody, response: { 200: SessionResponse } } },
    async (req, reply) => {
      const { email } = req.body;
      await limitAttempt(req, reply, limits.signIn, req.ip);
      // Counted before the password is checked, so a locked account answers the same either way.
      await limitAttempt(req, reply, limits.signInFailures, email);
      const r = await callAuth(req, reply, '/sign-in/email', { ...req.body, rememberMe: true });
      if (r.status !== 200)
        throw new AppError(401, ERROR_CODES.unauthorized, AUTH_MESSAGES.loginFailed);
      await forgetAttempt(app.db, limits.signInFailures, email);
      return userResponse(idOf(r));
    },
  );

  app.post(
    '/api/account/sign-out',
    { schema: { response: { 200: MessageResponse } } },
    async (req, reply) => {
      await callAuth(req, reply, '/sign-out');
      return { message: 'Signed out.' };
    },
  );

  app.get(
    '/api/account/session',
    { onRequest: noStore, schema: { response: { 200: SessionResponse } } },
    async (req, reply) => ({
      user: await currentUser(req, reply),
    }),
  );

  app.post(
    '/api/account/forgot-password',
    { schema: { body: ForgotPasswordBody, response: { 200: MessageResponse } } },
    async (req, reply) => {
      // Both limits apply before the lookup, whatever its answer, so addresses cannot be probed.
      await limitAttempt(req, reply, limits.passwordReset, req.ip);
      await limitAttempt(req, reply, limits.emails, req.body.email);
      const user = await findUserByEmail(app.db, req.body.email);
      if (!user) throw new AppError(404, ERROR_CODES.notFound, AUTH_MESSAGES.resetNoAccount);
      const delivery: { error?: unknown } = {};
      const r = await mailDelivery.run(delivery, () =>
        callAuth(req, reply, '/request-password-reset', {
          email: user.email,
          redirectTo: '/reset-password',
        }),
      );
      if (r.status !== 200 || delivery.error)
        throw new AppError(500, ERROR_CODES.internal, AUTH_MESSAGES.resetOther);
      return { message: AUTH_MESSAGES.resetSent };
    },
  );

  app.post(
    '/api/account/reset-password',
    { schema: { body: ResetPasswordBody, response: { 200: MessageResponse } } },
    async (req, reply) => {
      await limitAttempt(req, reply, limits.passwordReset, req.ip);
      const r = await callAuth(req, reply, '/reset-password', {
        token: req.body.token,
        newPassword: req.body.password,
      });
      if (r.status === 200) return { message: AUTH_MESSAGES.resetDone };
      if (r.code === 'PASSWORD_TOO_SHORT')
        throw new AppError(400, ERROR_CODES.validation, AUTH_MESSAGES.weakPassword);
      throw new AppError(400, ERROR_CODES.validation, AUTH_MESSAGES.resetLinkInvalid);
    },
  );

  app.post(
    '/api/account/verification-email',
    { onRequest: signedIn, schema: { response: { 200: MessageResponse } } },
    async (req, reply) => {
      const user = userOf(req);
      if (user.emailVerified)
        throw new AppError(409, ERROR_CODES.conflict, AUTH_MESSAGES.alreadyVerified);
      await limitAttempt(req, reply, limits.passwordReset, req.ip);
      await limitAttempt(req, reply, limits.emails, user.email);
      const r = await callAuth(req, reply, '/send-verification-email', {
        email: user.email,
        callbackURL: '/profile',
      });
      if (r.status !== 200) throw new AppError(500, ERROR_CODES.internal, AUTH_MESSAGES.resetOther);
      return { message: AUTH_MESSAGES.verificationSent };
    },
  );

  // The one Better Auth page reached directly: the link in the verification e-mail.
  app.get('/api/auth/verify-email', async (req, reply) => {
    const url = `${app.config.publicUrl}${req.url}`;
    const response = await app.auth.handler(
      new Request(url, { method: 'GET', headers: { 'x-forwarded-for': req.ip } }),
    );
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    const location = response.headers.get('location');
    if (location) return reply.redirect(location);
    if (response.status >= 400) throw unauthorized();
    return reply.redirect('/profile');
  });
}
