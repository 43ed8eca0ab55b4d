import { describe, expect, it } from "vitest";
import { oneEditAway, type QueryWord, termTiers, tsQueryOf } from "./search-terms.server.ts";

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
  alternatives: alternatives.map(([word, stem]) => ({ word, stem, coaches: 5, near: false, niche: true })),
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

describe("oneEditAway", () => {
  it("leaves a letter out, adds or changes one, or swaps two neighbours", () => {
    const edits = oneEditAway("yoag");
    for (const spelling of ["yoga", "yog", "yoa", "oag", "yoags", "yoog", "yoaga", "oyag"])
      expect(edits).toContain(spelling);
    expect(edits).not.toContain("yoag");
    expect(edits).not.toContain("agoy");
    // 4 left out, 3 swapped, 26 x 5 added, 25 x 4 changed, less the repeats ("yyoag" twice, ...).
    expect(new Set(edits).size).toBe(edits.length);
    expect(edits.length).toBeLessThan(4 + 3 + 26 * 5 + 25 * 4);
  });
});
