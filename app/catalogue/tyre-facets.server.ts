// Facets in the database (decisions 140 and 160). Each tyre's facet values are kept as one key on
// its tyre_order row, written with the catalogue order (catalogue-order.server.ts), beside the
// keys a list sorts by. So one GROUP BY of one column counts a scope's tyres per combination of
// values, and a sorted page reads tyre_order alone. The scope is a condition on tyre_order: a
// size's rows, or a search's matches.
import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import { dialectOf } from "../db/dialect.server";
import type { Database } from "../db/schema";
import { addDays, shopDate } from "../domain/seller-quote";
import {
  AVAILABILITY_FACETS,
  FACETS,
  IN_STOCK,
  PRICE_BUCKETS,
  READY_SOON,
  READY_WITHIN_DAYS,
  SNOW_MARKED,
  combinationMatches,
  isFiltered,
  type FacetCombination,
  type FacetName,
  type FacetSelection,
  type KeyFacet,
  type ListSort,
} from "./facets";
import type { OrderFilter } from "./search-condition.server";

/** Which tyres a list shows: a condition on their tyre_order rows. */
export type TyreScope = OrderFilter;

/** The price a buyer pays per tyre (SQL over tyre): the offer price, else the regular one. */
export const PAYABLE_PRICE = sql<number | null>`coalesce(tyre.offer_price_minor, tyre.price_minor)`;

/** Each facet's value as SQL over tyre and brand. The brand is named by its slug; the snow mark by SNOW_MARKED. */
const FACET_SQL: Record<KeyFacet, RawBuilder<string | null>> = {
  season: sql`tyre.season`,
  vehicle: sql`tyre.vehicle_type`,
  pattern: sql`tyre.pattern`,
  brand: sql`brand.slug`,
  load: sql`coalesce(tyre.load_index, tyre.size_load_index)`,
  speed: sql`coalesce(tyre.speed_symbol, tyre.size_speed_symbol)`,
  fuel: sql`tyre.fuel_class`,
  wet: sql`tyre.wet_grip_class`,
  snow: sql`case when tyre.snow_grip = 1 then ${sql.lit(SNOW_MARKED)} end`,
  price: sql`case ${sql.join(
    PRICE_BUCKETS.map((b) =>
      b.max === null
        ? sql`when ${PAYABLE_PRICE} >= ${sql.lit(b.min)} then ${sql.lit(b.id)}`
        : sql`when ${PAYABLE_PRICE} < ${sql.lit(b.max)} then ${sql.lit(b.id)}`,
    ),
    sql` `,
  )} end`,
};

// The key holds the values in this order, a missing one as '', between separators no value
// holds (they are taken out). The pattern, free text that could hold anything, comes last and
// keeps its text, so the key splits into the same values whatever they are.
const KEY_FACETS: readonly KeyFacet[] = [
  ...FACETS.filter((f): f is Exclude<KeyFacet, "pattern"> => f !== "pattern" && !(AVAILABILITY_FACETS as readonly string[]).includes(f)),
  "pattern",
];
const SEPARATOR = "\u001f";

/** A tyre's facet values as one text, as SQL over tyre and brand: what tyre_order.facet_key holds. */
export const FACET_KEY_SQL: RawBuilder<string> = sql.join(
  KEY_FACETS.map((facet) => (facet === "pattern" ? FACET_SQL[facet] : sql`replace(coalesce(${FACET_SQL[facet]}, ''), ${sql.lit(SEPARATOR)}, '')`)),
  sql` || ${sql.lit(SEPARATOR)} || `,
);

/** The values a facet key holds; '' is no value (a pattern keeps its text). */
export function facetKeyValues(key: string): Record<KeyFacet, string | null> {
  const parts = key.split(SEPARATOR);
  const last = KEY_FACETS.length - 1;
  const values = {} as Record<KeyFacet, string | null>;
  KEY_FACETS.forEach((facet, i) => {
    const text = i === last ? parts.slice(last).join(SEPARATOR) : (parts[i] ?? "");
    values[facet] = text === "" && i !== last ? null : text;
  });
  return values;
}

// decision 267: what a buyer can have now and soon, as SQL over tyre_order's row. The search index
// reads the same rules from the stock tables (search-index.server.ts); the two must agree.
// Decision 306: these made PostgreSQL's cost estimate of a count so high that it JIT-compiled every
// count (0.2-2 s); the pool turns JIT off (connect.server.ts). Each dialect gets the shape it runs
// fastest (decision 320, measured on 100,000 tyres, with empty stock tables and with stock on 85%):
// SQLite a correlated `exists` per row (an index probe each); PostgreSQL `tyre_id in (select ...)`,
// which it answers by hashing the stock tables once (a size's count 6.2 against 12-19 ms empty,
// 36 against 50 ms stocked), where SQLite would build the whole list (49 against 11 ms stocked).
interface AvailabilitySql {
  inStock: RawBuilder<SqlBool>;
  readySoon(today: string): RawBuilder<SqlBool>;
}
const soonUntil = (today: string) => addDays(today, READY_WITHIN_DAYS);
const PROBED: AvailabilitySql = {
  inStock: sql<SqlBool>`exists (select 1 from tyre_stock s where s.tyre_id = tyre_order.tyre_id and s.on_hand > s.allocated)`,
  readySoon: (today) =>
    sql<SqlBool>`(${PROBED.inStock}
    or exists (select 1 from tyre_incoming i where i.tyre_id = tyre_order.tyre_id and i.pieces > 0 and i.expected_on >= ${today} and i.expected_on <= ${soonUntil(today)})
    or exists (select 1 from tyre_supply p where p.tyre_id = tyre_order.tyre_id and p.not_orderable = 0 and p.lead_time_days <= ${READY_WITHIN_DAYS}))`,
};
const HASHED: AvailabilitySql = {
  inStock: sql<SqlBool>`tyre_order.tyre_id in (select s.tyre_id from tyre_stock s where s.on_hand > s.allocated)`,
  readySoon: (today) =>
    sql<SqlBool>`(${HASHED.inStock}
    or tyre_order.tyre_id in (select i.tyre_id from tyre_incoming i where i.pieces > 0 and i.expected_on >= ${today} and i.expected_on <= ${soonUntil(today)})
    or tyre_order.tyre_id in (select p.tyre_id from tyre_supply p where p.not_orderable = 0 and p.lead_time_days <= ${READY_WITHIN_DAYS}))`,
};
const availabilitySql = (db: Kysely<Database>): AvailabilitySql => (dialectOf(db) === "postgres" ? HASHED : PROBED);
const availablePiecesSql = sql<number>`(select coalesce(sum(case when s.on_hand > s.allocated then s.on_hand - s.allocated else 0 end), 0) from tyre_stock s where s.tyre_id = tyre_order.tyre_id)`;
const flag = (condition: RawBuilder<SqlBool>) => sql<number>`case when ${condition} then 1 else 0 end`;

/** A combination's values: the facet key's, and the availability facets' from their flags. */
export function combinationValues(facetKey: string, inStock: boolean, readySoon: boolean): Record<FacetName, string | null> {
  return { ...facetKeyValues(facetKey), stock: inStock ? IN_STOCK : null, ready: readySoon ? READY_SOON : null };
}

/** How many tyres of the scope have each combination of facet values (a few hundred rows for a size). */
export async function countFacetCombinations(db: Kysely<Database>, scope: TyreScope, today: string = shopDate(new Date())): Promise<FacetCombination[]> {
  const { inStock, readySoon } = availabilitySql(db);
  const rows = await db
    .selectFrom("tyre_order")
    .select((eb) => ["tyre_order.facet_key", flag(inStock).as("in_stock"), flag(readySoon(today)).as("ready_soon"), eb.fn.countAll<number>().as("n")])
    .where(scope)
    .groupBy(["tyre_order.facet_key", sql`2`, sql`3`])
    .execute();
  const brands = new Map((await db.selectFrom("brand").select(["slug", "name"]).execute()).map((b) => [b.slug, b.name]));
  return rows.map((row) => {
    const values = combinationValues(row.facet_key, Number(row.in_stock) === 1, Number(row.ready_soon) === 1);
    return { key: row.facet_key, values, brandName: (values.brand && brands.get(values.brand)) ?? "", count: Number(row.n) };
  });
}

type SortKey = [RawBuilder<unknown>, "asc" | "desc"];
const nullsLast = (column: string): SortKey => [sql`case when ${sql.ref(column)} is null then 1 else 0 end`, "asc"];

/** Sort keys on tyre_order; ties (and no sort) fall back to the catalogue order, so a page never reshuffles. */
const SORT_KEYS: Record<Exclude<ListSort, "availability">, SortKey[]> = {
  "price-asc": [nullsLast("tyre_order.payable_price_minor"), [sql.ref("tyre_order.payable_price_minor"), "asc"]],
  "price-desc": [nullsLast("tyre_order.payable_price_minor"), [sql.ref("tyre_order.payable_price_minor"), "desc"]],
  rating: [nullsLast("tyre_order.rating"), [sql.ref("tyre_order.rating"), "desc"], [sql.ref("tyre_order.review_count"), "desc"]],
  // Tyres imported together share created_at; the later row is the newer listing.
  newest: [
    [sql.ref("tyre_order.created_at"), "desc"],
    [sql.ref("tyre_order.tyre_id"), "desc"],
  ],
  fuel: [nullsLast("tyre_order.fuel_class"), [sql.ref("tyre_order.fuel_class"), "asc"]],
};

/** The sort's keys; by availability (decision 267): in stock first, then ready within two weeks, the most pieces on hand first. */
function sortKeys(sort: ListSort, today: string, { inStock, readySoon }: AvailabilitySql): SortKey[] {
  if (sort !== "availability") return SORT_KEYS[sort];
  return [
    [flag(inStock), "desc"],
    [flag(readySoon(today)), "desc"],
    [availablePiecesSql, "desc"],
  ];
}

/**
 * The ids of one sorted page of the scope's tyres that the selection keeps, chosen by the keys of
 * the scope's `combinations` (countFacetCombinations) that the selection keeps. Ties fall back to
 * the catalogue rank (brand, model, pattern, size, id), across sizes as within one.
 */
export async function listSortedTyreIds(
  db: Kysely<Database>,
  scope: TyreScope,
  combinations: readonly FacetCombination[],
  selection: FacetSelection,
  sort: ListSort | null,
  offset: number,
  limit: number,
): Promise<number[]> {
  const today = shopDate(new Date());
  const keys = isFiltered(selection) ? [...new Set(combinations.filter((c) => combinationMatches(c.values, selection)).map((c) => c.key))] : null;
  if (keys?.length === 0) return [];
  // A facet key says nothing of stock: the availability facets chosen are tested on the row.
  const rules = availabilitySql(db);
  const availability = [...(selection.stock?.length ? [rules.inStock] : []), ...(selection.ready?.length ? [rules.readySoon(today)] : [])];
  let query = db
    .selectFrom("tyre_order")
    .select("tyre_order.tyre_id")
    .where((eb) => eb.and([scope(eb), ...(keys ? [eb("tyre_order.facet_key", "in", keys)] : []), ...availability]));
  for (const [key, direction] of sort ? sortKeys(sort, today, rules) : []) query = query.orderBy(key, direction);
  const rows = await query.orderBy("tyre_order.catalogue_rank").limit(limit).offset(offset).execute();
  return rows.map((r) => Number(r.tyre_id));
}
