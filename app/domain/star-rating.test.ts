import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeRating, starsFor, type Star } from "./star-rating";

const F: Star = "full";
const H: Star = "half";
const E: Star = "empty";

describe("starsFor (spec §9: half star for a fraction of 0.25 to 0.75)", () => {
  it.each<[number, Star[]]>([
    [0, [E, E, E, E, E]],
    [0.24, [E, E, E, E, E]],
    [0.245, [E, E, E, E, E]],
    [0.25, [H, E, E, E, E]],
    [0.5, [H, E, E, E, E]],
    [0.75, [H, E, E, E, E]],
    [0.76, [F, E, E, E, E]],
    [1, [F, E, E, E, E]],
    [3.2, [F, F, F, E, E]],
    [3.25, [F, F, F, H, E]],
    [3.7, [F, F, F, H, E]],
    [3.75, [F, F, F, H, E]],
    [3.755, [F, F, F, F, E]],
    [3.8, [F, F, F, F, E]],
    [4.5, [F, F, F, F, H]],
    [4.76, [F, F, F, F, F]],
    [4.9, [F, F, F, F, F]],
    [5, [F, F, F, F, F]],
    [7, [F, F, F, F, F]],
    [-1, [E, E, E, E, E]],
    [Number.NaN, [E, E, E, E, E]],
    [Number.POSITIVE_INFINITY, [F, F, F, F, F]],
    [Number.NEGATIVE_INFINITY, [E, E, E, E, E]],
  ])("%d → %j", (rating, stars) => {
    expect(starsFor(rating)).toEqual(stars);
  });
});

describe("starsFor properties", () => {
  const rating = fc.double({ min: -10, max: 10, noNaN: true });
  const score = (stars: Star[]) => stars.reduce((sum, s) => sum + (s === "full" ? 1 : s === "half" ? 0.5 : 0), 0);

  it("always 5 stars: fulls, then at most one half, then empties", () => {
    fc.assert(
      fc.property(rating, (r) => {
        const stars = starsFor(r);
        expect(stars).toHaveLength(5);
        expect(`${stars.join(",")},`).toMatch(/^(full,)*(half,)?(empty,)*$/);
      }),
    );
  });

  it("the stars shown are within a quarter star of the rating", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (r) => {
        expect(Math.abs(score(starsFor(r)) - r)).toBeLessThanOrEqual(0.25 + 1e-9);
      }),
    );
  });

  it("a higher rating never shows fewer stars", () => {
    fc.assert(
      fc.property(rating, rating, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(score(starsFor(high))).toBeGreaterThanOrEqual(score(starsFor(low)));
      }),
    );
  });
});

describe("describeRating", () => {
  it.each([
    [4.5, "Rated 4.5 out of 5"],
    [3.8, "Rated 4 out of 5"],
    [0, "Rated 0 out of 5"],
  ])("%d → %s", (rating, text) => {
    expect(describeRating(rating)).toBe(text);
  });
});
