// The seller's freight table (decision 207): sea freight per 20ft and 40ft container to each
// destination port they list, and one row of settings: the port of loading, the marine insurance
// rate and the default rate for a port not listed (the spec's 1,200 / 2,000, so a fresh shop quotes
// as spec §9 says). Seeded with 30 ports buyers of tyres commonly import through, their rates marked
// as examples until the seller confirms them. Amounts are minor units of the deal's currency.
// Frozen in time.
import { sql, type Kysely } from "kysely";

/** [UN/LOCODE, name, country, 20ft rate, 40ft rate (whole euros), days at sea from Rotterdam]. */
const EXAMPLE_PORTS: ReadonlyArray<readonly [string, string, string, number, number, number]> = [
  ["NGAPP", "Lagos Apapa", "NG", 2450, 3900, 18],
  ["NGTIN", "Lagos Tin Can Island", "NG", 2500, 3950, 18],
  ["GHTEM", "Tema", "GH", 2150, 3450, 16],
  ["CIABJ", "Abidjan", "CI", 2050, 3300, 14],
  ["SNDKR", "Dakar", "SN", 1850, 2950, 11],
  ["CMDLA", "Douala", "CM", 2550, 4100, 20],
  ["AOLAD", "Luanda", "AO", 2800, 4450, 24],
  ["KEMBA", "Mombasa", "KE", 2300, 3700, 26],
  ["TZDAR", "Dar es Salaam", "TZ", 2400, 3850, 28],
  ["ZADUR", "Durban", "ZA", 1900, 3050, 24],
  ["EGALY", "Alexandria", "EG", 1350, 2150, 10],
  ["DZALG", "Algiers", "DZ", 1300, 2050, 8],
  ["MAPTM", "Tanger Med", "MA", 1100, 1750, 6],
  ["AEJEA", "Jebel Ali", "AE", 1500, 2350, 21],
  ["SADMM", "Dammam", "SA", 1650, 2600, 23],
  ["SAJED", "Jeddah", "SA", 1450, 2300, 16],
  ["OMSOH", "Sohar", "OM", 1600, 2500, 22],
  ["IQUQR", "Umm Qasr", "IQ", 1950, 3100, 26],
  ["TRMER", "Mersin", "TR", 1250, 1950, 12],
  ["PKKHI", "Karachi", "PK", 1600, 2550, 24],
  ["INNSA", "Nhava Sheva", "IN", 1550, 2450, 22],
  ["BDCGP", "Chittagong", "BD", 2100, 3350, 32],
  ["LKCMB", "Colombo", "LK", 1500, 2400, 22],
  ["IDJKT", "Jakarta Tanjung Priok", "ID", 1700, 2700, 30],
  ["PHMNL", "Manila", "PH", 1750, 2800, 32],
  ["BRSSZ", "Santos", "BR", 1800, 2900, 20],
  ["PECLL", "Callao", "PE", 2100, 3350, 26],
  ["MXZLO", "Manzanillo", "MX", 2200, 3500, 28],
  ["COCTG", "Cartagena", "CO", 1700, 2700, 17],
  ["CLSAI", "San Antonio", "CL", 2250, 3600, 30],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("freight_port")
    .addColumn("code", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("rate_20ft_minor", "integer", (c) => c.notNull().check(sql`rate_20ft_minor >= 0`))
    .addColumn("rate_40ft_minor", "integer", (c) => c.notNull().check(sql`rate_40ft_minor >= 0`))
    .addColumn("transit_days", "integer", (c) => c.check(sql`transit_days between 1 and 120`))
    // 1 while the rate is a seeded example the seller has not confirmed; 0 once they set it.
    .addColumn("example", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`example in (0, 1)`),
    )
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("freight_settings")
    .addColumn("id", "integer", (c) =>
      c
        .primaryKey()
        .notNull()
        .check(sql`id = 1`),
    )
    .addColumn("port_of_loading", "text", (c) => c.notNull())
    .addColumn("insurance_basis_points", "integer", (c) => c.notNull().check(sql`insurance_basis_points between 0 and 499`))
    .addColumn("default_rate_20ft_minor", "integer", (c) => c.notNull().check(sql`default_rate_20ft_minor >= 0`))
    .addColumn("default_rate_40ft_minor", "integer", (c) => c.notNull().check(sql`default_rate_40ft_minor >= 0`))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto("freight_settings")
    .values({
      id: 1,
      port_of_loading: "Rotterdam",
      insurance_basis_points: 30,
      default_rate_20ft_minor: 120_000,
      default_rate_40ft_minor: 200_000,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto("freight_port")
    .values(
      EXAMPLE_PORTS.map(([code, name, country, rate20, rate40, days]) => ({
        code,
        name,
        country,
        rate_20ft_minor: rate20 * 100,
        rate_40ft_minor: rate40 * 100,
        transit_days: days,
        example: 1,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("freight_settings").ifExists().execute();
  await db.schema.dropTable("freight_port").ifExists().execute();
}
