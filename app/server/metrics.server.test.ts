import { describe, expect, it } from "vitest";

// The token is read with the configuration, when the module is first imported.
process.env.METRICS_TOKEN = "a-metrics-token-of-some-length";
const { mayReadMetrics, routeLabeler } = await import("./metrics.server.ts");

const routes = {
  root: { path: "" },
  "routes/home": { parentId: "root", index: true },
  "routes/coach-edit": { parentId: "root", path: "coach/:id/edit" },
  "routes/coach": { parentId: "root", path: "coach/:name/:id" },
  "routes/api/user": { parentId: "root", path: "api/user/:id" },
  "routes/api/user-moderation": { parentId: "root", path: "api/user/:id/moderation" },
  "routes/api/not-found": { parentId: "root", path: "api/*" },
  "routes/not-found": { parentId: "root", path: "*" },
};

describe("routeLabeler", () => {
  const routeOf = routeLabeler(routes);
  it("names a request by its route's pattern, the most specific first", () => {
    expect(routeOf("/")).toBe("/");
    expect(routeOf("/coach/Mary_Esposito/4abadd95-1")).toBe("/coach/:name/:id");
    expect(routeOf("/coach/4abadd95-1/edit")).toBe("/coach/:id/edit");
    expect(routeOf("/api/user/4abadd95-1")).toBe("/api/user/:id");
    expect(routeOf("/api/user/4abadd95-1/moderation")).toBe("/api/user/:id/moderation");
    expect(routeOf("/api/nothing/here")).toBe("/api/*");
    expect(routeOf("/no/such/page")).toBe("/*");
  });
  it("counts a client navigation's .data request with its page, and static files apart", () => {
    expect(routeOf("/coach/Mary_Esposito/4abadd95-1.data")).toBe("/coach/:name/:id");
    expect(routeOf("/_root.data")).toBe("/");
    expect(routeOf("/assets/entry-abc.js")).toBe("/assets/*");
    expect(routeOf("/media/photo.webp")).toBe("/media/*");
  });
});

describe("mayReadMetrics", () => {
  const request = (ip: string, headers: Record<string, string> = {}) => ({
    ip,
    header: (name: string) => headers[name.toLowerCase()],
  });
  it("lets this machine's own clients in, not what a proxy forwards", () => {
    expect(mayReadMetrics(request("127.0.0.1"))).toBe(true);
    expect(mayReadMetrics(request("::1"))).toBe(true);
    expect(mayReadMetrics(request("127.0.0.1", { "x-forwarded-for": "203.0.113.9" }))).toBe(false);
    expect(mayReadMetrics(request("203.0.113.9"))).toBe(false);
  });
  it("lets anyone with the token in", () => {
    const bearer = { authorization: "Bearer a-metrics-token-of-some-length" };
    expect(mayReadMetrics(request("203.0.113.9", bearer))).toBe(true);
    expect(mayReadMetrics(request("203.0.113.9", { authorization: "Bearer a-metrics-token-of-some-lengtX" }))).toBe(
      false,
    );
    expect(mayReadMetrics(request("203.0.113.9", { authorization: "Bearer short" }))).toBe(false);
  });
});
