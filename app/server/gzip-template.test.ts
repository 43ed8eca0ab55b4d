import { randomBytes } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fillGzip, fillPlain, gzipTemplate } from "./gzip-template.server.ts";

const nonce = () => Buffer.from(randomBytes(16).toString("base64"));

/** A page-like body: repetitive markup, the slot in several places, more than deflate's window. */
function page(slot: Buffer): Buffer {
  const rows = Array.from({ length: 800 }, (_, i) => `<li><a href="/coach/c-${i % 37}/${i}">Coach ${i}</a></li>`);
  return Buffer.from(
    [
      `<!DOCTYPE html><html><head><script nonce="${slot}">a()</script><link nonce="${slot}">`,
      ...rows,
      `<script nonce="${slot}">window.ctx = {"n":"${slot}"}</script>`,
      `<script nonce="${slot}">`,
    ].join("\n"),
  );
}

describe("a gzip template", () => {
  it("decodes to the body with the new value in every slot", async () => {
    const slot = nonce();
    const body = page(slot);
    const template = await gzipTemplate(body, slot);
    if (!template) throw new Error("expected a template");
    for (let round = 0; round < 3; round++) {
      const value = nonce();
      const expected = Buffer.from(body.toString().replaceAll(slot.toString(), value.toString()));
      expect(gunzipSync(fillGzip(template, value)).equals(expected)).toBe(true);
      expect(fillPlain(template, value).equals(expected)).toBe(true);
    }
  });

  it("compresses about as well as compressing the whole body", async () => {
    const slot = nonce();
    const body = page(slot);
    const template = await gzipTemplate(body, slot);
    if (!template) throw new Error("expected a template");
    const whole = gzipSync(body, { level: 9 }).length;
    expect(fillGzip(template, nonce()).length).toBeLessThan(whole * 1.1);
  });

  it("handles a body without a slot, a slot at either end and slots side by side", async () => {
    const slot = nonce();
    for (const text of ["plain text, no slot", `${slot}middle${slot}${slot}`, `${slot}`, ""]) {
      const template = await gzipTemplate(Buffer.from(text), slot);
      if (!template) throw new Error("expected a template");
      const value = nonce();
      expect(gunzipSync(fillGzip(template, value)).toString()).toBe(text.replaceAll(slot.toString(), value.toString()));
    }
    const noSlot = await gzipTemplate(Buffer.from('{"data":[]}'));
    expect(gunzipSync(fillGzip(noSlot as never, Buffer.alloc(0))).toString()).toBe('{"data":[]}');
  });

  it("holds no more memory than its compressed parts' own bytes", async () => {
    const slot = nonce();
    const template = await gzipTemplate(page(slot), slot);
    const compressed = template?.compressed ?? [];
    const bytes = compressed.reduce((sum, part) => sum + part.length, 0);
    expect(compressed.length).toBeGreaterThan(2);
    // zlib's own output buffers are 64 KB or more each: a part kept as zlib made it holds that.
    const held = new Set(compressed.map((part) => part.buffer));
    expect([...held].reduce((sum, store) => sum + store.byteLength, 0)).toBe(bytes);
  });

  it("declines a body with a NUL byte and a value of another length", async () => {
    const slot = nonce();
    expect(await gzipTemplate(Buffer.from(`a\0b${slot}`), slot)).toBeUndefined();
    const template = await gzipTemplate(Buffer.from(`a${slot}b`), slot);
    expect(() => fillGzip(template as never, Buffer.from("short"))).toThrow("keep the slot's length");
  });
});
