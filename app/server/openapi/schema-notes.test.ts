import { describe, expect, it } from "vitest";
import { schemaNotes } from "./schema-notes.server.ts";

describe("schemaNotes", () => {
  it("puts a schema's rules into words", () => {
    expect(schemaNotes({ type: "string", format: "uuid" })).toEqual(["format uuid"]);
    expect(schemaNotes({ type: "string", minLength: 1, maxLength: 254 })).toEqual([
      "not empty",
      "at most 254 characters",
    ]);
    expect(schemaNotes({ type: "string", minLength: 8 })).toEqual(["at least 8 characters"]);
    expect(schemaNotes({ type: "integer", minimum: 0, default: 20 })).toEqual(["at least 0", "default 20"]);
    expect(schemaNotes({ type: "array", maxItems: 3, default: [] })).toEqual(["at most 3 items", "default []"]);
    expect(schemaNotes({ type: "string", enum: ["user", "coach"] })).toEqual(['one of "user", "coach"']);
    expect(schemaNotes({ type: "boolean", const: true })).toEqual(["always true"]);
    expect(schemaNotes({ type: "array", items: { type: "string", enum: ["a", "b"] } })).toEqual([
      'each one of "a", "b"',
    ]);
  });

  it("has nothing to say about a plain type", () => {
    expect(schemaNotes({ type: "string" })).toEqual([]);
  });
});
