// What an inquiry's request said, as a hash, so a reused Idempotency-Key with a different body
// is refused instead of answered with the first inquiry. Frozen in time.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("inquiry").addColumn("request_hash", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("inquiry").dropColumn("request_hash").execute();
}
