// Reads the catalogue: plain verbs over the database that return Tyre objects.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { matchesInOrder, substringsOf } from "./search-condition.server";
import type { IndexFilter } from "./search-index";
import { currentSearchIndex } from "./search-index.server";
import { filterCondition, normalizedSize, resolveFilter, type ResolvedFilter } from "./tyre-filter.server";
import type { Tyre } from "./tyre";
import type { TyreFilter, TyreQuery } from "./tyre-query";
import { rowToTyre } from "./tyre-row.server";

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  /** Exact, except for a text search with more than COUNT_LIMIT matches: then COUNT_LIMIT. */
  total: number;
  /** True when more tyres match than `total` says (decision 070: a search stops counting). */
  totalCapped: boolean;
  pageCount: number;
}

/** A search counts this many matches and then stops: the page says "1,000+ tyres match". */
export const COUNT_LIMIT = 1000;

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom("tyre")
    .innerJoin("brand", "brand.id", "tyre.brand_id")
    .selectAll("tyre")
    .select(["brand.name as brand_name", "brand.slug as brand_slug", "brand.logo as brand_logo"]);
}

type TyreSelect = ReturnType<typeof baseQuery>;

/** The catalogue order: brand, model, pattern, then sizes from small to large. */
function ordered(query: TyreSelect): TyreSelect {
  return query
    .orderBy("brand.name")
    .orderBy("tyre.model")
    .orderBy("tyre.pattern")
    .orderBy("tyre.size_rim_diameter")
    .orderBy("tyre.size_width")
    .orderBy("tyre.size_normalized")
    .orderBy("tyre.id");
}

/** A resolved filter as the search index tests it; null when it names the brand by text only. */
function indexFilterOf(filter: ResolvedFilter): IndexFilter | null {
  if (filter.brand && !filter.brandIds) return null;
  return {
    season: filter.season,
    vehicleType: filter.vehicleType,
    brandIds: filter.brandIds,
    pattern: filter.pattern,
    model: filter.model,
    sizeNormalized: filter.size ? normalizedSize(filter.size) : undefined,
  };
}

/** The tyres with these ids, in the order of `ids` (ids no longer in the catalogue are left out). */
export async function listTyresById(db: Kysely<Database>, ids: readonly number[]): Promise<Tyre[]> {
  if (ids.length === 0) return [];
  const rows = await baseQuery(db)
    .where("tyre.id", "in", [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), rowToTyre(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of the tyres matching `query`, in catalogue order. A text search reads at most
 * COUNT_LIMIT + 1 matches, which gives both its capped total and every page up to there.
 */
export async function listTyres(db: Kysely<Database>, query: TyreQuery): Promise<Page<Tyre>> {
  const resolved = await resolveFilter(db, query);
  const filter = filterCondition("tyre_order", resolved);
  const offset = (query.page - 1) * query.pageSize;
  const text = query.q ?? "";
  const groups = substringsOf(text);
  // A text search is answered from the process's search index when it is built (decision 093).
  const index = groups ? await currentSearchIndex(db) : null;
  const indexFilter = index ? indexFilterOf(resolved) : null;
  const inOrder = (from: number, limit: number) =>
    index && groups && indexFilter ? Promise.resolve(index.matches(groups, indexFilter, from, limit)) : matchesInOrder(db, text, filter, from, limit);
  const matches = await inOrder(0, COUNT_LIMIT + 1);
  const page = { page: query.page, pageSize: query.pageSize };
  if (matches) {
    const totalCapped = matches.length > COUNT_LIMIT;
    const total = Math.min(matches.length, COUNT_LIMIT);
    const beyond = totalCapped && offset + query.pageSize > matches.length;
    const onPage = beyond ? ((await inOrder(offset, query.pageSize)) ?? []) : matches.slice(offset, offset + query.pageSize);
    const items = await listTyresById(
      db,
      onPage.map((m) => m.tyreId),
    );
    return { items, ...page, total, totalCapped, pageCount: Math.ceil(total / query.pageSize) };
  }
  // Counted on `tyre`, whose identity index (season, vehicle type, brand, pattern, model) holds
  // an offer list's selection as one range; the page is read in rank order through tyre_order.
  const [counted, rows] = await Promise.all([
    db
      .selectFrom("tyre")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(filterCondition("tyre", resolved))
      .executeTakeFirst(),
    baseQuery(db)
      .innerJoin("tyre_order", "tyre_order.tyre_id", "tyre.id")
      .where(filter)
      .orderBy("tyre_order.catalogue_rank")
      .limit(query.pageSize)
      .offset(offset)
      .execute(),
  ]);
  const total = Number(counted?.n ?? 0);
  return { items: rows.map(rowToTyre), ...page, total, totalCapped: false, pageCount: Math.ceil(total / query.pageSize) };
}

export async function getTyre(db: Kysely<Database>, id: number): Promise<Tyre | null> {
  const row = await baseQuery(db).where("tyre.id", "=", id).executeTakeFirst();
  return row ? rowToTyre(row) : null;
}

/** Every tyre matching the filter, in catalogue order (for exports and small selections). */
export async function listAllTyres(db: Kysely<Database>, filter: Omit<TyreFilter, "q"> = {}): Promise<Tyre[]> {
  const rows = await ordered(baseQuery(db).where(filterCondition("tyre", await resolveFilter(db, filter)))).execute();
  return rows.map(rowToTyre);
}

/** The detail URL's model (spec §2): the tyres of one season, vehicle type, brand and model. */
export interface ModelKey {
  season: string;
  vehicleType: string;
  /** Brand name in any case, or its slug. */
  brand: string;
  /** Exact model; 'unknown' also finds tyres listed without a model (spec §2's fallback segment). */
  model: string;
}

/** Every pattern and size of one model, in catalogue order; empty when nothing matches. */
export async function listTyresOfModel(db: Kysely<Database>, key: ModelKey): Promise<Tyre[]> {
  const models = key.model === "unknown" ? ["unknown", ""] : [key.model];
  // The model narrows to a few rows by its own index, so the brand can stay a subquery.
  const rows = await ordered(
    baseQuery(db).where(filterCondition("tyre", { season: key.season as never, vehicleType: key.vehicleType as never, brand: key.brand })),
  )
    .where("tyre.model", "in", models)
    .execute();
  return rows.map(rowToTyre);
}

export const RECOMMENDATION_CANDIDATE_LIMIT = 300;

/**
 * A bounded set of tyres to score for `tyre`'s recommendations (decision 031): the same season,
 * ordered by the spec §9 likeness the database can judge (model, size, brand, pattern, vehicle
 * type weights, then rating), so the best-scoring tyres are always among them.
 */
export async function listRecommendationCandidates(db: Kysely<Database>, tyre: Tyre, limit = RECOMMENDATION_CANDIDATE_LIMIT): Promise<Tyre[]> {
  const rows = await baseQuery(db)
    .where("tyre.season", "=", tyre.season)
    .where("tyre.id", "!=", tyre.id)
    .orderBy(
      (eb) =>
        eb(
          eb(
            eb(
              eb(
                eb.case().when("tyre.model", "=", tyre.model).then(80).else(0).end(),
                "+",
                eb.case().when("tyre.size_normalized", "=", tyre.size.normalized).then(60).else(0).end(),
              ),
              "+",
              eb.case().when("brand.slug", "=", tyre.brandSlug).then(50).else(0).end(),
            ),
            "+",
            eb.case().when("tyre.pattern", "=", tyre.pattern).then(40).else(0).end(),
          ),
          "+",
          eb.case().when("tyre.vehicle_type", "=", tyre.vehicleType).then(30).else(0).end(),
        ),
      "desc",
    )
    .orderBy((eb) => eb.fn.coalesce("tyre.rating", eb.lit(0)), "desc")
    .orderBy("tyre.id")
    .limit(limit)
    .execute();
  return rows.map(rowToTyre);
}

/** What a sitemap needs of a tyre: its detail address and when it last changed. */
export interface TyreAddress {
  id: number;
  season: string;
  vehicleType: string;
  brand: string;
  pattern: string;
  model: string;
  size: string;
  updatedAt: string;
}

export async function countTyres(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("tyre")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Tyres by id after `afterId` (keyset paging, so 100,000 tyres are read in cheap slices). */
export async function listTyreAddresses(db: Kysely<Database>, afterId: number, limit: number): Promise<TyreAddress[]> {
  const rows = await db
    .selectFrom("tyre")
    .innerJoin("brand", "brand.id", "tyre.brand_id")
    .select(["tyre.id", "tyre.season", "tyre.vehicle_type", "brand.name as brand", "tyre.pattern", "tyre.model", "tyre.size_normalized", "tyre.updated_at"])
    .where("tyre.id", ">", afterId)
    .orderBy("tyre.id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    season: r.season,
    vehicleType: r.vehicle_type,
    brand: r.brand,
    pattern: r.pattern,
    model: r.model,
    size: r.size_normalized,
    updatedAt: r.updated_at,
  }));
}

/** The id after which the `index`-th slice of `size` tyres starts (0 for the first). */
export async function tyreIdBefore(db: Kysely<Database>, offset: number): Promise<number> {
  if (offset <= 0) return 0;
  const row = await db
    .selectFrom("tyre")
    .select("tyre.id")
    .orderBy("tyre.id")
    .offset(offset - 1)
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.id) : Number.MAX_SAFE_INTEGER;
}
