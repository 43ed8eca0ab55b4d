import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

describe("safeRedirect", () => {
  it("refuses the corpus as it arrives in ?redirectTo=", () => {
    for (const raw of [
      "/%09/evil.example",
      "//evil.example",
      "/%5Cevil.example",
      "https://evil.example",
      "/%0A/evil",
    ]) {
      const target = new URLSearchParams(`redirectTo=${raw}`).get("redirectTo");
      const result = safeRedirect(target);
      expect(new URL(result, "http://our.site").origin, raw).toBe("http://our.site");
      expect(result, raw).not.toMatch(/[\r\n\t]/);
    }
  });

  it.each([
    "/\t/evil.example",
    "//evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "https://evil.example",
    "http:evil.example",
    "javascript:alert(1)",
    " /evil",
    "",
    null,
    undefined,
  ])("refuses %j", (target) => {
    const result = safeRedirect(target);
    expect(result).toBe("/");
  });

  it.each([
    ["/profile", "/profile"],
    ["/coach/jane-doe/1?x=1#comments", "/coach/jane-doe/1?x=1#comments"],
    ["/search/life coach", "/search/life%20coach"],
  ])("keeps %j on the site", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each(["/a\nLocation: https://evil.example", "/a%0ASet-Cookie:x=1", "/a\rb", "/%0D%0Aevil"])(
    "never returns a line break (%j)",
    (target) => {
      const result = safeRedirect(target);
      expect(result).not.toMatch(/[\r\n\t]/);
      expect(new URL(result, "http://our.site").origin).toBe("http://our.site");
    },
  );
});
