import type { FastifyInstance } from 'fastify';
import type { Timeouts } from './config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The largest body the route accepts: its upload deadline is this much at the minimum rate. */
    uploadBytes?: number;
  }
}

/** How long an upload of at most `bytes` may take to arrive, in ms. */
export const uploadDeadline = (bytes: number, t: Timeouts) =>
  Math.max(t.request * 1000, Math.ceil(bytes / (t.uploadMinRate * 1024)) * 1000);

/**
 * A body must arrive within its deadline (REQUEST_TIMEOUT, or an upload's size at
 * UPLOAD_MIN_RATE), or the connection is closed: a client trickling bytes cannot hold it open.
 * Node's own request timeout caps every request at the largest upload deadline.
 */
export function bodyDeadlines(app: FastifyInstance, t: Timeouts): void {
  app.addHook('onRequest', (req, reply, done) => {
    const raw = req.raw;
    if (raw.complete || req.method === 'GET' || req.method === 'HEAD') return done();
    const uploadBytes = req.routeOptions.config.uploadBytes;
    const ms = uploadBytes ? uploadDeadline(uploadBytes, t) : t.request * 1000;
    const timer = setTimeout(() => raw.socket.destroy(), ms);
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    reply.raw.once('finish', clear);
    done();
  });
}
