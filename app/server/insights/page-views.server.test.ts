import { beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_LEVEL } from "../../lib/levels.ts";

vi.mock("../security/site-secret.server.ts", () => ({
  siteSecret: () => "a-secret-of-at-least-thirty-two-characters",
}));
const counted: string[] = [];
vi.mock("./insight-counters.server.ts", () => ({
  countInsight: (coachId: string, count: string) => counted.push(`${count} ${coachId}`),
}));

const { config } = await import("../config.server.ts");
const { LIMITS } = await import("../security/rate-limit.server.ts");
const { coachOfPagePath, countCoachPageView, countKeptPageView } = await import("./page-views.server.ts");

const COACH = "0b6f2a64-7f4e-4d57-9a1c-3d2e1f0a9b8c";
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
let address = 0;

/** A person's GET of the coach page from an address of its own, changed by `headers` and `more`. */
function visit(headers: Record<string, string> = {}, more: Partial<Parameters<typeof countCoachPageView>[1]> = {}) {
  const all: Record<string, string> = { "user-agent": PERSON, ...headers };
  return {
    method: "GET",
    header: (name: string) => all[name],
    clientIp: `198.51.100.${++address % 250}`,
    profile: null,
    ...more,
  };
}

describe("counting a coach page's views where the page is answered", () => {
  beforeEach(() => {
    counted.length = 0;
  });

  it("counts a person's look at the page, signed out or signed in", () => {
    countCoachPageView(COACH, visit());
    countCoachPageView(COACH, visit({}, { profile: { id: "another-profile", level: "level3" } }));
    expect(counted).toEqual([`views ${COACH}`, `views ${COACH}`]);
  });

  it("counts nothing for a bot, a request without a user agent, a prefetch or the cache's own renewal", () => {
    countCoachPageView(COACH, visit({ "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }));
    countCoachPageView(COACH, visit({ "user-agent": "" }));
    countCoachPageView(COACH, visit({ "sec-purpose": "prefetch;prerender" }));
    countCoachPageView(COACH, visit({ purpose: "prefetch" }));
    countCoachPageView(COACH, visit({ "x-page-cache-renewal": "1" }));
    countCoachPageView(COACH, visit({}, { method: "HEAD" }));
    expect(counted).toEqual([]);
  });

  it("counts neither the coach's own visit nor an admin's", () => {
    countCoachPageView(COACH, visit({}, { profile: { id: COACH, level: "level5" } }));
    countCoachPageView(COACH, visit({}, { profile: { id: "an-admin", level: ADMIN_LEVEL } }));
    expect(counted).toEqual([]);
  });

  it("counts one address's views up to the per-address limit, and the page goes on", () => {
    const max = LIMITS.insightEventsPerIp.max * config.RATE_LIMIT_IP_FACTOR;
    for (let i = 0; i < max + 5; i++) countCoachPageView(COACH, { ...visit(), clientIp: "192.0.2.77" });
    expect(counted).toHaveLength(max);
  });

  it("finds the coach of a coach page's path or its data's, and of no other path", () => {
    expect(coachOfPagePath(`/coach/Ann_Lee/${COACH}`)).toBe(COACH);
    expect(coachOfPagePath(`/coach/Ann%20Lee/${COACH.toUpperCase()}?deleted=1`)).toBe(COACH);
    expect(coachOfPagePath(`/coach/Ann_Lee/${COACH}.data`)).toBe(COACH);
    for (const other of [`/coach/${COACH}/edit`, `/api/user/${COACH}`, `/coach/Ann_Lee/${COACH}/more`, "/search/life"])
      expect(coachOfPagePath(other)).toBeUndefined();
  });

  it("counts a kept coach page's answer (200) by the server's view of the address, not a kept 404 or another page", () => {
    const kept = (url: string) => ({
      method: "GET",
      url,
      header: (name: string) => ({ "user-agent": PERSON, "x-client-ip": "192.0.2.9" })[name],
    });
    countKeptPageView(kept(`/coach/Ann_Lee/${COACH}`), 200);
    countKeptPageView(kept(`http://site.test/coach/Ann_Lee/${COACH}.data`), 200);
    countKeptPageView(kept(`/coach/Ann_Lee/${COACH}`), 404);
    countKeptPageView(kept("/search/life"), 200);
    expect(counted).toEqual([`views ${COACH}`, `views ${COACH}`]);
  });
});
