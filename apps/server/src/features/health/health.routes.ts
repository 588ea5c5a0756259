import type { FastifyInstance } from 'fastify';
import { isMigrated } from '../../db/migrate.ts';

const notReady = (message: string) => ({ error: { code: 'not_ready', message } });

/** Liveness (the process answers) and readiness (the database answers and is migrated). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/ready', async (req, reply) => {
    try {
      if (!(await isMigrated(app.db)))
        return reply.code(503).send(notReady('Database migrations have not run.'));
      return { status: 'ready' };
    } catch (err) {
      req.log.warn({ err }, 'database not reachable');
      return reply.code(503).send(notReady('Database not reachable.'));
    }
  });
}
