import { describe, expect, it, vi } from "vitest";

vi.mock("../security/site-secret.server.ts", () => ({
  siteSecret: () => "a-secret-of-at-least-thirty-two-characters",
}));
const { visitorKey } = await import("./visitor-key.server.ts");

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const monday = new Date("2026-11-23T10:00:00Z");

describe("visitorKey", () => {
  it("is the same for one visitor within a day, and holds nothing of the address", () => {
    const key = visitorKey("203.0.113.7", browser, monday);
    expect(key).toBe(visitorKey("203.0.113.7", browser, new Date("2026-11-23T23:59:59Z")));
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain("203");
  });

  it("differs between visitors, browsers and days", () => {
    const key = visitorKey("203.0.113.7", browser, monday);
    expect(visitorKey("203.0.113.8", browser, monday)).not.toBe(key);
    expect(visitorKey("203.0.113.7", `${browser} Edg/140`, monday)).not.toBe(key);
    expect(visitorKey("203.0.113.7", browser, new Date("2026-11-24T00:00:01Z"))).not.toBe(key);
  });

  it("leaves bots and requests without a user agent out", () => {
    expect(visitorKey("203.0.113.7", "Googlebot/2.1 (+http://www.google.com/bot.html)", monday)).toBeNull();
    expect(visitorKey("203.0.113.7", "node", monday)).toBeNull();
    expect(visitorKey("203.0.113.7", null, monday)).toBeNull();
    expect(visitorKey("203.0.113.7", "", monday)).toBeNull();
  });
});
