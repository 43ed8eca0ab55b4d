import { describe, expect, it } from "vitest";
import { lastWholeWeek } from "./weekly-digest.server.ts";

describe("lastWholeWeek", () => {
  it("is the Monday to Sunday (UTC) before the week of the moment, and the week before it", () => {
    // Friday 2026-11-27 14:00 UTC.
    expect(lastWholeWeek(Date.parse("2026-11-27T14:00:00Z"))).toEqual({
      from: "2026-11-16",
      to: "2026-11-22",
      previousFrom: "2026-11-09",
      previousTo: "2026-11-15",
    });
  });

  it("starts a new week at Monday 00:00 UTC, not before", () => {
    expect(lastWholeWeek(Date.parse("2026-11-22T23:59:59Z")).from).toBe("2026-11-09");
    expect(lastWholeWeek(Date.parse("2026-11-23T00:00:00Z")).from).toBe("2026-11-16");
  });
});
