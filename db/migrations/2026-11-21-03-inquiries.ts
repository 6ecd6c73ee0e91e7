// Purchase inquiries and their e-mail outbox (decision 050). An inquiry and its mail
// jobs are written in one transaction; a worker sends the jobs later. Frozen in time.
import { sql, type Kysely } from "kysely";
import { serialType } from "./support/dialect";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("inquiry")
    .addColumn("id", serialType(db), (c) => c.primaryKey().notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("tyre_id", "integer", (c) => c.references("tyre.id").onDelete("set null"))
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('queued', 'delivered', 'failed')`))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("company", "text")
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity >= 50`))
    .addColumn("message", "text")
    .addColumn("shipping_terms", "text", (c) => c.notNull().check(sql`shipping_terms in ('FOB', 'CIF', 'DDP')`))
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    // The spec §9 quote for the quantity at the time of the inquiry, as JSON (null: price on request).
    .addColumn("quote_json", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // A retried or double-clicked submission finds the first inquiry instead of making a second.
  await db.schema.createIndex("inquiry_user_key").on("inquiry").columns(["user_id", "idempotency_key"]).unique().execute();
  // The per-user rate limit counts a user's inquiries of the last hour.
  await db.schema.createIndex("inquiry_user_created").on("inquiry").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("inquiry_created").on("inquiry").column("created_at").execute();

  await db.schema
    .createTable("mail_job")
    .addColumn("id", serialType(db), (c) => c.primaryKey().notNull())
    .addColumn("inquiry_id", "integer", (c) => c.notNull().references("inquiry.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('supplier', 'buyer')`))
    .addColumn("message_id", "text", (c) => c.notNull().unique())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text")
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending', 'sent', 'failed')`))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("locked_by", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("mail_job_due").on("mail_job").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("mail_job_inquiry").on("mail_job").column("inquiry_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mail_job").ifExists().execute();
  await db.schema.dropTable("inquiry").ifExists().execute();
}
