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
