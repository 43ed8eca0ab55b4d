import { describe, expect, it } from "vitest";
import { lifetimeText } from "./mail.ts";

describe("lifetimeText", () => {
  it("says how long a code lives in the words the mails and screens use", () => {
    expect(lifetimeText(600)).toBe("10 minutes");
    expect(lifetimeText(60)).toBe("1 minute");
    expect(lifetimeText(90)).toBe("90 seconds");
    expect(lifetimeText(3)).toBe("3 seconds");
  });
});
