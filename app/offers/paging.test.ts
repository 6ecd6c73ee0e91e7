import { describe, expect, it } from "vitest";
import { clampPage, readPageNumber, withPage } from "./paging";

describe("paging", () => {
  it.each([
    ["", 1],
    ["page=3", 3],
    ["page=0", 1],
    ["page=-2", 1],
    ["page=abc", 1],
    ["page=2.5", 1],
  ])("reads ?%s as page %i", (query, page) => {
    expect(readPageNumber(new URLSearchParams(query))).toBe(page);
  });
  it.each([
    [1, 0, 1],
    [999, 5, 5],
    [3, 5, 3],
    [0, 5, 1],
  ])("clamps page %i of %i pages to %i", (page, count, clamped) => {
    expect(clampPage(page, count)).toBe(clamped);
  });
  it("writes page 1 as no page and keeps the other parameters", () => {
    expect(withPage(new URLSearchParams("q=22.5&page=4"), 1)).toBe("?q=22.5");
    expect(withPage(new URLSearchParams("q=22.5"), 2)).toBe("?q=22.5&page=2");
  });
});
