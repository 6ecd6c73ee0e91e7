// Reads the catalogue: plain verbs over the database that return Tyre objects.
import type { Kysely, SelectQueryBuilder } from "kysely";
import { parseTyreSize } from "../domain/tyre-size";
import { isPostgres } from "../db/dialect.server";
import type { Database } from "../db/schema";
import { searchCondition } from "./search-condition.server";
import type { Tyre } from "./tyre";
import type { TyreFilter, TyreQuery } from "./tyre-query";
import { rowToTyre } from "./tyre-row.server";

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom("tyre")
    .innerJoin("brand", "brand.id", "tyre.brand_id")
    .selectAll("tyre")
    .select(["brand.name as brand_name", "brand.slug as brand_slug", "brand.logo as brand_logo"]);
}

type TyreSelect = SelectQueryBuilder<Database, "tyre" | "brand", any>;

function applyFilter<Q extends TyreSelect>(db: Kysely<Database>, query: Q, filter: TyreFilter): Q {
  let q = query;
  if (filter.season) q = q.where("tyre.season", "=", filter.season) as Q;
  if (filter.vehicleType) q = q.where("tyre.vehicle_type", "=", filter.vehicleType) as Q;
  if (filter.brand) {
    const brand = filter.brand;
    q = q.where((eb) => eb.or([eb(eb.fn("lower", ["brand.name"]), "=", brand.toLowerCase()), eb("brand.slug", "=", brand.toLowerCase())])) as Q;
  }
  if (filter.pattern) q = q.where("tyre.pattern", "=", filter.pattern) as Q;
  if (filter.model) q = q.where("tyre.model", "=", filter.model) as Q;
  if (filter.size) {
    const parsed = parseTyreSize(filter.size);
    q = q.where("tyre.size_normalized", "=", parsed.ok ? parsed.size.normalized : filter.size) as Q;
  }
  if (filter.q) {
    const postgres = isPostgres(db);
    const text = filter.q;
    q = q.where((eb) => searchCondition(eb as never, text, postgres) ?? eb.val(true)) as Q;
  }
  return q;
}

/** The catalogue order: brand, model, pattern, then sizes from small to large. */
function ordered<Q extends TyreSelect>(query: Q): Q {
  return query
    .orderBy("brand.name")
    .orderBy("tyre.model")
    .orderBy("tyre.pattern")
    .orderBy("tyre.size_rim_diameter")
    .orderBy("tyre.size_width")
    .orderBy("tyre.size_normalized")
    .orderBy("tyre.id") as Q;
}

export async function listTyres(db: Kysely<Database>, query: TyreQuery): Promise<Page<Tyre>> {
  const counted = await applyFilter(
    db,
    db.selectFrom("tyre").innerJoin("brand", "brand.id", "tyre.brand_id").select((eb) => eb.fn.countAll<number>().as("total")),
    query,
  ).executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  const rows = await ordered(applyFilter(db, baseQuery(db), query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    items: rows.map(rowToTyre),
    page: query.page,
    pageSize: query.pageSize,
    total,
    pageCount: Math.ceil(total / query.pageSize),
  };
}

export async function getTyre(db: Kysely<Database>, id: number): Promise<Tyre | null> {
  const row = await baseQuery(db).where("tyre.id", "=", id).executeTakeFirst();
  return row ? rowToTyre(row) : null;
}

/** Every tyre matching the filter, in catalogue order (for exports and small selections). */
export async function listAllTyres(db: Kysely<Database>, filter: TyreFilter = {}): Promise<Tyre[]> {
  const rows = await ordered(applyFilter(db, baseQuery(db), filter)).execute();
  return rows.map(rowToTyre);
}

export const SUGGESTION_LIMIT = 10;

/** spec §2 header: up to 10 suggestions; brand and model prefixes first, then the best rated. */
export async function suggestTyres(db: Kysely<Database>, text: string, limit = SUGGESTION_LIMIT): Promise<Tyre[]> {
  if (text.trim() === "") return [];
  const prefix = `${text.trim().toLowerCase().replace(/[%_\\]/g, "")}%`;
  const rows = await applyFilter(db, baseQuery(db), { q: text })
    .orderBy((eb) => eb.case().when("tyre.search_text", "like", prefix).then(0).else(1).end())
    .orderBy("tyre.rating", (ob) => (isPostgres(db) ? ob.desc().nullsLast() : ob.desc()))
    .orderBy("tyre.id")
    .limit(Math.min(limit, SUGGESTION_LIMIT))
    .execute();
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
  const rows = await ordered(applyFilter(db, baseQuery(db), { season: key.season as never, vehicleType: key.vehicleType as never, brand: key.brand }))
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
  const row = await db.selectFrom("tyre").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
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
  const row = await db.selectFrom("tyre").select("tyre.id").orderBy("tyre.id").offset(offset - 1).limit(1).executeTakeFirst();
  return row ? Number(row.id) : Number.MAX_SAFE_INTEGER;
}
