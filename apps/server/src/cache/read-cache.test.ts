import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESYNC } from '@halaqa/shared/live';
import { createLocalBus, type BusMessage, type EventBus } from '../events/event-bus.ts';
import { ReadCache, type Loaded } from './read-cache.ts';

const log = pino({ level: 'silent' });

/** A load that counts its calls and answers `value` filed under `tags`. */
function loader<V>(value: V | undefined, tags = ['t']) {
  const load = vi.fn(async (): Promise<Loaded<V>> =>
    value === undefined ? undefined : { value, tags },
  );
  return load;
}

describe('the read cache', () => {
  afterEach(() => vi.useRealTimers());

  it('loads once and answers from memory until the lifetime ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new ReadCache(createLocalBus(), log, { ttlSeconds: 30 });
    const load = loader({ name: 'Sara' });
    expect(await cache.read('k', load)).toEqual({ name: 'Sara' });
    expect(await cache.read('k', load)).toEqual({ name: 'Sara' });
    expect(load).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(29_000);
    await cache.read('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    await cache.read('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing when nothing was found, nor with a lifetime of 0', async () => {
    const cache = new ReadCache(createLocalBus(), log, { ttlSeconds: 30 });
    const missing = loader<string>(undefined);
    expect(await cache.read('k', missing)).toBeUndefined();
    await cache.read('k', missing);
    expect(missing).toHaveBeenCalledTimes(2);

    const off = new ReadCache(createLocalBus(), log, { ttlSeconds: 0 });
    const load = loader('v');
    await off.read('k', load);
    await off.read('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(off.size).toBe(0);
  });

  it('drops what is filed under a changed tag, here and on every instance on the bus', async () => {
    const bus = createLocalBus();
    const here = new ReadCache(bus, log, { ttlSeconds: 30 });
    const there = new ReadCache(bus, log, { ttlSeconds: 30 });
    for (const cache of [here, there]) {
      await cache.read('session:1', loader('u1', ['user:1']));
      await cache.read('session:2', loader('u1', ['user:1']));
      await cache.read('course:9', loader('c9', ['course:9']));
    }
    here.changed(['user:1']);
    await new Promise((r) => setImmediate(r));
    for (const cache of [here, there]) {
      expect(cache.size).toBe(1);
      const reload = loader('fresh', ['user:1']);
      expect(await cache.read('session:1', reload)).toBe('fresh');
      expect(reload).toHaveBeenCalledTimes(1);
    }
  });

  it('does not keep a value loaded while something changed, which may predate the change', async () => {
    const cache = new ReadCache(createLocalBus(), log, { ttlSeconds: 30 });
    let release!: () => void;
    const slow = vi.fn(async (): Promise<Loaded<string>> => {
      await new Promise<void>((r) => (release = r));
      return { value: 'before the change', tags: ['user:1'] };
    });
    const reading = cache.read('session:1', slow);
    await new Promise((r) => setImmediate(r));
    cache.changed(['user:1']);
    release();
    expect(await reading).toBe('before the change');
    expect(cache.size).toBe(0);
  });

  it('drops everything when the bus may have missed messages', async () => {
    const listeners: ((m: BusMessage) => void)[] = [];
    const bus: EventBus = {
      publish: async () => {},
      subscribe: (l) => (listeners.push(l), () => {}),
      close: async () => {},
    };
    const cache = new ReadCache(bus, log, { ttlSeconds: 30 });
    await cache.read('a', loader(1));
    await cache.read('b', loader(2));
    for (const l of listeners) l(RESYNC);
    expect(cache.size).toBe(0);
  });

  it('holds at most its number of entries, dropping the oldest first', async () => {
    const cache = new ReadCache(createLocalBus(), log, { ttlSeconds: 30, maxEntries: 2 });
    await cache.read('a', loader(1, ['a']));
    await cache.read('b', loader(2, ['b']));
    await cache.read('c', loader(3, ['c']));
    expect(cache.size).toBe(2);
    const again = loader(1, ['a']);
    await cache.read('a', again);
    expect(again).toHaveBeenCalledTimes(1);
    const kept = loader(3, ['c']);
    await cache.read('c', kept);
    expect(kept).not.toHaveBeenCalled();
  });

  it('logs a change it could not publish, and still drops it here', async () => {
    const errors: unknown[] = [];
    const failing: EventBus = {
      publish: async () => Promise.reject(new Error('database away')),
      subscribe: () => () => {},
      close: async () => {},
    };
    const spyLog = pino({ level: 'error' }, { write: (line: string) => errors.push(line) });
    const cache = new ReadCache(failing, spyLog, { ttlSeconds: 30 });
    await cache.read('k', loader('v', ['user:1']));
    cache.changed(['user:1']);
    expect(cache.size).toBe(0);
    await new Promise((r) => setImmediate(r));
    expect(String(errors[0])).toContain('cache invalidation not published');
  });
});
