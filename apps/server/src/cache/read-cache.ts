import type { FastifyBaseLogger } from 'fastify';
import { RESYNC } from '@halaqa/shared/live';
import type { EventBus } from '../events/event-bus.ts';

/** What a load found and the tags a change to it will name; undefined when nothing was found. */
export type Loaded<V> = { value: V; tags: string[] } | undefined;

interface Entry {
  value: unknown;
  expires: number;
  tags: string[];
}

/** Enough for every learner active within the lifetime, without letting memory grow unbounded. */
const MAX_ENTRIES = 20_000;

/**
 * Reads that hot routes make on every request (a session and its user, a course, a learner's
 * course ids), kept in this instance's memory for at most `ttlSeconds` and filed under tags
 * (`user:<id>`, `course:<id>`, …). Code that changes such rows through Halaqa calls `changed`
 * with their tags: this instance drops them at once, every other instance when the event bus
 * brings the message (PostgreSQL NOTIFY, milliseconds). A change made behind Halaqa's back (SQL
 * by hand, the admin command on SQLite) shows within `ttlSeconds`. When the bus may have missed
 * messages (it reconnected), everything is dropped. `ttlSeconds` 0 keeps nothing.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Counts drops, so a value loaded while something changed is not kept. */
  private drops = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: EventBus,
    private readonly log: FastifyBaseLogger,
    options: { ttlSeconds: number; maxEntries?: number },
  ) {
    this.ttlMs = options.ttlSeconds * 1000;
    this.maxEntries = options.maxEntries ?? MAX_ENTRIES;
    this.unsubscribe = bus.subscribe((message) => {
      if (message === RESYNC) this.clear();
      else if ('stale' in message) this.drop(message.stale);
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value kept under `key` while it is fresh, else `load()`'s (kept unless undefined). */
  async read<V>(key: string, load: () => Promise<Loaded<V>>): Promise<V | undefined> {
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.expires > Date.now()) return entry.value as V;
      this.remove(key, entry);
    }
    const drops = this.drops;
    const loaded = await load();
    if (!loaded) return undefined;
    if (this.ttlMs > 0 && drops === this.drops) this.keep(key, loaded);
    return loaded.value;
  }

  /** After a write through Halaqa: drops what is filed under `tags` here and on every instance. */
  changed(tags: string[]): void {
    if (tags.length === 0) return;
    this.drop(tags);
    this.bus
      .publish({ stale: tags })
      .catch((err: unknown) => this.log.error({ err, tags }, 'cache invalidation not published'));
  }

  close(): void {
    this.unsubscribe();
    this.clear();
  }

  private keep(key: string, { value, tags }: { value: unknown; tags: string[] }): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { value, tags, expires: Date.now() + this.ttlMs });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    // Map order is insertion order: the first entry is the oldest.
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries) break;
      this.remove(oldest, entry);
    }
  }

  private drop(tags: string[]): void {
    this.drops += 1;
    for (const tag of tags) {
      for (const key of this.keysByTag.get(tag) ?? []) {
        const entry = this.entries.get(key);
        if (entry) this.remove(key, entry);
      }
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }

  private clear(): void {
    this.drops += 1;
    this.entries.clear();
    this.keysByTag.clear();
  }
}
