import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { anonymousPageCache } from "./page-cache.server.ts";

vi.mock("./cache/public-changes.server.ts", () => ({ onPublicChange: () => () => undefined }));

/** The cache in front of a search API that takes `renderMs` to answer and counts its renders. */
async function site(seconds: number, renderMs: number) {
  let renders = 0;
  let base = "";
  const cache = anonymousPageCache(
    seconds,
    () => false,
    async (path, headers) => {
      await (await fetch(`${base}${path}`, { headers })).arrayBuffer();
    },
  );
  const server: Server = createServer((req, res) => {
    void cache(req, res, () => {
      renders++;
      const answer = () => {
        const body = JSON.stringify({ render: renders });
        // As React Router's adapter answers: headers set one by one, then the body.
        res.statusCode = 200;
        res.setHeader("Content-Type", "application/json");
        res.setHeader("Content-Length", Buffer.byteLength(body));
        res.end(body);
      };
      if (renderMs > 0) setTimeout(answer, renderMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async () => {
    const response = await fetch(`${base}/api/user/search/life`);
    return { hit: response.headers.get("x-page-cache") === "hit", body: await response.text() };
  };
  return { get, renders: () => renders, close: () => new Promise((resolve) => server.close(resolve)) };
}

let running: Awaited<ReturnType<typeof site>> | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await running?.close();
});

/** Polls until the first answer kept arrives (a page is kept a moment after its render). */
async function untilKept(s: Awaited<ReturnType<typeof site>>) {
  await vi.waitFor(async () => expect((await s.get()).hit).toBe(true));
}

describe("the page cache", () => {
  it("renders a page once for twenty visitors who ask at the same moment", async () => {
    running = await site(60, 200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => running?.get()));
    expect(running.renders()).toBe(1);
    expect(new Set(answers.map((a) => a?.body))).toEqual(new Set(['{"render":1}']));
  });

  it("serves a lapsed page to everyone while its successor renders once in the background", async () => {
    running = await site(10, 300);
    await running.get();
    await untilKept(running);
    vi.useFakeTimers({ toFake: ["Date"] });
    // Lifetimes are 7.5 to 12.5 s, and a lapsed page is served for as long again.
    vi.setSystemTime(Date.now() + 13_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => running?.get()));
    for (const answer of answers) expect(answer).toEqual({ hit: true, body: '{"render":1}' });
    await vi.waitFor(async () => expect(await running?.get()).toEqual({ hit: true, body: '{"render":2}' }));
    expect(running.renders()).toBe(2);
  });

  it("gives pages kept together lifetimes that end apart", async () => {
    const lifetimes: number[] = [];
    for (let i = 0; i < 20; i++) {
      const s = await site(10, 0);
      await s.get();
      await untilKept(s);
      const started = Date.now();
      vi.useFakeTimers({ toFake: ["Date"] });
      let step = 0;
      // The first answer of a successor: the page lapsed a moment before (rendering takes no time here).
      for (; step < 300; step++) {
        vi.setSystemTime(started + step * 100);
        if ((await s.get()).body !== '{"render":1}') break;
      }
      vi.useRealTimers();
      lifetimes.push(step);
      await s.close();
    }
    // Pages lapse at 7.5 to 12.5 s, not all at once (a successor takes a few steps to arrive).
    expect(Math.min(...lifetimes)).toBeGreaterThanOrEqual(75);
    expect(Math.max(...lifetimes)).toBeLessThanOrEqual(150);
    expect(new Set(lifetimes).size).toBeGreaterThan(5);
  });
});
