// The normalised catalogue: brands, tyres, and a revision counter bumped by every import.
// Frozen in time: later changes go in a new dated migration.
import { sql, type Kysely } from "kysely";
import { dialectOf, realType, serialType } from "./support/dialect";

export async function up(db: Kysely<any>): Promise<void> {
  const real = realType(db);
  await db.schema
    .createTable("brand")
    .addColumn("id", serialType(db), (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("logo", "text")
    .execute();

  await db.schema
    .createTable("tyre")
    .addColumn("id", serialType(db), (c) => c.primaryKey().notNull())
    .addColumn("season", "text", (c) => c.notNull().check(sql`season in ('summer', 'winter', 'allseason')`))
    .addColumn("vehicle_type", "text", (c) => c.notNull().check(sql`vehicle_type in ('car', 'motorcycle', 'truck', 'offRoad')`))
    .addColumn("brand_id", "integer", (c) => c.notNull().references("brand.id").onDelete("restrict"))
    .addColumn("pattern", "text", (c) => c.notNull())
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("size_text", "text", (c) => c.notNull())
    .addColumn("size_normalized", "text", (c) => c.notNull())
    .addColumn("size_key", "text", (c) => c.notNull())
    .addColumn("size_width", real, (c) => c.notNull())
    .addColumn("size_aspect_ratio", real)
    .addColumn("size_construction", "text", (c) => c.notNull())
    .addColumn("size_rim_diameter", real, (c) => c.notNull())
    .addColumn("size_load_index", "text")
    .addColumn("size_speed_symbol", "text")
    .addColumn("price_minor", "integer", (c) => c.check(sql`price_minor >= 0`))
    .addColumn("price_currency", "text")
    .addColumn("offer_price_minor", "integer", (c) => c.check(sql`offer_price_minor >= 0`))
    .addColumn("offer_price_currency", "text")
    .addColumn("rating", real)
    .addColumn("review_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("fuel_class", "text")
    .addColumn("wet_grip_class", "text")
    .addColumn("noise_db", "integer")
    .addColumn("noise_class", "text")
    .addColumn("snow_grip", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("ice_grip", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("load_speed", "text")
    .addColumn("ply_rating", "integer")
    .addColumn("load_range", "text")
    .addColumn("load_index", "text")
    .addColumn("speed_symbol", "text")
    .addColumn("overall_diameter_inch", real)
    .addColumn("section_width_inch", real)
    .addColumn("tread_depth_32nds", real)
    .addColumn("rim_width", "text")
    .addColumn("single_max_load_pressure", "text")
    .addColumn("dual_max_load_pressure", "text")
    .addColumn("static_load_radius", real)
    .addColumn("revs_per_mile", "integer")
    .addColumn("weight", "text")
    .addColumn("tire_type", "text")
    .addColumn("image", "text")
    .addColumn("product_code", "text")
    .addColumn("ean", "text")
    .addColumn("description", "text")
    .addColumn("offer_link", "text")
    .addColumn("search_text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // spec identity: one tyre per season, vehicle type, brand, pattern, model and normalised size.
  await db.schema
    .createIndex("tyre_identity")
    .on("tyre")
    .columns(["season", "vehicle_type", "brand_id", "pattern", "model", "size_normalized"])
    .unique()
    .execute();
  // Filters narrow in this order (season > vehicle > brand > pattern > model > size).
  await db.schema.createIndex("tyre_season_vehicle").on("tyre").columns(["season", "vehicle_type", "brand_id"]).execute();
  await db.schema.createIndex("tyre_brand").on("tyre").column("brand_id").execute();
  await db.schema.createIndex("tyre_size_normalized").on("tyre").column("size_normalized").execute();
  await db.schema.createIndex("tyre_model").on("tyre").column("model").execute();

  await db.schema
    .createTable("catalogue_revision")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.insertInto("catalogue_revision").values({ id: 1, revision: 0, updated_at: new Date().toISOString() }).execute();

  await createSearchIndex(db);
}

// Substring search over 100,000 tyres needs a trigram index: FTS5's trigram tokenizer on
// SQLite, pg_trgm GIN indexes on PostgreSQL (decision 003).
async function createSearchIndex(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
    await sql`create index tyre_search_text_trgm on tyre using gin (search_text public.gin_trgm_ops)`.execute(db);
    await sql`create index tyre_size_key_trgm on tyre using gin (size_key public.gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create virtual table tyre_search using fts5(
    search_text, size_key, content='tyre', content_rowid='id', tokenize='trigram'
  )`.execute(db);
  await sql`create trigger tyre_search_insert after insert on tyre begin
    insert into tyre_search(rowid, search_text, size_key) values (new.id, new.search_text, new.size_key);
  end`.execute(db);
  await sql`create trigger tyre_search_delete after delete on tyre begin
    insert into tyre_search(tyre_search, rowid, search_text, size_key) values ('delete', old.id, old.search_text, old.size_key);
  end`.execute(db);
  await sql`create trigger tyre_search_update after update of search_text, size_key on tyre begin
    insert into tyre_search(tyre_search, rowid, search_text, size_key) values ('delete', old.id, old.search_text, old.size_key);
    insert into tyre_search(rowid, search_text, size_key) values (new.id, new.search_text, new.size_key);
  end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== "postgres") await sql`drop table if exists tyre_search`.execute(db);
  await db.schema.dropTable("catalogue_revision").ifExists().execute();
  await db.schema.dropTable("tyre").ifExists().execute();
  await db.schema.dropTable("brand").ifExists().execute();
}
