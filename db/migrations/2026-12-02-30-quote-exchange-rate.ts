// A quote issued in another currency than the catalogue's (decision 301): the rate it was
// converted at, kept with the quote and never read from the rate table again. `rate_from` is the
// catalogue's currency the seller priced in, `rate_millionths` the integer rate (1 unit of it =
// rate / 10^6 of the quote's currency, decision 280), `rate_as_of` the day the seller read it; all
// three null on a quote in the catalogue's own currency. A quote's amounts in naira or pesos pass
// PostgreSQL's 32-bit integer (EUR 50,000 is 8,950,000,000 kobo): bigint there, as the rate table's
// rate; SQLite's integer is 64-bit already. Frozen in time.
import type { Kysely } from "kysely";
import { dialectOf } from "./support/dialect";

const QUOTE_AMOUNTS = ["subtotal_minor", "shipping_minor", "insurance_minor", "total_minor"] as const;
const LINE_AMOUNTS = ["unit_price_minor", "line_total_minor"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable("quote").addColumn("rate_from", "text").execute();
  await db.schema.alterTable("quote").addColumn("rate_millionths", "bigint").execute();
  await db.schema.alterTable("quote").addColumn("rate_as_of", "text").execute();
  if (dialectOf(db) !== "postgres") return;
  for (const column of QUOTE_AMOUNTS)
    await db.schema
      .alterTable("quote")
      .alterColumn(column, (c) => c.setDataType("bigint"))
      .execute();
  for (const column of LINE_AMOUNTS)
    await db.schema
      .alterTable("quote_line")
      .alterColumn(column, (c) => c.setDataType("bigint"))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    for (const column of LINE_AMOUNTS)
      await db.schema
        .alterTable("quote_line")
        .alterColumn(column, (c) => c.setDataType("integer"))
        .execute();
    for (const column of QUOTE_AMOUNTS)
      await db.schema
        .alterTable("quote")
        .alterColumn(column, (c) => c.setDataType("integer"))
        .execute();
  }
  await db.schema.alterTable("quote").dropColumn("rate_as_of").execute();
  await db.schema.alterTable("quote").dropColumn("rate_millionths").execute();
  await db.schema.alterTable("quote").dropColumn("rate_from").execute();
}
