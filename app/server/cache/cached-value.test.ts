import { describe, expect, it } from "vitest";
import { inBoundedScope, withBoundedStatements } from "../db/client.server.ts";
import { cachedByKey, cachedValue } from "./cached-value.server.ts";

function counter() {
  let loads = 0;
  return {
    load: async () => ++loads,
    get loads() {
      return loads;
    },
  };
}

describe("cachedValue", () => {
  it("loads once for concurrent and later readers within its lifetime", async () => {
    const source = counter();
    let time = 0;
    const cached = cachedValue(source.load, 1000, () => time);
    expect(await Promise.all([cached.get(), cached.get()])).toEqual([1, 1]);
    time = 999;
    expect(await cached.get()).toBe(1);
    expect(source.loads).toBe(1);
  });

  it("reloads when its lifetime is over", async () => {
    const source = counter();
    let time = 0;
    const cached = cachedValue(source.load, 1000, () => time);
    await cached.get();
    time = 1000;
    expect(await cached.get()).toBe(2);
  });

  it("reloads at once after forget()", async () => {
    const source = counter();
    const cached = cachedValue(source.load, 60_000, () => 0);
    await cached.get();
    cached.forget();
    expect(await cached.get()).toBe(2);
  });

  it("does not keep a failed load", async () => {
    let fail = true;
    const cached = cachedValue(
      async () => {
        if (fail) throw new Error("database away");
        return "ok";
      },
      60_000,
      () => 0,
    );
    await expect(cached.get()).rejects.toThrow("database away");
    fail = false;
    expect(await cached.get()).toBe("ok");
  });
});

describe("cachedValue with a lazy query", () => {
  it("runs a thenable that works on every then() once", async () => {
    let runs = 0;
    const lazyQuery = { then: (resolve: (value: number) => void) => resolve(++runs) } as PromiseLike<number>;
    const cached = cachedValue(
      () => lazyQuery,
      60_000,
      () => 0,
    );
    await cached.get();
    await cached.get();
    await cached.get();
    expect(runs).toBe(1);
  });
});

describe("cachedByKey", () => {
  /** A load that answers its key and the number of loads so far. */
  function keyedCounter() {
    const loads: string[] = [];
    return {
      load: async (key: string) => {
        loads.push(key);
        return `${key}#${loads.length}`;
      },
      loads,
    };
  }

  it("loads each key once within its lifetime, and again after it or after forget()", async () => {
    const source = keyedCounter();
    let time = 0;
    const kept = cachedByKey(source.load, 1000, 10, () => time);
    expect(await Promise.all([kept.get("a"), kept.get("a"), kept.get("b")])).toEqual(["a#1", "a#1", "b#2"]);
    time = 1000;
    expect(await kept.get("a")).toBe("a#3");
    kept.forget();
    expect(await kept.get("a")).toBe("a#4");
    expect(await kept.get("b")).toBe("b#5");
  });

  it("keeps at most maxKeys keys, pushing out the one read least recently", async () => {
    const source = keyedCounter();
    const kept = cachedByKey(source.load, 60_000, 2, () => 0);
    await kept.get("a");
    await kept.get("b");
    await kept.get("a");
    await kept.get("c");
    expect(await kept.get("a")).toBe("a#1");
    expect(await kept.get("b")).toBe("b#4");
    expect(source.loads).toEqual(["a", "b", "c", "b"]);
  });

  it("does not keep a failed load", async () => {
    let fail = true;
    const kept = cachedByKey(
      async (key) => {
        if (fail) throw new Error("database away");
        return key;
      },
      60_000,
      10,
      () => 0,
    );
    await expect(kept.get("a")).rejects.toThrow("database away");
    fail = false;
    expect(await kept.get("a")).toBe("a");
  });
});

describe("a kept value's load", () => {
  it("runs outside the bounded scope of the request that asked first (its signal is that request's alone)", async () => {
    const signal = new AbortController().signal;
    const value = cachedValue(async () => inBoundedScope(), 60_000);
    const byKey = cachedByKey(async () => inBoundedScope(), 60_000, 10);
    const inScope = await withBoundedStatements(signal, async () => inBoundedScope());
    expect(inScope).toBe(true);
    expect(await withBoundedStatements(signal, () => value.get())).toBe(false);
    expect(await withBoundedStatements(signal, () => byKey.get("a"))).toBe(false);
  });
});
