import { describe, expect, it } from "vitest";
import {
  combinationMatches,
  foldFacetCounts,
  listSearch,
  priceBucketOf,
  readListQuery,
  toggleFacetValue,
  type FacetCombination,
  type FacetName,
  type ListQuery,
} from "./facets";

describe("readListQuery and listSearch", () => {
  it.each([
    ["", "", { selection: {}, sort: null, page: 1 }],
    ["season=winter", "?season=winter", { selection: { season: ["winter"] }, sort: null, page: 1 }],
    // Values in their own order (seasons as the catalogue lists them), facets in FACETS order.
    [
      "brand=pirelli&season=winter&brand=michelin&season=summer",
      "?season=summer&season=winter&brand=michelin&brand=pirelli",
      { selection: { season: ["summer", "winter"], brand: ["michelin", "pirelli"] }, sort: null, page: 1 },
    ],
    ["season=winter&season=winter", "?season=winter", { selection: { season: ["winter"] }, sort: null, page: 1 }],
    [
      "load=156%2F150&load=154%2F150&load=96",
      "?load=96&load=154%2F150&load=156%2F150",
      { selection: { load: ["96", "154/150", "156/150"] }, sort: null, page: 1 },
    ],
    ["speed=M&speed=L&speed=(Y)", "?speed=L&speed=M&speed=%28Y%29", { selection: { speed: ["L", "M", "(Y)"] }, sort: null, page: 1 }],
    [
      "price=500-&price=0-100&snow=3pmsf",
      "?snow=3pmsf&price=0-100&price=500-",
      { selection: { snow: ["3pmsf"], price: ["0-100", "500-"] }, sort: null, page: 1 },
    ],
    ["sort=price-asc&page=3", "?sort=price-asc&page=3", { selection: {}, sort: "price-asc", page: 3 }],
    ["page=1&sort=", "", { selection: {}, sort: null, page: 1 }],
    // Values no tyre could have are dropped: the caller redirects to the cleaned query.
    ["season=spring&vehicle=bus&fuel=Z&fuel=a&snow=yes&price=1-2&sort=cheapest&page=abc&brand=Mich%20elin&utm=x", "", { selection: {}, sort: null, page: 1 }],
    [
      "pattern=Drive&pattern=&vehicle=truck&fuel=B&wet=A",
      "?vehicle=truck&pattern=Drive&fuel=B&wet=A",
      { selection: { vehicle: ["truck"], pattern: ["Drive"], fuel: ["B"], wet: ["A"] }, sort: null, page: 1 },
    ],
  ])("?%s is %j", (query, search, parsed) => {
    const read = readListQuery(new URLSearchParams(query));
    expect(read.query).toEqual(parsed);
    expect(read.search).toBe(search);
    // The canonical query reads back as itself, so a redirect to it never loops.
    expect(readListQuery(new URLSearchParams(search)).search).toBe(search);
    // listSearch writes the parsed query back as the same canonical search.
    expect(listSearch(read.query)).toBe(search);
  });

  it.each<[ListQuery, string]>([
    [{ q: "r22.5", selection: {}, sort: null, page: 1 }, "?q=r22.5"],
    [{ q: "315/80 r22.5", selection: { season: ["winter"] }, sort: "price-asc", page: 2 }, "?q=315%2F80+r22.5&season=winter&sort=price-asc&page=2"],
    [{ q: "", selection: {}, sort: null, page: 1 }, "?q="],
  ])("writes a search's text first: %j is %s", (query, search) => {
    expect(listSearch(query)).toBe(search);
  });

  it("toggles a value in and out of the selection, keeping the order", () => {
    const one = toggleFacetValue({}, "season", "winter");
    const two = toggleFacetValue(one, "season", "summer");
    expect(two).toEqual({ season: ["summer", "winter"] });
    expect(toggleFacetValue(toggleFacetValue(two, "season", "summer"), "season", "winter")).toEqual({});
  });
});

describe("priceBucketOf", () => {
  it.each([
    [null, null],
    [0, "0-100"],
    [9_999, "0-100"],
    [10_000, "100-150"],
    [29_999, "200-300"],
    [49_999, "400-500"],
    [50_000, "500-"],
    [9_000_000, "500-"],
  ])("%s cents is in %s", (cents, bucket) => {
    expect(priceBucketOf(cents)).toBe(bucket);
  });
});

const NONE: Record<FacetName, string | null> = {
  season: null,
  vehicle: null,
  pattern: null,
  brand: null,
  load: null,
  speed: null,
  fuel: null,
  wet: null,
  snow: null,
  price: null,
  stock: null,
  ready: null,
};
const combination = (count: number, values: Partial<Record<FacetName, string>>, brandName = "Michelin"): FacetCombination => ({
  key: JSON.stringify(values),
  values: { ...NONE, ...values },
  brandName,
  count,
});

const ROWS = [
  combination(5, { season: "summer", brand: "michelin", fuel: "B", price: "300-400" }),
  combination(3, { season: "winter", brand: "michelin", fuel: "C", snow: "3pmsf", price: "300-400" }),
  combination(4, { season: "winter", brand: "pirelli", fuel: "B", snow: "3pmsf", price: "200-300" }, "Pirelli"),
  combination(2, { season: "allseason", brand: "pirelli", price: "200-300" }, "Pirelli"),
];

const countsOf = (result: ReturnType<typeof foldFacetCounts>, facet: FacetName) =>
  Object.fromEntries(result.facets.find((f) => f.facet === facet)!.values.map((v) => [v.value, v.count]));

describe("foldFacetCounts", () => {
  it("counts every value of the whole list when nothing is chosen", () => {
    const result = foldFacetCounts(ROWS, {});
    expect(result.total).toBe(14);
    expect(countsOf(result, "season")).toEqual({ summer: 5, winter: 7, allseason: 2 });
    expect(countsOf(result, "brand")).toEqual({ michelin: 8, pirelli: 6 });
    // Tyres without a fuel class count in no fuel value.
    expect(countsOf(result, "fuel")).toEqual({ B: 9, C: 3 });
    expect(result.facets.find((f) => f.facet === "brand")!.values.map((v) => v.label)).toEqual(["Michelin", "Pirelli"]);
    expect(countsOf(result, "vehicle")).toEqual({});
  });

  it("counts a facet's values with the other facets' choices, not its own", () => {
    const result = foldFacetCounts(ROWS, { season: ["winter"], brand: ["pirelli"] });
    expect(result.total).toBe(4);
    // Season counts keep the brand choice: what ticking another season would add.
    expect(countsOf(result, "season")).toEqual({ winter: 4, allseason: 2 });
    // Brand counts keep the season choice.
    expect(countsOf(result, "brand")).toEqual({ michelin: 3, pirelli: 4 });
    // Other facets apply both choices.
    expect(countsOf(result, "fuel")).toEqual({ B: 4 });
    expect(countsOf(result, "snow")).toEqual({ "3pmsf": 4 });
  });

  it("treats values of one facet as alternatives", () => {
    const result = foldFacetCounts(ROWS, { season: ["summer", "allseason"] });
    expect(result.total).toBe(7);
    expect(countsOf(result, "price")).toEqual({ "200-300": 2, "300-400": 5 });
  });

  it("keeps a chosen value that no tyre has, with no tyres, so it can be unticked", () => {
    const result = foldFacetCounts(ROWS, { brand: ["bridgestone"] });
    expect(result.total).toBe(0);
    const brand = result.facets.find((f) => f.facet === "brand")!.values;
    expect(brand).toContainEqual({ value: "bridgestone", label: "bridgestone", count: 0, selected: true });
    expect(countsOf(result, "season")).toEqual({});
  });

  it("gives each facet's counts summing to the total when a tyre has one value of it", () => {
    const selection = { fuel: ["B"] };
    const result = foldFacetCounts(ROWS, selection);
    const seasons = Object.values(countsOf(result, "season")).reduce((a, b) => a + b, 0);
    expect(seasons).toBe(result.total);
  });
});

describe("combinationMatches", () => {
  const values = { ...NONE, season: "winter", brand: "pirelli", fuel: "B", price: "200-300" };
  it.each([
    [{}, true],
    [{ season: ["winter"] }, true],
    [{ season: ["summer", "winter"], brand: ["pirelli"] }, true],
    [{ season: ["summer"] }, false],
    [{ season: ["winter"], brand: ["michelin"] }, false],
    // A tyre without a value of a chosen facet is not in the list.
    [{ wet: ["A", "B"] }, false],
    [{ snow: ["3pmsf"] }, false],
    [{ fuel: [] }, true],
  ])("%j keeps winter Pirelli B 200-300: %s", (selection, kept) => {
    expect(combinationMatches(values, selection)).toBe(kept);
  });

  it("keeps exactly the tyres foldFacetCounts counts in its total", () => {
    for (const selection of [{}, { season: ["winter"] }, { brand: ["pirelli"], fuel: ["B"] }, { price: ["300-400", "200-300"], snow: ["3pmsf"] }]) {
      const kept = ROWS.filter((row) => combinationMatches(row.values, selection)).reduce((n, row) => n + row.count, 0);
      expect(kept, JSON.stringify(selection)).toBe(foldFacetCounts(ROWS, selection).total);
    }
  });
});
