import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatLoadIndex, loadIndexToKg, MAX_LOAD_INDEX, parseLoadIndex } from "./load-index";

describe("loadIndexToKg follows the ISO/ETRTO table", () => {
  // Values read from the published table, spread over its whole range.
  it.each([
    [0, 45],
    [1, 46.2],
    [19, 77.5],
    [37, 128],
    [50, 190],
    [62, 265],
    [75, 387],
    [82, 475],
    [91, 615],
    [99, 775],
    [100, 800],
    [104, 900],
    [115, 1215],
    [121, 1450],
    [139, 2430],
    [144, 2800],
    [146, 3000],
    [148, 3150],
    [150, 3350],
    [152, 3550],
    [154, 3750],
    [156, 4000],
    [160, 4500],
    [195, 12150],
    [200, 14000],
    [241, 46250],
    [279, 136000],
  ])("index %d carries %d kg", (index, kg) => {
    expect(loadIndexToKg(index)).toBe(kg);
  });

  it.each([-1, 280, 1000, 91.5, Number.NaN])("index %d is not in the table", (index) => {
    expect(loadIndexToKg(index)).toBeNull();
  });

  it("covers every index from 0 to 279", () => {
    expect(MAX_LOAD_INDEX).toBe(279);
    for (let i = 0; i <= MAX_LOAD_INDEX; i++) expect(loadIndexToKg(i)).toBeGreaterThan(0);
  });

  it("a higher index always carries more", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 278 }), (i) => {
        expect(loadIndexToKg(i + 1)).toBeGreaterThan(loadIndexToKg(i) ?? Infinity);
      }),
    );
  });

  // The table is a geometric series: 80 steps multiply the load by ten. The standard rounds
  // the lower rows (81 is 462 kg where the series gives 462.5), so only the top band is exact.
  it("80 indices up is ten times the load", () => {
    fc.assert(
      fc.property(fc.integer({ min: 80, max: 279 }), (i) => {
        const here = loadIndexToKg(i) ?? 0;
        const tenTimes = (loadIndexToKg(i - 80) ?? 0) * 10;
        if (i >= 240) expect(here).toBe(tenTimes);
        else expect(Math.abs(here - tenTimes) / here).toBeLessThanOrEqual(0.01);
      }),
      { numRuns: 400 },
    );
  });
});

describe("parseLoadIndex", () => {
  it.each([
    ["160", { single: 160, dual: null }],
    ["156/150", { single: 156, dual: 150 }],
    ["104/102", { single: 104, dual: 102 }],
    [" 91 ", { single: 91, dual: null }],
    ["152 / 148", { single: 152, dual: 148 }],
    ["0", { single: 0, dual: null }],
  ])("%j → %j", (text, expected) => {
    expect(parseLoadIndex(text)).toEqual(expected);
  });

  it.each(["", "abc", "280", "156/", "/150", "150/156", "91V", "1.5", "156/150/148"])("%j is refused", (text) => {
    expect(parseLoadIndex(text)).toBeNull();
  });

  it("formatting then parsing gives the same indices", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 279 }), fc.option(fc.integer({ min: 0, max: 279 })), (a, b) => {
        const load = b === null ? { single: a, dual: null } : { single: Math.max(a, b), dual: Math.min(a, b) };
        expect(parseLoadIndex(formatLoadIndex(load))).toEqual(load);
      }),
    );
  });
});
