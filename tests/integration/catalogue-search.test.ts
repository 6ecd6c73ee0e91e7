// Search at catalogue scale (decision 070), on SQLite and PostgreSQL: every page of a search, its
// capped count and the suggestions equal what a plain reading of the catalogue gives (every match,
// in catalogue order, counted in full), however a size is typed and however deep the page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalogue } from "../../scripts/catalogue/generate-catalogue";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { COUNT_LIMIT, listAllTyres, listTyres } from "../../app/catalogue/repository.server";
import { suggestTyres } from "../../app/catalogue/suggest.server";
import { searchTerms } from "../../app/catalogue/search-condition.server";
import { readySearchIndex, setSearchIndexEnabled } from "../../app/catalogue/search-index.server";
import { suggestionsFor } from "../../app/catalogue/suggest.server";
import { SEASON_LABELS } from "../../app/catalogue/seasons-and-vehicle-types";
import type { Tyre } from "../../app/catalogue/tyre";
import { searchTextFor } from "../../app/catalogue/tyre-row.server";
import { loadSearchPage } from "../../app/search/search-page.server";
import { toCardData } from "../../app/catalogue/tyre-card-data";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { useApi } from "../support/test-server";
import { truckEntry, truckFile } from "../support/fixtures";

/** The text search reads: brand, model, pattern, the size as written and normalised (tyre-row.server.ts). */
const searchText = (t: Tyre) => searchTextFor({ brand: t.brand, model: t.model, pattern: t.pattern, sizeText: t.size.text, size: t.size });

/** spec §5 read literally: every term a substring of brand, model, pattern or size; a size also by its digits. */
function matches(tyre: Tyre, query: string): boolean {
  const { terms, sizeKey } = searchTerms(query);
  if (terms.length === 0) return true;
  const text = searchText(tyre);
  if (sizeKey) return tyre.size.normalized.replace(/[^0-9.]/g, "").includes(sizeKey) || text.includes(terms.join(" "));
  return terms.every((term) => text.includes(term));
}

/** spec §2: brand and model prefixes first, then the best rated (unrated last), then by id. */
function expectedSuggestions(all: Tyre[], query: string): number[] {
  const prefix = query
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, "");
  return all
    .filter((t) => matches(t, query))
    .map((t) => ({ id: t.id, prefixed: searchText(t).startsWith(prefix) ? 0 : 1, rating: t.rating ?? -Infinity }))
    .sort((a, b) => a.prefixed - b.prefixed || b.rating - a.rating || a.id - b.id)
    .slice(0, 10)
    .map((t) => t.id);
}

const QUERIES = [
  "22.5",
  "r",
  "michelin",
  "Michelin drive",
  "x multi",
  "315/80R22.5",
  "315/80 R22.5",
  "315 80 22.5",
  "3158022.5",
  "315/80",
  "R17",
  "pirelli p",
  "steer",
  "zzzz-nothing",
  'a"b',
  "%",
];

// Both roads a search takes (decision 093): the process's in-memory index once it is built, and
// SQL while it is not (or when it is turned off); each must give the plain reading's answers.
const ROADS = TEST_DIALECTS.flatMap((dialect) => (["search index", "SQL"] as const).map((road) => [dialect, road] as const));

describe.each(ROADS)("catalogue search at scale on %s through %s", (dialect, road) => {
  let all: Tyre[];
  const json = async (path: string) => (await fetch(api.baseUrl + path)).json();

  const api = useApi(dialect, async (database) => {
    await importCatalogue(database.db, generateCatalogue({ count: 4000, seed: 3 }));
    all = await listAllTyres(database.db);
  });
  beforeAll(async () => {
    if (road === "SQL") setSearchIndexEnabled(api.database.db, false);
    else expect((await readySearchIndex(api.database.db))?.size).toBe(all.length);
  });

  it("has queries on both sides of the count limit, so both paths are proven", () => {
    const counts = QUERIES.map((q) => all.filter((t) => matches(t, q)).length);
    expect(counts.some((n) => n > COUNT_LIMIT)).toBe(true);
    expect(counts.some((n) => n > 20 && n <= COUNT_LIMIT)).toBe(true);
    expect(counts).toContain(0);
  });

  it.each(QUERIES)("pages '%s' exactly as the whole catalogue filtered in order, counting to 1,000", async (query) => {
    const expected = all.filter((t) => matches(t, query)).map((t) => t.id);
    const capped = expected.length > COUNT_LIMIT && searchTerms(query).terms.length > 0;
    const total = capped ? COUNT_LIMIT : expected.length;
    for (const page of [1, 2, 5, 40, 50]) {
      const result = await listTyres(api.database.db, { q: query, page, pageSize: 20 });
      expect(result.items.map((t) => t.id)).toEqual(expected.slice((page - 1) * 20, page * 20));
      expect(result).toMatchObject({ total, totalCapped: capped, pageCount: Math.ceil(total / 20) });
    }
  });

  it("still answers an API page past the count limit, by offset", async () => {
    const expected = all.filter((t) => matches(t, "22.5")).map((t) => t.id);
    expect(expected.length).toBeGreaterThan(1100);
    const body = await json("/api/tyres?q=22.5&page=12&pageSize=100");
    expect(body.items.map((t: Tyre) => t.id)).toEqual(expected.slice(1100, 1200));
    expect(body).toMatchObject({ total: 1000, totalCapped: true, pageCount: 10 });
  });

  it("finds the same tyres however a size is typed", async () => {
    const pages = await Promise.all(
      ["315/80R22.5", "315/80 R22.5", "315 80 22.5", "3158022.5", "315/80r22.5 156/150L"].map((q) => listTyres(api.database.db, { q, page: 1, pageSize: 100 })),
    );
    expect(pages[0]!.total).toBeGreaterThan(0);
    for (const page of pages) expect(page.items.map((t) => t.id)).toEqual(pages[0]!.items.map((t) => t.id));
    expect(pages[0]!.items.every((t) => t.size.normalized === "315/80R22.5")).toBe(true);
  });

  it("keeps filters exact and uncapped, and combines them with a search", async () => {
    const summer = all.filter((t) => t.season === "summer");
    expect(summer.length).toBeGreaterThan(COUNT_LIMIT);
    expect(await json("/api/tyres?season=summer&pageSize=5&page=3")).toMatchObject({
      total: summer.length,
      totalCapped: false,
      items: summer.slice(10, 15).map((t) => expect.objectContaining({ id: t.id })),
    });
    const trucks = all.filter((t) => t.season === "summer" && t.vehicleType === "truck" && t.brand === "Michelin" && matches(t, "22.5"));
    const body = await json("/api/tyres?season=summer&vehicleType=truck&brand=michelin&q=22.5&pageSize=100");
    expect(body.items.map((t: Tyre) => t.id)).toEqual(trucks.slice(0, 100).map((t) => t.id));
  });

  it.each(["22.5", "michelin", "pirelli p", "x multi", "r", "ah", "ef", "315/80", "steer", "zzzz-nothing"])(
    "suggests for '%s' what ordering every match would",
    async (query) => {
      const expected = expectedSuggestions(all, query);
      expect((await suggestTyres(api.database.db, query)).map((t) => t.id)).toEqual(expected);
      // What /api/suggest answers, field by field as the catalogue holds each tyre.
      const byId = new Map(all.map((t) => [t.id, t]));
      expect(await suggestionsFor(api.database.db, query)).toEqual(
        expected.map((id) => {
          const t = byId.get(id)!;
          return {
            id,
            label: `${t.brand} — ${t.model} (${t.size.normalized}) · ${SEASON_LABELS[t.season]}`,
            brand: t.brand,
            model: t.model,
            size: t.size.normalized,
            season: t.season,
            snowMark: t.euLabel.snowGrip,
            vehicleType: t.vehicleType,
            pattern: t.pattern,
          };
        }),
      );
    },
  );

  it("the search page says '1,000+' by its flag, stops at page 50 and sends page 51 back to it", async () => {
    const page = await loadSearchPage(api.database.db, new URLSearchParams({ q: "22.5", page: "50" }));
    expect(page).toMatchObject({ total: 1000, totalCapped: true, pageCount: 50, page: 50 });
    // The page's loader data carries the card's fields of each tyre, not the whole tyre.
    const shown = "tyres" in page ? page.tyres : [];
    const full = await listTyres(api.database.db, { q: "22.5", page: 50, pageSize: 20 });
    expect(shown).toEqual(full.items.map(toCardData));
    expect(shown[0]).not.toHaveProperty("specifications");
    expect(await loadSearchPage(api.database.db, new URLSearchParams({ q: "22.5", page: "51" }))).toEqual({ redirect: "/search?q=22.5&page=50" });
  });
});

describe.each(TEST_DIALECTS)("catalogue order kept by the importer on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  const ids = async (q: string) => (await listTyres(database.db, { q, page: 1, pageSize: 100 })).items.map((t) => `${t.brand} ${t.model}`);

  it("follows each import: new tyres take their place, a removed one leaves, a re-import changes nothing", async () => {
    await importCatalogue(
      database.db,
      truckFile("Michelin", "Drive", [truckEntry({ model: "X Multi D" }), truckEntry({ model: "X Line", size: "315/70R22.5" })]),
    );
    expect(await ids("22.5")).toEqual(["Michelin X Line", "Michelin X Multi D"]);
    await importCatalogue(database.db, truckFile("Bridgestone", "Drive", [truckEntry({ model: "M729" })]));
    expect(await ids("22.5")).toEqual(["Bridgestone M729", "Michelin X Line", "Michelin X Multi D"]);
    expect(await ids("315 80 22.5")).toEqual(["Bridgestone M729", "Michelin X Multi D"]);
    await importCatalogue(database.db, truckFile("Bridgestone", "Drive", [truckEntry({ model: "M729" })]));
    expect(await ids("22.5")).toEqual(["Bridgestone M729", "Michelin X Line", "Michelin X Multi D"]);
    await importCatalogue(database.db, truckFile("Bridgestone", "Drive", [truckEntry({ model: "M729" })]), { replace: true });
    expect(await ids("22.5")).toEqual(["Bridgestone M729"]);
    expect(await ids("michelin")).toEqual([]);
  });

  it("answers from a search index that follows each import at once (decision 093)", async () => {
    await importCatalogue(database.db, truckFile("Continental", "Trailer", [truckEntry({ model: "HTR2" })]));
    await readySearchIndex(database.db);
    expect(await ids("htr")).toEqual(["Continental HTR2"]);
    await importCatalogue(database.db, truckFile("Continental", "Trailer", [truckEntry({ model: "HTR2" }), truckEntry({ model: "HTR3" })]));
    // The old index is never used for the new revision: SQL answers until the new one is built.
    expect(await ids("htr")).toEqual(["Continental HTR2", "Continental HTR3"]);
    await readySearchIndex(database.db);
    expect(await ids("htr")).toEqual(["Continental HTR2", "Continental HTR3"]);
    expect((await suggestTyres(database.db, "continental htr")).map((t) => t.model)).toEqual(["HTR2", "HTR3"]);
  });

  it("drops a tyre deleted outside the importer from search and lists at once", async () => {
    await importCatalogue(database.db, truckFile("Goodyear", "Steer", [truckEntry({ model: "KMAX S" }), truckEntry({ model: "KMAX S", size: "385/65R22.5" })]));
    await database.db.deleteFrom("tyre").where("size_normalized", "=", "385/65R22.5").execute();
    expect(await ids("kmax")).toEqual(["Goodyear KMAX S"]);
    expect((await listTyres(database.db, { brand: "goodyear", page: 1, pageSize: 20 })).total).toBe(1);
  });
});
