// The language a buyer reads (decision 295's en, fr, es, pt, ar): `inquiry.language` is the page an
// inquiry or quote request was sent from, and everything about that deal the buyer receives (the
// confirmation, the quote, the order's e-mails and documents) is written in it; `user.language`
// is the one the account last used, for the mails tied to no inquiry (a password reset). Inquiries
// stored before were English, and say so; an account stays null until it chooses. The user's
// column is named in better-auth's camelCase style, as its other columns. Frozen in time.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("inquiry")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
  await db.schema.alterTable("user").addColumn("language", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("user").dropColumn("language").execute();
  await db.schema.alterTable("inquiry").dropColumn("language").execute();
}
