import { describe, expect, it } from "vitest";
import { post, sessionCookie } from "../support/accounts.ts";
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

describe("the signed-out page cache", () => {
  it("reuses a page with a fresh nonce that its scripts carry", async () => {
    const first = await page("/category/life-coach");
    const second = await page("/category/life-coach");
    expect(first.hit).toBe(false);
    expect(second.hit).toBe(true);
    expect(second.response.status).toBe(200);
    const nonce = nonceOf(second.response);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first.response));
    const scriptNonces = [...second.html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
    expect(second.html.replaceAll(nonce ?? "", "")).toBe(first.html.replaceAll(nonceOf(first.response) ?? "", ""));
  });

  it("never serves a signed-in visitor the signed-out page", async () => {
    await page("/");
    const cookie = await sessionCookie(server.base, "admin@example.com", "demo-password");
    const signedIn = await page("/", cookie);
    expect(signedIn.hit).toBe(false);
    expect(signedIn.html).toContain("admin@example.com");
  });

  it("renders anew after a write", async () => {
    await page("/search/coach");
    expect((await page("/search/coach")).hit).toBe(true);
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
    const after = await page("/search/coach");
    expect(after.hit).toBe(false);
    expect(after.html).toContain(">Google Ad Banners</p>");
  });
});
