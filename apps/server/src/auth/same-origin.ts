import type { FastifyInstance } from 'fastify';
import { forbidden } from '../errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_MESSAGE = 'This request came from another site.';

/**
 * Refuses state-changing API requests that a browser sent from another site (or a sibling
 * subdomain), so no other page can sign a user out or act for them. Browsers say where a request
 * comes from in Sec-Fetch-Site; older ones only send Origin, compared with PUBLIC_URL. Requests
 * with neither (curl, scripts) carry no cookies of a victim's browser and pass.
 */
export function sameOriginOnly(app: FastifyInstance, publicUrl: string): void {
  const origin = new URL(publicUrl).origin;
  app.addHook('onRequest', (req, _reply, done) => {
    if (SAFE.has(req.method) || !req.url.startsWith('/api/')) return done();
    const site = req.headers['sec-fetch-site'];
    const from = req.headers.origin;
    const allowed = site ? site === 'same-origin' || site === 'none' : !from || from === origin;
    done(allowed ? undefined : forbidden(CROSS_SITE_MESSAGE));
  });
}
