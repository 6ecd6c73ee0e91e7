// Serialising writers on one row, where the dialects differ: PostgreSQL locks the row itself
// (SELECT ... FOR UPDATE) until the transaction ends; SQLite transactions already hold the one
// write lock from their start (connect.server.ts), so the plain read is enough there.
import type { Transaction } from "kysely";
import type { Database } from "./schema";
import { isPostgres } from "./dialect.server";

/** Holds the user's row until the transaction ends: a user's check-then-insert steps run one at a time. */
export async function lockUserRow(trx: Transaction<Database>, userId: string): Promise<void> {
  const query = trx.selectFrom("user" as never).select("id" as never).where("id" as never, "=", userId as never);
  await (isPostgres(trx) ? query.forUpdate() : query).execute();
}
