import { mkdtemp, rm } from "node:fs/promises";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metricValue as value } from "../support/metrics.ts";
import { type RunningServer, startServer } from "../support/server-process.ts";

// GET /metrics (issue 23, decision 0069), on a server of its own with the page cache on and a
// token, listening beyond loopback so that a request from another address can be made.
const TOKEN = "metrics-test-token-0123456789";
let server: RunningServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "coach-metrics-"));
  server = await startServer({
    dataDir,
    logName: "server-metrics",
    env: { HOST: "0.0.0.0", PAGE_CACHE_SECONDS: "30", METRICS_TOKEN: TOKEN },
  });
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** An address of this machine that is not loopback: what another computer would connect to. */
function outsideAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === "IPv4" && !a.internal)?.address;
  if (!address) throw new Error("This machine has no non-loopback IPv4 address to test from");
  return address;
}

describe("GET /metrics", () => {
  it("counts requests by route and status, page-cache hits and misses, and the process's own figures", async () => {
    const before = await (await fetch(`${server.url}/metrics`)).text();
    const page = `/coach/Anyone_Here/00000000-0000-4000-8000-000000000000`;
    // Each answer read to its end: a request is counted once its answer is sent.
    const statusOf = async (p: string) => {
      const answer = await fetch(`${server.url}${p}`);
      await answer.arrayBuffer();
      return answer.status;
    };
    for (let i = 0; i < 3; i++) expect(await statusOf("/")).toBe(200);
    expect(await statusOf(page)).toBe(404);
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    const home = 'http_requests_total{method="GET",route="/",status="200"}';
    expect((value(text, home) ?? 0) - (value(before, home) ?? 0)).toBe(3);
    expect(value(text, 'http_requests_total{method="GET",route="/coach/:name/:id",status="404"}')).toBe(1);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.1",method="GET",route="/",status="200"}');
    // The first home page was rendered (a miss). It is kept once its copy is compressed, a moment
    // after its answer (a request meanwhile waits for that render, and counts as a miss too): ask
    // until it is kept, then twice more, both hits.
    expect(value(text, 'page_cache_lookups_total{outcome="miss"}')).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => {
        const answer = await fetch(`${server.url}/`);
        await answer.arrayBuffer();
        return answer.headers.get("x-page-cache");
      })
      .toBe("hit");
    const kept = await (await fetch(`${server.url}/metrics`)).text();
    for (let i = 0; i < 2; i++) expect(await statusOf("/")).toBe(200);
    const after = await (await fetch(`${server.url}/metrics`)).text();
    const hits = 'page_cache_lookups_total{outcome="hit"}';
    expect((value(after, hits) ?? 0) - (value(kept, hits) ?? 0)).toBe(2);
    expect(value(text, 'job_queue_depth{queue="contact-mail"}')).toBe(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    // The metrics page counts nothing of its own, nor do the balancer's checks.
    expect(text).not.toContain('route="/metrics"');
  });

  it("answers 404 to another machine, or a request through a proxy, without the token", async () => {
    const outside = `http://${outsideAddress()}:${new URL(server.url).port}/metrics`;
    expect((await fetch(outside)).status).toBe(404);
    expect((await fetch(outside, { headers: { Authorization: "Bearer wrong-token-0123456789" } })).status).toBe(404);
    const forwarded = await fetch(`${server.url}/metrics`, { headers: { "X-Forwarded-For": "203.0.113.9" } });
    expect(forwarded.status).toBe(404);
    const withToken = await fetch(outside, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain("http_requests_total");
  });
});
