import { outsideBoundedScope } from "../db/client.server.ts";

/**
 * A value read from the database and kept in this process: one load shared by concurrent
 * readers, reloaded after `ttlMs` (the bound on staleness when another process made the change)
 * and at once after `forget()` (which the writing code calls once its change is committed).
 * A failed load is not kept. The load runs outside the bounded scope of the request that asked
 * first: the readers who share it do not share that request's signal or timeout.
 */
export type CachedValue<T> = { get: () => Promise<T>; forget: () => void };

/** Values kept per key the way `cachedValue` keeps one; `forget()` forgets them all. */
export type CachedByKey<T> = { get: (key: string) => Promise<T>; forget: () => void };

const everyCache = new Set<{ forget: () => void }>();

/** When the process closes its database (and may open another one, as tests do). */
export function forgetEveryCachedValue(): void {
  for (const cache of everyCache) cache.forget();
}

export function cachedValue<T>(
  load: () => PromiseLike<T>,
  ttlMs: number,
  now: () => number = Date.now,
): CachedValue<T> {
  const kept = cachedByKey(load, ttlMs, 1, now);
  return { get: () => kept.get(""), forget: kept.forget };
}

/**
 * `cachedValue` per key, for at most `maxKeys` keys: a key read again moves to the back, and a
 * new key beyond the bound pushes out the one read least recently. Keys may come from visitors'
 * input (a search's words): the bound is what keeps the memory bounded.
 */
export function cachedByKey<T>(
  load: (key: string) => PromiseLike<T>,
  ttlMs: number,
  maxKeys: number,
  now: () => number = Date.now,
): CachedByKey<T> {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  const cache: CachedByKey<T> = {
    get(key) {
      const time = now();
      const found = entries.get(key);
      entries.delete(key);
      if (found && found.expires > time) {
        entries.set(key, found);
        return found.value;
      }
      // Promise.resolve runs a lazy query builder (a thenable that queries on every then) once.
      const mine = { value: Promise.resolve(outsideBoundedScope(() => load(key))), expires: time + ttlMs };
      entries.set(key, mine);
      if (entries.size > maxKeys) entries.delete(entries.keys().next().value as string);
      mine.value.catch(() => {
        if (entries.get(key) === mine) entries.delete(key);
      });
      return mine.value;
    },
    forget() {
      entries.clear();
    },
  };
  everyCache.add(cache);
  return cache;
}
