import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pickRecommendations, recommendationShortlist, recommendTyres, scoreRecommendation, type RecommendableTyre } from "./recommend";

const tyre = (overrides: Partial<RecommendableTyre> & { id: number }): RecommendableTyre => ({
  brand: "Other",
  model: "Other",
  pattern: "Other",
  size: "11R22.5",
  vehicleType: "car",
  rating: 0,
  offerPriceMinor: null,
  priceMinor: 999_999,
  ...overrides,
});

const BASE = tyre({
  id: 1,
  brand: "Michelin",
  model: "X Multi D",
  pattern: "Drive",
  size: "315/80R22.5",
  vehicleType: "truck",
  rating: 4.5,
  offerPriceMinor: 40000,
  priceMinor: 45000,
});
// Scores worked by hand with random() = 0 (spec §9 weights).
const A = tyre({ id: 2, brand: "Michelin", model: "X Line", pattern: "Drive", size: "315/80 R22.5", vehicleType: "truck", rating: 4, offerPriceMinor: 42000 }); // 50+40+60+30+16+40 = 236
const B = tyre({ id: 3, brand: "Bridgestone", model: "M729", pattern: "Drive", size: "315/80R22.5", vehicleType: "truck", rating: 5, priceMinor: 48000 }); // 40+60+30+20+20 = 170
const C = tyre({
  id: 4,
  brand: "michelin ",
  model: "x multi d",
  pattern: "Trailer",
  size: "385/65R22.5",
  vehicleType: "Truck",
  rating: 3,
  offerPriceMinor: 60000,
}); // 50+80+30+12 = 172
const D = tyre({ id: 5, brand: "Goodyear", model: "EfficientGrip", pattern: "Standard", size: "205/55R16", rating: 4.5, offerPriceMinor: 40000 }); // 18+40 = 58
const E = tyre({ id: 6, rating: Number.NaN, priceMinor: 0 }); // 0

const zero = () => 0;

describe("scoreRecommendation (spec §9 weights)", () => {
  it.each([
    ["same brand, pattern, size (other spelling), type; 5% dearer", A, 236],
    ["same pattern, size, type; regular price 20% dearer", B, 170],
    ["same brand and model in other case and spacing", C, 172],
    ["nothing in common but the price", D, 58],
    ["nothing at all, NaN rating", E, 0],
  ])("%s → %d", (_label, candidate, expected) => {
    expect(scoreRecommendation(BASE, candidate, zero)).toBe(expected);
  });

  it.each([
    [44000, 40],
    [36000, 40],
    [44001, 20],
    [50000, 20],
    [30000, 20],
    [50001, 0],
    [29999, 0],
  ])("candidate offer %d against a 40000 base scores %d for price", (offer, points) => {
    expect(scoreRecommendation(BASE, tyre({ id: 9, offerPriceMinor: offer }), zero)).toBe(points);
  });

  it("falls back to the base's regular price when it has no offer", () => {
    const base = { ...BASE, offerPriceMinor: null };
    expect(scoreRecommendation(base, tyre({ id: 9, offerPriceMinor: 45000 }), zero)).toBe(40);
  });

  it("an empty pattern on both sides is not a match", () => {
    const base = tyre({ id: 10, pattern: "", vehicleType: "truck" });
    const candidate = { ...D, pattern: "" }; // shares nothing else with `base`
    expect(scoreRecommendation(base, candidate, zero)).toBe(18);
  });

  it("adds random() x 10", () => {
    expect(scoreRecommendation(BASE, D, () => 0.5)).toBe(63);
  });
});

describe("recommendTyres", () => {
  const candidates = [A, B, C, BASE, D, E];

  it("orders by score and leaves out the base tyre", () => {
    expect(recommendTyres(BASE, candidates, { random: zero }).map((t) => t.id)).toEqual([2, 4, 3, 5, 6]);
  });

  it("returns at most `count` tyres (6 by default)", () => {
    expect(recommendTyres(BASE, candidates, { random: zero, count: 2 }).map((t) => t.id)).toEqual([2, 4]);
    const many = Array.from({ length: 20 }, (_, i) => tyre({ id: 100 + i }));
    expect(recommendTyres(BASE, many, { random: zero })).toHaveLength(6);
    expect(recommendTyres(BASE, many, { count: 0 })).toEqual([]);
  });

  it("the random part can reorder close scores, drawn once per candidate in order", () => {
    const draws = [0, 0.5, 0, 0, 0];
    const random = () => draws.shift() ?? 0;
    // B gets +5 → 175, overtaking C at 172.
    expect(recommendTyres(BASE, [A, B, C, D, E], { random }).map((t) => t.id)).toEqual([2, 3, 4, 5, 6]);
  });

  it("lists a tyre repeated in the catalogue only once", () => {
    expect(recommendTyres(BASE, [A, A, B], { random: zero }).map((t) => t.id)).toEqual([2, 3]);
  });
});

describe("recommendation properties", () => {
  const arbitraryTyre = fc.record({
    id: fc.integer({ min: 1, max: 30 }),
    brand: fc.constantFrom("Michelin", "Bridgestone", ""),
    model: fc.constantFrom("A", "B"),
    pattern: fc.constantFrom("Drive", "Trailer", "Standard"),
    size: fc.constantFrom("315/80R22.5", "315/80 R22.5", "11R22.5", "junk"),
    vehicleType: fc.constantFrom("truck", "car"),
    rating: fc.double({ min: -1, max: 6 }),
    offerPriceMinor: fc.option(fc.integer({ min: 0, max: 100000 })),
    priceMinor: fc.integer({ min: 0, max: 100000 }),
  });
  const random = fc.double({ min: 0, max: 0.999, noNaN: true });

  it("scores stay between 0 and the sum of every bonus (330)", () => {
    fc.assert(
      fc.property(arbitraryTyre, arbitraryTyre, random, (base, candidate, r) => {
        const score = scoreRecommendation(base, candidate, () => r);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(50 + 80 + 40 + 60 + 30 + 5 * 4 + 40 + 10);
      }),
    );
  });

  it("never recommends the base, never repeats, and sorts by score", () => {
    fc.assert(
      fc.property(arbitraryTyre, fc.array(arbitraryTyre, { maxLength: 25 }), (base, list) => {
        const result = recommendTyres(base, list, { random: zero });
        const ids = result.map((t) => t.id);
        expect(ids).not.toContain(base.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(result.length).toBeLessThanOrEqual(6);
        const scores = result.map((t) => scoreRecommendation(base, t, zero));
        expect([...scores].sort((a, b) => b - a)).toEqual(scores);
      }),
    );
  });

  it("a shortlist kept per catalogue revision picks what scoring every candidate picks, whatever the draws", () => {
    fc.assert(
      fc.property(arbitraryTyre, fc.array(arbitraryTyre, { maxLength: 40 }), fc.array(random, { minLength: 31, maxLength: 31 }), (base, list, draws) => {
        // One draw per tyre id, so both ways give each tyre the same random part.
        const drawOf = (id: number) => draws[id]!;
        const seen = new Set<number>([base.id]);
        const everyCandidate = list
          .filter((t) => !seen.has(t.id) && seen.add(t.id))
          .map((t) => ({ id: t.id, score: scoreRecommendation(base, t, () => drawOf(t.id)) }))
          .sort((a, b) => b.score - a.score)
          .slice(0, 6)
          .map((t) => t.id);
        const shortlist = recommendationShortlist(base, list);
        let next = 0;
        expect(pickRecommendations(shortlist, { random: () => drawOf(shortlist[next++]!.id) })).toEqual(everyCandidate);
      }),
    );
  });

  it("keeps only the candidates that random() x 10 could still lift into the top 6", () => {
    const close = Array.from({ length: 8 }, (_, i) => tyre({ id: 200 + i, brand: "Michelin", rating: 5 - i * 0.5 }));
    const ids = recommendationShortlist(BASE, [...close, D, E]).map((t) => t.id);
    // The 6th best scores 50 + 4 x 2.5 = 60; only tyres scoring more than 50 stay.
    expect(ids).toEqual([200, 201, 202, 203, 204, 205, 206, 207, 5]);
  });
});
