import { readdir } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { COMPRESSION_THRESHOLD, DYNAMIC_BROTLI } from "../../app/server/compression.server.ts";
import { decodedBody, rawGet } from "../support/http.ts";

// Decisions 0052 and 0080: pages are compressed per request with brotli at DYNAMIC_BROTLI's
// quality (gzip 6 without brotli), in one block per turn of the event loop, and small answers not
// at all.
describe("pages made per request", () => {
  it("go out brotli-compressed at the chosen quality, as one block rather than one per 4 KB chunk", async () => {
    const response = await rawGet("/", "gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    const html = decodedBody(response);
    expect(html.toString("utf8")).toContain("<!DOCTYPE html>");
    const inOnePiece = brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI.quality,
        [constants.BROTLI_PARAM_LGWIN]: DYNAMIC_BROTLI.window,
      },
    }).length;
    // A flush after every 4 KB chunk costs about 8% in size here (and three times the CPU);
    // quality 5 comes out 8% under, quality 11 20% under.
    expect(response.body.length).toBeLessThanOrEqual(inOnePiece * 1.04);
    expect(response.body.length).toBeGreaterThanOrEqual(inOnePiece * 0.96);
  });

  it("go out gzip-compressed to a client without brotli, in one block", async () => {
    const response = await rawGet("/search/life", "gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    const html = decodedBody(response);
    expect(html.toString("utf8")).toContain("<!DOCTYPE html>");
    // Flushed after every 4 KB chunk, gzip came out at two and a half times this size.
    expect(response.body.length).toBeLessThanOrEqual(gzipSync(html, { level: 6 }).length * 1.5);
  });

  it("leave a small answer uncompressed", async () => {
    const response = await rawGet("/api/user/not-an-id", "gzip, deflate, br, zstd");
    expect(response.status).toBe(400);
    expect(response.body.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(response.body.toString("utf8"))).toHaveProperty("message");
  });
});

describe("static assets", () => {
  it("have a brotli and a gzip twin for every script and style sheet, and are sent as such", async () => {
    const dir = path.resolve("build/client/assets");
    const files = await readdir(dir);
    const assets = files.filter((f) => /\.(js|css)$/.test(f));
    expect(assets.length).toBeGreaterThan(10);
    for (const asset of assets) {
      expect(files, asset).toContain(`${asset}.br`);
      expect(files, asset).toContain(`${asset}.gz`);
    }
    const css = assets.find((f) => f.endsWith(".css")) ?? "";
    for (const [accept, encoding] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const response = await rawGet(`/assets/${css}`, accept);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["content-type"]).toContain("text/css");
      expect(decodedBody(response).toString("utf8")).toContain("--success-bg");
    }
  });
});
