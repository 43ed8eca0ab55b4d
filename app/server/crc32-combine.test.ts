import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { slottedCrc } from "./crc32-combine.server.ts";

const joined = (segments: Buffer[], value: Buffer) =>
  Buffer.concat(segments.flatMap((segment, index) => (index === 0 ? [segment] : [value, segment])));

describe("slottedCrc", () => {
  it("gives the CRC-32 of the segments joined by any value, for any number and length of parts", () => {
    for (const lengths of [[0], [70_001], [0, 0], [5, 0, 9], [1000, 4095, 1, 33_333], [24, 24, 24, 24, 24]]) {
      const segments = lengths.map((length) => randomBytes(length));
      for (const slotLength of [1, 24]) {
        const crcWith = slottedCrc(segments, slotLength);
        for (let i = 0; i < 3; i++) {
          const value = randomBytes(slotLength);
          expect(crcWith(value), `${lengths} / ${slotLength}`).toBe(crc32(joined(segments, value)));
        }
      }
    }
  });
});
