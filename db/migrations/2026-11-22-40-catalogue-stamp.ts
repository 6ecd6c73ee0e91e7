// A random stamp beside the catalogue revision, renewed by every import: files built from the
// catalogue (/tyre_data.json, decision 081) are named by it, so one database's revision 5 is
// never taken for another's (tests and servers on one machine share the temporary folder), nor
// for a revision 5 that came back with a restored backup. Frozen in time.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("catalogue_revision")
    .addColumn("stamp", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db
    .updateTable("catalogue_revision")
    .set({ stamp: randomBytes(8).toString("hex") })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("catalogue_revision").dropColumn("stamp").execute();
}
