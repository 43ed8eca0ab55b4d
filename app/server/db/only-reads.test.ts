import { describe, expect, it } from "vitest";
import { onlyReads } from "./client.server.ts";

// What the primary's pool may send to the read replica (decision 0071): plain reads only.
describe("onlyReads", () => {
  it("lets plain selects go to the replica, as drizzle and the prepared statements write them", () => {
    expect(onlyReads('select "id", "full_name" from "profile" where "profile"."id" = $1')).toBe(true);
    expect(onlyReads("  SELECT count(*)::int AS n FROM review")).toBe(true);
    // A column named like a keyword's neighbour is no write.
    expect(onlyReads('select "updated_at", "deleted_at" from "profile"')).toBe(true);
  });

  it("keeps writes, locks, sequences, advisory locks and settings on the primary", () => {
    for (const text of [
      "insert into review (id) values ($1)",
      "update profile set level = $1",
      "delete from review where id = $1",
      "with moved as (delete from x returning *) select * from moved",
      'select * from "claim" where id = $1 for update of "claim"',
      "select * from profile for no key update",
      "select * from profile for share",
      "select nextval('seq')",
      "select pg_advisory_lock($1)",
      "select set_config('x', 'y', false)",
      "begin",
    ]) {
      expect(onlyReads(text), text).toBe(false);
    }
  });
});
