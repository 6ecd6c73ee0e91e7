// The stock feed's keys and drafts, and pieces allocated to accepted quotes (decisions 245-247).
// `stock_feed_key`: API keys for posting the feed, kept as a SHA-256 hash of the key (shown once),
// with the first characters for the seller to tell keys apart; revoked ones stay for the audit.
// `stock_feed_draft`: a feed uploaded in the back office and previewed, waiting for Apply.
// `quote_allocation`: pieces of a tyre in a warehouse an accepted quote holds; their sum per tyre
// and warehouse is `tyre_stock.allocated`. `quote_line.from_stock`: the pieces a line expected
// from stock when the quote was sent (null for quotes sent before), so accepting it can tell when
// the stock changed. Frozen in time.
import { sql, type Kysely } from "kysely";
import { serialType } from "./support/dialect";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("stock_feed_key")
    .addColumn("id", serialType(db), (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("key_prefix", "text", (c) => c.notNull())
    .addColumn("key_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .execute();

  await db.schema
    .createTable("stock_feed_draft")
    .addColumn("id", serialType(db), (c) => c.primaryKey().notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    // JSON: [[line, [cell, ...]], ...] as the file was read.
    .addColumn("records_json", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("quote_allocation")
    .addColumn("quote_id", "integer", (c) => c.notNull().references("quote.id").onDelete("cascade"))
    .addColumn("tyre_id", "integer", (c) => c.notNull().references("tyre.id").onDelete("cascade"))
    .addColumn("warehouse_id", "integer", (c) => c.notNull().references("warehouse.id").onDelete("restrict"))
    .addColumn("pieces", "integer", (c) => c.notNull().check(sql`pieces > 0`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("quote_allocation_pk", ["quote_id", "tyre_id", "warehouse_id"])
    .execute();
  await db.schema.createIndex("quote_allocation_tyre").on("quote_allocation").columns(["tyre_id", "warehouse_id"]).execute();

  await db.schema.alterTable("quote_line").addColumn("from_stock", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("quote_line").dropColumn("from_stock").execute();
  await db.schema.dropTable("quote_allocation").ifExists().execute();
  await db.schema.dropTable("stock_feed_draft").ifExists().execute();
  await db.schema.dropTable("stock_feed_key").ifExists().execute();
}
