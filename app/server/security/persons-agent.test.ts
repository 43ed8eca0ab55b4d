import { describe, expect, it } from "vitest";
import { isPersonsAgent } from "./persons-agent.server.ts";

describe("isPersonsAgent", () => {
  it("takes a browser's user agent, not a crawler's, a tool's or none", () => {
    expect(isPersonsAgent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0.0.0 Safari/537.36")).toBe(
      true,
    );
    expect(isPersonsAgent("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(false);
    expect(isPersonsAgent("curl/8.5.0")).toBe(false);
    expect(isPersonsAgent("")).toBe(false);
    expect(isPersonsAgent(null)).toBe(false);
    expect(isPersonsAgent(undefined)).toBe(false);
  });
});
