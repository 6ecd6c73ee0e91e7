import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SORTS } from "./facets";
import { CatalogueSearchIndex, type IndexSort, type IndexedTyre, type SubstringGroups } from "./search-index";
import { indexedTyre } from "./indexed-tyre-fixture";

const tyre = indexedTyre;

const ROWS = [
  tyre(1, "bridgestone | m729 | drive | 315/80r22.5", 4.5, { sizeKey: "3158022.5" }),
  tyre(2, "continental | hdr2 | drive | 315/80r22.5", 4.8, { sizeKey: "3158022.5", season: "winter" }),
  tyre(3, "michelin | x multi d | drive | 295/80r22.5", null, { sizeKey: "2958022.5", brandId: 2 }),
  tyre(4, "michelin | x line energy | steer | 385/65r22.5", 4.9, { sizeKey: "3856522.5", brandId: 2 }),
  tyre(5, "pirelli | p zero | summer | 225/45r17", 4.1, { sizeKey: "2254517", vehicleType: "car" }),
  tyre(6, "pirelli | p7 | summer | 205/55r16", 4.1, { sizeKey: "2055516", vehicleType: "car" }),
];

const text = (t: string): SubstringGroups => t.split(" ").map((word) => [{ column: "search_text" as const, text: word }]);
const size = (key: string, typed: string): SubstringGroups => [
  [
    { column: "size_key", text: key },
    { column: "search_text", text: typed },
  ],
];

describe("CatalogueSearchIndex.matches: every group holds, in catalogue order", async () => {
  const index = await CatalogueSearchIndex.build(ROWS);
  it.each([
    ["one word", text("michelin"), {}, [103, 104]],
    ["two words, both must hold", text("michelin steer"), {}, [104]],
    ["a word of two characters (pair index)", text("p7"), {}, [106]],
    ["a word of one character (scanned)", text("x"), {}, [103, 104]],
    ["a size by its key or as typed", size("3158022.5", "315/80r22.5"), {}, [101, 102]],
    ["a short size key", size("17", "17"), {}, [105]],
    ["nothing", text("zzz"), {}, []],
    ["with a season filter", text("drive"), { season: "winter" }, [102]],
    ["with brand ids", text("22.5"), { brandIds: [2] }, [103, 104]],
    ["with a vehicle type", text("pirelli"), { vehicleType: "car" }, [105, 106]],
  ] as const)("%s", (_, groups, filter, expected) => {
    expect(index.matches(groups, filter, 0, 100).map((m) => m.tyreId)).toEqual(expected);
  });

  it("pages by offset and limit", () => {
    expect(index.matches(text("r"), {}, 1, 2).map((m) => m.rank)).toEqual([2, 3]);
  });
});

describe("CatalogueSearchIndex.suggest: prefix first, then best rated, unrated last, then by id", async () => {
  const index = await CatalogueSearchIndex.build(ROWS);
  it.each([
    ["prefix matches lead", "michelin", text("michelin"), [104, 103]],
    ["others by rating, equal ratings by id", "zero", text("r"), [104, 102, 101, 105, 106, 103]],
    ["a prefix alone leads a broad word", "pirelli p", text("pirelli p"), [105, 106]],
    ["no terms: everything, best rated first", "", null, [104, 102, 101, 105, 106, 103]],
  ] as const)("%s", (_, prefix, groups, expected) => {
    expect(index.suggest(groups, prefix, 10)).toEqual(expected);
  });

  it("stops at the count asked for", () => {
    expect(index.suggest(text("r"), "r", 2)).toEqual([104, 102]);
  });
});

/** The suggestion order read plainly off the rows: those holding every term, prefix first, best rated, unrated last, then by id. */
function plainSuggestions(tyres: IndexedTyre[], terms: string[], prefix: string): number[] {
  return tyres
    .filter((t) => terms.every((term) => t.searchText.includes(term)))
    .sort((a, b) => {
      const pa = a.searchText.startsWith(prefix) ? 0 : 1;
      const pb = b.searchText.startsWith(prefix) ? 0 : 1;
      return pa - pb || (b.rating ?? -Infinity) - (a.rating ?? -Infinity) || a.tyreId - b.tyreId;
    })
    .slice(0, 10)
    .map((t) => t.tyreId);
}

describe("CatalogueSearchIndex agrees with a plain reading of the rows", () => {
  const word = fc.stringMatching(/^[a-z0-9 /.]{1,6}$/);
  const row = fc.record({ text: fc.stringMatching(/^[a-z0-9 /.|]{0,30}$/), rating: fc.option(fc.integer({ min: 1, max: 5 })) });
  it("finds exactly the rows holding every word, in rank order, and suggests them in the suggestion order", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 40 }), fc.array(word, { minLength: 1, maxLength: 3 }), async (rows, words) => {
        const tyres = rows.map((r, i) => tyre(i + 1, r.text, r.rating));
        const index = await CatalogueSearchIndex.build(tyres);
        const terms = words
          .join(" ")
          .split(" ")
          .filter((w) => w !== "");
        fc.pre(terms.length > 0);
        const groups = text(terms.join(" "));
        const holding = tyres.filter((t) => terms.every((term) => t.searchText.includes(term)));
        expect(index.matches(groups, {}, 0, 1000).map((m) => m.tyreId)).toEqual(holding.map((t) => t.tyreId));
        const prefix = terms.join(" ");
        expect(index.suggest(groups, prefix, 10)).toEqual(plainSuggestions(tyres, terms, prefix));
      }),
      { numRuns: 300 },
    );
  });
});

describe("CatalogueSearchIndex.suggest over many candidates (more than it orders outright)", () => {
  // 12,000 tyres: 4,000 unrated Double Coin (their walk down the rating order would cross the whole
  // catalogue), 4,000 Michelin rated 1-5, 4,000 Pirelli rated low. Every answer must equal the
  // plain reading: prefix first, then best rated, unrated last, then by id.
  const brands = ["double coin | rr202", "michelin | x multi", "pirelli | fg01"];
  const rows = Array.from({ length: 12_000 }, (_, i) => {
    const brand = i % 3;
    const rating = brand === 0 ? null : brand === 1 ? 1 + ((i * 7) % 41) / 10 : 1 + ((i * 3) % 5) / 10;
    return tyre(i + 1, `${brands[brand]} | drive | ${295 + (i % 9) * 10}/80r22.5`, rating);
  });
  it.each(["do", "double", "double coin", "mi", "michelin", "pi", "drive", "r22.5", "80r"])("suggests %j as the plain reading does", async (typed) => {
    const index = await CatalogueSearchIndex.build(rows);
    const terms = typed.split(" ");
    expect(index.suggest(text(typed), typed, 10)).toEqual(plainSuggestions(rows, terms, typed));
  });
});

describe("CatalogueSearchIndex.list and sortedPage: facet combinations and sorted pages agree with a plain reading", () => {
  // Each sort as a key of a row, compared in order (missing values last), then catalogue order.
  const keys: Record<IndexSort, (t: IndexedTyre) => Array<number | string>> = {
    "price-asc": (t) => [t.list!.payablePrice === null ? 1 : 0, t.list!.payablePrice ?? 0],
    "price-desc": (t) => [t.list!.payablePrice === null ? 1 : 0, -(t.list!.payablePrice ?? 0)],
    rating: (t) => [t.rating === null ? 1 : 0, -(t.rating ?? 0), -t.list!.reviewCount],
    newest: (t) => [t.list!.createdAt === "2026-02-01" ? 0 : 1, -t.tyreId],
    fuel: (t) => [t.list!.fuelClass ?? "~"],
    availability: (t) => [t.list!.available > 0 ? 0 : 1, t.list!.available > 0 || t.list!.readySoon ? 0 : 1, -t.list!.available],
  };
  const compare = (key: (t: IndexedTyre) => Array<number | string>) => (a: IndexedTyre, b: IndexedTyre) => {
    const [x, y] = [key(a), key(b)];
    const i = x.findIndex((v, n) => v !== y[n]);
    return i < 0 ? a.rank - b.rank : x[i]! < y[i]! ? -1 : 1;
  };
  const facts = fc.record({
    facetKey: fc.constantFrom("a", "b", "c"),
    payablePrice: fc.option(fc.integer({ min: 1, max: 4 })),
    reviewCount: fc.integer({ min: 0, max: 2 }),
    createdAt: fc.constantFrom("2026-01-01", "2026-02-01"),
    fuelClass: fc.option(fc.constantFrom("A", "B", "C")),
    available: fc.constantFrom(0, 0, 5, 40),
    readySoon: fc.boolean(),
  });
  const row = fc.record({ word: fc.constantFrom("drive", "steer", "trailer"), rating: fc.option(fc.integer({ min: 1, max: 3 })), facts });

  it("counts every match once by facet key and flags, and pages every sort of the kept ones as the plain order does", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { maxLength: 60 }),
        fc.constantFrom<IndexSort | null>(null, ...SORTS),
        fc.subarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
        fc.constantFrom("drive", "r"),
        async (rows, sort, keptIds, word) => {
          // A tyre in stock is always ready soon, as the index's builder reads it.
          const tyres = rows.map((r, i) =>
            tyre(i + 1, `brand | ${r.word} | 315/80r22.5`, r.rating, { list: { ...r.facts, readySoon: r.facts.readySoon || r.facts.available > 0 } }),
          );
          const index = await CatalogueSearchIndex.build(tyres);
          const list = index.list(text(word));
          const matching = tyres.filter((t) => t.searchText.includes(word));
          expect(list.positions.length).toBe(matching.length);
          const plainCounts = new Map<string, number>();
          for (const t of matching) {
            const key = `${t.list!.facetKey}|${t.list!.available > 0}|${t.list!.readySoon}`;
            plainCounts.set(key, (plainCounts.get(key) ?? 0) + 1);
          }
          expect(new Map(list.combinations.map((c) => [`${c.facetKey}|${c.inStock}|${c.readySoon}`, c.count]))).toEqual(plainCounts);
          const keep = new Set(keptIds.filter((id) => list.combinations.some((c) => c.id === id)));
          const kept = matching.filter((t) =>
            list.combinations.some(
              (c) => keep.has(c.id) && `${c.facetKey}|${c.inStock}|${c.readySoon}` === `${t.list!.facetKey}|${t.list!.available > 0}|${t.list!.readySoon}`,
            ),
          );
          const expected = sort === null ? kept : [...kept].sort(compare(keys[sort]));
          expect(index.sortedPage(list, keep, sort, 0, 1000)).toEqual(expected.map((t) => t.tyreId));
          expect(index.sortedPage(list, keep, sort, 2, 3)).toEqual(expected.slice(2, 5).map((t) => t.tyreId));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("walks the order for many matches and sorts the few, with the same answer", async () => {
    const tyres = Array.from({ length: 400 }, (_, i) =>
      tyre(i + 1, i % 50 === 0 ? "rare | drive" : "common | drive", null, {
        list: { facetKey: "k", payablePrice: (i * 37) % 101, reviewCount: 0, createdAt: "2026-01-01", fuelClass: null, available: i % 3, readySoon: i % 3 > 0 },
      }),
    );
    const index = await CatalogueSearchIndex.build(tyres);
    for (const word of ["rare", "drive"]) {
      const matching = tyres.filter((t) => t.searchText.includes(word));
      const expected = [...matching].sort(compare(keys["price-asc"])).slice(0, 20);
      expect(index.sortedPage(index.list(text(word)), null, "price-asc", 0, 20), word).toEqual(expected.map((t) => t.tyreId));
    }
  });
});
