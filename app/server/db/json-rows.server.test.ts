import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jsonRow } from "./json-rows.server.ts";
import { reviewInvitations } from "./schema.ts";

describe("jsonRow", () => {
  const row = jsonRow({
    email: reviewInvitations.email,
    expiresAt: reviewInvitations.expiresAt,
    openedAt: reviewInvitations.openedAt,
    label: sql<string>`'x'`,
  });

  it("reads the timestamp columns back as Dates, and leaves text and expressions as JSON gave them", () => {
    const read = row.read({
      email: "2026-11-28T10:00:00+00:00",
      expiresAt: "2026-12-12T10:00:00.123456+00:00",
      openedAt: null,
      label: "2026-11-28T10:00:00+00:00",
    });
    expect(read.expiresAt).toEqual(new Date("2026-12-12T10:00:00.123Z"));
    expect(read.openedAt).toBeNull();
    expect(read.email).toBe("2026-11-28T10:00:00+00:00");
    expect(read.label).toBe("2026-11-28T10:00:00+00:00");
  });
});
