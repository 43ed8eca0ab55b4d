import { describe, expect, it } from "vitest";
import { type QueryWord, termTiers, tsQueryOf } from "./search-terms.server.ts";

const known = (input: string, stem: string, coaches = 10): QueryWord => ({
  input,
  stem,
  coaches,
  known: true,
  alternatives: [],
});
const unknown = (input: string, ...alternatives: [word: string, stem: string][]): QueryWord => ({
  input,
  stem: input,
  coaches: 0,
  known: false,
  alternatives: alternatives.map(([word, stem]) => ({ word, stem, coaches: 5 })),
});

describe("termTiers", () => {
  it("reads the words as typed first, then each correction in its order", () => {
    const tiers = termTiers([unknown("carrer", ["career", "career"], ["carter", "carter"]), known("coach", "coach")]);
    expect(tiers.map((t) => t.map((x) => x.term))).toEqual([
      ["carrer", "coach"],
      ["career", "coach"],
      ["carter", "coach"],
    ]);
  });

  it("leaves out stop words and repeats", () => {
    const stop: QueryWord = { input: "for", stem: null, coaches: 0, known: true, alternatives: [] };
    expect(termTiers([known("coach", "coach"), stop, known("coaching", "coach")])).toEqual([
      [
        { term: "coach", coaches: 10 },
        { term: "coach", coaches: 10 },
      ],
    ]);
  });
});

describe("tsQueryOf", () => {
  it("matches each word or its alternatives, the last also as a prefix", () => {
    expect(tsQueryOf([unknown("lfe", ["life", "life"]), known("coach", "coach")])).toBe("(lfe | life) & (coach:*)");
  });
});
