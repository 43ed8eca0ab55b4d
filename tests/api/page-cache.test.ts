import { describe, expect, it } from "vitest";
import { post, sessionCookie } from "../support/accounts.ts";
import { decodedBody, rawGet } from "../support/http.ts";
import { useOwnServer } from "../support/own-server.ts";

// Pages rendered for signed-out visitors are reused for a while (PAGE_CACHE_SECONDS), each time
// with a fresh CSP nonce; signed-in visitors always get their own render, and a write empties it.
// Its own database on CI's PostgreSQL pass too: it switches the banner preference.
const server = useOwnServer("page-cache", { isolated: true, env: { PAGE_CACHE_SECONDS: "60" } });

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

async function page(path: string, cookie?: string) {
  const response = await fetch(`${server.base}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  return { response, html: await response.text(), hit: response.headers.get("x-page-cache") === "hit" };
}

/** The first answer from the cache: a page is kept once it is compressed, a moment after its render. */
async function kept(path: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await page(path);
    if (answer.hit) return answer;
  }
  throw new Error(`${path} was never answered from the cache`);
}

describe("the signed-out page cache", () => {
  it("reuses a page with a fresh nonce that its scripts carry", async () => {
    const first = await page("/category/life-coach");
    const second = await kept("/category/life-coach");
    const third = await page("/category/life-coach");
    expect(first.hit).toBe(false);
    expect(third.hit).toBe(true);
    // Answered before Express, with every response's headers all the same.
    expect(third.response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(third.response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(third.response.headers.get("content-encoding")).toBe("gzip");
    expect(second.response.status).toBe(200);
    const nonce = nonceOf(second.response);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first.response));
    expect(nonceOf(third.response)).not.toBe(nonce);
    const scriptNonces = [...second.html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
    // The same page each time (renders differ in the ad's cache-busting number, so hits are compared).
    expect(second.html.replaceAll(nonce ?? "", "")).toBe(third.html.replaceAll(nonceOf(third.response) ?? "", ""));
  });

  it("never serves a signed-in visitor the signed-out page", async () => {
    await page("/");
    const cookie = await sessionCookie(server.base, "admin@example.com", "demo-password");
    const signedIn = await page("/", cookie);
    expect(signedIn.hit).toBe(false);
    expect(signedIn.html).toContain("admin@example.com");
  });

  it("renders anew after a write", async () => {
    await kept("/search/coach");
    await kept("/api/user/search/coach");
    await kept("/no-such-page");
    const cookie = await sessionCookie(server.base, "admin@example.com", "demo-password");
    const switched = await post(
      server.base,
      "/api/admin/bannerpreference",
      { isGoogleBanner: true },
      {
        method: "PUT",
        headers: { Cookie: cookie, Origin: server.base },
      },
    );
    expect(switched.status).toBe(200);
    // The change arrives as PostgreSQL's notification of the commit, a moment after the answer.
    await expect.poll(async () => (await page("/no-such-page")).hit).toBe(false);
    const after = await page("/search/coach");
    expect(after.hit).toBe(false);
    expect(after.html).toContain(">Google Ad Banners</p>");
    expect((await page("/api/user/search/coach")).hit).toBe(false);
  });

  it("keeps its pages through refused and failed requests that write nothing", async () => {
    await kept("/search/life");
    const refused = [
      { path: "/api/no-such-thing", init: { method: "POST" } },
      { path: "/api/comment", init: { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" } },
      { path: "/api/contact", init: { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" } },
      { path: "/search/life", init: { method: "POST" } },
      { path: "/api/profile", init: { method: "PUT", headers: { "Content-Type": "application/json" }, body: "{}" } },
    ];
    for (let round = 0; round < 4; round++) {
      for (const { path, init } of refused) {
        const answer = await fetch(`${server.base}${path}`, {
          ...init,
          headers: { Origin: server.base, ...(init as { headers?: Record<string, string> }).headers },
        });
        expect(answer.status, path).toBeGreaterThanOrEqual(400);
        expect(answer.status, path).toBeLessThan(500);
      }
    }
    // A change would have arrived by now: a write's notification follows its answer closely.
    const cookie = await sessionCookie(server.base, "user@example.com", "demo-password");
    expect((await page("/", cookie)).hit).toBe(false);
    expect((await page("/search/life")).hit).toBe(true);
  });

  it("sends a kept page compressed once with gzip, or as it is, each with its own nonce", async () => {
    let zipped = await rawGet("/", "gzip, deflate, br, zstd", server.base);
    for (let attempt = 0; attempt < 100 && zipped.headers["x-page-cache"] !== "hit"; attempt++) {
      zipped = await rawGet("/", "gzip, deflate, br, zstd", server.base);
    }
    const plain = await rawGet("/", "identity", server.base);
    expect(zipped.headers["x-page-cache"]).toBe("hit");
    expect(plain.headers["x-page-cache"]).toBe("hit");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toContain("Accept-Encoding");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const nonces = [zipped, plain].map(
      (r) => /'nonce-([^']+)'/.exec(String(r.headers["content-security-policy"]))?.[1],
    );
    expect(nonces[0]).not.toBe(nonces[1]);
    const [html, plainHtml] = [decodedBody(zipped).toString(), plain.body.toString()];
    expect(html).toContain(`nonce="${nonces[0]}"`);
    expect(html.replaceAll(nonces[0] ?? "", "")).toBe(plainHtml.replaceAll(nonces[1] ?? "", ""));
  });

  it("keeps the search API's answers and not-found pages", async () => {
    const first = await page("/api/user/search/coach?size=20");
    const again = await kept("/api/user/search/coach?size=20");
    expect(again.response.headers.get("content-type")).toContain("application/json");
    expect(JSON.parse(again.html)).toEqual(JSON.parse(first.html));
    const missing = await kept("/no-such-page-at-all");
    expect(missing.response.status).toBe(404);
    expect(missing.html).toContain(`nonce="${nonceOf(missing.response)}"`);
    // Only answers that may be kept are: a form page is rendered every time.
    await page("/signin");
    expect((await page("/signin")).hit).toBe(false);
  });
});
