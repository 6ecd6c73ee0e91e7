// The back office's catalogue uploads (decision 178). An upload is parsed and previewed
// first; the parsed entries wait in `catalogue_upload` under a token until the seller applies them
// (or the row expires), so Apply imports exactly what was previewed, on whichever server process
// receives it. Every import, from the web or the CLI, leaves a row in `catalogue_import`. Frozen in time.
import type { Kysely } from "kysely";
import { serialType } from "./support/dialect";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("catalogue_upload")
    .addColumn("token", "text", (c) => c.primaryKey().notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("replace_all", "integer", (c) => c.notNull())
    // The catalogue's revision stamp when the preview was made: Apply is refused once it moved.
    .addColumn("catalogue_stamp", "text", (c) => c.notNull())
    .addColumn("entries_json", "text", (c) => c.notNull())
    .addColumn("preview_json", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("catalogue_upload_expires").on("catalogue_upload").column("expires_at").execute();

  await db.schema
    .createTable("catalogue_import")
    .addColumn("id", serialType(db), (c) => c.primaryKey().notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor_user_id", "text")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("replace_all", "integer", (c) => c.notNull())
    .addColumn("imported", "integer", (c) => c.notNull())
    .addColumn("updated", "integer", (c) => c.notNull())
    .addColumn("unchanged", "integer", (c) => c.notNull())
    .addColumn("refused", "integer", (c) => c.notNull())
    .addColumn("removed", "integer", (c) => c.notNull())
    .addColumn("warnings", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("catalogue_import").ifExists().execute();
  await db.schema.dropTable("catalogue_upload").ifExists().execute();
}
