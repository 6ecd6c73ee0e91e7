// What a buyer saw of the shipping terms, kept with each inquiry and quote (decision 207): a
// change of the freight table applies to new prices only. An inquiry keeps its freight
// (shipping_minor, null under FOB), the insurance, the listed port it was priced to and the rate's
// basis; a quote keeps its insurance beside its shipping. A signed-in buyer's last choice of terms
// is remembered for their next page. Frozen in time.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type] of [
    ["insurance_minor", "integer"],
    ["insurance_basis_points", "integer"],
    ["port_code", "text"],
    // 'listed' (the seller's rate to port_code), 'default' (a port not listed), 'none' (FOB), 'estimate' (no terms chosen).
    ["freight_basis", "text"],
    ["country_of_delivery", "text"],
  ] as const) {
    await db.schema.alterTable("inquiry").addColumn(name, type).execute();
  }
  await db.schema
    .alterTable("quote")
    .addColumn("insurance_minor", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`insurance_minor >= 0`),
    )
    .execute();
  await db.schema
    .createTable("shipping_choice")
    .addColumn("user_id", "text", (c) => c.primaryKey().notNull().references("user.id").onDelete("cascade"))
    .addColumn("term", "text", (c) => c.notNull().check(sql`term in ('FOB', 'CIF', 'DDP')`))
    .addColumn("place", "text", (c) => c.notNull())
    .addColumn("country", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("shipping_choice").ifExists().execute();
  await db.schema.alterTable("quote").dropColumn("insurance_minor").execute();
  for (const name of ["country_of_delivery", "freight_basis", "port_code", "insurance_basis_points", "insurance_minor"]) {
    await db.schema.alterTable("inquiry").dropColumn(name).execute();
  }
}
