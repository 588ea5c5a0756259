import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_CODES, GENERIC_MESSAGES } from '@halaqa/shared/errors';

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Serves the built web app; any non-API GET that is not a file gets index.html (SPA routes). */
export async function registerWebApp(app: FastifyInstance, distDir = WEB_DIST): Promise<void> {
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  const sendApp = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html');
  if (hasWeb) {
    await app.register(fastifyStatic, { root: distDir, index: false });
    // The landing page: without this route the static plugin refuses "/" as a directory (403).
    app.get('/', { schema: { hide: true } }, (_req, reply) => sendApp(reply));
  } else {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` (npm start does it for you)');
  }
  app.setNotFoundHandler((req, reply) => {
    const isPage = req.method === 'GET' && !req.url.startsWith('/api/') && req.url !== '/api';
    if (isPage && hasWeb) return sendApp(reply);
    return reply
      .code(404)
      .send({ error: { code: ERROR_CODES.notFound, message: GENERIC_MESSAGES.notFound } });
  });
}
