import { describe, expect, it } from "vitest";
import { readSizeSpelling, sizeSlug } from "./size-spelling";

describe("readSizeSpelling", () => {
  // Every spelling the search understands (decision 003), plus the size page's own slug.
  it.each([
    ["315/80R22.5", "315/80R22.5", "3158022.5"],
    ["315/80r22.5", "315/80R22.5", "3158022.5"],
    ["315/80 R22.5", "315/80R22.5", "3158022.5"],
    ["315/80 r 22.5", "315/80R22.5", "3158022.5"],
    [" 315 / 80 R 22,5 ", "315/80R22.5", "3158022.5"],
    ["315/80R22.5 156/150L", "315/80R22.5", "3158022.5"],
    ["315-80r22.5", "315/80R22.5", "3158022.5"],
    ["315-80R22.5", "315/80R22.5", "3158022.5"],
    ["11R22.5", "11R22.5", "1122.5"],
    ["11r22.5", "11R22.5", "1122.5"],
    ["lt265-70r17", "LT265/70R17", "2657017"],
    ["LT265/70R17 121/118S", "LT265/70R17", "2657017"],
    ["35x12.50r20lt", "35x12.50R20LT", "3512.5020"],
    ["90-90-21", "90/90-21", "909021"],
    ["90/90-21", "90/90-21", "909021"],
    ["3.00-18", "3.00-18", "3.0018"],
    ["120-70zr17", "120/70ZR17", "1207017"],
  ])("reads %j as the size %s", (text, normalized, key) => {
    expect(readSizeSpelling(text)).toEqual({ normalized, key });
  });

  it.each([
    ["315 80 22.5", "3158022.5"],
    ["3158022.5", "3158022.5"],
    ["315 80 r22.5 156/150L", "3158022.5"],
    ["205 55 16", "2055516"],
  ])("reads %j as the size key %s only", (text, key) => {
    expect(readSizeSpelling(text)).toEqual({ normalized: null, key });
  });

  it.each([[""], ["   "], ["michelin"], ["22.5"], ["315"], ["x".repeat(61)], ["315/80R22.5".padEnd(61, " 1")]])("reads no size from %j", (text) => {
    expect(readSizeSpelling(text)).toBeNull();
  });
});

describe("sizeSlug", () => {
  it.each([
    ["315/80R22.5", "315-80r22.5"],
    ["11R22.5", "11r22.5"],
    ["LT265/70R17", "lt265-70r17"],
    ["35x12.50R20LT", "35x12.50r20lt"],
    ["90/90-21", "90-90-21"],
    ["3.00-18", "3.00-18"],
  ])("writes %s as %s, which reads back as the same size", (normalized, slug) => {
    expect(sizeSlug(normalized)).toBe(slug);
    expect(readSizeSpelling(slug)?.normalized).toBe(normalized);
  });
});
