// A quote basket is sent as one inquiry with its lines. Each line keeps what the buyer
// saw (the tyre's name and size as text, the quantity, the prices in minor units), so the inquiry
// reads the same after the catalogue changes. The inquiry gains the named place of its shipping
// terms, the plan and totals the buyer saw, and its sales status for the back-office;
// `status` already names the e-mail's delivery (decision 050). Decision 132. Frozen in time.
import { sql, type Kysely } from "kysely";
import { serialType } from "./support/dialect";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("inquiry")
    .addColumn("sales_status", "text", (c) =>
      c
        .notNull()
        .defaultTo("sent")
        .check(sql`sales_status in ('sent', 'quoted', 'won', 'lost')`),
    )
    .execute();
  for (const [name, type] of [
    ["named_place", "text"],
    ["plan_summary", "text"],
    ["containers", "text"],
    ["currency", "text"],
    ["surcharge_minor", "integer"],
    ["subtotal_minor", "integer"],
    ["shipping_minor", "integer"],
    ["total_minor", "integer"],
  ] as const) {
    await db.schema.alterTable("inquiry").addColumn(name, type).execute();
  }
  await db.schema
    .createTable("inquiry_line")
    .addColumn("id", serialType(db), (c) => c.primaryKey().notNull())
    .addColumn("inquiry_id", "integer", (c) => c.notNull().references("inquiry.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    // No foreign key: an import may drop the tyre; the line keeps its id and its text.
    .addColumn("tyre_id", "integer", (c) => c.notNull())
    .addColumn("tyre_name", "text", (c) => c.notNull())
    .addColumn("size", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn("unit_price_minor", "integer", (c) => c.notNull())
    .addColumn("line_total_minor", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("inquiry_line_inquiry").on("inquiry_line").columns(["inquiry_id", "position"]).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("inquiry_line").ifExists().execute();
  for (const name of [
    "total_minor",
    "shipping_minor",
    "subtotal_minor",
    "surcharge_minor",
    "currency",
    "containers",
    "plan_summary",
    "named_place",
    "sales_status",
  ]) {
    await db.schema.alterTable("inquiry").dropColumn(name).execute();
  }
}
