// The shared render cache (decision 090): public pages and API answers rendered once
// per URL and catalogue revision, stored compressed so every server process can serve them.
// Frozen in time.
import type { Kysely } from "kysely";
import { blobType } from "./support/dialect";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("page_cache")
    .addColumn("key", "text", (c) => c.primaryKey().notNull())
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("headers_json", "text", (c) => c.notNull())
    .addColumn("etag", "text", (c) => c.notNull())
    .addColumn("body_gzip", blobType(db), (c) => c.notNull())
    .addColumn("body_br", blobType(db), (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // Trimming removes the oldest entries first.
  await db.schema.createIndex("page_cache_created").on("page_cache").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("page_cache").execute();
}
