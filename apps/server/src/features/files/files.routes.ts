import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';

/** Serves stored objects (avatars, course files) from the local storage driver. */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>('/api/files/*', async (req, reply) => {
    let object;
    try {
      object = await app.storage.read(req.params['*']);
    } catch {
      throw notFound();
    }
    if (!object) throw notFound();
    return reply
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  });
}
