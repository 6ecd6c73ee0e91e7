// A signed-in buyer's display currency, kept in their account (decision 298): the code they last
// chose on /currency, or null for none yet (then the `currency` cookie, or the catalogue's).
// Named in better-auth's camelCase, as the user table's other columns. Frozen in time.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("user").addColumn("displayCurrency", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("user").dropColumn("displayCurrency").execute();
}
