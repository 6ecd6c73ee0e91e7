// Serialising writers on one row (lockingRows in dialect.server.ts says how each database does it).
import type { Transaction } from "kysely";
import { lockingRows } from "./dialect.server";
import type { Database } from "./schema";

/** Holds the user's row until the transaction ends: a user's check-then-insert steps run one at a time. */
export async function lockUserRow(trx: Transaction<Database>, userId: string): Promise<void> {
  const query = trx
    .selectFrom("user" as never)
    .select("id" as never)
    .where("id" as never, "=", userId as never);
  await lockingRows(trx, query).execute();
}
