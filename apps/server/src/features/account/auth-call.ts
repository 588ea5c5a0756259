import type { FastifyReply, FastifyRequest } from 'fastify';
import { toHeaders } from '../../auth/session.ts';

export interface AuthResult {
  status: number;
  code: string | undefined;
  body: Record<string, unknown> | null;
}

/**
 * Calls one Better Auth endpoint through its HTTP handler, so its rate limits apply, and copies
 * the session cookies it sets onto our reply.
 */
export async function callAuth(
  req: FastifyRequest,
  reply: FastifyReply,
  endpoint: string,
  body?: Record<string, unknown>,
): Promise<AuthResult> {
  const headers = toHeaders(req);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  // Rate limits key on the client address as Fastify resolved it (TRUST_PROXY decides).
  headers.set('x-forwarded-for', req.ip);
  // Better Auth checks the Origin of cookie-bearing requests: a browser's own Origin goes through
  // as it is (sameOriginOnly has accepted it); clients that send none are not browsers.
  if (!headers.has('origin')) headers.set('origin', req.server.config.publicUrl);
  const url = `${req.server.config.publicUrl}/api/auth${endpoint}`;
  const response = await req.server.auth.handler(
    new Request(url, { method: 'POST', headers, body: JSON.stringify(body ?? {}) }),
  );
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  const text = await response.text();
  let parsed: Record<string, unknown> | null;
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    parsed = null;
  }
  const code = typeof parsed?.code === 'string' ? parsed.code : undefined;
  return { status: response.status, code, body: parsed };
}
