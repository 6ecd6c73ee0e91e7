// The order after acceptance (decision 271): the steps a seller records on an accepted inquiry
// (order_step, one of each kind), the loading photos they upload (order_photo, the bytes in the
// database as the project keeps its other files), and the order's version (order_progress), which
// every recorded step raises by one so a second seller working from an older page is told the order
// changed. The quote's viewed_at is when the buyer first opened it (decision 273). Frozen in time.
import type { Kysely } from "kysely";
import { blobType, serialType } from "./support/dialect";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("order_progress")
    .addColumn("inquiry_id", "integer", (c) => c.primaryKey().notNull().references("inquiry.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("order_step")
    .addColumn("id", serialType(db), (c) => c.primaryKey().notNull())
    .addColumn("inquiry_id", "integer", (c) => c.notNull().references("inquiry.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("on_day", "text", (c) => c.notNull())
    .addColumn("facts_json", "text", (c) => c.notNull())
    .addColumn("recorded_by", "text", (c) => c.notNull())
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .addUniqueConstraint("order_step_once", ["inquiry_id", "kind"])
    .execute();

  await db.schema
    .createTable("order_photo")
    .addColumn("id", serialType(db), (c) => c.primaryKey().notNull())
    .addColumn("inquiry_id", "integer", (c) => c.notNull().references("inquiry.id").onDelete("cascade"))
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("bytes", blobType(db), (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_photo_inquiry").on("order_photo").column("inquiry_id").execute();

  await db.schema.alterTable("quote").addColumn("viewed_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("quote").dropColumn("viewed_at").execute();
  await db.schema.dropTable("order_photo").execute();
  await db.schema.dropTable("order_step").execute();
  await db.schema.dropTable("order_progress").execute();
}
