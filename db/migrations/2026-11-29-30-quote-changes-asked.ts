// The buyer's "Ask for changes" (decision 250): the message they wrote against a quote. A quote
// with a message is closed like a declined one (stored 'declined', since the status's check
// cannot change in place on SQLite) and reads "Changes asked"; the inquiry goes back to the
// seller to answer. Null on every other quote. Frozen in time.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("quote").addColumn("changes_message", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("quote").dropColumn("changes_message").execute();
}
