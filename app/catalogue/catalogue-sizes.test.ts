import { describe, expect, it } from "vitest";
import { readSizeSpelling } from "../domain/size-spelling";
import { catalogueSize, compareSizes, findCatalogueSize } from "./catalogue-sizes";
import { chosenFinderSize, finderSearch, readFinderChoice, sizeFinderOptions } from "./size-finder";

const SIZES = [
  catalogueSize("315/80R22.5", 40),
  catalogueSize("315/70R22.5", 12),
  catalogueSize("11R22.5", 30),
  catalogueSize("265/70R17", 8),
  catalogueSize("LT265/70R17", 20),
  catalogueSize("35x12.50R20LT", 5),
  catalogueSize("90/90-21", 3),
  catalogueSize("120/70ZR17", 4),
].sort(compareSizes);

describe("catalogueSize", () => {
  it.each([
    ["315/80R22.5", "315-80r22.5", "315", "80", "R22.5"],
    ["11R22.5", "11r22.5", "11", "", "R22.5"],
    ["LT265/70R17", "lt265-70r17", "265", "70", "R17 LT"],
    ["35x12.50R20LT", "35x12.50r20lt", "35x12.50", "", "R20 LT"],
    ["90/90-21", "90-90-21", "90", "90", "-21"],
    ["120/70ZR17", "120-70zr17", "120", "70", "ZR17"],
  ])("%s: slug %s, width %s, profile %j, rim %s", (normalized, slug, width, profile, rim) => {
    expect(catalogueSize(normalized, 1)).toMatchObject({ normalized, slug, width, profile, rim });
  });

  it("orders sizes by rim, then width, then profile", () => {
    expect(SIZES.map((s) => s.normalized)).toEqual([
      "120/70ZR17",
      "265/70R17",
      "LT265/70R17",
      "35x12.50R20LT",
      "90/90-21",
      "11R22.5",
      "315/70R22.5",
      "315/80R22.5",
    ]);
  });
});

describe("findCatalogueSize", () => {
  it.each([
    ["315/80R22.5", "315/80R22.5"],
    ["315-80r22.5", "315/80R22.5"],
    ["315 80 22.5", "315/80R22.5"],
    ["3158022.5", "315/80R22.5"],
    // Dashes throughout: the diagonal reading (315/80-22.5) is not sold, so the size search finds is meant.
    ["315-80-22.5", "315/80R22.5"],
    ["315/80-22.5", "315/80R22.5"],
    ["315-80-r22.5", "315/80R22.5"],
    ["315/80/22.5", "315/80R22.5"],
    ["315x80x22.5", "315/80R22.5"],
    ["315-80R22,5", "315/80R22.5"],
    // A diagonal size that is sold keeps its own reading.
    ["90-90-21", "90/90-21"],
    ["11 22.5", "11R22.5"],
    // A key alone names the size without a light-truck mark first, though it has fewer tyres.
    ["265 70 17", "265/70R17"],
    ["LT265/70R17", "LT265/70R17"],
  ])("finds %j as %s", (text, normalized) => {
    expect(findCatalogueSize(SIZES, readSizeSpelling(text)!)?.normalized).toBe(normalized);
  });

  it.each([["315/60R22.5"], ["315/80R22.5C"], ["999 80 22.5"]])("finds no size we sell for %j", (text) => {
    expect(findCatalogueSize(SIZES, readSizeSpelling(text)!)).toBeNull();
  });
});

describe("size finder", () => {
  it.each([
    [{ width: "", profile: null, slug: null }, [], []],
    [{ width: "315", profile: null, slug: null }, ["70", "80"], []],
    [{ width: "315", profile: "80", slug: null }, ["70", "80"], [{ slug: "315-80r22.5", label: "R22.5" }]],
    [
      { width: "265", profile: "70", slug: null },
      ["70"],
      [
        { slug: "265-70r17", label: "R17" },
        { slug: "lt265-70r17", label: "R17 LT" },
      ],
    ],
    [{ width: "11", profile: "", slug: null }, [""], [{ slug: "11r22.5", label: "R22.5" }]],
    [{ width: "315", profile: "55", slug: null }, ["70", "80"], []],
  ])("offers only what exists for %j", (choice, profiles, rims) => {
    const options = sizeFinderOptions(SIZES, choice);
    expect(options.widths).toEqual(["11", "35x12.50", "90", "120", "265", "315"]);
    expect(options.profiles).toEqual(profiles);
    expect(options.rims).toEqual(rims);
  });

  it.each([
    ["width=315&profile=80", "315/80R22.5"],
    ["width=315&profile=80&rim=315-80r22.5", "315/80R22.5"],
    ["width=11&profile=none", "11R22.5"],
    ["width=265&profile=70&rim=lt265-70r17", "LT265/70R17"],
    ["width=265&profile=70", null],
    ["width=315", null],
    ["width=315&profile=80&rim=11r22.5", null],
    ["profile=80&rim=315-80r22.5", null],
  ])("?%s arrives at %s", (query, normalized) => {
    expect(chosenFinderSize(SIZES, readFinderChoice(new URLSearchParams(query)))?.normalized ?? null).toBe(normalized);
  });

  it.each([["width=315&profile=80&rim=315-80r22.5"], ["width=11&profile=none"], ["width=315"], [""]])("writes ?%s back as it was read", (query) => {
    expect(finderSearch(readFinderChoice(new URLSearchParams(query)))).toBe(query ? `?${query}` : "");
  });
});
