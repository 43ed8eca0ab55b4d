import { describe, expect, it } from "vitest";
import { BODY_LIMITS } from "../../lib/limits.ts";
import { securityMessages } from "../../lib/messages/security.ts";
import { isCredentialed, refuseRequest } from "./request-guard.server.ts";

const SITE = "http://127.0.0.1:3000";

function request(method: string, url: string, headers: Record<string, string> = {}) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { method, url, path: url.split("?")[0] ?? url, header: (name: string) => lower[name] };
}

describe("refuseRequest", () => {
  it("refuses a NUL anywhere in the address", () => {
    expect(refuseRequest(request("GET", "/search/a%00b"), SITE)?.status).toBe(400);
    expect(refuseRequest(request("GET", "/api/user/search/x?from=%00"), SITE)?.message).toBe(securityMessages.nulByte);
  });

  it("refuses a body over 1 MB before it is read, and a photo route gets more", () => {
    const big = String(BODY_LIMITS.default + 1);
    expect(refuseRequest(request("POST", "/api/comment", { "Content-Length": big }), SITE)?.status).toBe(413);
    expect(refuseRequest(request("POST", "/api/comment", { "Content-Length": "1000" }), SITE)).toBeNull();
    expect(
      refuseRequest(request("PUT", "/api/profile", { "Content-Length": big }), SITE, new Set(["/api/profile"])),
    ).toBeNull();
    expect(refuseRequest(request("POST", "/x", { "Content-Length": "12abc" }), SITE)?.status).toBe(413);
  });

  it("asks for a length when a body comes in chunks", () => {
    const chunked = request("POST", "/api/comment", { "Transfer-Encoding": "chunked" });
    expect(refuseRequest(chunked, SITE)).toEqual({ status: 411, message: securityMessages.lengthRequired });
  });

  it("refuses cross-site state changes with 403", () => {
    const r = request("POST", "/api/comment", { Origin: "https://evil.example", "Content-Length": "2" });
    expect(refuseRequest(r, SITE)).toEqual({ status: 403, message: securityMessages.crossSite });
  });
});

describe("isCredentialed", () => {
  it("sees a session cookie or an Authorization header", () => {
    expect(isCredentialed(request("GET", "/", { Cookie: "better-auth.session_token=abc" }))).toBe(true);
    expect(isCredentialed(request("GET", "/", { Authorization: "Bearer x" }))).toBe(true);
    expect(isCredentialed(request("GET", "/", { Cookie: "theme=dark" }))).toBe(false);
    expect(isCredentialed(request("GET", "/"))).toBe(false);
  });
});
