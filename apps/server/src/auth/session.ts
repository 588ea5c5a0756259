import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@halaqa/shared/account';
import { forbidden, unauthorized } from '../errors.ts';
import { findUserById, toSessionUser } from '../features/profile/profile.repo.ts';

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
