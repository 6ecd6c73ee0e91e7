// Facets in the database (decision 140): one GROUP BY counts the tyres of a scope (a size's rows,
// through the size index) per combination of facet values, and one read takes a sorted page of the
// tyres that match a selection. The scope is a condition, so any list (a size, a search's matches)
// can use both.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import type { Database } from "../db/schema";
import { PRICE_BUCKETS, SNOW_MARKED, type FacetCombination, type FacetName, type FacetSelection, type ListSort } from "./facets";

type FacetTables = "tyre" | "brand";
export type TyreScope = (eb: ExpressionBuilder<Database, FacetTables>) => Expression<SqlBool>;

/** The price a buyer pays per tyre: the offer price, else the regular one. */
const PAYABLE = sql<number | null>`coalesce(tyre.offer_price_minor, tyre.price_minor)`;

/** Each facet's value as SQL. The brand is named by its slug; the snow mark by SNOW_MARKED. */
const FACET_SQL: Record<FacetName, ReturnType<typeof sql<string | null>>> = {
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
      b.max === null ? sql`when ${PAYABLE} >= ${sql.lit(b.min)} then ${sql.lit(b.id)}` : sql`when ${PAYABLE} < ${sql.lit(b.max)} then ${sql.lit(b.id)}`,
    ),
    sql` `,
  )} end`,
};

const FACET_COLUMNS = Object.keys(FACET_SQL) as FacetName[];

/** How many tyres of the scope have each combination of facet values (a few hundred rows for a size). */
export async function countFacetCombinations(db: Kysely<Database>, scope: TyreScope): Promise<FacetCombination[]> {
  const rows = await db
    .selectFrom("tyre")
    .innerJoin("brand", "brand.id", "tyre.brand_id")
    .select((eb) => [...FACET_COLUMNS.map((facet) => FACET_SQL[facet].as(facet)), eb.ref("brand.name").as("brand_name"), eb.fn.countAll<number>().as("n")])
    .where(scope)
    // By position: the same text on both databases, and the CASE expressions are not written twice.
    .groupBy(
      sql.raw(
        FACET_COLUMNS.map((_, i) => i + 1)
          .concat(FACET_COLUMNS.length + 1)
          .join(", "),
      ) as never,
    )
    .execute();
  return rows.map((row) => {
    const record = row as unknown as Record<string, string | null>;
    const values = Object.fromEntries(FACET_COLUMNS.map((facet) => [facet, record[facet] === null ? null : String(record[facet])])) as Record<
      FacetName,
      string | null
    >;
    return { values, brandName: String(row.brand_name), count: Number(row.n) };
  });
}

/** The tyres a selection keeps: every facet's values are alternatives, facets narrow each other. */
export function selectionCondition(selection: FacetSelection) {
  return (eb: ExpressionBuilder<Database, FacetTables>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    for (const facet of FACET_COLUMNS) {
      const values = selection[facet];
      if (!values?.length) continue;
      if (facet === "price") {
        const buckets = PRICE_BUCKETS.filter((b) => values.includes(b.id));
        conditions.push(eb.or(buckets.map((b) => (b.max === null ? eb(PAYABLE, ">=", b.min) : eb.and([eb(PAYABLE, ">=", b.min), eb(PAYABLE, "<", b.max)])))));
      } else if (facet === "snow") {
        conditions.push(eb("tyre.snow_grip", "=", 1));
      } else {
        conditions.push(eb(FACET_SQL[facet], "in", values));
      }
    }
    return eb.and(conditions);
  };
}

const nullsLast = (value: ReturnType<typeof sql>) => sql`case when ${value} is null then 1 else 0 end`;

/** Sort keys; ties (and no sort) fall back to the catalogue order, so a page never reshuffles. */
const SORT_KEYS: Record<ListSort, Array<[ReturnType<typeof sql>, "asc" | "desc"]>> = {
  "price-asc": [
    [nullsLast(PAYABLE), "asc"],
    [PAYABLE, "asc"],
  ],
  "price-desc": [
    [nullsLast(PAYABLE), "asc"],
    [PAYABLE, "desc"],
  ],
  rating: [
    [nullsLast(sql`tyre.rating`), "asc"],
    [sql`tyre.rating`, "desc"],
    [sql`tyre.review_count`, "desc"],
  ],
  // Tyres imported together share created_at; the later row is the newer listing.
  newest: [
    [sql`tyre.created_at`, "desc"],
    [sql`tyre.id`, "desc"],
  ],
  fuel: [
    [nullsLast(sql`tyre.fuel_class`), "asc"],
    [sql`tyre.fuel_class`, "asc"],
  ],
};

/**
 * The ids of one sorted page of the scope's tyres that the selection keeps. Ties fall back to
 * brand, model, pattern and id: the catalogue order when the scope is one size; a scope of many
 * sizes would want the size between pattern and id.
 */
export async function listSortedTyreIds(
  db: Kysely<Database>,
  scope: TyreScope,
  selection: FacetSelection,
  sort: ListSort | null,
  offset: number,
  limit: number,
): Promise<number[]> {
  let query = db
    .selectFrom("tyre")
    .innerJoin("brand", "brand.id", "tyre.brand_id")
    .select("tyre.id")
    .where((eb) => eb.and([scope(eb), selectionCondition(selection)(eb)]));
  for (const [key, direction] of sort ? SORT_KEYS[sort] : []) query = query.orderBy(key, direction);
  // Catalogue order within a scope of one size (decision 070's rank: brand, model, pattern, size, id).
  const rows = await query.orderBy("brand.name").orderBy("tyre.model").orderBy("tyre.pattern").orderBy("tyre.id").limit(limit).offset(offset).execute();
  return rows.map((r) => Number(r.id));
}
