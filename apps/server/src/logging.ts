import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import pino from 'pino';

/**
 * Fastify's logger options: JSON lines (pino), secrets redacted, one line per request at `info`
 * (Fastify's default is two), written asynchronously so a busy server does not wait on stdout.
 */
export function requestLogging(level: string): Partial<FastifyServerOptions> {
  return {
    logger: {
      level,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      stream: pino.destination({ dest: 1, sync: false }),
    },
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/** The one request line, only when `info` is on: below it the hook is not even added. */
export function logRequests(app: FastifyInstance, level: string): void {
  if ((pino.levels.values[level] ?? Infinity) > pino.levels.values.info!) return;
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info(
      { method: req.method, url: req.url, statusCode: reply.statusCode, ms: reply.elapsedTime },
      'request',
    );
    done();
  });
}
