import { describe, expect, it } from "vitest";
import { formatZoom, ZOOM_MAX, ZOOM_MIN, zoomIn, zoomOut } from "./zoom";

describe("zoom levels", () => {
  it.each([
    [1, 1.5, 1],
    [1.5, 2, 1],
    [4.5, 5, 4],
    [5, 5, 4.5],
    [0.2, 1.5, 1],
    [9, 5, 4.5],
  ])("from %d: in %d, out %d", (level, inTo, outTo) => {
    expect(zoomIn(level)).toBe(inTo);
    expect(zoomOut(level)).toBe(outTo);
  });

  it("walks 1x to 5x in 9 steps of 0.5 and stays at the limits", () => {
    const seen = [ZOOM_MIN];
    for (let i = 0; i < 10; i++) seen.push(zoomIn(seen[seen.length - 1]!));
    expect(seen.map(formatZoom)).toEqual(["1x", "1.5x", "2x", "2.5x", "3x", "3.5x", "4x", "4.5x", "5x", "5x", "5x"]);
    expect(zoomOut(ZOOM_MIN)).toBe(ZOOM_MIN);
    expect(zoomIn(ZOOM_MAX)).toBe(ZOOM_MAX);
  });
});
