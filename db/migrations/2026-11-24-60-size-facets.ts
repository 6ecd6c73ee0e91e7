// Size pages count their facets and sort a page from the size's rows alone. An index
// that leads with the size and holds every column the counts, filters and sorts read, so a size
// of a few thousand tyres is read from the index without visiting the wide tyre rows (at 100,000
// tyres that visit cost 10-50 ms a page on SQLite). Ties sort in catalogue order (brand, model,
// pattern, id: within one size that is tyre_order's rank) from the same index, so no page joins
// tyre_order, which PostgreSQL planned as a scan of all of it. Frozen in time.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("tyre_size_facets")
    .on("tyre")
    .columns([
      "size_normalized",
      "season",
      "vehicle_type",
      "pattern",
      "brand_id",
      "model",
      "load_index",
      "size_load_index",
      "speed_symbol",
      "size_speed_symbol",
      "fuel_class",
      "wet_grip_class",
      "snow_grip",
      "offer_price_minor",
      "price_minor",
      "rating",
      "review_count",
      "created_at",
      "id",
    ])
    .execute();
  await sql`analyze tyre`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("tyre_size_facets").ifExists().execute();
}
