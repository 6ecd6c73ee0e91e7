// What the seller can load and when (decision 225): warehouses (a named place with its port of
// loading, one the default, seeded "Rotterdam"), pieces on hand per tyre and warehouse with the
// pieces allocated to accepted quotes, pieces incoming with their expected date, and per tyre the
// lead time of made-to-order pieces (or none can be ordered) and the production date of the stock
// (DOT week and year, or "not older than N months"). A tyre without a supply row or stock rows has
// no availability data, and its pages keep spec §9's delivery estimate. Frozen in time.
import { sql, type Kysely } from "kysely";
import { serialType } from "./support/dialect";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("warehouse")
    .addColumn("id", serialType(db), (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("port_of_loading", "text", (c) => c.notNull())
    .addColumn("is_default", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`is_default in (0, 1)`),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // At most one default warehouse, on both databases.
  await sql`create unique index warehouse_one_default on warehouse (is_default) where is_default = 1`.execute(db);
  await db.insertInto("warehouse").values({ name: "Rotterdam", port_of_loading: "Rotterdam", is_default: 1, created_at: new Date().toISOString() }).execute();

  await db.schema
    .createTable("tyre_stock")
    .addColumn("tyre_id", "integer", (c) => c.notNull().references("tyre.id").onDelete("cascade"))
    .addColumn("warehouse_id", "integer", (c) => c.notNull().references("warehouse.id").onDelete("restrict"))
    .addColumn("on_hand", "integer", (c) => c.notNull().check(sql`on_hand >= 0`))
    .addColumn("allocated", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`allocated >= 0`),
    )
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("tyre_stock_pk", ["tyre_id", "warehouse_id"])
    .execute();

  await db.schema
    .createTable("tyre_incoming")
    .addColumn("id", serialType(db), (c) => c.primaryKey().notNull())
    .addColumn("tyre_id", "integer", (c) => c.notNull().references("tyre.id").onDelete("cascade"))
    .addColumn("warehouse_id", "integer", (c) => c.notNull().references("warehouse.id").onDelete("restrict"))
    .addColumn("pieces", "integer", (c) => c.notNull().check(sql`pieces > 0`))
    // YYYY-MM-DD in the shop's time zone.
    .addColumn("expected_on", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("tyre_incoming_tyre").on("tyre_incoming").column("tyre_id").execute();

  await db.schema
    .createTable("tyre_supply")
    .addColumn("tyre_id", "integer", (c) => c.primaryKey().notNull().references("tyre.id").onDelete("cascade"))
    // Days to make pieces beyond stock and incoming; null when the seller gave none.
    .addColumn("lead_time_days", "integer", (c) => c.check(sql`lead_time_days between 1 and 730`))
    // 1: nothing more can be ordered beyond stock and incoming.
    .addColumn("not_orderable", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`not_orderable in (0, 1)`),
    )
    .addColumn("dot_year", "integer", (c) => c.check(sql`dot_year between 2000 and 2099`))
    .addColumn("dot_week", "integer", (c) => c.check(sql`dot_week between 1 and 53`))
    .addColumn("dot_max_age_months", "integer", (c) => c.check(sql`dot_max_age_months between 1 and 120`))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("tyre_supply").ifExists().execute();
  await db.schema.dropTable("tyre_incoming").ifExists().execute();
  await db.schema.dropTable("tyre_stock").ifExists().execute();
  await db.schema.dropTable("warehouse").ifExists().execute();
}
