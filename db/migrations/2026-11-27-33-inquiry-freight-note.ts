// The words an inquiry's buyer read under its sea freight ("2 × 40ft containers to Lagos Apapa at
// €3,100.00 each, about 21 days at sea"), kept with the amounts (decision 211): the rate, its
// example mark and the transit time came from a freight table that may change later. Null on
// inquiries stored before. Frozen in time.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("inquiry").addColumn("freight_note", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("inquiry").dropColumn("freight_note").execute();
}
