import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { narrowCreative, ZONE_DOCUMENT_CSP, zoneDocument } from "./creatives.server.ts";

const ad = {
  id: "a0000000-0000-4000-8000-000000000001",
  headline: "Claim <your> profile & more",
  body: 'Say "hi"',
  imageUrl: null,
  target: "/coach-profile-guide",
  weight: 1,
};

describe("zoneDocument", () => {
  it("is a complete document with no script, its text escaped, the link through the click endpoint", () => {
    const html = zoneDocument(ad);
    expect(html).toMatch(/^<!doctype html><html lang="en">.*<title>Advertisement<\/title>.*<\/html>$/);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("Claim &lt;your&gt; profile &amp; more");
    expect(html).toContain("Say &quot;hi&quot;");
    expect(html).toContain(`href="/ads/click/${ad.id}" target="_top"`);
    expect(html).not.toContain("/coach-profile-guide");
  });

  it("opens another site's target in a new tab, and shows an image ad as an image", () => {
    const html = zoneDocument({ ...ad, target: "https://advertiser.example/", imageUrl: "/ads/x.svg" });
    expect(html).toContain('target="_blank" rel="sponsored noopener"');
    expect(html).toContain(
      '<img src="/ads/x.svg" alt="Claim &lt;your&gt; profile &amp; more" width="728" height="90">',
    );
  });

  it("allows its one style element by hash and nothing else", () => {
    const style = /<style>(.*)<\/style>/.exec(zoneDocument(null))?.[1] ?? "";
    const hash = createHash("sha256").update(style).digest("base64");
    expect(ZONE_DOCUMENT_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(ZONE_DOCUMENT_CSP).toContain("default-src 'none'");
    expect(ZONE_DOCUMENT_CSP).not.toContain("script-src");
    expect(ZONE_DOCUMENT_CSP).toContain("frame-ancestors 'self'");
  });
});

describe("narrowCreative", () => {
  it("draws a 320 by 50 image of the headline, cut to fit", () => {
    const svg = narrowCreative({ ...ad, headline: "Advertise in your niche: be the first coach clients see" });
    expect(svg).toContain('width="320" height="50"');
    expect(svg).toContain(">Advertise in your niche: be…</text>");
    expect(narrowCreative(ad)).toContain("Claim &lt;your&gt; profile &amp; more");
  });
});
