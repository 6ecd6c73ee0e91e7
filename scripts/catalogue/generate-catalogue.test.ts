import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildSampleCatalogue, generateCatalogue, type CatalogueTyreEntry, type NestedCatalogue } from "./generate-catalogue";

// Building 100,000 tyres takes a few seconds alone and far more on a busy 2-core machine.
const SLOW_TEST_MS = 60_000;

interface Placed {
  season: string;
  vehicle: string;
  brand: string;
  group: string;
  tyre: CatalogueTyreEntry;
}

function flatten(catalogue: NestedCatalogue): Placed[] {
  return Object.entries(catalogue).flatMap(([season, vehicles]) =>
    Object.entries(vehicles).flatMap(([vehicle, brands]) =>
      Object.entries(brands as Record<string, Record<string, CatalogueTyreEntry[]>>).flatMap(([brand, groups]) =>
        Object.entries(groups).flatMap(([group, tyres]) => tyres.map((tyre) => ({ season, vehicle, brand, group, tyre }))),
      ),
    ),
  );
}

const identity = (p: Placed) => [p.season, p.vehicle, p.brand, p.tyre.pattern, p.tyre.model, p.tyre.size].join("|");

function hasValidEanCheckDigit(ean: string): boolean {
  if (!/^\d{13}$/.test(ean)) return false;
  const sum = [...ean.slice(0, 12)].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === Number(ean[12]);
}

const euros = (text: string) => Number(text.replace(/^€/, ""));

describe("generateCatalogue", () => {
  it.each([0, 1, 11, 12, 13, 20, 997, 5000])("produces exactly %i tyres", (count) => {
    expect(flatten(generateCatalogue({ count, seed: 1 }))).toHaveLength(count);
  });

  it("gives byte-identical output for the same seed", () => {
    const a = JSON.stringify(generateCatalogue({ count: 3000, seed: 42 }));
    const b = JSON.stringify(generateCatalogue({ count: 3000, seed: 42 }));
    expect(a).toBe(b);
  });

  it("gives different output for different seeds", () => {
    const a = JSON.stringify(generateCatalogue({ count: 500, seed: 1 }));
    const b = JSON.stringify(generateCatalogue({ count: 500, seed: 2 }));
    expect(a).not.toBe(b);
  });

  it(
    "makes 100,000 tyres with distinct identities, EANs and product codes",
    () => {
      const placed = flatten(generateCatalogue({ count: 100_000, seed: 7 }));
      expect(placed).toHaveLength(100_000);
      expect(new Set(placed.map(identity)).size).toBe(100_000);
      expect(new Set(placed.map((p) => p.tyre.ean)).size).toBe(100_000);
      expect(new Set(placed.map((p) => p.tyre.productCode)).size).toBe(100_000);
    },
    SLOW_TEST_MS,
  );

  it("uses the file's season, vehicle, pattern and tyres keys", () => {
    const catalogue = generateCatalogue({ count: 2000, seed: 3 });
    expect(Object.keys(catalogue)).toEqual(["summer", "winter", "allSeason"]);
    for (const season of Object.values(catalogue)) {
      expect(Object.keys(season)).toEqual(["car", "motorcycle", "truck", "offRoad"]);
      for (const patterns of Object.values(season.truck)) {
        for (const key of Object.keys(patterns)) expect(["Drive", "Steer", "Trailer"]).toContain(key);
      }
      for (const vehicle of [season.car, season.motorcycle, season.offRoad]) {
        for (const groups of Object.values(vehicle)) expect(Object.keys(groups)).toEqual(["tyres"]);
      }
    }
  });

  it("spreads even a small catalogue over every season and vehicle type", () => {
    const placed = flatten(generateCatalogue({ count: 12, seed: 9 }));
    expect(new Set(placed.map((p) => `${p.season}/${p.vehicle}`)).size).toBe(12);
  });

  it(
    "keeps every tyre well-formed for any count and seed",
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1500 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (count, seed) => {
          const placed = flatten(generateCatalogue({ count, seed }));
          expect(placed).toHaveLength(count);
          for (const { tyre, vehicle, group } of placed) {
            expect(hasValidEanCheckDigit(tyre.ean)).toBe(true);
            expect(euros(tyre.offerPrice)).toBeLessThan(euros(tyre.price));
            expect(tyre.rating).toBeGreaterThanOrEqual(3.5);
            expect(tyre.rating).toBeLessThanOrEqual(5);
            expect(tyre.pattern).toBe(vehicle === "truck" ? group : "Standard");
          }
        }),
        { numRuns: 25 },
      );
    },
    SLOW_TEST_MS,
  );

  it("refuses a count that is not a whole number in range", () => {
    expect(() => generateCatalogue({ count: -1, seed: 1 })).toThrow(RangeError);
    expect(() => generateCatalogue({ count: 1.5, seed: 1 })).toThrow(RangeError);
  });
});

describe("buildSampleCatalogue", () => {
  const placed = flatten(buildSampleCatalogue());

  it("has at least 420 tyres and five in every season/vehicle combination", () => {
    expect(placed.length).toBeGreaterThanOrEqual(420);
    for (const season of ["summer", "winter", "allSeason"]) {
      for (const vehicle of ["car", "motorcycle", "truck", "offRoad"]) {
        expect(placed.filter((p) => p.season === season && p.vehicle === vehicle).length).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it("carries the brand strip's nine brands and all six trial truck sizes (spec §2, §3)", () => {
    const brands = new Set(placed.map((p) => p.brand));
    for (const brand of ["Michelin", "Bridgestone", "Goodyear", "Continental", "Pirelli", "BFGoodrich", "Hankook", "Toyo Tires", "Yokohama"]) {
      expect(brands).toContain(brand);
    }
    const truckSizes = new Set(placed.filter((p) => p.vehicle === "truck").map((p) => p.tyre.size));
    for (const size of ["11R22.5", "295/75R22.5", "315/80R22.5", "385/65R22.5", "255/70R22.5", "10R22.5"]) {
      expect(truckSizes).toContain(size);
    }
  });

  it("offers every model in two to four sizes", () => {
    const sizesPerModel = new Map<string, number>();
    for (const p of placed) {
      const key = [p.season, p.vehicle, p.brand, p.tyre.pattern, p.tyre.model].join("|");
      sizesPerModel.set(key, (sizesPerModel.get(key) ?? 0) + 1);
    }
    for (const n of sizesPerModel.values()) expect(n).toBeGreaterThanOrEqual(2);
    for (const n of sizesPerModel.values()) expect(n).toBeLessThanOrEqual(4);
  });

  it("fills the whole specification table for truck tyres", () => {
    for (const { tyre } of placed.filter((p) => p.vehicle === "truck")) {
      expect(tyre).toMatchObject({
        plyRating: expect.any(Number),
        loadRange: expect.any(String),
        dualMaxLoadPressure: expect.any(String),
        euLabel: expect.any(Object),
      });
    }
  });
});
