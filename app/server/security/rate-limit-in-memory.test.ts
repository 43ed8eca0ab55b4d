import { describe, expect, it, vi } from "vitest";

vi.mock("./site-secret.server.ts", () => ({ siteSecret: () => "a-secret-of-at-least-thirty-two-characters" }));
const { hitInMemory } = await import("./rate-limit.server.ts");

// The limit of coach insights' counting calls, counted in the process's memory (decision 0076):
// the same windows as the limits in the database (from a key's first hit), without a write per call.
const limit = { name: "test-in-memory-ip", max: 3, windowSeconds: 60 };
const minute = (n: number) => Date.UTC(2026, 10, 27, 10, n, 30);

describe("hitInMemory", () => {
  it("lets an address through up to the limit in a window, then refuses it; others go on", () => {
    const answers = Array.from({ length: 4 }, () => hitInMemory(limit, "203.0.113.1", minute(1)));
    expect(answers).toEqual([true, true, true, false]);
    expect(hitInMemory(limit, "203.0.113.2", minute(1))).toBe(true);
  });

  it("starts a key's window at its first hit and again once it has passed", () => {
    hitInMemory(limit, "203.0.113.4", minute(4));
    for (let i = 0; i < 3; i++) hitInMemory(limit, "203.0.113.4", minute(4) + 59_000);
    expect(hitInMemory(limit, "203.0.113.4", minute(4) + 59_500)).toBe(false);
    expect(hitInMemory(limit, "203.0.113.4", minute(5))).toBe(true);
  });

  it("starts again in the next window", () => {
    for (let i = 0; i < 4; i++) hitInMemory(limit, "203.0.113.3", minute(2));
    expect(hitInMemory(limit, "203.0.113.3", minute(2))).toBe(false);
    expect(hitInMemory(limit, "203.0.113.3", minute(3))).toBe(true);
  });

  it("forgets ended windows past 10,000 keys (walked at most once a second: the bench measures its cost)", () => {
    const many = { name: "test-many-ip", max: 1, windowSeconds: 60 };
    const start = minute(10);
    for (let i = 0; i < 10_001; i++) hitInMemory(many, `198.18.${i >> 8}.${i & 255}`, start);
    // Still within every window: a repeat is refused, and sweeping the keys would find none ended.
    expect(hitInMemory(many, "198.18.0.1", start + 1000)).toBe(false);
    for (let i = 0; i < 2000; i++) hitInMemory(many, `198.19.${i >> 8}.${i & 255}`, start + 1500);
    // A minute on, the ended windows are gone: the first address may call again.
    expect(hitInMemory(many, "198.18.0.1", start + 61_000)).toBe(true);
  });

  it("forgets every window of a limit past 100,000 addresses within one (a flood), so its memory stays bounded", () => {
    const flood = { name: "test-flood-ip", max: 1, windowSeconds: 60 };
    const start = minute(20);
    expect(hitInMemory(flood, "203.0.113.9", start)).toBe(true);
    expect(hitInMemory(flood, "203.0.113.9", start)).toBe(false);
    for (let i = 0; i < 100_001; i++) hitInMemory(flood, `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, start + 10);
    // The next second's sweep finds more than 100,000 windows still open and forgets them all.
    hitInMemory(flood, "198.51.100.1", start + 2000);
    expect(hitInMemory(flood, "203.0.113.9", start + 2000)).toBe(true);
  });
});
