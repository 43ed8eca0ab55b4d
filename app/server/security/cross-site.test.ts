import { describe, expect, it } from "vitest";
import { securityMessages } from "../../lib/messages/security.ts";
import { crossSiteRefusal } from "./cross-site.server.ts";

const SITE = "https://coaches.example";

function request(method: string, path: string, headers: Record<string, string>) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { method, path, header: (name: string) => lower[name] };
}

const json = { "Content-Type": "application/json", "Content-Length": "20" };

describe("crossSiteRefusal", () => {
  it("lets reads through whatever their origin", () => {
    expect(crossSiteRefusal(request("GET", "/api/profile", { Origin: "https://evil.example" }), SITE)).toBeNull();
  });

  it("refuses a foreign Origin, even without a cookie", () => {
    const r = request("POST", "/api/comment", { ...json, Origin: "https://evil.example", Host: "coaches.example" });
    expect(crossSiteRefusal(r, SITE)).toBe(securityMessages.crossSite);
    const opaque = request("POST", "/signin", { Origin: "null", Host: "coaches.example" });
    expect(crossSiteRefusal(opaque, SITE)).toBe(securityMessages.crossSite);
  });

  it("lets any origin post to a page whose signed link is the permission (a mail program's one-click unsubscribe)", () => {
    const form = { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "26" };
    const r = request("POST", "/api/weekly-digest/stop", { ...form, Origin: "https://mail.example" });
    expect(crossSiteRefusal(r, SITE)).toBeNull();
  });

  it("accepts the site's own origin, configured or as the browser reached it", () => {
    const r = request("POST", "/api/comment", { ...json, Origin: SITE, Cookie: "s=1" });
    expect(crossSiteRefusal(r, SITE)).toBeNull();
    const local = request("POST", "/api/comment", {
      ...json,
      Origin: "http://127.0.0.1:3000",
      Host: "127.0.0.1:3000",
      Cookie: "s=1",
    });
    expect(crossSiteRefusal(local, SITE)).toBeNull();
  });

  it("refuses a cross-site or same-site fetch announced by Sec-Fetch-Site", () => {
    for (const site of ["cross-site", "same-site"]) {
      const r = request("POST", "/api/comment", { ...json, "Sec-Fetch-Site": site, Cookie: "s=1" });
      expect(crossSiteRefusal(r, SITE)).toBe(securityMessages.crossSite);
    }
    const own = request("POST", "/api/comment", { ...json, "Sec-Fetch-Site": "same-origin", Cookie: "s=1" });
    expect(crossSiteRefusal(own, SITE)).toBeNull();
  });

  it("requires JSON from an /api call that rides on the cookie", () => {
    const plain = { "Content-Type": "text/plain", "Content-Length": "20", Cookie: "s=1", Origin: SITE };
    expect(crossSiteRefusal(request("POST", "/api/comment", plain), SITE)).toBe(securityMessages.jsonRequired);
    const form = { ...plain, "Content-Type": "application/x-www-form-urlencoded" };
    expect(crossSiteRefusal(request("PUT", "/api/profile", form), SITE)).toBe(securityMessages.jsonRequired);
    // A page form is not JSON and need not be.
    expect(crossSiteRefusal(request("POST", "/signin", form), SITE)).toBeNull();
  });

  it("lets a bearer-token call through with any body type (no browser sends one by itself)", () => {
    const r = request("POST", "/api/comment", {
      "Content-Type": "text/plain",
      "Content-Length": "20",
      Authorization: "Bearer abc",
      Cookie: "s=1",
    });
    expect(crossSiteRefusal(r, SITE)).toBeNull();
  });

  it("lets a cookie DELETE without a body through when it comes from the site", () => {
    expect(crossSiteRefusal(request("DELETE", "/api/comment/1", { Cookie: "s=1", Origin: SITE }), SITE)).toBeNull();
  });

  it("lets the payment provider's webhook through (no cookie, no Origin) and still guards it from browsers", () => {
    const stripe = {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": "900",
      "Stripe-Signature": "t=1,v1=abc",
      "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
    };
    expect(crossSiteRefusal(request("POST", "/api/payments/webhook", stripe), SITE)).toBeNull();
    const forged = request("POST", "/api/payments/webhook", { ...stripe, Origin: "https://evil.example" });
    expect(crossSiteRefusal(forged, SITE)).toBe(securityMessages.crossSite);
    const form = request("POST", "/api/payments/webhook", {
      "Content-Type": "text/plain",
      "Content-Length": "20",
      Cookie: "s=1",
    });
    expect(crossSiteRefusal(form, SITE)).toBe(securityMessages.jsonRequired);
  });
});
