import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_CODES, GENERIC_MESSAGES } from '@halaqa/shared/errors';

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Vite puts a hash of the content in every file name under /assets/: they never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, robots.txt, favicon.ico) is checked with the server each time. */
const REVALIDATE = 'no-cache';

const isAssetPath = (url: string) => url.startsWith('/assets/');

/**
 * Serves the built web app, brotli- or gzip-compressed from the files the build wrote beside
 * each one (no compression work per request); any GET that is not an API path, not under
 * /assets/ and not a file gets index.html (SPA routes).
 */
export async function registerWebApp(app: FastifyInstance, distDir = WEB_DIST): Promise<void> {
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  const sendApp = (reply: FastifyReply) =>
    reply.header('cache-control', REVALIDATE).sendFile('index.html');
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(distDir, filePath).split(path.sep).join('/');
        reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      },
    });
    // The landing page: without this route the static plugin refuses "/" as a directory (403).
    app.get('/', { schema: { hide: true } }, (_req, reply) => sendApp(reply));
  } else {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` (npm start does it for you)');
  }
  app.setNotFoundHandler((req, reply) => {
    const isPage =
      req.method === 'GET' &&
      !req.url.startsWith('/api/') &&
      req.url !== '/api' &&
      !isAssetPath(req.url);
    if (isPage && hasWeb) return sendApp(reply);
    return reply
      .code(404)
      .send({ error: { code: ERROR_CODES.notFound, message: GENERIC_MESSAGES.notFound } });
  });
}
