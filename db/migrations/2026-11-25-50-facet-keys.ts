// Decision 160: facets and sorting on search results. A broad search ('r22.5', 37,387 of 100,000
// tyres) spent most of its facet count sorting ten grouping expressions read from the wide tyre
// rows. tyre_order (decision 070, where search matches are found) now also holds each tyre's facet
// values as one key, and the keys a page sorts by, so counts group one column and a sorted page
// reads tyre_order alone. Size pages read the same columns through an index that leads with the
// size, which replaces the wide tyre_size_facets index. The importer keeps the columns up to date
// (app/catalogue/catalogue-order.server.ts). Frozen in time: the key is written out here as it was
// defined on the day (values in facet order with the pattern last, separated by U+001F).
import { sql, type Kysely } from "kysely";
import { dialectOf } from "./support/dialect";
import { up as createSizeFacetsIndex } from "./2026-11-24-60-size-facets";

const SEPARATOR = "\u001f";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("tyre_order")
    .addColumn("facet_key", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("tyre_order").addColumn("payable_price_minor", "integer").execute();
  await db.schema.alterTable("tyre_order").addColumn("fuel_class", "text").execute();
  await db.schema
    .alterTable("tyre_order")
    .addColumn("review_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("tyre_order")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(""))
    .execute();

  const separated = (value: string) => `replace(coalesce(${value}, ''), '${SEPARATOR}', '')`;
  const price = "coalesce(tyre.offer_price_minor, tyre.price_minor)";
  const bucket = `case when ${price} is null then '' when ${price} < 10000 then '0-100' when ${price} < 15000 then '100-150'
    when ${price} < 20000 then '150-200' when ${price} < 30000 then '200-300' when ${price} < 40000 then '300-400'
    when ${price} < 50000 then '400-500' else '500-' end`;
  const key = [
    separated("tyre.season"),
    separated("tyre.vehicle_type"),
    separated("brand.slug"),
    separated("coalesce(tyre.load_index, tyre.size_load_index)"),
    separated("coalesce(tyre.speed_symbol, tyre.size_speed_symbol)"),
    separated("tyre.fuel_class"),
    separated("tyre.wet_grip_class"),
    "case when tyre.snow_grip = 1 then '3pmsf' else '' end",
    bucket,
    "tyre.pattern",
  ].join(` || '${SEPARATOR}' || `);
  const fill = (table: string) =>
    sql`update ${sql.table(table)} set facet_key = ${sql.raw(key)}, payable_price_minor = ${sql.raw(price)}, fuel_class = tyre.fuel_class,
        review_count = tyre.review_count, created_at = tyre.created_at
      from tyre inner join brand on brand.id = tyre.brand_id
      where tyre.id = ${sql.table(table)}.tyre_id`.execute(db);
  if (dialectOf(db) === "postgres") {
    // Updated rows would land wherever the plan visits them; searches need the heap in rank order
    // (decision 070), so the rows are written again in that order, as the importer writes them.
    await sql`create temporary table tyre_order_rewrite as select * from tyre_order`.execute(db);
    await fill("tyre_order_rewrite");
    await sql`delete from tyre_order`.execute(db);
    await sql`insert into tyre_order select * from tyre_order_rewrite order by catalogue_rank`.execute(db);
    await sql`drop table tyre_order_rewrite`.execute(db);
    await sql`select brin_summarize_new_values('tyre_order_rank_brin')`.execute(db);
    await sql`select gin_clean_pending_list('tyre_order_search_text_trgm'), gin_clean_pending_list('tyre_order_size_key_trgm')`.execute(db);
  } else {
    await fill("tyre_order");
  }

  await db.schema.createIndex("tyre_order_size_facets").on("tyre_order").columns(["size_normalized", "facet_key"]).execute();
  // PostgreSQL reads a filtered page of a broad search ('r22.5' with a season and two price
  // buckets: 5,570 of its 37,387 matches) through the keys the filters keep (36 -> 5 ms).
  // SQLite always starts from the trigram table's matches, so it would only pay for the index.
  if (dialectOf(db) === "postgres") await db.schema.createIndex("tyre_order_facet_key").on("tyre_order").column("facet_key").execute();
  await db.schema.dropIndex("tyre_size_facets").ifExists().execute();
  await sql`analyze tyre_order`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("tyre_order_size_facets").ifExists().execute();
  await db.schema.dropIndex("tyre_order_facet_key").ifExists().execute();
  for (const column of ["facet_key", "payable_price_minor", "fuel_class", "review_count", "created_at"]) {
    await db.schema.alterTable("tyre_order").dropColumn(column).execute();
  }
  await createSizeFacetsIndex(db);
}
