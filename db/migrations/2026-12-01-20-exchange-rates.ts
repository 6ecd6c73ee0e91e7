// The seller's exchange rates (decisions 280, 284): one row per currency they sell in, the rate as
// an integer number of millionths of that currency per unit of the catalogue's (1.0812 USD is
// 1,081,200), and the date the seller read it. A rate reaches 10^12 millionths (10^6 units), past
// PostgreSQL's integer: bigint there. Seeded with the 17 currencies container tyres are priced in,
// their rates marked as examples until the seller confirms them, as the freight table's ports are.
// Frozen in time.
import { sql, type Kysely } from "kysely";

/** [ISO 4217 code, example rate in millionths per euro], as of EXAMPLE_DATE. */
const EXAMPLE_RATES: ReadonlyArray<readonly [string, number]> = [
  ["USD", 1_081_200],
  ["GBP", 857_100],
  ["AED", 3_970_700],
  ["SAR", 4_054_500],
  ["NGN", 1_790_500_000],
  ["GHS", 16_850_000],
  ["KES", 139_700_000],
  ["ZAR", 19_620_000],
  ["XOF", 655_957_000],
  ["MAD", 10_820_000],
  ["EGP", 53_400_000],
  ["BRL", 6_210_000],
  ["MXN", 21_950_000],
  ["CLP", 1_040_000_000],
  ["PEN", 4_070_000],
  ["COP", 4_560_000_000],
  ["INR", 91_200_000],
] as const;
const EXAMPLE_DATE = "2026-11-24";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("exchange_rate")
    .addColumn("currency", "text", (c) => c.primaryKey().notNull())
    .addColumn("rate_millionths", "bigint", (c) => c.notNull().check(sql`rate_millionths > 0 and rate_millionths <= 1000000000000`))
    .addColumn("as_of", "text", (c) => c.notNull())
    // 1 while the rate is a seeded example the seller has not confirmed; 0 once they set it.
    .addColumn("example", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`example in (0, 1)`),
    )
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto("exchange_rate")
    .values(EXAMPLE_RATES.map(([currency, rate]) => ({ currency, rate_millionths: rate, as_of: EXAMPLE_DATE, example: 1, updated_at: now })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("exchange_rate").ifExists().execute();
}
