// The search page's kept index lists: one per index and query, found once, and never one index's
// list for another's catalogue.
import { describe, expect, it } from "vitest";
import { CatalogueSearchIndex, type SubstringGroups } from "~/catalogue/search-index";
import { indexedTyre } from "~/catalogue/indexed-tyre-fixture";
import { keptIndexedList } from "./search-page.server";

const tyre = (rank: number, searchText: string) => indexedTyre(rank, searchText, null);

const text = (word: string): SubstringGroups => [[{ column: "search_text", text: word }]];
const BRANDS = new Map([["brand", "Brand"]]);

describe("keptIndexedList", async () => {
  const before = await CatalogueSearchIndex.build([tyre(1, "michelin | x multi d | 315/80r22.5"), tyre(2, "pirelli | p7 | 205/55r16")]);
  const after = await CatalogueSearchIndex.build([tyre(1, "michelin | x multi d | 315/80r22.5"), tyre(2, "michelin | x line | 385/65r22.5")]);

  it.each([
    ["the same query twice: the list found once", before, text("michelin"), before, text("michelin"), true],
    ["another query", before, text("michelin"), before, text("pirelli"), false],
    ["the same query on a new index (a new revision)", before, text("michelin"), after, text("michelin"), false],
    ["every tyre (no query) twice", before, null, before, null, true],
  ] as const)("%s", (_, firstIndex, firstGroups, secondIndex, secondGroups, same) => {
    const first = keptIndexedList(firstIndex, firstGroups, BRANDS);
    const second = keptIndexedList(secondIndex, secondGroups, BRANDS);
    expect(first === second).toBe(same);
  });

  it("counts and pages each index's own matches", () => {
    const page = (index: CatalogueSearchIndex) => keptIndexedList(index, text("michelin"), BRANDS);
    expect(page(before).combinations.reduce((sum, c) => sum + c.count, 0)).toBe(1);
    expect(page(after).combinations.reduce((sum, c) => sum + c.count, 0)).toBe(2);
    expect(page(after).sortedPage({}, null, 0, 10)).toEqual([101, 102]);
    expect(page(after).sortedPage({}, null, 1, 10)).toEqual([102]);
  });
});
