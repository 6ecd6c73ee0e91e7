// `npm run bench [-- --count N] [--mix N]`: imports a generated catalogue of N tyres (default
// 100,000) into a fresh SQLite database (and PostgreSQL when BENCH_DATABASE_URL is set), times the
// import, the named catalogue queries buyers make (the buying pages' pricing among them: /buy-now's
// and /quote's loaders), and a mix of realistic searches (sizes in four spellings, brands, models,
// brand and pattern, rims, short words; pages 1, 5 and 40), of suggestions for what people type,
// and of search pages with facets and sorting (decision 160). In-process, one query at a time:
// what the database and this code cost, without HTTP. Targets live here and in
// docs/performance.md, not in unit tests.
import { performance } from "node:perf_hooks";
import { generateCatalogue } from "./catalogue/generate-catalogue";
import { importCatalogue } from "../app/catalogue/import-catalogue.server";
import { listFilterOptions } from "../app/catalogue/filter-options.server";
import { getTyre, listTyres } from "../app/catalogue/repository.server";
import { priceBuyNow } from "../app/buy-now/buy-now-pricing.server";
import { NO_SHIPPING_CHOICE, type ShippingChoice } from "../app/domain/deal";
import { listCapacityOverrides } from "../app/quote-basket/container-capacity.server";
import { loadFreightTable } from "../app/freight/freight-table.server";
import { quoteHints } from "../app/quote-basket/quote-hints.server";
import { loadQuote } from "../app/quote-basket/quote.server";
import { suggestionsFor } from "../app/catalogue/suggest.server";
import { readySearchIndex, setSearchIndexEnabled } from "../app/catalogue/search-index.server";
import { matchCondition } from "../app/catalogue/search-condition.server";
import { countFacetCombinations } from "../app/catalogue/tyre-facets.server";
import type { DatabaseHandle } from "../app/db/connect.server";
import { benchEachDatabase } from "./bench/bench-databases";
import { migrateToLatest } from "../app/db/migrate.server";
import { loadTyreDetail } from "../app/detail/tyre-detail.server";
import { loadOfferList } from "../app/offers/offer-list.server";
import { loadSearchPage } from "../app/search/search-page.server";
import { numberOption } from "./support/command-line";

const count = numberOption("count", 100_000);
const mixSize = numberOption("mix", 1000);
const RUNS = 20;

type Query = (h: DatabaseHandle) => Promise<unknown>;
const search =
  (q: string, page = 1): Query =>
  (h) =>
    listTyres(h.db, { q, page, pageSize: 20 });
/** The search page's loader (decision 160): facet counts (kept per query and revision after the first view) and a page. */
const searchPage =
  (query: string): Query =>
  (h) =>
    loadSearchPage(h.db, new URLSearchParams(query));
/** What a search's first view in a revision counts: every match per combination of facet values. */
const facetCounts =
  (q: string): Query =>
  (h) =>
    countFacetCombinations(h.db, matchCondition(h.db, q)!);

/** /buy-now's pricing as its loader reads it (decision 214): the seller's counts, the freight table, the engine. */
const buyNowPricing =
  (choice: ShippingChoice): Query =>
  async (h) => {
    const tyre = await getTyre(h.db, 1);
    if (!tyre) throw new Error("no tyre 1 in the catalogue");
    const [overrides, table] = await Promise.all([listCapacityOverrides(h.db), loadFreightTable(h.db)]);
    return priceBuyNow(tyre, 260, choice, { overrides, table });
  };
/** /quote's load for a basket (its loader without the session): the tyres, the plan and price, the hints. */
const quoteOf =
  (entries: Array<{ tyreId: number; quantity: number }>, choice: ShippingChoice = NO_SHIPPING_CHOICE): Query =>
  async (h) => {
    const quote = await loadQuote(h.db, entries, choice);
    return quoteHints(quote.deal, quote.overrides);
  };
const THREE_SIZES = [
  { tyreId: 1, quantity: 260 },
  { tyreId: 2, quantity: 120 },
  { tyreId: 3, quantity: 60 },
];

const QUERIES: Array<[string, Query]> = [
  ["search '315/80R22.5'", search("315/80R22.5")],
  ["search '315 80 22.5'", search("315 80 22.5")],
  ["search '3158022.5'", search("3158022.5")],
  ["search '315/80'", search("315/80")],
  ["search 'michelin drive'", search("michelin drive")],
  ["search '22.5' page 1", search("22.5")],
  ["search '22.5' page 5", search("22.5", 5)],
  ["search '22.5' page 40", search("22.5", 40)],
  ["search 'michelin' page 40", search("michelin", 40)],
  ["search 'yokohama' page 5", search("yokohama", 5)],
  ["search 'r' page 40", search("r", 40)],
  ["search 'summer'", search("summer")],
  ["search facets counted 'r22.5' (first view)", facetCounts("r22.5")],
  ["search facets counted 'michelin' (first view)", facetCounts("michelin")],
  ["search facets counted '315/80R22.5' (first view)", facetCounts("315/80R22.5")],
  ["search page 'r22.5' (loader)", searchPage("q=r22.5")],
  ["search page 'r22.5' by price (loader)", searchPage("q=r22.5&sort=price-asc")],
  ["search page 'r22.5' winter, 2 prices, by rating p3", searchPage("q=r22.5&season=winter&price=300-400&price=400-500&sort=rating&page=3")],
  ["search page 'michelin' truck, newest p5 (loader)", searchPage("q=michelin&vehicle=truck&sort=newest&page=5")],
  ["suggest 'pirelli p'", (h) => suggestionsFor(h.db, "pirelli p")],
  ["suggest 'michelin'", (h) => suggestionsFor(h.db, "michelin")],
  ["suggest '22.5'", (h) => suggestionsFor(h.db, "22.5")],
  ["offer list summer truck Michelin", (h) => listTyres(h.db, { season: "summer", vehicleType: "truck", brand: "Michelin", page: 1, pageSize: 5 })],
  ["offer page summer (loader)", (h) => loadOfferList(h.db, "summer", new URLSearchParams(), "/summer-offers")],
  [
    "offer page summer truck Michelin Drive (loader)",
    (h) => loadOfferList(h.db, "summer", new URLSearchParams("vehicleType=truck&brand=Michelin&pattern=Drive"), "/summer-offers"),
  ],
  ["buy-now pricing, 260 pcs (loader)", buyNowPricing(NO_SHIPPING_CHOICE)],
  ["buy-now pricing, 260 pcs, CIF NGAPP (loader)", buyNowPricing({ term: "CIF", port: "NGAPP" })],
  ["quote, 3 sizes (loader)", quoteOf(THREE_SIZES)],
  ["quote, 3 sizes, CIF NGAPP (loader)", quoteOf(THREE_SIZES, { term: "CIF", port: "NGAPP" })],
  [
    "filter options summer truck Michelin Drive",
    (h) => listFilterOptions(h.db, { season: "summer", vehicleType: "truck", brand: "Michelin", pattern: "Drive" }),
  ],
];

function percentiles(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!.toFixed(1);
  return `p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms  max ${sorted[sorted.length - 1]!.toFixed(1)} ms`;
}

const slowestOf = (runs: Array<[number, string]>) =>
  [...runs]
    .sort((a, b) => b[0] - a[0])
    .slice(0, 5)
    .map(([ms, q]) => `'${q}' ${ms.toFixed(1)}`)
    .join(", ");

async function timed(query: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await query();
  return performance.now() - started;
}

/** Distinct searches people type, taken from the catalogue itself (deterministic for a seed). */
async function realisticQueries(h: DatabaseHandle, wanted: number): Promise<string[]> {
  const sizes = await h.db.selectFrom("tyre").select("size_normalized").distinct().orderBy("size_normalized").execute();
  const brands = await h.db.selectFrom("brand").select("name").orderBy("name").execute();
  const models = await h.db
    .selectFrom("tyre")
    .innerJoin("brand", "brand.id", "tyre.brand_id")
    .select(["brand.name", "tyre.model", "tyre.pattern"])
    .distinct()
    .orderBy("tyre.model")
    .execute();
  const queries = new Set<string>();
  for (const { size_normalized: size } of sizes) {
    const spaced = size.replace(/(\d)([A-Z]+)(\d)/, "$1 $2$3");
    queries
      .add(size)
      .add(spaced)
      .add(size.replace(/[^0-9.]+/g, " ").trim())
      .add(size.replace(/[^0-9.]/g, ""));
    const partial = /^\d+\/\d+/.exec(size);
    if (partial) queries.add(partial[0]);
    const rim = /R(\d+(?:\.\d)?)$/.exec(size);
    if (rim) queries.add(rim[1]!).add(`r${rim[1]}`);
  }
  for (const { name } of brands) queries.add(name.toLowerCase()).add(name.slice(0, 4).toLowerCase()).add(`${name} drive`.toLowerCase());
  queries.add("r").add("x").add("summer").add("steer").add("trailer").add("zzzz-nothing");
  const step = Math.max(1, Math.floor(models.length / wanted));
  for (let i = 0; i < models.length && queries.size < wanted * 1.5; i += step) {
    const { name, model, pattern } = models[i]!;
    queries
      .add(model.toLowerCase())
      .add(`${name} ${model.split(" ")[0]}`.toLowerCase())
      .add(`${model} ${pattern}`.toLowerCase());
  }
  // Spread over every kind: take every k-th of the distinct queries.
  const all = [...queries];
  const every = Math.max(1, all.length / wanted);
  return Array.from({ length: Math.min(wanted, all.length) }, (_, i) => all[Math.floor(i * every)]!);
}

async function bench(name: string, handle: DatabaseHandle) {
  const file = generateCatalogue({ count, seed: 1 });
  await migrateToLatest(handle.db);
  let started = performance.now();
  const summary = await importCatalogue(handle.db, file);
  console.log(`${name}: imported ${summary.imported} tyres in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  const again = await importCatalogue(handle.db, file);
  console.log(`${name}: re-import (${again.updated} updated) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // A server builds the new revision's search index before it listens (serve.ts), so the rows
  // below time what it answers with the index ready. Left to itself, the index builds in the
  // background between the timed queries whenever they wait on the event loop (each revision
  // read does, revision-reader.ts), and its work would be charged to the first rows.
  await readySearchIndex(handle.db);
  for (const [label, query] of QUERIES) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await timed(() => query(handle)));
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(RUNS / 2)]!;
    const p95 = times[Math.floor(RUNS * 0.95)]!;
    console.log(`${name}: ${label.padEnd(48)} p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms`);
  }
  await detailPages(name, handle);
  const mix = await realisticQueries(handle, mixSize);
  const searches: Array<[number, string]> = [];
  for (const q of mix) {
    for (const page of [1, 5, 40]) searches.push([await timed(() => listTyres(handle.db, { q, page, pageSize: 20 })), `${q} p${page}`]);
  }
  console.log(`${name}: ${mix.length} realistic searches x pages 1, 5, 40 (count + page): ${percentiles(searches.map(([ms]) => ms))}`);
  console.log(`${name}:   slowest: ${slowestOf(searches)}`);
  // The search page with facets (decision 160): a query's first view counts its facets; later
  // views of it (another facet, sort or page) reuse the counts and read one sorted page.
  const firstViews: Array<[number, string]> = [];
  for (const q of mix) firstViews.push([await timed(() => loadSearchPage(handle.db, new URLSearchParams({ q }))), q]);
  console.log(`${name}: ${mix.length} realistic search pages, first view (facets counted + page): ${percentiles(firstViews.map(([ms]) => ms))}`);
  console.log(`${name}:   slowest: ${slowestOf(firstViews)}`);
  const sorted: Array<[number, string]> = [];
  for (const q of mix) {
    await loadSearchPage(handle.db, new URLSearchParams({ q }));
    sorted.push([await timed(() => loadSearchPage(handle.db, new URLSearchParams({ q, season: "summer", sort: "price-asc" }))), q]);
  }
  console.log(`${name}: ${mix.length} realistic search pages, summer by price (counts kept): ${percentiles(sorted.map(([ms]) => ms))}`);
  console.log(`${name}:   slowest: ${slowestOf(sorted)}`);
  // What the header box sees while someone types (every prefix of 2+ characters), answered as
  // /api/suggest answers it (suggestionsFor): from the search index, which a server builds before
  // it listens (serve.ts); and from SQL, which answers while a new revision's index is built after
  // an import. Each row sets its path explicitly: the index, ready; or SQL, with the index turned off.
  const typed = [...new Set(mix.flatMap((q) => Array.from({ length: Math.min(q.length, 8) - 1 }, (_, i) => q.slice(0, i + 2))))];
  for (const path of ["search index", "SQL, while the index builds"] as const) {
    if (path === "search index") await readySearchIndex(handle.db);
    else setSearchIndexEnabled(handle.db, false);
    const suggestions: Array<[number, string]> = [];
    for (const q of typed) suggestions.push([await timed(() => suggestionsFor(handle.db, q)), q]);
    console.log(`${name}: ${typed.length} suggestions for typed prefixes from the ${path}: ${percentiles(suggestions.map(([ms]) => ms))}`);
    console.log(`${name}:   slowest: ${slowestOf(suggestions)}`);
  }
  setSearchIndexEnabled(handle.db, true);
}

/** The detail loader: the first view of a tyre in a revision works out its recommendations; later ones reuse them. */
async function detailPages(name: string, handle: DatabaseHandle) {
  const tyres = await handle.db
    .selectFrom("tyre")
    .innerJoin("brand", "brand.id", "tyre.brand_id")
    .select(["tyre.season", "tyre.vehicle_type", "brand.name", "tyre.model", "tyre.size_normalized", "tyre.pattern"])
    .orderBy("tyre.id")
    .limit(50)
    .execute();
  const load = (t: (typeof tyres)[number]) => () =>
    loadTyreDetail(
      handle.db,
      { season: t.season, vehicleType: t.vehicle_type, brand: t.name, model: t.model },
      new URLSearchParams({ size: t.size_normalized, pattern: t.pattern }),
    );
  const first: number[] = [];
  const later: number[] = [];
  for (const t of tyres) first.push(await timed(load(t)));
  for (const t of tyres) later.push(await timed(load(t)));
  console.log(`${name}: detail loader, first view of 50 tyres:  ${percentiles(first)}`);
  console.log(`${name}: detail loader, later views of the same: ${percentiles(later)}`);
}

await benchEachDatabase("tyres-bench", bench);
