import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger.server.ts";

describe("redactUrl", () => {
  it("hides codes, OAuth state and tokens in a query", () => {
    const url = redactUrl("/verifyemail?userName=a%40b.test&code=123456");
    expect(url).not.toContain("123456");
    expect(url).toContain("userName=a%40b.test");
    const callback = redactUrl("/api/auth/callback/google?code=abc&state=xyz&scope=email");
    expect(callback).not.toMatch(/abc|xyz/);
    expect(callback).toContain("scope=email");
    expect(redactUrl("/x?TOKEN=t1&token=t2")).not.toMatch(/t1|t2/);
  });

  it("leaves other URLs as they are", () => {
    expect(redactUrl("/search/life%20coach?from=5")).toBe("/search/life%20coach?from=5");
    expect(redactUrl("/coach/a/b")).toBe("/coach/a/b");
  });
});
