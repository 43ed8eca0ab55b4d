import { describe, expect, it } from "vitest";
import { chipLabel, selectChips } from "./chips.ts";

describe("chipLabel", () => {
  it("keeps names of 20 characters or fewer", () => {
    expect(chipLabel("Business Coach")).toBe("Business Coach");
    expect(chipLabel("12345678901234567890")).toBe("12345678901234567890");
  });
  it("cuts longer names at the last space within 20 characters", () => {
    expect(chipLabel("Small Business Growth Coach")).toBe("Small Business");
    expect(chipLabel("Supercalifragilisticexpialidocious")).toBe("Supercalifragilistic");
  });
});

describe("selectChips", () => {
  const named = (names: string[]) => names.map((name) => ({ name }));
  it("keeps names over 10 characters in a list of 50 or fewer", () => {
    expect(selectChips(named(["Short", "Exactly 10", "Eleven char"])).map((c) => c.name)).toEqual(["Eleven char"]);
  });
  it("keeps names over 15 characters in a list over 50", () => {
    const list = named([...Array.from({ length: 50 }, (_, i) => `Niche ${i}`), "Sixteen chars ok"]);
    expect(selectChips(list).map((c) => c.name)).toEqual(["Sixteen chars ok"]);
  });
  it("shows at most 30", () => {
    expect(selectChips(named(Array.from({ length: 40 }, (_, i) => `A long niche name ${i}`)))).toHaveLength(30);
  });
});
