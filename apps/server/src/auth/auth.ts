import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '@halaqa/shared/account';
import { grantVerifiedAdmins } from './admins.ts';
import { dropResetLinks } from './reset-links.ts';

export type Auth = ReturnType<typeof createAuth>;

/** The read-cache tag of everything cached about one user's account and sessions. */
export const userTag = (userId: string) => `user:${userId}`;

/**
 * Better Auth logs and swallows errors of its e-mail callbacks; a route that must tell the user
 * whether the e-mail went out runs the call inside `mailDelivery.run(record, …)` and reads
 * `record.error` afterwards.
 */
export const mailDelivery = new AsyncLocalStorage<{ error?: unknown }>();

/** Better Auth on our own database: e-mail + password, cookie sessions, database-backed rate limits. */
export function createAuth(deps: {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Drops cached reads (`ReadCache.changed`). */
  changed: (tags: string[]) => void;
  log: FastifyBaseLogger;
}) {
  const { config, db, mailer, changed, log } = deps;
  // Every change Better Auth makes to a user or a session drops the cached session reads of that
  // user on every instance (sign-out, a password reset, a verified address, a renewed session).
  const changedUser = async (row: { id: string }) => changed([userTag(row.id)]);
  const changedSession = async (row: { userId: string }) => changed([userTag(row.userId)]);
  return betterAuth({
    appName: 'Halaqa',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: { db: db.kysely, type: db.dialect },
    user: {
      modelName: 'users',
      additionalFields: {
        university: { type: 'string', required: false, defaultValue: '', input: false },
        major: { type: 'string', required: false, defaultValue: '', input: false },
        isAdmin: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    session: { modelName: 'sessions' },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => dropResetLinks(db, user.id),
      sendResetPassword: async ({ user, token }) => {
        await dropResetLinks(db, user.id, token);
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer
          .send({
            to: user.email,
            subject: 'Reset your Halaqa password',
            text: `Hello ${user.name},\n\nSomeone asked to reset the password of your Halaqa account. Open this link to choose a new one (it works once, within an hour):\n\n${link}\n\nIf it was not you, ignore this e-mail.`,
            link,
          })
          .catch((err: unknown) => {
            const record = mailDelivery.getStore();
            if (record) record.error = err;
            throw err;
          });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        // Using the app never waits for the verification e-mail.
        void mailer
          .send({
            to: user.email,
            subject: 'Verify your Halaqa e-mail address',
            text: `Hello ${user.name},\n\nWelcome to Halaqa! Confirm your e-mail address with this link:\n\n${url}\n`,
            link: url,
          })
          .catch((err: unknown) => log.error({ err }, 'verification e-mail failed'));
      },
    },
    databaseHooks: {
      user: {
        // ADMIN_EMAILS counts once the address is verified (start-up grants verified ones too).
        update: {
          after: async (user) => {
            // The grant below comes after Better Auth's own change: the cache is told after both.
            if (user.emailVerified)
              await grantVerifiedAdmins(
                db,
                config.adminEmails.filter((e) => e === user.email.toLowerCase()),
              );
            await changedUser(user);
          },
        },
        delete: { after: changedUser },
      },
      session: { update: { after: changedSession }, delete: { after: changedSession } },
    },
    // Our account routes apply the rate limits (per address and per account) before calling
    // Better Auth, which is reached only through them.
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => log[level]({ args }, `auth: ${message}`),
    },
  });
}
