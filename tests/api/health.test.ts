import { mkdtemp, rm } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server-process.ts";

// What a load balancer sees (issue 23, decision 0068): /healthz and /readyz, and a SIGTERM that
// lets every request already accepted finish.
let server: RunningServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "coach-health-"));
  server = await startServer({ dataDir, logName: "server-health", env: { SHUTDOWN_GRACE_SECONDS: "20" } });
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Everything a raw socket receives, and a wait for a condition on it. */
function rawClient(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  let received = "";
  let ended = false;
  socket.on("data", (chunk: Buffer) => {
    received += chunk.toString();
  });
  socket.on("close", () => {
    ended = true;
  });
  const until = async (condition: () => boolean, what: string) => {
    const deadline = Date.now() + 20_000;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(received)}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { socket, text: () => received, closed: () => ended, until };
}

describe("health and shutdown", () => {
  it("/healthz and /readyz answer 200, never cached", async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ ready: true });
    // Not rate-limited: a balancer asks every few seconds, forever.
    const many = await Promise.all(Array.from({ length: 200 }, () => fetch(`${server.url}/readyz`)));
    expect(many.map((r) => r.status).every((s) => s === 200)).toBe(true);
  });

  it("on SIGTERM, requests accepted before it finish with their answers; new connections are refused", async () => {
    const body = JSON.stringify({ email: "user@example.com", password: "demo-password" });
    // Each request's headers are in and answered "100 Continue" (so the server has accepted it)
    // before the signal; its body follows after.
    const clients = Array.from({ length: 5 }, () => rawClient(server.url));
    for (const c of clients)
      c.socket.write(
        `POST /api/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
      );
    for (const c of clients) await c.until(() => c.text().includes("100 Continue"), "100 Continue");
    const exit = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
    server.process.kill("SIGTERM");
    // The signal is being handled: new connections are refused.
    await expect
      .poll(async () =>
        fetch(`${server.url}/healthz`).then(
          () => "served",
          () => "refused",
        ),
      )
      .toBe("refused");
    for (const c of clients) c.socket.write(body);
    for (const c of clients) {
      await c.until(() => /\r\n\r\n\{.*\}$/s.test(c.text()), "the answer");
      expect(c.text()).toMatch(/HTTP\/1\.1 200 OK/);
      expect(c.text()).toMatch(/connection: close/i);
      expect(c.text()).toContain('"token"');
    }
    expect(await exit).toBe(0);
  });
});
