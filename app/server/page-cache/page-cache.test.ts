import { gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { pageCache, RENEWAL_HEADER } from "./page-cache.server.ts";

const NONCE = "cmVuZGVyLW5vbmNlLTAwMQ==";

/**
 * The cache around a router that answers each path with a page naming its render, on a clock the
 * test moves and dice it sets; `change()` is a committed write. Renders wait for `release()` when
 * `held` is set, so a test can act while one is under way.
 */
function site(options: { seconds?: number; pageBytes?: number; random?: () => number } = {}) {
  let clock = 1_000_000;
  let renders = 0;
  let lastUrl = "";
  const renewals: boolean[] = [];
  const keptAnswers: string[] = [];
  let listener = () => {};
  let gate: Promise<void> | undefined;
  let open = () => {};
  const render = async (request: Request) => {
    renders++;
    lastUrl = request.url;
    renewals.push(request.headers.has(RENEWAL_HEADER));
    const n = renders;
    if (gate) await gate;
    const path = new URL(request.url).pathname;
    const headers = {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": `script-src 'nonce-${NONCE}'`,
    };
    if (path === "/cookie") return new Response(`<p>${n}</p>`, { headers: { ...headers, "set-cookie": "a=1" } });
    if (path === "/huge") return new Response("x".repeat(600 * 1024), { headers });
    if (path.startsWith("/nowhere")) return new Response(`<p>missing ${n}</p>`, { status: 404, headers });
    return new Response(`<script nonce="${NONCE}">${path} ${n}</script>`, { headers });
  };
  const cache = pageCache({
    seconds: options.seconds ?? 10,
    origin: "https://coaches.test",
    isCredentialed: (request) => request.header("authorization") !== undefined,
    render,
    now: () => clock,
    random: options.random ?? (() => 0.5),
    onChange: (l) => {
      listener = l;
    },
    pageBytes: options.pageBytes,
    onKeptAnswer: (request, status) => keptAnswers.push(`${status} ${request.url}`),
  });
  /** Asks for the path; the answer's text, whether it was kept, and its nonce. */
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await cache.render(new Request(`http://site.test${path}`, { headers }));
    const bytes = await response.arrayBuffer();
    const text = Buffer.from(bytes).toString();
    return { status: response.status, text, bytes, hit: response.headers.get("x-page-cache") === "hit", response };
  };
  /** Asks until the path's answer is a kept one (a page is kept a moment after its render). */
  const kept = (path: string) => vi.waitFor(async () => expect((await get(path)).hit).toBe(true));
  /** The answer from a kept page, as the server asks before making a Fetch Request. */
  const fromShelf = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    cache.kept({ method, url: path, header: (name) => headers[name] });
  return {
    get,
    kept,
    fromShelf,
    renders: () => renders,
    lastUrl: () => lastUrl,
    renewals: () => renewals,
    keptAnswers: () => keptAnswers,
    advance: (ms: number) => {
      clock += ms;
    },
    change: () => listener(),
    hold: () => {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release: () => {
      gate = undefined;
      open();
    },
  };
}

describe("the page cache", () => {
  it("renders a page once for twenty visitors who ask at the same moment", async () => {
    const s = site();
    s.hold();
    const answers = Promise.all(Array.from({ length: 20 }, () => s.get("/search/life")));
    s.release();
    const texts = new Set((await answers).map((a) => a.text.replace(/nonce="[^"]+"/, "")));
    expect(s.renders()).toBe(1);
    expect(texts).toEqual(new Set(["<script >/search/life 1</script>"]));
  });

  it("keeps a page for its lifetime, then serves it lapsed while one successor renders", async () => {
    const s = site({ seconds: 10 });
    await s.get("/search/life");
    await s.kept("/search/life");
    s.advance(9_999); // the lifetime is 10 s with the dice at the middle
    expect((await s.get("/search/life")).text).toContain("/search/life 1");
    expect(s.renders()).toBe(1);
    s.advance(2);
    const lapsed = await Promise.all(Array.from({ length: 10 }, () => s.get("/search/life")));
    for (const answer of lapsed) expect(answer.text).toContain("/search/life 1");
    await vi.waitFor(async () => expect((await s.get("/search/life")).text).toContain("/search/life 2"));
    expect(s.renders()).toBe(2);
  });

  it("tells of every answer a kept page gives, not of renders, and marks its own background renders", async () => {
    const s = site({ seconds: 10 });
    s.hold();
    const first = Promise.all([s.get("/coach/Ann_Lee/1"), s.get("/coach/Ann_Lee/1")]);
    s.release();
    // The render answered the first visitor; the second waited for it and got the kept copy.
    expect((await first).map((a) => a.hit)).toEqual([false, true]);
    expect(s.keptAnswers()).toEqual(["200 http://site.test/coach/Ann_Lee/1"]);
    s.fromShelf("/coach/Ann_Lee/1", { "accept-encoding": "gzip" });
    expect(s.keptAnswers().at(-1)).toBe("200 /coach/Ann_Lee/1");
    await s.get("/nowhere");
    await s.kept("/nowhere");
    expect(s.keptAnswers().at(-1)).toBe("404 http://site.test/nowhere");
    expect(s.renewals()).toEqual([false, false]);
    s.advance(10_001);
    await s.get("/coach/Ann_Lee/1");
    await vi.waitFor(() => expect(s.renewals()).toEqual([false, false, true]));
  });

  it("renders lapsed pages' successors one after another, serving each lapsed page meanwhile", async () => {
    const s = site({ seconds: 10 });
    const paths = ["/search/life", "/search/yoga", "/category/life-coach"];
    for (const path of paths) await s.get(path);
    for (const path of paths) await s.kept(path);
    s.advance(10_001);
    s.hold();
    for (const path of paths) expect((await s.get(path)).text).toContain(`${path} `);
    // The first successor is under way (held); the other two wait their turn, asked or not.
    await vi.waitFor(() => expect(s.renders()).toBe(4));
    expect((await s.get("/search/yoga")).text).toContain("/search/yoga 2");
    expect(s.renders()).toBe(4);
    s.release();
    await vi.waitFor(async () => {
      for (const [i, path] of paths.entries()) expect((await s.get(path)).text).toContain(`${path} ${4 + i}`);
    });
    expect(s.renders()).toBe(6);
  });

  it("renders anew once a page is past twice its lifetime", async () => {
    const s = site({ seconds: 10 });
    await s.get("/category/life-coach");
    await s.kept("/category/life-coach");
    s.advance(20_001);
    const answer = await s.get("/category/life-coach");
    expect(answer.hit).toBe(false);
    expect(answer.text).toContain("/category/life-coach 2");
  });

  it("gives pages kept together lifetimes that end apart, from three quarters to five quarters", async () => {
    for (const [dice, lapses] of [
      [0, 7_500],
      [0.999, 12_495],
    ] as const) {
      const s = site({ seconds: 10, random: () => dice });
      await s.get("/search/life");
      await s.kept("/search/life");
      s.advance(lapses - 1);
      await s.get("/search/life");
      expect(s.renders()).toBe(1);
      s.advance(2);
      await s.get("/search/life");
      await vi.waitFor(() => expect(s.renders()).toBe(2));
    }
  });

  it("lets the oldest pages go first when the shelf is full", async () => {
    // A page here holds about 110 bytes (its text and its gzip): two fit in 250.
    const s = site({ pageBytes: 250 });
    for (const path of ["/search/a", "/search/b", "/search/c", "/search/d"]) {
      await s.get(path);
      await s.kept(path);
    }
    const before = s.renders();
    expect((await s.get("/search/d")).hit).toBe(true);
    expect((await s.get("/search/c")).hit).toBe(true);
    expect((await s.get("/search/a")).hit).toBe(false);
    expect(s.renders()).toBe(before + 1);
  });

  it("does not keep a render that began before a committed write, and forgets what it kept", async () => {
    const s = site();
    await s.get("/search/life");
    await s.kept("/search/life");
    s.change();
    s.hold();
    const rendering = s.get("/search/life");
    await vi.waitFor(() => expect(s.renders()).toBe(2));
    s.change(); // a write commits while the page renders
    s.release();
    expect((await rendering).text).toContain("/search/life 2");
    const next = await s.get("/search/life");
    expect(next.hit).toBe(false);
    expect(next.text).toContain("/search/life 3");
  });

  it("gives every kept answer a fresh nonce, in the policy and the page, gzipped for whoever takes gzip", async () => {
    const s = site();
    await s.get("/search/life");
    await s.kept("/search/life");
    const plain = await s.get("/search/life");
    const nonce = /'nonce-([^']+)'/.exec(plain.response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeDefined();
    expect(nonce).not.toBe(NONCE);
    expect(plain.text).toBe(`<script nonce="${nonce}">/search/life 1</script>`);
    const zipped = await s.get("/search/life", { "accept-encoding": "gzip, br" });
    expect(zipped.response.headers.get("content-encoding")).toBe("gzip");
    const again = /'nonce-([^']+)'/.exec(zipped.response.headers.get("content-security-policy") ?? "")?.[1];
    expect(again).not.toBe(nonce);
    expect(gunzipSync(Buffer.from(zipped.bytes)).toString()).toBe(`<script nonce="${again}">/search/life 1</script>`);
  });

  it("keeps nothing for a signed-in visitor, a cookie, a large page or an address outside the list, but keeps its 404s", async () => {
    const s = site();
    for (const [path, headers] of [
      ["/search/life", { authorization: "Bearer x" }],
      ["/cookie", {}],
      ["/huge", {}],
      ["/signin", {}],
    ] as const) {
      await s.get(path, headers);
      const before = s.renders();
      expect((await s.get(path, headers)).hit, path).toBe(false);
      expect(s.renders(), path).toBe(before + 1);
    }
    await s.get("/nowhere/1");
    await s.kept("/nowhere/1");
    expect((await s.get("/nowhere/1")).status).toBe(404);
  });

  it("answers from a kept page before any Fetch Request, the same answer with its own nonce", async () => {
    const s = site({ seconds: 10 });
    expect(s.fromShelf("/search/life")).toBeUndefined();
    await s.get("/search/life");
    await s.kept("/search/life");
    const plain = s.fromShelf("/search/life?");
    const nonce = /'nonce-([^']+)'/.exec(new Map(plain?.headers).get("content-security-policy") ?? "")?.[1];
    expect(plain?.status).toBe(200);
    expect(plain?.body.toString()).toBe(`<script nonce="${nonce}">/search/life 1</script>`);
    const zipped = s.fromShelf("/search/life", { "accept-encoding": "gzip" });
    expect(new Map(zipped?.headers).get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(zipped?.body ?? Buffer.alloc(0)).toString()).toMatch(/^<script nonce="[^"]+">\/search\/life 1/);
    // Signed in, another method or a page kept for crawlers only: the usual way.
    expect(s.fromShelf("/search/life", { authorization: "Bearer x" })).toBeUndefined();
    expect(s.fromShelf("/search/life", {}, "HEAD")).toBeUndefined();
    expect(s.fromShelf("/search/life", { "user-agent": "Googlebot/2.1" })).toBeUndefined();
    expect(s.renders()).toBe(1);
  });

  it("answers from a lapsed kept page before any Fetch Request, while one successor renders", async () => {
    const s = site({ seconds: 10 });
    await s.get("/search/life?page=2");
    await s.kept("/search/life?page=2");
    s.advance(10_001);
    s.hold();
    for (let i = 0; i < 5; i++) expect(s.fromShelf("/search/life?page=2")?.body.toString()).toContain("/search/life 1");
    await vi.waitFor(() => expect(s.renders()).toBe(2));
    // The successor asks for the same page, at the site's origin.
    expect(s.lastUrl()).toBe("https://coaches.test/search/life?page=2");
    s.release();
    await vi.waitFor(() => expect(s.fromShelf("/search/life?page=2")?.body.toString()).toContain("/search/life 2"));
    expect(s.renders()).toBe(2);
    s.advance(20_001);
    expect(s.fromShelf("/search/life?page=2")).toBeUndefined();
  });
});
