import { describe, expect, it } from "vitest";
import { containerCapacity, tyreDimensions } from "./container-capacity";
import { parseTyreSize } from "./tyre-size";

// Exporters' published loading counts, 40ft high-cube, pieces. The model is checked on
// the ratio of each to 295/80R22.5, not the absolute count: a high-cube holds more than the spec's
// 40ft, and loading practice differs between exporters.
const PUBLISHED_40FT_HC: Array<[string, number]> = [
  ["315/80R22.5", 218],
  ["295/80R22.5", 268],
  ["385/65R22.5", 192],
  ["11R22.5", 272],
  ["12.00R24", 192],
  ["205/55R16", 1100],
  ["195/65R15", 1180],
];
const REFERENCE_PUBLISHED = 268;

describe("container capacity by tyre size", () => {
  it("fits exactly the spec's 160 and 280 of the reference size 295/80R22.5", () => {
    expect(containerCapacity("295/80R22.5")).toEqual({ "20ft": 160, "40ft": 280, source: "size" });
    expect(containerCapacity("295/80R22.5 152/148M")).toEqual({ "20ft": 160, "40ft": 280, source: "size" });
  });

  it.each(PUBLISHED_40FT_HC)("%s comes within 15%% of the published ratio to 295/80R22.5", (size, published) => {
    const ours = containerCapacity(size)["40ft"] / 280;
    const theirs = published / REFERENCE_PUBLISHED;
    expect(Math.abs(ours / theirs - 1)).toBeLessThan(0.15);
  });

  it("holds about 4.1 times as many 205/55R16 as 295/80R22.5", () => {
    expect(containerCapacity("205/55R16")["40ft"] / 280).toBeGreaterThan(3.7);
    expect(containerCapacity("205/55R16")["40ft"] / 280).toBeLessThan(4.5);
  });

  // Outer diameter and section width, mm, from each written form's own rule.
  it.each([
    ["295/80R22.5", 1043.5, 295],
    ["205/55R16", 631.9, 205],
    ["165R13", 600.8, 165],
    ["11R22.5", 1074.42, 279.4],
    ["12.00R24", 1219.2, 304.8],
    ["7.50R16", 787.4, 190.5],
    ["35x12.50R20", 889, 317.5],
  ])("%s is %f mm across and %f mm wide", (size, diameterMm, widthMm) => {
    const parsed = parseTyreSize(size);
    if (!parsed.ok) throw new Error(parsed.error);
    const dimensions = tyreDimensions(parsed.size);
    expect(dimensions.diameterMm).toBeCloseTo(diameterMm, 1);
    expect(dimensions.widthMm).toBeCloseTo(widthMm, 1);
  });

  it("falls back to the spec's 160 / 280 for a size it cannot read, and says so", () => {
    expect(containerCapacity("see description")).toEqual({ "20ft": 160, "40ft": 280, source: "unknown-size" });
    expect(containerCapacity("")).toEqual({ "20ft": 160, "40ft": 280, source: "unknown-size" });
  });

  it("takes the seller's count for a size over the worked-out one", () => {
    const overrides = new Map([["315/80R22.5", { "20ft": 120, "40ft": 230 }]]);
    expect(containerCapacity("315/80R22.5 156/150L", overrides)).toEqual({ "20ft": 120, "40ft": 230, source: "seller" });
    expect(containerCapacity("295/80R22.5", overrides).source).toBe("size");
  });

  it("promises at least one of even the largest tyre", () => {
    expect(containerCapacity("4000R57")["20ft"]).toBeGreaterThanOrEqual(1);
  });
});
