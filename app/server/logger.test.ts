import { describe, expect, it } from "vitest";
import { redactUrl, requestLogOptions } from "./logger.server.ts";

describe("redactUrl", () => {
  it("hides codes, OAuth state and tokens in a query", () => {
    const url = redactUrl("/verifyemail?userName=a%40b.test&code=123456");
    expect(url).not.toContain("123456");
    const callback = redactUrl("/api/auth/callback/google?code=abc&state=xyz&scope=email");
    expect(callback).not.toMatch(/abc|xyz/);
    expect(callback).toContain("scope=email");
    expect(redactUrl("/x?TOKEN=t1&token=t2")).not.toMatch(/t1|t2/);
  });

  it("hides the e-mail address a page is prefilled with", () => {
    expect(redactUrl("/signup?email=a%40b.test")).not.toContain("b.test");
    expect(redactUrl("/verifyemail?userName=a%40b.test&code=1")).not.toContain("b.test");
    expect(redactUrl("/thanks?email=a%40b.test&x=1")).toContain("x=1");
  });

  it("hides a review invitation's token, in the page's path and its .data twin", () => {
    expect(redactUrl("/invitations/abc_DEF-123")).toBe("/invitations/[redacted]");
    expect(redactUrl("/invitations/abc_DEF-123.data?_routes=x")).toBe("/invitations/[redacted].data?_routes=x");
    expect(redactUrl("/invitations/abc?token=t1")).not.toMatch(/abc|t1/);
  });

  it("leaves other URLs as they are", () => {
    expect(redactUrl("/search/life%20coach?from=5")).toBe("/search/life%20coach?from=5");
    expect(redactUrl("/coach/a/b")).toBe("/coach/a/b");
  });
});

describe("the request log line", () => {
  it("says who asked what, without the request's credentials or its other headers", () => {
    const line = requestLogOptions.serializers.req({
      id: "r1",
      method: "GET",
      url: "/invitations/secret-token",
      remoteAddress: "127.0.0.1",
      headers: { "user-agent": "Browser/1", authorization: "Bearer abc", cookie: "s=def", referer: "/invitations/x" },
    });
    expect(line).toEqual({
      id: "r1",
      method: "GET",
      url: "/invitations/[redacted]",
      remoteAddress: "127.0.0.1",
      userAgent: "Browser/1",
    });
    expect(requestLogOptions.serializers.res({ statusCode: 404 })).toEqual({ statusCode: 404 });
  });
});
