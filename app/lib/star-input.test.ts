import { describe, expect, it } from "vitest";
import { RATING_STEPS, starFill, stepRating } from "./star-input.ts";

describe("star input", () => {
  it("offers nine values from 1 to 5 in half steps", () => {
    expect(RATING_STEPS).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
  });

  it("moves by half a star with the arrows and stops at 1 and 5", () => {
    expect(stepRating(3, "ArrowRight")).toBe(3.5);
    expect(stepRating(3, "ArrowUp")).toBe(3.5);
    expect(stepRating(3, "ArrowLeft")).toBe(2.5);
    expect(stepRating(3, "ArrowDown")).toBe(2.5);
    expect(stepRating(5, "ArrowRight")).toBe(5);
    expect(stepRating(1, "ArrowLeft")).toBe(1);
  });

  it("jumps to 1 and 5 with Home and End, picks 1 on the first arrow and ignores other keys", () => {
    expect(stepRating(3.5, "Home")).toBe(1);
    expect(stepRating(null, "End")).toBe(5);
    expect(stepRating(null, "ArrowRight")).toBe(1);
    expect(stepRating(null, "ArrowLeft")).toBe(1);
    expect(stepRating(2, "Tab")).toBeNull();
    expect(stepRating(2, "a")).toBeNull();
  });

  it("fills each star fully, by half or not at all", () => {
    expect([1, 2, 3, 4, 5].map((star) => starFill(star, 3.5))).toEqual([1, 1, 1, 0.5, 0]);
    expect([1, 2, 3, 4, 5].map((star) => starFill(star, 5))).toEqual([1, 1, 1, 1, 1]);
    expect([1, 2, 3, 4, 5].map((star) => starFill(star, 0))).toEqual([0, 0, 0, 0, 0]);
    expect(starFill(1, 1.5)).toBe(1);
    expect(starFill(2, 1.5)).toBe(0.5);
  });
});
