import { describe, expect, it } from "vitest";
import { adminTexts } from "../../app/lib/messages/admin.ts";
import { HOUSE_ADS } from "../../app/server/seed/house-ads.ts";
import { post, sessionCookie } from "../support/accounts.ts";
import { baseUrl } from "../support/http.ts";

// The house-ad server (decision 0048) and the banner preference API, over HTTP.

type Report = { _id: string; headline: string; zones: string[]; impressions: number; clicks: number; target: string };

async function token(email: string): Promise<string> {
  const signin = await post(baseUrl(), "/api/signin", { email, password: "demo-password" });
  expect(signin.status).toBe(200);
  return signin.body.data.token as string;
}

const bearer = (t: string) => ({ Authorization: `Bearer ${t}` });

async function report(adminToken: string): Promise<Report[]> {
  const response = await fetch(`${baseUrl()}/api/admin/houseads`, { headers: bearer(adminToken) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Report[] }).data;
}

/**
 * Clicks count for people, not for bots (fetch says "node", which isbot knows), once a day per
 * visitor: each call is another person's browser, so an ad clicked in an earlier test counts again.
 */
let visitors = 0;
const asBrowser = () =>
  ({
    redirect: "manual",
    headers: { "User-Agent": `Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.${++visitors}.0` },
  }) as const;

const adIdIn = (html: string) => /href="\/ads\/click\/([0-9a-f-]{36})"/.exec(html)?.[1];
const headlinesOf = (zone: string) => HOUSE_ADS.filter((ad) => ad.zones.includes(zone as never));

describe("GET /ads/zone/{zone}", () => {
  it("serves a complete 728 by 90 document of the zone's ads, scriptless, with its own policy", async () => {
    for (const zone of ["signed-out", "level1", "level2", "level3", "level4", "level5"]) {
      const response = await fetch(`${baseUrl()}/ads/zone/${zone}`);
      expect(response.status, zone).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("frame-ancestors 'self'");
      const html = await response.text();
      expect(html).toMatch(/^<!doctype html>/);
      expect(html).toContain("width:728px;height:90px");
      expect(html).not.toMatch(/<script/i);
      const id = adIdIn(html);
      expect(
        headlinesOf(zone).map((ad) => ad.id),
        zone,
      ).toContain(id);
    }
  });

  it("rotates the zone's ads by weight", async () => {
    const seen = new Set<string | undefined>();
    for (let i = 0; i < 40 && seen.size < 2; i++) {
      seen.add(adIdIn(await (await fetch(`${baseUrl()}/ads/zone/signed-out`)).text()));
    }
    expect([...seen].sort()).toEqual(
      headlinesOf("signed-out")
        .map((ad) => ad.id)
        .sort(),
    );
  });

  it("answers 404 for a zone that does not exist", async () => {
    const response = await fetch(`${baseUrl()}/ads/zone/level9`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "There is no such ad zone." });
  });
});

describe("impressions and clicks", () => {
  it("counts each served document as an impression and each click, and redirects to the stored target", async () => {
    const admin = await token("admin@example.com");
    // level2 shows ads no other test of this file asks for by id first.
    const before = await report(admin);
    const served: string[] = [];
    for (let i = 0; i < 5; i++) {
      served.push(adIdIn(await (await fetch(`${baseUrl()}/ads/zone/level2`)).text()) ?? "");
    }
    const clicked = served[0] ?? "";
    const click = await fetch(`${baseUrl()}/ads/click/${clicked}`, asBrowser());
    expect(click.status).toBe(302);
    const stored = HOUSE_ADS.find((ad) => ad.id === clicked)?.target;
    expect(click.headers.get("location")).toBe(stored);
    const after = await report(admin);
    for (const id of new Set(served)) {
      const was = before.find((ad) => ad._id === id);
      const now = after.find((ad) => ad._id === id);
      // Other files' pages may show banners too, so at least this many.
      expect((now?.impressions ?? 0) - (was?.impressions ?? 0), id).toBeGreaterThanOrEqual(
        served.filter((s) => s === id).length,
      );
    }
    const clicks = (list: Report[]) => list.find((ad) => ad._id === clicked)?.clicks ?? 0;
    expect(clicks(after) - clicks(before)).toBe(1);
  });

  it("ignores any target in the query: the click leads only to the stored one", async () => {
    const ad = HOUSE_ADS[0];
    for (const query of ["?target=https://evil.example", "?url=//evil.example&redirect=https://evil.example"]) {
      const click = await fetch(`${baseUrl()}/ads/click/${ad?.id}${query}`, { redirect: "manual" });
      expect(click.status).toBe(302);
      expect(click.headers.get("location")).toBe(ad?.target);
    }
  });

  it("refuses an unknown ad (404) and a malformed id (400) without redirecting", async () => {
    const unknown = await fetch(`${baseUrl()}/ads/click/00000000-0000-4000-8000-000000000000?target=/plans`, {
      redirect: "manual",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("location")).toBeNull();
    expect(await unknown.json()).toEqual({ message: "There is no such ad." });
    const malformed = await fetch(`${baseUrl()}/ads/click/https:%2F%2Fevil.example`, { redirect: "manual" });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get("location")).toBeNull();
  });

  it("ties the narrow image to its click by the key: the same ad is counted and reached", async () => {
    const admin = await token("admin@example.com");
    const before = await report(admin);
    const key = `test-${Date.now()}`;
    const image = await fetch(`${baseUrl()}/ads/narrow/level4/image?n=${key}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    const svg = await image.text();
    expect(svg).toMatch(/^<svg [^>]*width="320" height="50"/);
    const click = await fetch(`${baseUrl()}/ads/narrow/level4/click?n=${key}&target=https://evil.example`, asBrowser());
    expect(click.status).toBe(302);
    const after = await report(admin);
    const clickedAd = after.find((ad) => ad.clicks > (before.find((b) => b._id === ad._id)?.clicks ?? 0));
    expect(clickedAd?.zones).toContain("level4");
    expect(click.headers.get("location")).toBe(clickedAd?.target);
    expect(svg).toContain(clickedAd?.headline.slice(0, 20));
  });
});

describe("the banner on pages", () => {
  const slot = (html: string) => /<aside aria-label="Advertisement" data-zone="([^"]+)"[\s\S]*?<\/aside>/.exec(html);

  it("frames the viewer's zone: signed out, level1, level3, and level5 for admins", async () => {
    const cases: [email: string | null, zone: string][] = [
      [null, "signed-out"],
      ["user@example.com", "level1"],
      ["coach@example.com", "level3"],
      ["admin@example.com", "level5"],
    ];
    for (const [email, zone] of cases) {
      const cookie = email ? await sessionCookie(baseUrl(), email, "demo-password") : "";
      const html = await (await fetch(`${baseUrl()}/`, { headers: cookie ? { Cookie: cookie } : {} })).text();
      const banner = slot(html);
      expect(banner?.[1], email ?? "signed out").toBe(zone);
      expect(banner?.[0]).toContain(
        `<iframe src="/ads/zone/${zone}" title="Advertisement" width="728" height="90" loading="lazy" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"`,
      );
      expect(banner?.[0]).toMatch(
        new RegExp(
          `<a href="/ads/narrow/${zone}/click\\?n=([\\w-]+)"[^>]*><img src="/ads/narrow/${zone}/image\\?n=\\1"`,
        ),
      );
    }
  });

  it("allows frames only from our site and the two video players", async () => {
    const policy = (await fetch(`${baseUrl()}/`)).headers.get("content-security-policy") ?? "";
    expect(policy).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com;");
  });
});

describe("/api/admin/bannerpreference", () => {
  it("answers 401 signed out and 403 to non-admins, for reading and for switching", async () => {
    const signedOut = await fetch(`${baseUrl()}/api/admin/bannerpreference`);
    expect(signedOut.status).toBe(401);
    const put = (headers: Record<string, string>, body: unknown) =>
      fetch(`${baseUrl()}/api/admin/bannerpreference`, {
        method: "PUT",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    expect((await put({}, { isGoogleBanner: true })).status).toBe(401);
    for (const email of ["user@example.com", "coach@example.com"]) {
      const t = await token(email);
      const read = await fetch(`${baseUrl()}/api/admin/bannerpreference`, { headers: bearer(t) });
      expect(read.status, email).toBe(403);
      expect(await read.json()).toEqual({ message: adminTexts.adminOnly });
      expect((await put(bearer(t), { isGoogleBanner: true })).status, email).toBe(403);
    }
    const admin = await token("admin@example.com");
    expect(await (await fetch(`${baseUrl()}/api/admin/bannerpreference`, { headers: bearer(admin) })).json()).toEqual({
      data: { isGoogleBanner: false },
    });
  });

  it("lets an admin switch to Google and back; pages then show the placeholder instead of the frame", async () => {
    const admin = await token("admin@example.com");
    const put = (body: unknown) =>
      fetch(`${baseUrl()}/api/admin/bannerpreference`, {
        method: "PUT",
        headers: { "Content-Type": "application/json", ...bearer(admin) },
        body: JSON.stringify(body),
      });
    const bad = await put({ isGoogleBanner: "yes" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "isGoogleBanner must be true or false." });
    try {
      const on = await put({ isGoogleBanner: true });
      expect(on.status).toBe(200);
      expect(await on.json()).toEqual({
        data: { isGoogleBanner: true },
        message: "Banner preference updated successfully.",
      });
      const html = await (await fetch(`${baseUrl()}/search/coach`)).text();
      expect(html.includes(">Google Ad Banners</p>")).toBe(true);
      expect(html.includes('<iframe src="/ads/zone/'), "no ad frame").toBe(false);
      expect(html.includes('<img src="/ads/narrow/'), "no narrow image").toBe(false);
    } finally {
      const off = await put({ isGoogleBanner: false });
      expect(off.status).toBe(200);
    }
    const html = await (await fetch(`${baseUrl()}/search/coach`)).text();
    expect(html.includes("Google Ad Banners")).toBe(false);
    expect(html.includes('<iframe src="/ads/zone/signed-out"')).toBe(true);
  });

  it("takes only GET and PUT", async () => {
    const response = await fetch(`${baseUrl()}/api/admin/bannerpreference`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, PUT");
  });
});

describe("robots.txt", () => {
  it("keeps crawlers off the counted ad addresses", async () => {
    expect(await (await fetch(`${baseUrl()}/robots.txt`)).text()).toContain("Disallow: /ads/\n");
  });
});

describe("GET /api/admin/houseads", () => {
  it("is for admins only", async () => {
    expect((await fetch(`${baseUrl()}/api/admin/houseads`)).status).toBe(401);
    const user = await token("user@example.com");
    expect((await fetch(`${baseUrl()}/api/admin/houseads`, { headers: bearer(user) })).status).toBe(403);
    const ads = await report(await token("admin@example.com"));
    expect(ads.map((ad) => ad._id)).toEqual(expect.arrayContaining(HOUSE_ADS.map((ad) => ad.id)));
  });
});
