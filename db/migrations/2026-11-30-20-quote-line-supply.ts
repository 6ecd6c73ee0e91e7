// Each quote line's lead time, ready date and DOT as the seller sent them (decision 262): defaulted
// from the tyre's stock when the quote is composed, changed by the seller, printed on the
// proforma and shown to the buyer. Null on lines sent before, and where the seller gave none.
// Frozen in time.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable("quote_line").addColumn("lead_time_days", "integer").execute();
  await db.schema.alterTable("quote_line").addColumn("ready_on", "text").execute();
  await db.schema.alterTable("quote_line").addColumn("dot", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("quote_line").dropColumn("dot").execute();
  await db.schema.alterTable("quote_line").dropColumn("ready_on").execute();
  await db.schema.alterTable("quote_line").dropColumn("lead_time_days").execute();
}
