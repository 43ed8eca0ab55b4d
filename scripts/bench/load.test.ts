import { execFileSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPage } from "./load.ts";

// The load comes from wrk, Debian's package; without it the file is skipped and says why.
const wrk = (() => {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
    return true;
  } catch (error) {
    // wrk prints its version and exits 1: only a missing program is missing.
    return (error as NodeJS.ErrnoException).code !== "ENOENT";
  }
})();
if (!wrk) console.log("bench load: skipped, no wrk on this machine (apt-get install wrk)");

// A real HTTP server and real load: what the benchmark counts must be what the server saw.
describe.skipIf(!wrk)("loadPage", () => {
  const seen = new Map<string, number>();
  let encodings = new Set<string>();
  let server: Server;
  let origin = "";

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.set(req.url ?? "", (seen.get(req.url ?? "") ?? 0) + 1);
      encodings.add(String(req.headers["accept-encoding"]));
      res.statusCode = req.url === "/missing" ? 404 : 200;
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("takes the paths in turn, with a browser's accept-encoding, and counts every answer", async () => {
    seen.clear();
    encodings = new Set();
    const result = await loadPage({
      origin,
      paths: ["/a", "/b", "/c"],
      expectStatus: 200,
      connections: 2,
      seconds: 1,
      warmupSeconds: 0,
      serverPid: process.pid,
    });
    const counts = ["/a", "/b", "/c"].map((p) => seen.get(p) ?? 0);
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(2);
    expect(result.responses).toBeGreaterThan(0);
    expect(result.responses).toBeLessThanOrEqual(counts.reduce((a, b) => a + b, 0));
    expect(result.unexpected).toBe(0);
    expect([...encodings]).toEqual(["br, gzip"]);
    expect(result.p50).toBeLessThanOrEqual(result.p95);
    expect(result.p95).toBeLessThanOrEqual(result.p99);
  });

  it("counts answers whose status is not the expected one", async () => {
    const result = await loadPage({
      origin,
      paths: ["/missing", "/a"],
      expectStatus: 404,
      connections: 1,
      seconds: 1,
      warmupSeconds: 0,
      serverPid: process.pid,
    });
    // Every other request went to /a, answered 200.
    expect(result.unexpected).toBeGreaterThanOrEqual(Math.floor(result.responses / 2));
    expect(result.unexpected).toBeLessThanOrEqual(Math.ceil(result.responses / 2));
  });
});
