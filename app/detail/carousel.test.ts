import { describe, expect, it } from "vitest";
import { currentItem, loopedTrack, nextPosition, previousPosition } from "./carousel";

describe("loopedTrack", () => {
  it.each([
    [
      [1, 2, 3, 4, 5, 6],
      [1, 2, 3, 4, 5, 6, 1, 2, 3, 4],
    ],
    [
      [1, 2, 3],
      [1, 2, 3, 1, 2, 3],
    ],
    [[1], [1]],
    [[], []],
  ])("%j loops as %j", (items, expected) => {
    expect(loopedTrack(items).map((e) => e.item)).toEqual(expected);
  });
  it("marks the repeated items as copies", () => {
    expect(loopedTrack([1, 2, 3, 4, 5, 6]).map((e) => e.copy)).toEqual([false, false, false, false, false, false, true, true, true, true]);
  });
});

describe("positions", () => {
  it.each([
    [0, 6, 1, 5],
    [5, 6, 6, 4],
    [6, 6, 6, 5],
    [0, 1, 0, 0],
    [0, 0, 0, 0],
  ])("at %i of %i: next %i, previous %i", (position, count, next, previous) => {
    expect(nextPosition(position, count)).toBe(next);
    expect(previousPosition(position, count)).toBe(previous);
  });
  it.each([
    [0, 6, 0],
    [5, 6, 5],
    [6, 6, 0],
  ])("position %i of %i shows item %i", (position, count, item) => {
    expect(currentItem(position, count)).toBe(item);
  });
});
