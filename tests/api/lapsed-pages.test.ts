import { describe, expect, it } from "vitest";
import { useOwnServer } from "../support/own-server.ts";

// A lapsed page is served while its successor renders in the background, in turns of the event
// loop (decision 0094); the successor is then kept in its place. Lifetimes of about a second here.
const server = useOwnServer("lapsed-pages", { env: { PAGE_CACHE_SECONDS: "1" } });

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

async function page(path: string) {
  const response = await fetch(`${server.base}${path}`, { headers: { "User-Agent": BROWSER } });
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
  return {
    hit: response.headers.get("x-page-cache") === "hit",
    // Each render draws the ad's cache-busting number: a kept copy keeps its render's.
    render: /\?n=([\w-]+)/.exec(html)?.[1],
    page: html.replaceAll(nonce, "").replace(/\?n=[\w-]+/g, "?n="),
  };
}

describe("a lapsed page's successor", () => {
  it("is kept in its place and is the same page", async () => {
    const [card] = (await (await fetch(`${server.base}/api/user/search/coach?size=1`)).json()).data as {
      _id: string;
    }[];
    const coach = (await fetch(`${server.base}/coach/x/${card?._id}`, { redirect: "manual" })).headers.get("location");
    expect(coach).toMatch(/^\/coach\/[^/]+\/[\w-]+$/);
    for (const path of ["/", "/category/life-coach", "/search/coach", coach ?? "", "/no-such-page"]) {
      const first = await page(path);
      expect(first.hit, path).toBe(false);
      let later = first;
      await expect
        .poll(
          async () => {
            later = await page(path);
            return later.render;
          },
          { timeout: 15_000, interval: 50 },
        )
        .not.toBe(first.render);
      expect(later.hit, path).toBe(true);
      expect(later.page, path).toBe(first.page);
    }
  });
});
