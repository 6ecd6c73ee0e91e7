// Facets and sorting on search results (decision 160) on SQLite and PostgreSQL: a
// search's matches are the list the facets count. Every value's count equals the tyres the list
// shows once it is ticked; choices narrow the matches and nothing else; sorts order every match
// with ties in catalogue order; filtered and sorted lists page 20 at a time and stop at 1,000 as
// plain searches do; a value no tyre could have is dropped.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCatalogue } from "../../scripts/catalogue/generate-catalogue";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { listSearch, type FacetSelection, type ListQuery, type ListSort } from "../../app/catalogue/facets";
import { listTyresById } from "../../app/catalogue/repository.server";
import { payablePrice, type Tyre } from "../../app/catalogue/tyre";
import { loadSearchPage, SEARCH_PAGE_SIZE, type SearchPage } from "../../app/search/search-page.server";
import { CLI_ACTOR } from "../../app/admin/audit-log.server";
import { readStockFeedFile } from "../../app/admin/stock-feed-file.server";
import { applyStockFeed } from "../../app/admin/stock-feed.server";
import { availabilityOf, cardAvailabilityLine } from "../../app/catalogue/availability.server";
import { describeAvailability } from "../../app/domain/availability";
import { shopDate } from "../../app/domain/seller-quote";
import { readySearchIndex, setSearchIndexEnabled } from "../../app/catalogue/search-index.server";
import { matchCondition, type OrderEb } from "../../app/catalogue/search-condition.server";
import { countFacetCombinations } from "../../app/catalogue/tyre-facets.server";
import { truckEntry, truckFile } from "../support/fixtures";
import { connectDatabase } from "../../app/db/connect.server";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

type Db = TestDatabase["db"];

async function searchPage(db: Db, query: string): Promise<SearchPage> {
  const result = await loadSearchPage(db, new URLSearchParams(query));
  if (result.redirect !== undefined) throw new Error(`?${query} redirected to ${result.redirect}`);
  return result;
}

/** Every tyre id the list shows, page after page. */
async function listedIds(db: Db, list: Omit<ListQuery, "page">): Promise<number[]> {
  const first = await searchPage(db, listSearch({ ...list, page: 1 }).slice(1));
  const ids = first.tyres.map((t) => t.id);
  for (let page = 2; page <= first.pageCount; page++) ids.push(...(await searchPage(db, listSearch({ ...list, page }).slice(1))).tyres.map((t) => t.id));
  return ids;
}

/** A search's matches in catalogue order: its pages without facets or sort (catalogue-search.test.ts holds those to the catalogue). */
async function matchesOf(db: Db, q: string): Promise<Tyre[]> {
  return listTyresById(db, await listedIds(db, { q, selection: {}, sort: null }));
}

// Under 1,000 matches each in this catalogue, so every match is on a page.
const SEARCHES = ["michelin", "315 80 22.5"];

describe.each(TEST_DIALECTS)("search facets on %s", (dialect) => {
  let database: TestDatabase;
  const matches = new Map<string, Tyre[]>();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const summary = await importCatalogue(database.db, generateCatalogue({ count: 3000, seed: 14 }));
    expect(summary.refused).toEqual([]);
    for (const q of SEARCHES) matches.set(q, await matchesOf(database.db, q));
  }, 120_000);
  afterAll(() => database?.destroy());

  it.each(SEARCHES)("counts '%s': each value's count is the tyres the list shows with it ticked, alone and beside another choice", async (q) => {
    const all = matches.get(q)!;
    expect(all.length).toBeGreaterThan(SEARCH_PAGE_SIZE * 2);
    const plain = await searchPage(database.db, listSearch({ q, selection: {}, sort: null, page: 1 }).slice(1));
    expect(plain.total).toBe(all.length);
    expect(plain.counts.total).toBe(all.length);
    const season = plain.counts.facets.find((f) => f.facet === "season")!.values[0]!;
    for (const base of [{}, { season: [season.value] }] satisfies FacetSelection[]) {
      const { counts } = await searchPage(database.db, listSearch({ q, selection: base, sort: null, page: 1 }).slice(1));
      expect(counts.facets.filter((f) => f.values.length > 0).length).toBeGreaterThanOrEqual(8);
      for (const { facet, values } of counts.facets) {
        for (const value of values) {
          // A value's own facet is left out of its count: ticking it alone shows that many.
          const selection = { ...base, [facet]: [value.value] };
          const shown = await listedIds(database.db, { q, selection, sort: null });
          expect(shown.length, `${q}: ${facet}=${value.value} beside ${JSON.stringify(base)}`).toBe(value.count);
        }
      }
    }
  });

  it("narrows the matches and nothing else: values of a facet are alternatives, facets narrow each other", async () => {
    const all = matches.get("michelin")!;
    const seasons = ["summer", "winter"];
    const fuels = [...new Set(all.map((t) => t.euLabel.fuelClass).filter((c) => c !== null))].sort().slice(0, 2);
    const selection: FacetSelection = { season: seasons, fuel: fuels };
    const expected = all.filter((t) => seasons.includes(t.season) && fuels.includes(t.euLabel.fuelClass ?? ""));
    expect(expected.length).toBeGreaterThan(SEARCH_PAGE_SIZE);
    expect(await listedIds(database.db, { q: "michelin", selection, sort: null })).toEqual(expected.map((t) => t.id));
    const page = await searchPage(database.db, listSearch({ q: "michelin", selection, sort: null, page: 1 }).slice(1));
    expect(page).toMatchObject({ total: expected.length, totalCapped: false, pageCount: Math.ceil(expected.length / SEARCH_PAGE_SIZE) });
  });

  // Each sort as a key of a tyre, compared in order; missing values last.
  const byKey = (key: (t: Tyre) => Array<number | string>) => (a: Tyre, b: Tyre) => {
    const [x, y] = [key(a), key(b)];
    const i = x.findIndex((v, n) => v !== y[n]);
    return i < 0 ? 0 : x[i]! < y[i]! ? -1 : 1;
  };
  const price = (t: Tyre) => payablePrice(t)?.amountMinor ?? null;
  it.each<[ListSort, (t: Tyre) => Array<number | string>]>([
    ["price-asc", (t) => [price(t) === null ? 1 : 0, price(t) ?? 0]],
    ["price-desc", (t) => [price(t) === null ? 1 : 0, -(price(t) ?? 0)]],
    ["rating", (t) => [t.rating === null ? 1 : 0, -(t.rating ?? 0), -t.reviewCount]],
    ["fuel", (t) => [t.euLabel.fuelClass ?? "~"]],
    // One import gives its tyres one timestamp: the later listing is the newer.
    ["newest", (t) => [-t.id]],
  ])("sorts every match by %s, ties in catalogue order", async (sort, key) => {
    for (const q of SEARCHES) {
      const all = matches.get(q)!;
      const rank = new Map(all.map((t, i) => [t.id, i]));
      const expected = [...all].sort((a, b) => byKey(key)(a, b) || rank.get(a.id)! - rank.get(b.id)!);
      expect(await listedIds(database.db, { q, selection: {}, sort }), `${q} by ${sort}`).toEqual(expected.map((t) => t.id));
    }
  });

  it("stops a broad search's filtered pages at 1,000 tyres, the count saying so, and sends a page past the last to the last, keeping the choices", async () => {
    const broad = await searchPage(database.db, "q=22.5&sort=price-asc");
    expect(broad).toMatchObject({ total: 1000, totalCapped: true, pageCount: 50 });
    expect(broad.counts.total).toBeGreaterThan(1000);
    expect(await loadSearchPage(database.db, new URLSearchParams("q=22.5&sort=price-asc&page=51"))).toEqual({
      redirect: "/search?q=22.5&sort=price-asc&page=50",
    });
    const winter = await searchPage(database.db, "q=22.5&season=winter");
    const pages = Math.ceil(winter.total / SEARCH_PAGE_SIZE);
    expect(await loadSearchPage(database.db, new URLSearchParams("q=22.5&season=winter&page=999"))).toEqual({
      redirect: `/search?q=22.5&season=winter${pages > 1 ? `&page=${pages}` : ""}`,
    });
    const last = await searchPage(database.db, `q=22.5&season=winter&page=${pages}`);
    expect(last.tyres.length).toBe(winter.total - (pages - 1) * SEARCH_PAGE_SIZE);
    for (const tyre of last.tyres) expect(tyre.season).toBe("winter");
  });

  it("shows an empty list, not an error, for a combination no tyre has, and counts its way back", async () => {
    const page = await searchPage(database.db, "q=michelin&brand=no-such-brand");
    expect(page).toMatchObject({ total: 0, tyres: [], pageCount: 0 });
    const brand = page.counts.facets.find((f) => f.facet === "brand")!.values;
    expect(brand).toContainEqual({ value: "no-such-brand", label: "no-such-brand", count: 0, selected: true });
    expect(brand.find((v) => v.value === "michelin")?.count).toBe(matches.get("michelin")!.length);
  });

  it("drops values no tyre could have and reads every spelling of a size alike", async () => {
    const hostile = await searchPage(database.db, "q=michelin&season=spring&fuel=Z&price=1-2&sort=cheapest&brand=%3Cscript%3E&load=x");
    expect(hostile.list).toEqual({ q: "michelin", selection: {}, sort: null, page: 1 });
    expect(hostile.tyres.map((t) => t.id)).toEqual(
      matches
        .get("michelin")!
        .slice(0, SEARCH_PAGE_SIZE)
        .map((t) => t.id),
    );
    const spaced = await searchPage(database.db, "q=315%2080%2022.5&season=winter&sort=rating");
    const slashed = await searchPage(database.db, "q=315%2F80R22.5&season=winter&sort=rating");
    expect(slashed.counts).toEqual(spaced.counts);
    expect(slashed.tyres).toEqual(spaced.tyres);
  });

  it("counts a query that restricts nothing ('%') over the whole catalogue", async () => {
    const page = await searchPage(database.db, "q=%25&season=winter");
    expect(page.counts.facets.find((f) => f.facet === "season")!.values.reduce((n, v) => n + v.count, 0)).toBe(3000);
    for (const tyre of page.tyres) expect(tyre.season).toBe("winter");
  });

  // Last in this block: it gives the catalogue stock. The counts' SQL (decision 306) is held to the
  // rules of decision 267 read tyre by tyre, over two warehouses, allocations, incoming dates and lead times.
  it("counts what is in stock and ready within two weeks as the rules read tyre by tyre, for a search, a size and the whole catalogue", async () => {
    const db = database.db;
    const today = "2026-06-01";
    const now = new Date().toISOString();
    const second = await db
      .insertInto("warehouse")
      .values({ name: "Antwerp", port_of_loading: "Antwerp", is_default: 0, created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const main = await db.selectFrom("warehouse").select("id").where("is_default", "=", 1).executeTakeFirstOrThrow();
    const ids = (await db.selectFrom("tyre").select("id").orderBy("id").execute()).map((t) => Number(t.id));
    const stock = [];
    const incoming = [];
    const supply = [];
    for (const id of ids) {
      const kind = id % 12;
      // Available now: some in one warehouse, some only in the second, some fully allocated (not available).
      if (kind < 3) stock.push({ tyre_id: id, warehouse_id: main.id, on_hand: 40, allocated: kind === 2 ? 40 : 0, updated_at: now });
      if (kind === 1 || kind === 3) stock.push({ tyre_id: id, warehouse_id: Number(second.id), on_hand: 8, allocated: kind === 3 ? 0 : 8, updated_at: now });
      // Incoming on the last day of the two weeks, the day after, and the day before today.
      if (kind >= 4 && kind <= 6)
        incoming.push({ tyre_id: id, warehouse_id: main.id, pieces: 20, expected_on: ["2026-06-15", "2026-06-16", "2026-05-31"][kind - 4]! });
      // Made to order in 14 days, in 15, or in 10 but not orderable.
      if (kind >= 7 && kind <= 9)
        supply.push({ tyre_id: id, lead_time_days: kind === 8 ? 15 : kind === 7 ? 14 : 10, not_orderable: kind === 9 ? 1 : 0, updated_at: now });
    }
    await db.insertInto("tyre_stock").values(stock).execute();
    await db.insertInto("tyre_incoming").values(incoming).execute();
    await db.insertInto("tyre_supply").values(supply).execute();
    const inStock = new Set(stock.filter((s) => s.on_hand > s.allocated).map((s) => s.tyre_id));
    const readySoon = new Set([
      ...inStock,
      ...incoming.filter((i) => i.expected_on >= today && i.expected_on <= "2026-06-15").map((i) => i.tyre_id),
      ...supply.filter((p) => p.not_orderable === 0 && p.lead_time_days <= 14).map((p) => p.tyre_id),
    ]);
    const everyTyre = (eb: OrderEb) => eb.and([]);
    for (const [label, scope] of [
      ["search 'michelin'", matchCondition(db, "michelin")!],
      ["size 315/80R22.5", (eb: OrderEb) => eb("tyre_order.size_normalized", "=", "315/80R22.5")],
      ["every tyre", everyTyre],
    ] as const) {
      const rows = await db.selectFrom("tyre_order").select(["tyre_id", "facet_key"]).where(scope).execute();
      const expected = new Map<string, number>();
      for (const row of rows) {
        const key = [row.facet_key, inStock.has(Number(row.tyre_id)), readySoon.has(Number(row.tyre_id))].join("|");
        expected.set(key, (expected.get(key) ?? 0) + 1);
      }
      const counted = await countFacetCombinations(db, scope, today);
      const got = new Map(counted.map((c) => [[c.key, c.values.stock !== null, c.values.ready !== null].join("|"), c.count]));
      expect(got.size, label).toBe(counted.length);
      expect(got, label).toEqual(expected);
      expect(
        [...got.keys()].some((k) => k.endsWith("|false|true")),
        label,
      ).toBe(true);
    }
  });
});

describe.each(TEST_DIALECTS)("search facets after imports on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database?.destroy());
  const models = async (query: string) => (await searchPage(database.db, query)).tyres.map((t) => t.model);

  // Decision 306: JIT compiled every facet count's correlated exists (0.2-2 s a count). A server
  // reaches its schema through the URL's settings, which pg lets replace the pool's.
  if (dialect === "postgres")
    it("asks PostgreSQL without JIT, also through a URL that carries its own settings", async () => {
      const server = connectDatabase(database.childUrl);
      try {
        const { rows } = await sql<{ jit: string; tyres: number }>`select current_setting('jit') as jit, (select count(*) from tyre_order) as tyres`.execute(
          server.db,
        );
        expect(rows[0]).toEqual({ jit: "off", tyres: expect.anything() });
        expect((await sql<{ jit: string }>`select current_setting('jit') as jit`.execute(database.db)).rows[0]!.jit).toBe("off");
      } finally {
        await server.close();
      }
    });

  it("follows a new price at the next import: its bucket, its count and the price order", async () => {
    const file = (xMultiOffer: string) =>
      truckFile("Michelin", "Drive", [truckEntry({ model: "X Multi D", offerPrice: xMultiOffer }), truckEntry({ model: "X Line", offerPrice: "€120.00" })]);
    await importCatalogue(database.db, file("€350.00"));
    expect(await models("q=michelin&price=300-400")).toEqual(["X Multi D"]);
    expect(await models("q=michelin&sort=price-asc")).toEqual(["X Line", "X Multi D"]);
    await importCatalogue(database.db, file("€99.00"));
    expect(await models("q=michelin&price=300-400")).toEqual([]);
    expect(await models("q=michelin&price=0-100")).toEqual(["X Multi D"]);
    expect(await models("q=michelin&sort=price-asc")).toEqual(["X Multi D", "X Line"]);
    const price = (await searchPage(database.db, "q=michelin")).counts.facets.find((f) => f.facet === "price")!.values;
    expect(price.map((v) => [v.value, v.count])).toEqual([
      ["0-100", 1],
      ["100-150", 1],
    ]);
  });

  it("reads every facet value back as imported, whatever printable text a pattern or load index holds", async () => {
    const pattern = "Drive | Plus: 50% \u00e9t\u00e9 / \u062d";
    await importCatalogue(database.db, truckFile("Goodyear", pattern, [truckEntry({ model: "KMAX D", loadIndex: "154/150", speedSymbol: "M" })]));
    const { counts } = await searchPage(database.db, "q=kmax");
    const values = Object.fromEntries(counts.facets.map((f) => [f.facet, f.values.map((v) => v.value)]));
    expect(values).toEqual({
      season: ["summer"],
      vehicle: ["truck"],
      pattern: [pattern],
      brand: ["goodyear"],
      load: ["154/150"],
      speed: ["M"],
      fuel: [],
      wet: [],
      snow: [],
      price: ["300-400"],
      stock: [],
      ready: [],
    });
    expect(await models(`q=kmax&pattern=${encodeURIComponent(pattern)}&vehicle=truck`)).toEqual(["KMAX D"]);
  });

  it("refuses a pattern or load index holding the control character facet keys are joined with, and stores nothing of it", async () => {
    const summary = await importCatalogue(
      database.db,
      truckFile("Goodyear", "Drive \u001f | Plus", [truckEntry({ model: "KMAX S", loadIndex: "154/150\u001f", speedSymbol: "M" })]),
    );
    expect(summary.refused).toHaveLength(1);
    expect(summary.refused[0]!.reason).toMatch(/control character/);
    expect(await models("q=kmax")).not.toContain("KMAX S");
  });

  it("finds what is in stock or ready within two weeks, sorts by availability, alike from the search index and from SQL, and follows a stock feed", async () => {
    await importCatalogue(
      database.db,
      truckFile("Bridgestone", "Drive", [
        truckEntry({ productCode: "A-1", model: "Alpha" }),
        truckEntry({ productCode: "B-1", model: "Beta", leadTimeDays: 10 }),
        truckEntry({ productCode: "C-1", model: "Gamma", leadTimeDays: 30 }),
      ]),
    );
    const feed = async (csv: string) => {
      const read = await readStockFeedFile(new TextEncoder().encode(csv));
      if (!read.ok) throw new Error(read.reason);
      expect(await applyStockFeed(database.db, read.records, { actor: CLI_ACTOR, source: "test" })).toMatchObject({ ok: true });
    };
    const facet = async (name: string) =>
      (await searchPage(database.db, "q=bridgestone")).counts.facets.find((f) => f.facet === name)!.values.map((v) => [v.label, v.count]);
    const expectLists = async (inStock: string[], byAvailability: string[]) => {
      for (const road of ["sql", "index"]) {
        setSearchIndexEnabled(database.db, road === "index");
        if (road === "index") expect(await readySearchIndex(database.db)).not.toBeNull();
        expect(await models("q=bridgestone&stock=in-stock"), road).toEqual(inStock);
        expect(await models("q=bridgestone&ready=2-weeks"), road).toEqual(["Alpha", "Beta", "Gamma"].filter((m) => inStock.includes(m) || m === "Beta"));
        expect(await models("q=bridgestone&sort=availability"), road).toEqual(byAvailability);
        expect(await facet("stock"), road).toEqual([["In stock", inStock.length]]);
      }
      // The cards' stock lines, read as kept per revision (decision 334), say what a fresh read says.
      const cards = (await searchPage(database.db, "q=bridgestone")).tyres;
      const fresh = await availabilityOf(
        database.db,
        cards.map((card) => card.id),
      );
      const today = shopDate(new Date());
      expect(cards.map((card) => card.availabilityLine)).toEqual(
        cards.map((card) => cardAvailabilityLine(describeAvailability(fresh.get(card.id) ?? null, today))),
      );
      return cards;
    };
    await feed("code,pieces\nA-1,40\nC-1,0");
    await expectLists(["Alpha"], ["Alpha", "Beta", "Gamma"]);
    await feed("code,pieces\nC-1,90");
    const cards = await expectLists(["Alpha", "Gamma"], ["Gamma", "Alpha", "Beta"]);
    expect(cards.find((card) => card.model === "Gamma")!.availabilityLine).toMatch(/\b90\b/);
  });
});
