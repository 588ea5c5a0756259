import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { sql } from 'kysely';
import { LIVE_EVENT_KINDS, RESYNC, type LiveEventKind } from '@halaqa/shared/live';
import type { Db } from '../db/database.ts';

/** Something changed on a course page: browsers showing it fetch the part again. */
export interface LiveEvent {
  courseId: string;
  kind: LiveEventKind;
  id: string;
}

/** Cached reads filed under these tags are out of date (see cache/read-cache.ts). */
export interface StaleTags {
  stale: string[];
}

type Published = LiveEvent | StaleTags;

/** RESYNC is delivered when events may have been missed (the bus reconnected). */
export type BusMessage = Published | typeof RESYNC;

/**
 * Every instance's live events, to every instance: in-process on one machine, PostgreSQL
 * LISTEN/NOTIFY when the database is PostgreSQL (then instances behind a load balancer share them).
 */
export interface EventBus {
  publish(message: Published): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(listener: (message: BusMessage) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'halaqa_live';
const RECONNECT_MS = 1000;

function emitterBus(publish: (message: Published, emit: (m: BusMessage) => void) => Promise<void>) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const emit = (message: BusMessage) => emitter.emit('message', message);
  return {
    emit,
    publish: (message: Published) => publish(message, emit),
    subscribe(listener: (message: BusMessage) => void) {
      emitter.on('message', listener);
      return () => void emitter.off('message', listener);
    },
  };
}

export function createLocalBus(): EventBus {
  const bus = emitterBus(async (message, emit) => emit(message));
  return { publish: bus.publish, subscribe: bus.subscribe, close: async () => {} };
}

function parseMessage(payload: string | undefined): Published | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<LiveEvent & StaleTags>;
    if (Array.isArray(value.stale))
      return value.stale.every((t) => typeof t === 'string') ? { stale: value.stale } : null;
    const valid =
      typeof value.courseId === 'string' &&
      typeof value.id === 'string' &&
      LIVE_EVENT_KINDS.includes(value.kind as LiveEventKind);
    return valid ? (value as LiveEvent) : null;
  } catch {
    return null;
  }
}

/** Sends a message to every instance listening on PostgreSQL (the admin command uses it too). */
export async function notifyPostgres(db: Db, message: Published): Promise<void> {
  await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(message)})`.execute(db.kysely);
}

/**
 * One LISTEN connection per instance; NOTIFY goes through the query pool. A lost connection is
 * opened again after a second, and subscribers then get RESYNC for what they may have missed.
 */
export async function createPostgresBus(
  db: Db,
  databaseUrl: string,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  const bus = emitterBus((message) => notifyPostgres(db, message));
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const listen = async (isReconnect: boolean) => {
    const next = new pg.Client({ connectionString: databaseUrl });
    const retry = (err?: Error) => {
      if (closed || client !== next) return;
      client = undefined;
      log.warn({ err }, 'live events: lost the database connection; reconnecting');
      void next.end().catch(() => {});
      timer = setTimeout(() => void listen(true).catch(() => {}), RECONNECT_MS);
    };
    client = next;
    next.on('error', retry);
    next.on('end', () => retry());
    next.on('notification', (n) => {
      const message = parseMessage(n.payload);
      if (message) bus.emit(message);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      if (isReconnect) return retry(err as Error);
      client = undefined;
      void next.end().catch(() => {});
      throw err;
    }
    if (isReconnect) bus.emit(RESYNC);
  };
  await listen(false);

  return {
    publish: bus.publish,
    subscribe: bus.subscribe,
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}

export function createEventBus(
  db: Db,
  databaseUrl: string | undefined,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  return databaseUrl ? createPostgresBus(db, databaseUrl, log) : Promise.resolve(createLocalBus());
}

/**
 * Publishes after the change has been stored; a failure is logged, not the request's: the change
 * stands, and open pages catch up on their next event or reconnect.
 */
export function announce(bus: EventBus, log: FastifyBaseLogger, event: LiveEvent): void {
  bus.publish(event).catch((err: unknown) => log.error({ err, event }, 'live event not published'));
}
