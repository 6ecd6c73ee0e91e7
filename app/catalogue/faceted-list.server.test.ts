import { describe, expect, it } from "vitest";
import { FACETS, foldFacetCounts, type FacetCombination, type FacetName, type FacetSelection } from "./facets";
import { keptFacetCounts } from "./faceted-list.server";

const NONE = Object.fromEntries(FACETS.map((facet) => [facet, null])) as Record<FacetName, string | null>;
const combination = (count: number, values: Partial<Record<FacetName, string>>, brandName = "Michelin"): FacetCombination => ({
  key: JSON.stringify(values),
  values: { ...NONE, ...values },
  brandName,
  count,
});
const list = () => [
  combination(5, { season: "summer", brand: "michelin", price: "300-400", stock: "in-stock" }),
  combination(3, { season: "winter", brand: "michelin", snow: "3pmsf", price: "300-400" }),
  combination(4, { season: "winter", brand: "pirelli", price: "200-300", ready: "2-weeks" }, "Pirelli"),
];

describe("keptFacetCounts (decision 335)", () => {
  it.each<[string, FacetSelection]>([
    ["nothing chosen", {}],
    ["one season", { season: ["winter"] }],
    ["two brands and a price", { brand: ["michelin", "pirelli"], price: ["300-400"] }],
    ["in stock", { stock: ["in-stock"] }],
    ["a value no combination has", { season: ["allseason"] }],
  ])("folds %s exactly as foldFacetCounts does, and answers the same selection of the same list with the same counts", (_, selection) => {
    const combinations = list();
    const counts = keptFacetCounts(combinations, selection);
    expect(counts).toEqual(foldFacetCounts(combinations, selection));
    expect(keptFacetCounts(combinations, { ...selection })).toBe(counts);
  });

  it("folds again for another selection, and for another list even when it holds the same combinations", () => {
    const combinations = list();
    const all = keptFacetCounts(combinations, {});
    const winter = keptFacetCounts(combinations, { season: ["winter"] });
    expect(winter).not.toBe(all);
    expect(winter.total).toBe(7);
    expect(all.total).toBe(12);
    const newRevision = list();
    newRevision[0]!.count = 50;
    expect(keptFacetCounts(newRevision, {}).total).toBe(57);
    expect(keptFacetCounts(combinations, {})).toBe(all);
  });

  it("keeps a list's last 32 selections: the oldest is folded again, as it was", () => {
    const combinations = list();
    const first = keptFacetCounts(combinations, { price: ["p0"] });
    for (let i = 1; i <= 32; i++) keptFacetCounts(combinations, { price: [`p${i}`] });
    const again = keptFacetCounts(combinations, { price: ["p0"] });
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
