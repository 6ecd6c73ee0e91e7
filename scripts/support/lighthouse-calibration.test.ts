import { describe, expect, it } from "vitest";
import { cpuSlowdownFor } from "./lighthouse-calibration";

describe("cpuSlowdownFor", () => {
  it.each([
    [2500, 4],
    [2277, 4],
    [1500, 4],
    [1499, 4],
    [1125, 3],
    [750, 2],
    [600, 1.6],
    [375, 1],
    [100, 1],
    [0, 1],
    [Number.NaN, 4],
  ])("a host of benchmark index %d is slowed %dx", (index, slowdown) => {
    expect(cpuSlowdownFor(index)).toBe(slowdown);
  });
});
