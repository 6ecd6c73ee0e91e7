import { describe, expect, it } from "vitest";
import type { Tyre } from "~/catalogue/tyre";
import { bestOf, compareTyres, MISSING, weightInKg } from "./compare-table";

function tyre(id: number, overrides: Partial<Tyre> = {}, specs: Partial<Tyre["specifications"]> = {}, eu: Partial<Tyre["euLabel"]> = {}): Tyre {
  return {
    id,
    season: "summer",
    vehicleType: "truck",
    brand: "Michelin",
    brandSlug: "michelin",
    brandLogo: null,
    pattern: "Drive",
    model: "X Multi D",
    size: {
      text: "315/80R22.5",
      normalized: "315/80R22.5",
      width: 315,
      aspectRatio: 80,
      construction: "R",
      rimDiameter: 22.5,
      loadIndex: null,
      speedSymbol: null,
    },
    price: { amountMinor: 50000, currency: "EUR" },
    offerPrice: { amountMinor: 45000, currency: "EUR" },
    rating: 4.5,
    reviewCount: 10,
    euLabel: { fuelClass: "B", wetGripClass: "B", noiseDb: 72, noiseClass: "B", snowGrip: false, iceGrip: false, ...eu },
    loadSpeed: "156/150L",
    specifications: {
      plyRating: 18,
      loadRange: "H",
      loadIndex: null,
      speedSymbol: null,
      overallDiameterInch: 42.3,
      sectionWidthInch: 12.4,
      treadDepth32nds: 26,
      rimWidth: "9.00",
      singleMaxLoadPressure: null,
      dualMaxLoadPressure: null,
      staticLoadRadius: 20,
      revsPerMile: 490,
      weight: "140lb/64kg",
      tireType: null,
      ...specs,
    },
    image: null,
    productCode: null,
    ean: null,
    description: null,
    offerLink: null,
    ...overrides,
  };
}

const row = (tyres: Tyre[], key: string) => {
  const found = compareTyres(tyres).find((r) => r.key === key);
  if (!found) throw new Error(`no row ${key}`);
  return found;
};
const best = (tyres: Tyre[], key: string) => row(tyres, key).cells.map((c) => c.best);

describe("compareTyres: the best value of each ranked row (decision 041)", () => {
  it.each([
    ["offerPrice", [tyre(1), tyre(2, { offerPrice: { amountMinor: 41000, currency: "EUR" } })], [false, true]],
    ["rating", [tyre(1, { rating: 3 }), tyre(2, { rating: 4.5 }), tyre(3, { rating: null })], [false, true, false]],
    ["fuel", [tyre(1, {}, {}, { fuelClass: "A" }), tyre(2, {}, {}, { fuelClass: "C" })], [true, false]],
    ["wetGrip", [tyre(1, {}, {}, { wetGripClass: "D" }), tyre(2, {}, {}, { wetGripClass: "B" })], [false, true]],
    ["noiseDb", [tyre(1, {}, {}, { noiseDb: 70 }), tyre(2, {}, {}, { noiseDb: 74 })], [true, false]],
    ["loadIndex", [tyre(1, { loadSpeed: "154/150L" }), tyre(2, { loadSpeed: "156/150L" })], [false, true]],
    ["speedSymbol", [tyre(1, { loadSpeed: "156/150L" }), tyre(2, { loadSpeed: "156/150M" })], [false, true]],
    ["treadDepth", [tyre(1, {}, { treadDepth32nds: 20 }), tyre(2, {}, { treadDepth32nds: 26 })], [false, true]],
    ["weight", [tyre(1, {}, { weight: "140lb/64kg" }), tyre(2, {}, { weight: "131lb/59kg" })], [false, true]],
    ["plyRating", [tyre(1, {}, { plyRating: 20 }), tyre(2, {}, { plyRating: 18 })], [true, false]],
  ])("%s", (key, tyres, expected) => {
    expect(best(tyres, key)).toEqual(expected);
  });

  it("marks no best when every tyre has the same value, or only one has a value", () => {
    expect(best([tyre(1), tyre(2)], "rating")).toEqual([false, false]);
    expect(best([tyre(1, { rating: 4 }), tyre(2, { rating: null })], "rating")).toEqual([false, false]);
  });

  it("marks every tyre tied for best", () => {
    expect(best([tyre(1, { rating: 5 }), tyre(2, { rating: 5 }), tyre(3, { rating: 4 })], "rating")).toEqual([true, true, false]);
  });

  it("does not rank prices in different currencies", () => {
    expect(best([tyre(1), tyre(2, { offerPrice: { amountMinor: 100, currency: "USD" } })], "offerPrice")).toEqual([false, false]);
  });

  it("never ranks rows without a meaning of best", () => {
    const tyres = [tyre(1, { brand: "A" }), tyre(2, { brand: "B" })];
    expect(row(tyres, "brand")).toMatchObject({ better: null, differs: true });
    expect(best(tyres, "brand")).toEqual([false, false]);
  });

  it("highlights rows that differ, and shows a dash for a missing value", () => {
    const r = row([tyre(1, {}, { loadRange: "H" }), tyre(2, {}, { loadRange: null })], "loadRange");
    expect(r.differs).toBe(true);
    expect(r.cells.map((c) => c.text)).toEqual(["H", MISSING]);
    expect(row([tyre(1), tyre(2)], "model").differs).toBe(false);
  });

  it.each([
    ["overallDiameter", "42.3 in (1,074 mm)"],
    ["treadDepth", "26/32 in (20.6 mm)"],
    ["rimWidth", "9.00 in (229 mm)"],
    ["singleMaxLoad", "8,820 lb at 130 psi (4,000 kg at 900 kPa)"],
    ["weight", "140 lb (64 kg)"],
    ["revsPerMile", "490 (304 per km)"],
  ])("gives %s in imperial with metric beside it, as the detail page does", (key, text) => {
    expect(row([tyre(1, {}, { singleMaxLoadPressure: "8820lb/130psi" })], key).cells[0]!.text).toBe(text);
  });

  it("says the load index and speed symbol in words", () => {
    expect(row([tyre(1)], "loadSpeedWords").cells[0]!.text).toBe("156/150 L: 4,000 kg single, 3,350 kg dual, up to 120 km/h");
  });
});

describe("weightInKg", () => {
  it.each([
    ["140lb/64kg", 64],
    ["64 kg", 64],
    ["100 lbs", 45.4],
    ["heavy", null],
    [null, null],
  ])("%s", (text, kg) => {
    expect(weightInKg(text)).toBe(kg);
  });
});

describe("bestOf", () => {
  it("ranks only values in the same unit", () => {
    expect(
      bestOf(
        [
          { value: 1, unit: "kg" },
          { value: 2, unit: "lb" },
        ],
        "lower",
      ),
    ).toEqual([false, false]);
  });
});

describe("compareTyres: availability rows (decision 225)", () => {
  it.each([
    ["availability", ["In stock: 1,240 pcs (Rotterdam); More made to order: ready in about 35 days", MISSING]],
    ["production", ["DOT 2026", MISSING]],
  ])("the %s row shows each tyre's words after the prices, a dash where nothing is known", (key, texts) => {
    const stocked = { ...tyre(1), stockLine: "In stock: 1,240 pcs (Rotterdam); More made to order: ready in about 35 days", productionLine: "DOT 2026" };
    const rows = compareTyres([stocked, { ...tyre(2), stockLine: null, productionLine: null }]);
    const found = rows.find((r) => r.key === key)!;
    expect(found.cells.map((c) => c.text)).toEqual(texts);
    expect(found.differs).toBe(true);
    expect(rows.findIndex((r) => r.key === key)).toBeGreaterThan(rows.findIndex((r) => r.key === "offerPrice"));
  });

  it("leaves the rows out when the page sent no availability", () => {
    expect(compareTyres([tyre(1)]).some((r) => r.group === "Availability")).toBe(false);
  });
});
