import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** Liveness (the process answers) and readiness (the database answers). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/ready', async (req, reply) => {
    try {
      await sql`select 1`.execute(app.db.kysely);
      return { status: 'ready' };
    } catch (err) {
      req.log.warn({ err }, 'database not reachable');
      return reply
        .code(503)
        .send({ error: { code: 'not_ready', message: 'Database not reachable.' } });
    }
  });
}
