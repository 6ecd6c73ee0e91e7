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
const shown = (rows: ReturnType<typeof specificationRows>, label: string) => {
  const row = rows.find((r) => r.label === label);
  return row && (row.metric === null ? row.value : `${row.value} (${row.metric})`);
};
const TRUCK_ONLY = ["Ply rating", "Load range", "Dual max load and pressure"];

describe("specificationRows", () => {
  it("always lists the 14 fields of spec §3 in order, '—' where a value is missing", () => {
    const rows = specificationRows({ season: "summer", vehicleType: "truck", specifications: empty });
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
    expect(value(specificationRows({ season, vehicleType: "car", specifications: { ...empty, tireType } }), "Tyre type")).toBe(expected);
  });

  it.each([
    ["Overall diameter", { overallDiameterInch: 42.3 }, "42.3 in (1,074 mm)"],
    ["Section width", { sectionWidthInch: 12.4 }, "12.4 in (315 mm)"],
    ["Tread depth", { treadDepth32nds: 26 }, "26/32 in (20.6 mm)"],
    ["Rim", { rimWidth: "9.00" }, "9.00 in (229 mm)"],
    ["Single max load and pressure", { singleMaxLoadPressure: "8820lb/130psi" }, "8,820 lb at 130 psi (4,000 kg at 900 kPa)"],
    ["Dual max load and pressure", { dualMaxLoadPressure: "7385lb/130psi" }, "7,385 lb at 130 psi (3,350 kg at 900 kPa)"],
    ["Dual max load and pressure", { dualMaxLoadPressure: "N/A" }, "N/A"],
    ["Static load radius", { staticLoadRadius: 20 }, "20 in (508 mm)"],
    ["Revs per mile", { revsPerMile: 491 }, "491 (305 per km)"],
    ["Weight", { weight: "140lb/64kg" }, "140 lb (64 kg)"],
    ["Ply rating", { plyRating: 0 }, "0"],
    ["Weight", { weight: "" }, "—"],
  ])("%s from %j reads %s", (label, spec, expected) => {
    expect(shown(specificationRows({ season: "summer", vehicleType: "truck", specifications: { ...empty, ...spec } }), label)).toBe(expected);
  });
});

describe("truck-only rows", () => {
  const labels = (rows: ReturnType<typeof specificationRows>) => rows.map((r) => r.label);
  it.each(["car", "motorcycle"] as const)("leaves them out on a %s tyre when they are empty", (vehicleType) => {
    const rows = labels(specificationRows({ season: "summer", vehicleType, specifications: empty }));
    expect(rows).toHaveLength(11);
    for (const label of TRUCK_ONLY) expect(rows).not.toContain(label);
  });
  it.each(["truck", "offRoad"] as const)("keeps them, empty, on a %s tyre", (vehicleType) => {
    const rows = labels(specificationRows({ season: "summer", vehicleType, specifications: empty }));
    expect(rows).toHaveLength(14);
    for (const label of TRUCK_ONLY) expect(rows).toContain(label);
  });
  it("never hides one with a value, on a car tyre either", () => {
    const rows = specificationRows({
      season: "summer",
      vehicleType: "car",
      specifications: { ...empty, plyRating: 8, loadRange: "D", dualMaxLoadPressure: "2271lb/65psi" },
    });
    expect(TRUCK_ONLY.map((label) => shown(rows, label))).toEqual(["8", "D", "2,271 lb at 65 psi (1,030 kg at 450 kPa)"]);
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
