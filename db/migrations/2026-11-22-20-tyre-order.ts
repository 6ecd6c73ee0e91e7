// The catalogue in display order (decision 070): one narrow row per tyre with its catalogue rank,
// the columns lists filter on, and the searchable text, so a search or a list reads matches in
// catalogue order and stops after a page instead of counting and sorting every match. The
// importer rewrites the rows that changed after every import (app/catalogue/catalogue-order.server.ts).
// The search index moves here from the tyre table. Frozen in time.
import { sql, type Kysely } from "kysely";
import { dialectOf, nullsLastInIndex, realType } from "./support/dialect";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === "postgres";
  await db.schema
    .createTable("tyre_order")
    // SQLite: the rowid, so the search index (FTS5, keyed by rowid) returns matches in catalogue
    // order. PostgreSQL: no b-tree leads with it (see the block range index below).
    .addColumn("catalogue_rank", "integer", (c) => (pg ? c.notNull() : c.primaryKey()))
    .addColumn("tyre_id", "integer", (c) => {
      const column = c.notNull().references("tyre.id").onDelete("cascade");
      return pg ? column.primaryKey() : column.unique();
    })
    .addColumn("season", "text", (c) => c.notNull())
    .addColumn("vehicle_type", "text", (c) => c.notNull())
    .addColumn("brand_id", "integer", (c) => c.notNull())
    .addColumn("pattern", "text", (c) => c.notNull())
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("size_normalized", "text", (c) => c.notNull())
    .addColumn("rating", realType(db))
    // Byte order on PostgreSQL too, so a prefix is one index range whatever the database's collation.
    .addColumn("search_text", pg ? sql`text collate "C"` : "text", (c) => c.notNull())
    .addColumn("size_key", "text", (c) => c.notNull())
    .execute();

  // Filled before the indexes are built. The catalogue order of the day this was written
  // (brand, model, pattern, rim, width, size, id); the importer keeps it up to date.
  await sql`insert into tyre_order (catalogue_rank, tyre_id, season, vehicle_type, brand_id, pattern, model, size_normalized, rating, search_text, size_key)
    select row_number() over (order by brand.name, tyre.model, tyre.pattern, tyre.size_rim_diameter, tyre.size_width, tyre.size_normalized, tyre.id),
      tyre.id, tyre.season, tyre.vehicle_type, tyre.brand_id, tyre.pattern, tyre.model, tyre.size_normalized, tyre.rating, tyre.search_text, tyre.size_key
    from tyre inner join brand on brand.id = tyre.brand_id
    order by 1`.execute(db);

  // Lists walk these in catalogue order: a season, a season and vehicle type, a brand's block, a model.
  await db.schema.createIndex("tyre_order_season").on("tyre_order").columns(["season", "catalogue_rank"]).execute();
  await db.schema.createIndex("tyre_order_season_vehicle").on("tyre_order").columns(["season", "vehicle_type", "catalogue_rank"]).execute();
  await db.schema.createIndex("tyre_order_brand").on("tyre_order").columns(["brand_id", "catalogue_rank"]).execute();
  await db.schema.createIndex("tyre_order_model").on("tyre_order").columns(["model", "catalogue_rank"]).execute();
  // Suggestions: the best rated first; brand and model prefixes are one range of search_text.
  await sql`create index tyre_order_rating on tyre_order (rating desc ${nullsLastInIndex(db)}, tyre_id)`.execute(db);
  await db.schema.createIndex("tyre_order_search_text").on("tyre_order").column("search_text").execute();

  if (pg) {
    await sql`drop index if exists tyre_search_text_trgm`.execute(db);
    await sql`drop index if exists tyre_size_key_trgm`.execute(db);
    await sql`create index tyre_order_search_text_trgm on tyre_order using gin (search_text public.gin_trgm_ops)`.execute(db);
    await sql`create index tyre_order_size_key_trgm on tyre_order using gin (size_key public.gin_trgm_ops)`.execute(db);
    // Rows are written in rank order, so a block range index bounds a rank range to a few pages,
    // and a search bounded by rank combines it with the trigram index. A b-tree on the rank alone
    // would tempt the planner to walk every tyre from the first up to the bound instead.
    await sql`create index tyre_order_rank_brin on tyre_order using brin (catalogue_rank) with (pages_per_range = 4)`.execute(db);
  } else {
    await sql`drop trigger if exists tyre_search_insert`.execute(db);
    await sql`drop trigger if exists tyre_search_delete`.execute(db);
    await sql`drop trigger if exists tyre_search_update`.execute(db);
    await sql`drop table if exists tyre_search`.execute(db);
    await createTrigramIndex(db, { index: "tyre_order_search", table: "tyre_order", rowid: "catalogue_rank" });
  }

  await sql`analyze tyre_order`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === "postgres";
  if (pg) {
    await sql`create index if not exists tyre_search_text_trgm on tyre using gin (search_text public.gin_trgm_ops)`.execute(db);
    await sql`create index if not exists tyre_size_key_trgm on tyre using gin (size_key public.gin_trgm_ops)`.execute(db);
  } else {
    await sql`drop table if exists tyre_order_search`.execute(db);
    await createTrigramIndex(db, { index: "tyre_search", table: "tyre", rowid: "id" });
  }
  await db.schema.dropTable("tyre_order").ifExists().execute();
}

/**
 * SQLite: an FTS5 trigram index over `table`'s search_text and size_key (external content, keyed
 * by `rowid`), filled from the table and kept in step by triggers.
 */
async function createTrigramIndex(db: Kysely<any>, names: { index: string; table: string; rowid: string }): Promise<void> {
  const index = sql.raw(names.index);
  const table = sql.raw(names.table);
  const rowid = sql.raw(names.rowid);
  const trigger = (event: string) => sql.raw(`${names.index}_${event}`);
  await sql`create virtual table ${index} using fts5(
    search_text, size_key, content=${sql.lit(names.table)}, content_rowid=${sql.lit(names.rowid)}, tokenize='trigram'
  )`.execute(db);
  await sql`insert into ${index}(${index}) values ('rebuild')`.execute(db);
  await sql`create trigger ${trigger("insert")} after insert on ${table} begin
    insert into ${index}(rowid, search_text, size_key) values (new.${rowid}, new.search_text, new.size_key);
  end`.execute(db);
  await sql`create trigger ${trigger("delete")} after delete on ${table} begin
    insert into ${index}(${index}, rowid, search_text, size_key) values ('delete', old.${rowid}, old.search_text, old.size_key);
  end`.execute(db);
  await sql`create trigger ${trigger("update")} after update of search_text, size_key, ${rowid} on ${table} begin
    insert into ${index}(${index}, rowid, search_text, size_key) values ('delete', old.${rowid}, old.search_text, old.size_key);
    insert into ${index}(rowid, search_text, size_key) values (new.${rowid}, new.search_text, new.size_key);
  end`.execute(db);
}
