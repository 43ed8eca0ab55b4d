import { describe, expect, it } from "vitest";
import { bannerFor, fillAdTemplate, templateOrigin } from "./banner.server.ts";

describe("fillAdTemplate", () => {
  it("puts the zone id and the key into the template, encoded", () => {
    expect(fillAdTemplate("https://ads.example/afr.php?zoneid={zone}&n={n}", "3", "k/y")).toBe(
      "https://ads.example/afr.php?zoneid=3&n=k%2Fy",
    );
    expect(fillAdTemplate("/ads/zone/{zone}", "signed-out", "x")).toBe("/ads/zone/signed-out");
  });
});

describe("templateOrigin", () => {
  it("is the ad server's origin, or null for our own site", () => {
    expect(templateOrigin("https://ads.example:8443/www/delivery/afr.php?zoneid={zone}")).toBe(
      "https://ads.example:8443",
    );
    expect(templateOrigin("/ads/zone/{zone}")).toBeNull();
  });
});

describe("bannerFor (default configuration)", () => {
  it("points at our own house-ad zone, refreshing every 60 seconds but on level5", () => {
    const signedOut = bannerFor(null, false);
    expect(signedOut).toMatchObject({
      zone: "signed-out",
      google: false,
      frameUrl: "/ads/zone/signed-out",
      refreshSeconds: 60,
    });
    expect(signedOut.narrowImageUrl).toMatch(/^\/ads\/narrow\/signed-out\/image\?n=[\w-]{8}$/);
    expect(signedOut.narrowLinkUrl).toBe(signedOut.narrowImageUrl.replace("/image?", "/click?"));
    expect(bannerFor({ level: "20" }, true)).toMatchObject({ zone: "level5", google: true, refreshSeconds: null });
    expect(bannerFor({ level: "level3" }, false).frameUrl).toBe("/ads/zone/level3");
  });
});
