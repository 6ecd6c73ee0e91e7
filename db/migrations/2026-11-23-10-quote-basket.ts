// The seller's container counts by tyre size, and a signed-in buyer's quote basket
// (a visitor's lives in a cookie). A basket line keeps its tyre's id without a foreign key: an
// import that drops a tyre leaves the line, which the basket then shows as no longer offered.
// Frozen in time.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("container_capacity")
    .addColumn("size", "text", (c) => c.primaryKey())
    .addColumn("capacity_20ft", "integer", (c) => c.notNull())
    .addColumn("capacity_40ft", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("quote_basket_line")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("tyre_id", "integer", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("added_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("quote_basket_line_pk", ["user_id", "tyre_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("quote_basket_line").ifExists().execute();
  await db.schema.dropTable("container_capacity").ifExists().execute();
}
