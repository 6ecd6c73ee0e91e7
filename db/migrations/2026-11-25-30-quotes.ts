// The seller's quotes (decision 175). A quote answers one inquiry with its own lines
// and prices; a newer quote for the same inquiry becomes the current one (the highest id) and the
// older ones are kept as they were sent. The PDF is stored with the quote, so the buyer downloads
// the very bytes the e-mail carried. E-mail attachments sit beside the outbox job that sends them.
// Frozen in time.
import { sql, type Kysely } from "kysely";
import { blobType, serialType } from "./support/dialect";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("quote")
    .addColumn("id", serialType(db), (c) => c.primaryKey().notNull())
    .addColumn("inquiry_id", "integer", (c) => c.notNull().references("inquiry.id").onDelete("cascade"))
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("subtotal_minor", "integer", (c) => c.notNull())
    .addColumn("shipping_minor", "integer", (c) => c.notNull().check(sql`shipping_minor >= 0`))
    .addColumn("total_minor", "integer", (c) => c.notNull())
    .addColumn("incoterm", "text", (c) => c.notNull().check(sql`incoterm in ('FOB', 'CIF', 'DDP')`))
    .addColumn("named_place", "text", (c) => c.notNull())
    // A calendar day (YYYY-MM-DD) in the shop's time zone.
    .addColumn("valid_until", "text", (c) => c.notNull())
    .addColumn("payment_terms", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("sent")
        .check(sql`status in ('sent', 'accepted', 'declined')`),
    )
    .addColumn("pdf", blobType(db), (c) => c.notNull())
    // No foreign key: the quote outlives the seller's account; created_by_email keeps who it was.
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_by_email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("answered_at", "text")
    .execute();
  // The current quote of an inquiry is its newest: (inquiry_id, id desc).
  await db.schema.createIndex("quote_inquiry").on("quote").columns(["inquiry_id", "id"]).execute();

  await db.schema
    .createTable("quote_line")
    .addColumn("id", serialType(db), (c) => c.primaryKey().notNull())
    .addColumn("quote_id", "integer", (c) => c.notNull().references("quote.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    // The inquiry's line it prices (a basket inquiry), or null (a single-tyre inquiry's one line).
    .addColumn("inquiry_line_id", "integer")
    // No foreign key: an import may drop the tyre; the line keeps its text.
    .addColumn("tyre_id", "integer")
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("size", "text")
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn("unit_price_minor", "integer", (c) => c.notNull().check(sql`unit_price_minor >= 0`))
    .addColumn("line_total_minor", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("quote_line_quote").on("quote_line").columns(["quote_id", "position"]).unique().execute();

  await db.schema
    .createTable("mail_attachment")
    .addColumn("id", serialType(db), (c) => c.primaryKey().notNull())
    .addColumn("mail_job_id", "integer", (c) => c.notNull().references("mail_job.id").onDelete("cascade"))
    .addColumn("filename", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("content", blobType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("mail_attachment_job").on("mail_attachment").columns(["mail_job_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mail_attachment").ifExists().execute();
  await db.schema.dropTable("quote_line").ifExists().execute();
  await db.schema.dropTable("quote").ifExists().execute();
}
