// Decision 190: a catalogue upload waits for Apply as the file the seller sent, gzip-compressed,
// not as one JSON value of every parsed row (a million rows made a 185 MB value, and writing it ran
// the server out of memory); Apply reads the file again in a worker. Pending previews live an hour,
// so the table is made anew rather than converted. Decision 191: an upload the connection dropped
// leaves a note for its seller, shown once on their next visit to the page. Frozen in time.
import type { Kysely } from "kysely";
import { blobType, serialType } from "./support/dialect";

/** The table's columns both before and after this migration, up to the catalogue's stamp. */
const uploadTable = (db: Kysely<any>) =>
  db.schema
    .createTable("catalogue_upload")
    .addColumn("token", "text", (c) => c.primaryKey().notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("replace_all", "integer", (c) => c.notNull())
    .addColumn("catalogue_stamp", "text", (c) => c.notNull());

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("catalogue_upload").execute();
  await uploadTable(db)
    .addColumn("file_gzip", blobType(db), (c) => c.notNull())
    .addColumn("preview_json", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("catalogue_upload_expires").on("catalogue_upload").column("expires_at").execute();

  await db.schema
    .createTable("catalogue_upload_dropped")
    .addColumn("id", serialType(db), (c) => c.primaryKey().notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("catalogue_upload_dropped_by").on("catalogue_upload_dropped").column("created_by").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("catalogue_upload_dropped").ifExists().execute();
  await db.schema.dropTable("catalogue_upload").execute();
  await uploadTable(db)
    .addColumn("entries_json", "text", (c) => c.notNull())
    .addColumn("preview_json", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("catalogue_upload_expires").on("catalogue_upload").column("expires_at").execute();
}
