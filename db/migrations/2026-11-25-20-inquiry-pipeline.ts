// The seller's pipeline of inquiries (decisions 171, 172). Indexes for the filters
// /admin/inquiries offers, so a page of 10,000 inquiries is read from an index, not a scan; a
// nullable `country` (ISO 3166 alpha-2) read from the named place or address when it names a
// country plainly; and the seller's internal notes. Frozen in time.
import { type Kysely } from "kysely";
import { serialType } from "./support/dialect";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("inquiry").addColumn("country", "text").execute();
  // One grouped count per status, and a status's page newest first.
  await db.schema.createIndex("inquiry_sales_status_created").on("inquiry").columns(["sales_status", "created_at"]).execute();
  await db.schema.createIndex("inquiry_terms_created").on("inquiry").columns(["shipping_terms", "created_at"]).execute();
  await db.schema.createIndex("inquiry_country_created").on("inquiry").columns(["country", "created_at"]).execute();
  await db.schema.createIndex("inquiry_total").on("inquiry").columns(["total_minor", "id"]).execute();
  await db.schema.createIndex("inquiry_name").on("inquiry").columns(["name", "id"]).execute();

  await db.schema
    .createTable("inquiry_note")
    .addColumn("id", serialType(db), (c) => c.primaryKey().notNull())
    .addColumn("inquiry_id", "integer", (c) => c.notNull().references("inquiry.id").onDelete("cascade"))
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("inquiry_note_inquiry").on("inquiry_note").columns(["inquiry_id", "id"]).execute();
  // The mail health check reads the outbox's troubled jobs often: failed, or pending since long.
  await db.schema.createIndex("mail_job_status_created").on("mail_job").columns(["status", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("mail_job_status_created").ifExists().execute();
  await db.schema.dropTable("inquiry_note").ifExists().execute();
  for (const name of ["inquiry_name", "inquiry_total", "inquiry_country_created", "inquiry_terms_created", "inquiry_sales_status_created"]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
  await db.schema.alterTable("inquiry").dropColumn("country").execute();
}
