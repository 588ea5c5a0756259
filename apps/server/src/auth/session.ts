import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '@halaqa/shared/account';
import { forbidden, unauthorized } from '../errors.ts';
import { toSessionUser } from '../features/profile/profile.repo.ts';
import { findSessionUser } from './session.repo.ts';
import { userTag, type Auth } from './auth.ts';

type AuthContext = Awaited<Auth['$context']>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `signedIn` / `adminOnly` hooks before the body is validated. */
    sessionUser: SessionUser | null;
  }
}

export function toHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return headers;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

/**
 * The session token of Better Auth's signed cookie (`token.base64(HMAC-SHA256(token))`), when the
 * signature is ours; checked with node:crypto, which is many times cheaper than a WebCrypto call.
 */
function signedToken(raw: string | undefined, secret: string): string | undefined {
  if (!raw) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

interface CachedSession {
  user: SessionUser;
  expiresAt: number;
  /** When Better Auth should extend the session (`updateAge` after it was last extended). */
  renewAt: number;
}

/**
 * The session and user of a signed cookie value, read in one indexed query. Kept in the read
 * cache under the exact cookie value, which is only ever stored once its signature checked out.
 */
async function sessionOf(
  req: FastifyRequest,
  context: AuthContext,
  cookie: string,
): Promise<CachedSession | undefined> {
  const { db, storage, readCache } = req.server;
  return readCache.read(`session:${cookie}`, async () => {
    const token = signedToken(cookie, context.secret);
    const row = token ? await findSessionUser(db, token) : undefined;
    if (!row) return undefined;
    const expiresAt = new Date(row.sessionExpiresAt).getTime();
    const { expiresIn, updateAge } = context.sessionConfig;
    const renewAt = expiresAt - expiresIn * 1000 + updateAge * 1000;
    const value = { user: toSessionUser(row, storage), expiresAt, renewAt };
    return { value, tags: [userTag(row.id)] };
  });
}

/**
 * The signed-in user of this request, or null. Signing out, a password reset or an ended session
 * takes effect on the next request on every instance (see cache/read-cache.ts). Once a day per
 * session (Better Auth's `updateAge`) the call goes through Better Auth instead, which extends the
 * session and renews the cookie on `reply`.
 */
export async function currentUser(
  req: FastifyRequest,
  reply?: FastifyReply,
): Promise<SessionUser | null> {
  if (!req.headers.cookie) return null;
  const context = await req.server.auth.$context;
  const cookie = readCookie(req.headers.cookie, context.authCookies.sessionToken.name);
  if (!cookie) return null;
  const session = await sessionOf(req, context, cookie);
  const now = Date.now();
  if (!session || session.expiresAt <= now) return null;
  if (session.renewAt <= now) {
    const { headers, response } = await req.server.auth.api.getSession({
      headers: toHeaders(req),
      returnHeaders: true,
    });
    for (const cookie of headers.getSetCookie()) reply?.header('set-cookie', cookie);
    if (!response) return null;
  }
  return session.user;
}

/** 401 for visitors and guests (who have no session). */
export async function requireUser(req: FastifyRequest, reply?: FastifyReply): Promise<SessionUser> {
  const user = await currentUser(req, reply);
  if (!user) throw unauthorized();
  return user;
}

/** 401 without a session, 403 for a signed-in user who is not an admin. */
export async function requireAdmin(
  req: FastifyRequest,
  reply?: FastifyReply,
): Promise<SessionUser> {
  const user = await requireUser(req, reply);
  if (!user.isAdmin) throw forbidden();
  return user;
}

/** onRequest hook of every private route: 401 comes before any validation of the body. */
export async function signedIn(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  req.sessionUser = await requireUser(req, reply);
}

/** onRequest hook of admin-only routes. */
export async function adminOnly(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  req.sessionUser = await requireAdmin(req, reply);
}

/** onRequest hook of answers that carry personal data: no browser or proxy may keep them. */
export async function noStore(_req: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}

/** The user the route's hook has signed in. */
export function userOf(req: FastifyRequest): SessionUser {
  if (!req.sessionUser) throw unauthorized();
  return req.sessionUser;
}
