// Which search index a process answers from (decision 093): one per database handle and catalogue
// revision. Every search reads the revision's stamp (requests that arrive together share one
// read), so an import on any process or server is seen by the next search everywhere. A new
// revision's index is built in the background, in slices that let other requests run; until it
// is ready, searches go to SQL (search-condition.server.ts), which gives the same answers.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { createRevisionReader, type RevisionRead } from "./revision-reader";
import { addDays, shopDate } from "../domain/seller-quote";
import { READY_WITHIN_DAYS, SORTS } from "./facets";
import { CatalogueSearchIndex, type IndexedTyre } from "./search-index";
import type { Season } from "./seasons-and-vehicle-types";

/** Rows read per slice while building: about 20 ms of work at a time on this machine. */
const SLICE = 10_000;

interface IndexState {
  enabled: boolean;
  stamp: string | null;
  index: CatalogueSearchIndex | null;
  building: { stamp: string; done: Promise<CatalogueSearchIndex | null> } | null;
  /** One revision read at a time per handle; requests arriving meanwhile share the next read. */
  readStamp: RevisionRead<string> | null;
}

/**
 * The Express server (server/) and the pages' server build (build/server) each carry their own
 * copy of this module, so a state kept in a module variable made every process build and hold
 * two indexes of 80 MB at 100,000 tyres. The states live in one registry per process that both
 * copies find by a global symbol.
 */
const REGISTRY = Symbol.for("tyre-storefront/search-index-states");
const processGlobal = globalThis as typeof globalThis & { [REGISTRY]?: WeakMap<Kysely<Database>, IndexState> };
const states = (processGlobal[REGISTRY] ??= new WeakMap<Kysely<Database>, IndexState>());

function stateOf(db: Kysely<Database>): IndexState {
  let state = states.get(db);
  if (!state) {
    state = { enabled: true, stamp: null, index: null, building: null, readStamp: null };
    states.set(db, state);
  }
  return state;
}

/** Turns the index off (SQL answers every search) or back on, for one database handle: SEARCH_INDEX=off (server/app.ts). */
export function setSearchIndexEnabled(db: Kysely<Database>, enabled: boolean): void {
  const state = stateOf(db);
  state.enabled = enabled;
  if (!enabled) state.index = null;
}

function readStamp(db: Kysely<Database>, state: IndexState): Promise<string> {
  // Built once: every search and suggestion reads it (as getCatalogueRevision, revision.server.ts).
  if (!state.readStamp) {
    const query = db.selectFrom("catalogue_revision").select("stamp").where("id", "=", 1).compile();
    state.readStamp = createRevisionReader(async () => (await db.executeQuery(query)).rows[0]?.stamp ?? "");
  }
  return state.readStamp();
}

/**
 * The index of the catalogue as it is now, or null when it is off, inside a transaction (an
 * import sees its own writes only through SQL), or not built yet (its build is then started).
 */
export async function currentSearchIndex(db: Kysely<Database>): Promise<CatalogueSearchIndex | null> {
  if (db.isTransaction) return null;
  const state = stateOf(db);
  if (!state.enabled) return null;
  const stamp = await readStamp(db, state);
  if (state.index && state.stamp === stamp) return state.index;
  if (state.building?.stamp !== stamp) startBuild(db, state, stamp);
  return null;
}

/** Builds (or waits for) the index of the current revision, for warm-up and tests; null when it is off. */
export async function readySearchIndex(db: Kysely<Database>): Promise<CatalogueSearchIndex | null> {
  const state = stateOf(db);
  for (;;) {
    if (!state.enabled) return null;
    const stamp = await readStamp(db, state);
    if (state.index && state.stamp === stamp) return state.index;
    if (state.building?.stamp !== stamp) startBuild(db, state, stamp);
    await state.building!.done;
  }
}

function startBuild(db: Kysely<Database>, state: IndexState, stamp: string): void {
  const done = buildIndex(db, stamp).then(
    (index) => {
      // A newer revision may have started its own build meanwhile; only the latest one lands.
      if (state.building?.stamp === stamp && state.enabled) {
        state.index = index;
        state.stamp = stamp;
        state.building = null;
      }
      return index;
    },
    () => {
      if (state.building?.stamp === stamp) state.building = null;
      return null;
    },
  );
  state.building = { stamp, done };
}

const yieldToRequests = () => new Promise<void>((ok) => setImmediate(ok));

/** The index of revision `stamp`; fails when an import committed while its rows were read. */
async function buildIndex(db: Kysely<Database>, stamp: string): Promise<CatalogueSearchIndex> {
  const rows: IndexedTyre[] = [];
  // Each row read brings its own copy of "summer" or "Michelin": one copy of each is kept.
  const strings = new Map<string, string>();
  const one = (text: string) => {
    const kept = strings.get(text);
    if (kept !== undefined) return kept;
    strings.set(text, text);
    return text;
  };
  // The snow mark, which a suggestion shows, is not a tyre_order column. One read of the marked
  // tyres (decision 150: 15-20 ms at 100,000 tyres on SQLite, 35-50 ms on PostgreSQL) costs far
  // less than joining tyre to every slice (+50 ms on SQLite, +140-700 ms on PostgreSQL).
  const snowMarked = new Set((await db.selectFrom("tyre").select("id").where("snow_grip", "=", 1).execute()).map((r) => Number(r.id)));
  const { available, readySoon } = await readAvailability(db, shopDate(new Date()));
  let after = 0;
  for (;;) {
    const slice = await db
      .selectFrom("tyre_order")
      .innerJoin("brand", "brand.id", "tyre_order.brand_id")
      .select([
        "catalogue_rank",
        "tyre_id",
        "rating",
        "search_text",
        "size_key",
        "season",
        "vehicle_type",
        "brand_id",
        "brand.name as brand_name",
        "pattern",
        "model",
        "size_normalized",
        "facet_key",
        "payable_price_minor",
        "review_count",
        "created_at",
        "fuel_class",
      ])
      .where("catalogue_rank", ">", after)
      .orderBy("catalogue_rank")
      .limit(SLICE)
      .execute();
    for (const r of slice) {
      rows.push({
        rank: Number(r.catalogue_rank),
        tyreId: Number(r.tyre_id),
        rating: r.rating === null ? null : Number(r.rating),
        searchText: r.search_text,
        sizeKey: r.size_key,
        season: one(r.season) as Season,
        snowMark: snowMarked.has(Number(r.tyre_id)),
        vehicleType: one(r.vehicle_type),
        brandId: Number(r.brand_id),
        brand: one(r.brand_name),
        pattern: one(r.pattern),
        model: one(r.model),
        sizeNormalized: one(r.size_normalized),
        list: {
          facetKey: one(r.facet_key),
          payablePrice: r.payable_price_minor === null ? null : Number(r.payable_price_minor),
          reviewCount: Number(r.review_count),
          createdAt: one(r.created_at),
          fuelClass: r.fuel_class === null ? null : one(r.fuel_class),
          available: available.get(Number(r.tyre_id)) ?? 0,
          readySoon: (available.get(Number(r.tyre_id)) ?? 0) > 0 || readySoon.has(Number(r.tyre_id)),
        },
      });
    }
    if (slice.length < SLICE) break;
    after = Number(slice[slice.length - 1]!.catalogue_rank);
    await yieldToRequests();
  }
  // The slices are separate reads: an import between two of them would mix two catalogues.
  const stampAfter = await db.selectFrom("catalogue_revision").select("stamp").where("id", "=", 1).executeTakeFirst();
  if ((stampAfter?.stamp ?? "") !== stamp) throw new Error("the catalogue changed while its search index was read");
  const index = await CatalogueSearchIndex.build(rows, yieldToRequests);
  // Each sort's order is made now, one at a time, so no buyer's request waits for one.
  for (const sort of SORTS) {
    index.prepareOrders([sort]);
    await yieldToRequests();
  }
  return index;
}

/**
 * Pieces a buyer can have now per tyre (on hand less allocated, never below zero), and the tyres
 * that are not in stock but incoming or made to order within two weeks of `today` (decision 267,
 * the rules tyre-facets.server.ts gives SQL). Read with the index: a stock feed renews the
 * revision, so the next index sees the new stock.
 */
async function readAvailability(db: Kysely<Database>, today: string): Promise<{ available: Map<number, number>; readySoon: Set<number> }> {
  const [stock, incoming, supply] = await Promise.all([
    db.selectFrom("tyre_stock").select(["tyre_id", "on_hand", "allocated"]).whereRef("on_hand", ">", "allocated").execute(),
    db
      .selectFrom("tyre_incoming")
      .select("tyre_id")
      .where("pieces", ">", 0)
      .where("expected_on", ">=", today)
      .where("expected_on", "<=", addDays(today, READY_WITHIN_DAYS))
      .execute(),
    db.selectFrom("tyre_supply").select("tyre_id").where("not_orderable", "=", 0).where("lead_time_days", "<=", READY_WITHIN_DAYS).execute(),
  ]);
  const available = new Map<number, number>();
  for (const row of stock) available.set(Number(row.tyre_id), (available.get(Number(row.tyre_id)) ?? 0) + Number(row.on_hand) - Number(row.allocated));
  const readySoon = new Set([...incoming, ...supply].map((row) => Number(row.tyre_id)));
  return { available, readySoon };
}
