/**
 * A value read from the database and kept in this process: one load shared by concurrent
 * readers, reloaded after `ttlMs` (the bound on staleness when another process made the change)
 * and at once after `forget()` (which the writing code calls once its change is committed).
 * A failed load is not kept.
 */
export type CachedValue<T> = { get: () => Promise<T>; forget: () => void };

const everyCache = new Set<CachedValue<unknown>>();

/** When the process closes its database (and may open another one, as tests do). */
export function forgetEveryCachedValue(): void {
  for (const cache of everyCache) cache.forget();
}

export function cachedValue<T>(
  load: () => PromiseLike<T>,
  ttlMs: number,
  now: () => number = Date.now,
): CachedValue<T> {
  let entry: { value: Promise<T>; expires: number } | undefined;
  const cache: CachedValue<T> = {
    get() {
      const time = now();
      if (entry && entry.expires > time) return entry.value;
      // Promise.resolve runs a lazy query builder (a thenable that queries on every then) once.
      const mine = { value: Promise.resolve(load()), expires: time + ttlMs };
      entry = mine;
      mine.value.catch(() => {
        if (entry === mine) entry = undefined;
      });
      return mine.value;
    },
    forget() {
      entry = undefined;
    },
  };
  everyCache.add(cache);
  return cache;
}
