import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, rateLimitMessage } from '@halaqa/shared/errors';
import type { RateLimits } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { countAttempt, type Limit } from '../../auth/rate-limit.ts';

/**
 * The account routes' limits. Per client address they are sized for a campus behind one NAT
 * address (a class signs up at once); per account they stop guessing from many addresses.
 */
export function accountLimits(r: RateLimits) {
  const perAddress = (name: string, max: number): Limit => ({ name, max, windowSeconds: r.window });
  const perAccount = (name: string, max: number): Limit => ({
    name,
    max,
    windowSeconds: r.accountWindow,
  });
  return {
    signUp: perAddress('address-sign-up', r.signUp),
    signIn: perAddress('address-sign-in', r.signIn),
    passwordReset: perAddress('address-password-reset', r.passwordReset),
    signInFailures: perAccount('account-sign-in-failures', r.accountFailures),
    emails: perAccount('account-emails', r.accountEmails),
  };
}

/** Counts the attempt; past the limit, a 429 with the time to wait (and nothing else is done). */
export async function limitAttempt(
  req: FastifyRequest,
  reply: FastifyReply,
  limit: Limit,
  subject: string,
): Promise<void> {
  const verdict = await countAttempt(req.server.db, limit, subject);
  if (verdict.allowed) return;
  reply.header('retry-after', String(verdict.retryAfter));
  throw new AppError(429, ERROR_CODES.rateLimited, rateLimitMessage(verdict.retryAfter));
}
