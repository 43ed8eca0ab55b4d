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
  const posted: { url: string; origin: string; type: string; body: string; at: number }[] = [];
  /** When each GET came (ms since the epoch). */
  const gets: number[] = [];
  let encodings = new Set<string>();
  let server: Server;
  let origin = "";

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.method === "POST") {
        let body = "";
        req.on("data", (chunk) => {
          body += chunk;
        });
        req.on("end", () => {
          posted.push({
            url: req.url ?? "",
            origin: String(req.headers.origin),
            type: String(req.headers["content-type"]),
            body,
            at: Date.now(),
          });
          res.statusCode = req.url === "/accepted" ? 200 : 400;
          res.end("no");
        });
        return;
      }
      seen.set(req.url ?? "", (seen.get(req.url ?? "") ?? 0) + 1);
      gets.push(Date.now());
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

  it("sends the mixed-in requests in even seconds, one in `every`, and counts the page's answers by second", async () => {
    posted.length = 0;
    gets.length = 0;
    const result = await loadPage({
      origin,
      paths: ["/a"],
      expectStatus: 200,
      connections: 2,
      seconds: 4,
      warmupSeconds: 0,
      serverPid: process.pid,
      mixed: {
        every: 10,
        requests: [
          {
            method: "POST",
            path: "/p1",
            headers: { origin: "http://x", "content-type": "application/json" },
            body: "{",
          },
          { method: "POST", path: "/p2", headers: { origin: "http://x" } },
        ],
      },
    });
    expect(result.mixed.sent).toBeGreaterThan(0);
    expect(result.mixed.sent - posted.length).toBeLessThanOrEqual(2);
    // A POST the server had when the run stopped may have no answer yet: at most one a connection.
    expect(result.mixed.refused).toBeLessThanOrEqual(posted.length);
    expect(posted.length - result.mixed.refused).toBeLessThanOrEqual(2);
    expect(result.unexpected).toBe(0);
    // Sent in an even second: one sent as the second ended may arrive just after it.
    const even = (at: number) => Math.floor(at / 1000) % 2 === 0;
    expect(posted.filter((p) => !even(p.at) && !even(p.at - 100))).toEqual([]);
    const getsInEven = gets.filter(even).length;
    expect(Math.abs(getsInEven / posted.filter((p) => even(p.at)).length - 9)).toBeLessThan(1);
    expect(result.mixed.with.seconds).toBeGreaterThanOrEqual(1);
    expect(result.mixed.without.seconds).toBeGreaterThanOrEqual(1);
    expect(result.mixed.with.seconds + result.mixed.without.seconds).toBeLessThanOrEqual(4);
    expect(result.mixed.with.mixed).toBeGreaterThan(0);
    expect(result.mixed.with.mixed).toBeLessThanOrEqual(result.mixed.sent);
    expect(result.mixed.with.answers + result.mixed.without.answers).toBeLessThan(result.responses);
    expect(new Set(posted.map((p) => p.url))).toEqual(new Set(["/p1", "/p2"]));
    expect(posted.find((p) => p.url === "/p1")).toMatchObject({
      origin: "http://x",
      type: "application/json",
      body: "{",
    });
    expect(posted.find((p) => p.url === "/p2")?.body).toBe("");
  });

  it("does not count a mixed-in request that was answered 200 as refused", async () => {
    const result = await loadPage({
      origin,
      paths: ["/a"],
      expectStatus: 200,
      connections: 1,
      seconds: 3,
      warmupSeconds: 0,
      serverPid: process.pid,
      mixed: { every: 5, requests: [{ method: "POST", path: "/accepted", headers: {} }] },
    });
    expect(result.mixed.sent).toBeGreaterThan(0);
    // Its 200 is taken for the page's: the refused POSTs' row fails on the count instead.
    expect(result.mixed.refused).toBe(0);
  });
});
