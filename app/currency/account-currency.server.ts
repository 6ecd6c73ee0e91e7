// A signed-in buyer's display currency, kept in their account (decision 298): the account wins
// over the `currency` cookie, so the choice follows the buyer to every device they sign in on.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";

/** The code the buyer last chose, or null when they have not chosen one in their account. */
export async function getAccountCurrency(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom("user").select("displayCurrency").where("id", "=", userId).executeTakeFirst();
  return row?.displayCurrency ?? null;
}

/** Keeps `code` (a code the shop shows prices in, checked by the caller) as the buyer's choice. */
export async function setAccountCurrency(db: Kysely<Database>, userId: string, code: string): Promise<void> {
  await db.updateTable("user").set({ displayCurrency: code }).where("id", "=", userId).execute();
}
