import { describe, expect, it } from "vitest";
import { getHtml } from "../support/http.ts";

// Issue 24: no public page over 60 KB of HTML before compression, the home page included.
const MAX_BYTES = 60_000;

const FIXED = [
  "/",
  "/search/coach",
  "/search/life",
  "/search/business%20coach",
  "/no-such-page",
  "/signin",
  "/signup",
  "/terms",
  "/privacy-policy",
  "/earnings-disclaimer",
  "/transparency",
  "/how-scores-work",
  "/coach-profile-guide",
  "/plans",
];

/** The site's own paths listed by a sitemap file. */
async function listed(sitemap: string): Promise<string[]> {
  const { html } = await getHtml(sitemap);
  return [...html.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = ""]) => new URL(url).pathname);
}

describe("page size", () => {
  it("every public page is at most 60 KB of HTML: every niche and coach in the sitemaps, search, legal and account pages", {
    timeout: 120_000,
  }, async () => {
    const paths = [
      ...FIXED,
      ...(await listed("/sitemaps/categories.xml")),
      ...(await listed("/sitemaps/coaches-1.xml")),
    ];
    expect(paths.length).toBeGreaterThan(300);
    const sizes = new Map<string, number>();
    // A few at a time: the server renders each anew.
    for (let i = 0; i < paths.length; i += 8) {
      await Promise.all(
        paths.slice(i, i + 8).map(async (path) => {
          const { html } = await getHtml(path);
          sizes.set(path, Buffer.byteLength(html));
        }),
      );
    }
    const over = [...sizes].filter(([, bytes]) => bytes > MAX_BYTES).map(([path, bytes]) => `${path}: ${bytes} bytes`);
    expect(over).toEqual([]);
    // The heaviest pages are the ones this guards: the home page and the niche lists.
    expect(sizes.get("/")).toBeGreaterThan(MAX_BYTES / 2);
  });
});
