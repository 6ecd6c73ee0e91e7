import { describe, expect, it } from "vitest";
import { capacityHintParts, capacityNote, containerCountText, isSpecReference } from "./container-counts";

const spec = { "20ft": 160, "40ft": 280 };
const bus = { "20ft": 141, "40ft": 246 };

describe("isSpecReference", () => {
  it.each([
    ["295/80R22.5", spec, true],
    ["295/80R22.5", { "20ft": 150, "40ft": 270 }, false],
    ["315/80R22.5", spec, false],
    ["315/80R22.5", bus, false],
  ])("%s at %o is the spec's reference: %s", (size, counts, expected) => {
    expect(isSpecReference(size, counts)).toBe(expected);
  });
});

describe("the container texts", () => {
  it.each([
    ["295/80R22.5", spec, "20ft" as const, "150-160 pcs", "Capacity 150-160 pcs"],
    ["295/80R22.5", spec, "40ft" as const, "270-280 pcs", "Capacity 270-280 pcs"],
    ["315/80R22.5", bus, "20ft" as const, "about 141 pcs", "Capacity about 141 pcs"],
    ["205/55R16", { "20ft": 627, "40ft": 1098 }, "40ft" as const, "about 1,098 pcs", "Capacity about 1,098 pcs"],
    // The seller's own counts for the reference size are theirs, not the spec's range.
    ["295/80R22.5", { "20ft": 150, "40ft": 270 }, "20ft" as const, "about 150 pcs", "Capacity about 150 pcs"],
  ])("%s %o in a %s: %s", (size, counts, container, text, note) => {
    expect(containerCountText(size, counts, container)).toBe(text);
    expect(capacityNote(size, counts, container)).toBe(note);
  });

  it.each([
    ["295/80R22.5", spec, { "20ft": "150-160 pcs", "40ft": "270-280 pcs" }],
    ["315/80R22.5", bus, { "20ft": "about 141 pcs of 315/80R22.5", "40ft": "about 246 pcs" }],
  ])("the quantity hint for %s names %o", (size, counts, expected) => {
    expect(capacityHintParts(size, counts)).toEqual(expected);
  });
});
