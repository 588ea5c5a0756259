import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { RESYNC } from '@halaqa/shared/live';
import type { BusMessage, EventBus } from './event-bus.ts';

/** Browsers reconnect this long after a dropped stream (EventSource does it by itself). */
const RETRY_MS = 2000;
/** A comment line now and then keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/**
 * The open Server-Sent Events streams of this instance, by course. Each bus message is written
 * once per stream of its course; a RESYNC goes to every stream.
 */
export class LiveStreams {
  private readonly byCourse = new Map<string, Set<ServerResponse>>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(bus: EventBus) {
    this.unsubscribe = bus.subscribe((message) => this.dispatch(message));
    this.heartbeat = setInterval(() => this.writeAll(': ping\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Takes over the reply and streams the course's events until the browser goes away. */
  open(courseId: string, reply: FastifyReply): void {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx would otherwise hold events back in its buffer.
      'x-accel-buffering': 'no',
    });
    res.write(`retry: ${RETRY_MS}\n\n`);
    let streams = this.byCourse.get(courseId);
    if (!streams) this.byCourse.set(courseId, (streams = new Set()));
    streams.add(res);
    res.once('close', () => {
      streams.delete(res);
      if (streams.size === 0 && this.byCourse.get(courseId) === streams)
        this.byCourse.delete(courseId);
    });
  }

  get size(): number {
    let n = 0;
    for (const streams of this.byCourse.values()) n += streams.size;
    return n;
  }

  /** Ends every stream (the server is closing; browsers reconnect to another instance). */
  close(): void {
    this.unsubscribe();
    clearInterval(this.heartbeat);
    for (const streams of this.byCourse.values()) for (const res of streams) res.end();
    this.byCourse.clear();
  }

  private dispatch(message: BusMessage): void {
    if (message === RESYNC) return this.writeAll(`data: {"kind":"${RESYNC}","id":""}\n\n`);
    if ('stale' in message) return;
    const streams = this.byCourse.get(message.courseId);
    if (!streams) return;
    const frame = `data: ${JSON.stringify({ kind: message.kind, id: message.id })}\n\n`;
    for (const res of streams) res.write(frame);
  }

  private writeAll(frame: string): void {
    for (const streams of this.byCourse.values()) for (const res of streams) res.write(frame);
  }
}
