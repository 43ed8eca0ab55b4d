import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookie } from "../support/accounts.ts";
import { useBrowserPage } from "../support/browser.ts";
import { useOwnServer } from "../support/own-server.ts";

// A stand-in for an external ad server (Revive-style zone iframes, decision 0048): a few lines
// serving zone documents and logging what it is asked for. The site's frame template points at
// it, with numeric zone ids as an ad server has them.
type Hit = { zoneid: string | null; referer: string | undefined };
const hits: Hit[] = [];
let standIn: Server | undefined;
const env: Record<string, string> = {
  AD_ZONES: JSON.stringify({ "signed-out": 11, level1: 12, level2: 13, level3: 14, level4: 15, level5: 16 }),
};

beforeAll(async () => {
  standIn = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    if (url.pathname !== "/www/delivery/afr.php") {
      response.writeHead(404).end();
      return;
    }
    const zoneid = url.searchParams.get("zoneid");
    hits.push({ zoneid, referer: request.headers.referer });
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    response.end(`<!doctype html><html lang="en"><title>Ad</title><body><p>Stand-in zone ${zoneid}</p></body></html>`);
  });
  await new Promise<void>((resolve) => standIn?.listen(0, "127.0.0.1", resolve));
  const { port } = standIn.address() as AddressInfo;
  // Read by useOwnServer's beforeAll, which runs after this one.
  env.AD_FRAME_URL = `http://127.0.0.1:${port}/www/delivery/afr.php?zoneid={zone}&cb={n}`;
});
afterAll(async () => {
  await new Promise((resolve) => standIn?.close(resolve));
});

const server = useOwnServer("ad-server", { env });
const currentPage = useBrowserPage();
const POLL = { timeout: 20_000 };

async function signInAs(context: BrowserContext, email: string) {
  const cookie = await sessionCookie(server.base, email, "demo-password");
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name = "", ...value] = pair.split("=");
      return { name, value: value.join("="), url: server.base };
    }),
  );
}

describe("an external ad server by configuration", () => {
  it("allows exactly that origin in frames", async () => {
    const policy = (await fetch(`${server.base}/`)).headers.get("content-security-policy") ?? "";
    const origin = new URL(env.AD_FRAME_URL ?? "").origin;
    expect(policy).toContain(`frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com ${origin};`);
  });

  it("frames request the stand-in with each viewer's zone id, sending only our origin as referrer", async () => {
    const page = currentPage();
    const cases: [email: string | null, zoneid: string][] = [
      [null, "11"],
      ["user@example.com", "12"],
      ["coach@example.com", "14"],
      ["admin@example.com", "16"],
    ];
    for (const [email, zoneid] of cases) {
      await page.context().clearCookies();
      if (email) await signInAs(page.context(), email);
      const before = hits.length;
      await page.goto(`${server.base}/search/coach`);
      const slot = page.getByRole("complementary", { name: "Advertisement" });
      await slot.scrollIntoViewIfNeeded();
      await page
        .frameLocator('aside[aria-label="Advertisement"] iframe')
        .getByText(`Stand-in zone ${zoneid}`)
        .waitFor(POLL);
      const asked = hits.slice(before);
      expect(
        asked.map((h) => h.zoneid),
        email ?? "signed out",
      ).toEqual([zoneid]);
      expect(asked[0]?.referer).toBe(`${server.base}/`);
    }
  });
});
