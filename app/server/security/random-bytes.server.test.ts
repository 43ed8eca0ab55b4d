import { describe, expect, it } from "vitest";
import { pooledRandomBytes } from "./random-bytes.server.ts";

describe("pooledRandomBytes", () => {
  it("hands out fresh bytes of the size asked, never the same slice twice, across refills", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const bytes = pooledRandomBytes(16);
      expect(bytes).toHaveLength(16);
      seen.add(bytes.toString("hex"));
    }
    expect(seen.size).toBe(2000);
  });

  it("gives each caller its own copy, not a view of the pool", () => {
    const first = pooledRandomBytes(6);
    const copy = Buffer.from(first);
    for (let i = 0; i < 1000; i++) pooledRandomBytes(16);
    expect(first.equals(copy)).toBe(true);
  });

  it("refuses more than the pool holds", () => {
    expect(() => pooledRandomBytes(4097)).toThrow(RangeError);
  });
});
