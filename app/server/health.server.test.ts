import { describe, expect, it } from "vitest";
import { markShuttingDown, readiness } from "./health.server.ts";

describe("readiness", () => {
  it("says no from the shutdown signal on, without asking the database", async () => {
    markShuttingDown();
    expect(await readiness()).toEqual({ ready: false, reason: "shutting down" });
  });
});
