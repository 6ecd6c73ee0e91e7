// Size pages (decision 140) on SQLite and PostgreSQL: every spelling of a size lands on
// one address, a size we do not sell is not found, and every facet count equals the tyres the list
// then shows, as a plain reading of the catalogue counts them, for every facet and sort.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalogue } from "../../scripts/catalogue/generate-catalogue";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { FACETS, listSearch, priceBucketOf, SNOW_MARKED, type FacetName, type FacetSelection, type ListSort } from "../../app/catalogue/facets";
import { listAllTyres } from "../../app/catalogue/repository.server";
import { payablePrice, type Tyre } from "../../app/catalogue/tyre";
import { loadSizePage, SIZE_PAGE_SIZE, type SizePage } from "../../app/sizes/size-page.server";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

const SIZE = "315/80R22.5";
const SLUG = "315-80r22.5";

/** A tyre's value of each facet, read from the Tyre the repository returns (not from SQL). */
function facetValue(tyre: Tyre, facet: FacetName): string | null {
  switch (facet) {
    case "season":
      return tyre.season;
    case "vehicle":
      return tyre.vehicleType;
    case "pattern":
      return tyre.pattern;
    case "brand":
      return tyre.brandSlug;
    case "load":
      return tyre.specifications.loadIndex ?? tyre.size.loadIndex;
    case "speed":
      return tyre.specifications.speedSymbol ?? tyre.size.speedSymbol;
    case "fuel":
      return tyre.euLabel.fuelClass;
    case "wet":
      return tyre.euLabel.wetGripClass;
    case "snow":
      return tyre.euLabel.snowGrip ? SNOW_MARKED : null;
    case "price":
      return priceBucketOf(payablePrice(tyre)?.amountMinor ?? null);
    case "stock":
    case "ready":
      // These tests' tyres have no stock, incoming or lead time.
      return null;
  }
}

const keeps = (tyre: Tyre, selection: FacetSelection, except?: FacetName) =>
  FACETS.every((facet) => facet === except || !selection[facet]?.length || selection[facet].includes(facetValue(tyre, facet) ?? "\u0000"));

async function sizePage(db: TestDatabase["db"], query: string): Promise<SizePage> {
  const result = await loadSizePage(db, SLUG, new URLSearchParams(query));
  if (result.kind !== "page") throw new Error(`?${query} gave ${JSON.stringify(result)}`);
  return result;
}

/** Every tyre id of a selection, page by page. */
async function allPages(db: TestDatabase["db"], selection: FacetSelection, sort: ListSort | null): Promise<Array<SizePage["tyres"][number]>> {
  const first = await sizePage(db, listSearch({ selection, sort, page: 1 }).slice(1));
  const tyres = [...first.tyres];
  for (let page = 2; page <= first.pageCount; page++) tyres.push(...(await sizePage(db, listSearch({ selection, sort, page }).slice(1))).tyres);
  return tyres;
}

describe.each(TEST_DIALECTS)("size pages on %s", (dialect) => {
  let database: TestDatabase;
  let ofSize: Tyre[];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const summary = await importCatalogue(database.db, generateCatalogue({ count: 3000, seed: 14 }));
    expect(summary.refused).toEqual([]);
    ofSize = (await listAllTyres(database.db)).filter((t) => t.size.normalized === SIZE);
    expect(ofSize.length).toBeGreaterThan(SIZE_PAGE_SIZE * 2);
  }, 120_000);
  afterAll(() => database?.destroy());

  it.each([["315/80R22.5"], ["315/80r22.5"], ["315/80 R22.5"], ["315/80 r 22.5"], ["315 80 22.5"], ["3158022.5"], ["315-80R22.5"], ["315/80R22.5 156/150L"]])(
    "sends %j to /tyres/size/315-80r22.5 with a 301, keeping the query",
    async (spelling) => {
      expect(await loadSizePage(database.db, spelling, new URLSearchParams("season=winter"))).toEqual({
        kind: "redirect",
        to: `/tyres/size/${SLUG}?season=winter`,
        status: 301,
      });
    },
  );

  it.each([["999-80r22.5"], ["315-60r22.5"], ["michelin"], ["22.5"], [""]])("does not find a size we do not sell: %j", async (spelling) => {
    expect(await loadSizePage(database.db, spelling, new URLSearchParams())).toEqual({ kind: "not-found" });
  });

  it("lists every tyre of the size, 20 a page in catalogue order, with its text", async () => {
    const page = await sizePage(database.db, "");
    expect(page.counts.total).toBe(ofSize.length);
    expect(page.size).toEqual({ normalized: SIZE, slug: SLUG, tyreCount: ofSize.length });
    expect(page.tyres.map((t) => t.id)).toEqual(ofSize.slice(0, SIZE_PAGE_SIZE).map((t) => t.id));
    expect(page.pageCount).toBe(Math.ceil(ofSize.length / SIZE_PAGE_SIZE));
    expect(page.text.heading).toBe("315/80R22.5 tyres");
    expect((await allPages(database.db, {}, null)).map((t) => t.id)).toEqual(ofSize.map((t) => t.id));
  });

  it("counts every facet value as the tyres the list then shows, the other facets' choices applied", async () => {
    const base = await sizePage(database.db, "");
    const winterPick: FacetSelection = { season: ["winter"] };
    for (const selection of [{}, winterPick]) {
      const counts = (await sizePage(database.db, listSearch({ selection, sort: null, page: 1 }).slice(1))).counts;
      for (const { facet, values } of counts.facets) {
        for (const value of values) {
          const expected = ofSize.filter((t) => keeps(t, selection, facet) && facetValue(t, facet) === value.value).length;
          expect(value.count, `${facet}=${value.value} with ${JSON.stringify(selection)}`).toBe(expected);
        }
      }
    }
    // Ticking a value shows as many tyres as its count said.
    for (const { facet, values } of base.counts.facets) {
      const value = values[values.length - 1];
      if (!value) continue;
      const shown = await allPages(database.db, { [facet]: [value.value] }, null);
      expect(shown.length, `${facet}=${value.value}`).toBe(value.count);
      expect(new Set(shown.map((t) => t.id))).toEqual(new Set(ofSize.filter((t) => facetValue(t, facet) === value.value).map((t) => t.id)));
    }
  });

  it("combines facets: values of one facet are alternatives, facets narrow each other", async () => {
    const brands = [...new Set(ofSize.map((t) => t.brandSlug))].sort().slice(0, 2);
    const selection: FacetSelection = { season: ["summer", "winter"], brand: brands };
    const shown = await allPages(database.db, selection, null);
    const expected = ofSize.filter((t) => keeps(t, selection));
    expect(shown.map((t) => t.id)).toEqual(expected.map((t) => t.id));
  });

  it.each<[ListSort, (a: Tyre, b: Tyre) => number]>([
    ["price-asc", (a, b) => (payablePrice(a)?.amountMinor ?? Infinity) - (payablePrice(b)?.amountMinor ?? Infinity)],
    ["price-desc", (a, b) => (payablePrice(b)?.amountMinor ?? -1) - (payablePrice(a)?.amountMinor ?? -1)],
    ["rating", (a, b) => (b.rating ?? -1) - (a.rating ?? -1) || b.reviewCount - a.reviewCount],
    ["fuel", (a, b) => (a.euLabel.fuelClass ?? "Z").localeCompare(b.euLabel.fuelClass ?? "Z")],
  ])("sorts by %s, ties in catalogue order", async (sort, compare) => {
    const order = new Map(ofSize.map((t, i) => [t.id, i]));
    const expected = [...ofSize].sort((a, b) => compare(a, b) || order.get(a.id)! - order.get(b.id)!);
    expect((await allPages(database.db, {}, sort)).map((t) => t.id)).toEqual(expected.map((t) => t.id));
  });

  it("lists the newest first: the later listing of tyres imported together", async () => {
    const shown = await allPages(database.db, {}, "newest");
    expect(shown.map((t) => t.id)).toEqual([...ofSize].sort((a, b) => b.id - a.id).map((t) => t.id));
  });

  it("shows an empty list, not an error, for a combination no tyre has", async () => {
    const page = await sizePage(database.db, "brand=no-such-brand");
    expect(page.counts.total).toBe(0);
    expect(page.tyres).toEqual([]);
  });

  it.each([
    ["brand=x&season=winter", "?season=winter&brand=x"],
    ["season=spring&season=winter&utm_source=mail", "?season=winter"],
    ["sort=&page=1", ""],
    ["page=9999", `?page=PAGES`],
  ])("redirects ?%s to its one query (302)", async (query, to) => {
    const pages = Math.ceil(ofSize.length / SIZE_PAGE_SIZE);
    expect(await loadSizePage(database.db, SLUG, new URLSearchParams(query))).toEqual({
      kind: "redirect",
      to: `/tyres/size/${SLUG}${to.replace("PAGES", String(pages))}`,
      status: 302,
    });
  });
});
