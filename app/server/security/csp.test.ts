import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, reportingEndpoints, newNonce, originsOf } from "./csp.server.ts";

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({
    nonce: "abc123",
    dev: false,
    https: true,
    formTargets: ["https://accounts.example"],
  });
  const directive = (name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

  it("allows scripts only from the site and with the nonce", () => {
    expect(directive("script-src")).toBe("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toContain("unsafe-inline' 'nonce");
    expect(directive("script-src")).not.toContain("unsafe-inline");
  });

  it("closes plugins, base rewriting and framing by others", () => {
    expect(directive("object-src")).toBe("object-src 'none'");
    expect(directive("base-uri")).toBe("base-uri 'self'");
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'self'");
    expect(policy).toContain("upgrade-insecure-requests");
  });

  it("lets a form lead to the configured sign-in providers only", () => {
    expect(directive("form-action")).toBe("form-action 'self' https://accounts.example");
  });

  it("lets images come from the site, data URLs and the photo storage's origin only", () => {
    expect(directive("img-src")).toBe("img-src 'self' data:");
    const withS3 = contentSecurityPolicy({
      nonce: "n",
      dev: false,
      https: true,
      formTargets: [],
      imageOrigins: ["https://photos.example"],
    });
    expect(withS3).toContain("img-src 'self' data: https://photos.example;");
  });

  it("frames only the privacy-enhanced video players, and takes no image from them (0044)", () => {
    expect(directive("frame-src")).toBe("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(directive("img-src")).toBe("img-src 'self' data:");
    expect(directive("script-src")).not.toContain("youtube");
    expect(directive("connect-src")).toBe("connect-src 'self'");
  });

  it("frames the configured ad server too, and nothing else (0048)", () => {
    const withAds = contentSecurityPolicy({
      nonce: "n",
      dev: false,
      https: true,
      formTargets: [],
      adFrameOrigins: ["https://ads.example"],
    });
    expect(withAds).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://ads.example;",
    );
  });

  it("sends violations to the site's report endpoint, both ways browsers report", () => {
    expect(directive("report-uri")).toBe("report-uri /csp-report");
    expect(directive("report-to")).toBe("report-to csp");
    expect(reportingEndpoints("https://coaches.example")).toBe('csp="https://coaches.example/csp-report"');
  });

  it("makes a fresh nonce every time", () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("reduces provider URLs to origins and drops bad ones", () => {
    expect(originsOf(["https://a.example/x?y", "not a url", "https://a.example/z"])).toEqual(["https://a.example"]);
  });
});
