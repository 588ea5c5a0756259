import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@halaqa/shared/account';
import { forbidden, unauthorized } from '../errors.ts';
import { findUserById, toSessionUser } from '../features/profile/profile.repo.ts';

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

/** The signed-in user of this request, read fresh from the database, or null. */
export async function currentUser(req: FastifyRequest): Promise<SessionUser | null> {
  const session = await req.server.auth.api.getSession({ headers: toHeaders(req) });
  if (!session) return null;
  const row = await findUserById(req.server.db, session.user.id);
  return row ? toSessionUser(row, req.server.storage) : null;
}

/** 401 for visitors and guests (who have no session). */
export async function requireUser(req: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(req);
  if (!user) throw unauthorized();
  return user;
}

/** 401 without a session, 403 for a signed-in user who is not an admin. */
export async function requireAdmin(req: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(req);
  if (!user.isAdmin) throw forbidden();
  return user;
}

/** onRequest hook of every private route: 401 comes before any validation of the body. */
export async function signedIn(req: FastifyRequest): Promise<void> {
  req.sessionUser = await requireUser(req);
}

/** onRequest hook of admin-only routes. */
export async function adminOnly(req: FastifyRequest): Promise<void> {
  req.sessionUser = await requireAdmin(req);
}

/** The user the route's hook has signed in. */
export function userOf(req: FastifyRequest): SessionUser {
  if (!req.sessionUser) throw unauthorized();
  return req.sessionUser;
}
