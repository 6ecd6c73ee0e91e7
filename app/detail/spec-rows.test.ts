import { describe, expect, it } from "vitest";
import type { Tyre, TyreSpecifications } from "~/catalogue/tyre";
import { loadAndSpeedWords, specificationRows } from "./spec-rows";

const empty: TyreSpecifications = {
  plyRating: null,
  loadRange: null,
  loadIndex: null,
  speedSymbol: null,
  overallDiameterInch: null,
  sectionWidthInch: null,
  treadDepth32nds: null,
  rimWidth: null,
  singleMaxLoadPressure: null,
  dualMaxLoadPressure: null,
  staticLoadRadius: null,
  revsPerMile: null,
  weight: null,
  tireType: null,
};
const value = (rows: ReturnType<typeof specificationRows>, label: string) => rows.find((r) => r.label === label)?.value;

describe("specificationRows", () => {
  it("always lists the 14 fields of spec §3 in order, '—' where a value is missing", () => {
    const rows = specificationRows({ season: "summer", specifications: empty });
    expect(rows.map((r) => r.label)).toEqual([
      "Ply rating",
      "Load range",
      "Load index",
      "Speed symbol",
      "Overall diameter",
      "Section width",
      "Tread depth",
      "Rim",
      "Single max load and pressure",
      "Dual max load and pressure",
      "Static load radius",
      "Revs per mile",
      "Weight",
      "Tyre type",
    ]);
    expect(new Set(rows.map((r) => r.value))).toEqual(new Set(["—"]));
  });

  it.each([
    ["allseason", null, "All Season"],
    ["allseason", "All Season 3PMSF", "All Season 3PMSF"],
    ["summer", null, "—"],
    ["winter", "Winter", "Winter"],
  ] as const)("tyre type on a %s tyre given %j reads %s", (season, tireType, expected) => {
    expect(value(specificationRows({ season, specifications: { ...empty, tireType } }), "Tyre type")).toBe(expected);
  });

  it.each([
    ["Overall diameter", { overallDiameterInch: 42.3 }, "42.3 in"],
    ["Tread depth", { treadDepth32nds: 26 }, "26/32 in"],
    ["Rim", { rimWidth: "9.00" }, "9.00 in"],
    ["Ply rating", { plyRating: 0 }, "0"],
    ["Weight", { weight: "" }, "—"],
  ])("%s from %j reads %s", (label, spec, expected) => {
    expect(value(specificationRows({ season: "summer", specifications: { ...empty, ...spec } }), label)).toBe(expected);
  });
});

describe("loadAndSpeedWords", () => {
  const size = { loadIndex: "152/148", speedSymbol: "M" } as Tyre["size"];
  it.each([
    [{ loadIndex: "156/150", speedSymbol: "L" }, "156/150 L: 4,000 kg single, 3,350 kg dual, up to 120 km/h"],
    [{}, "152/148 M: 3,550 kg single, 3,150 kg dual, up to 130 km/h"],
  ])("%j", (spec, expected) => {
    expect(loadAndSpeedWords({ specifications: { ...empty, ...spec }, size })).toBe(expected);
  });
  it("is null when neither the table nor the size says", () => {
    expect(loadAndSpeedWords({ specifications: empty, size: { loadIndex: null, speedSymbol: null } as Tyre["size"] })).toBeNull();
  });
});
