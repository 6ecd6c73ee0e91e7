// A signed-in buyer's last choice of shipping terms, remembered for their next priced page
// (decision 207). Anonymous buyers keep theirs in the URL only.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { ShippingChoice } from "~/domain/deal";

export async function rememberShippingChoice(db: Kysely<Database>, userId: string, choice: ShippingChoice, now = new Date()): Promise<void> {
  if (choice.term === null) return;
  const row = {
    user_id: userId,
    term: choice.term,
    place: choice.term === "CIF" ? choice.port : choice.term === "DDP" ? choice.address : "",
    country: choice.term === "DDP" ? choice.country : null,
    updated_at: now.toISOString(),
  };
  const { user_id: _user, ...changes } = row;
  await db
    .insertInto("shipping_choice")
    .values(row)
    .onConflict((oc) => oc.column("user_id").doUpdateSet(changes))
    .execute();
}

/** The buyer's last choice, or no choice. */
export async function lastShippingChoice(db: Kysely<Database>, userId: string): Promise<ShippingChoice> {
  const row = await db.selectFrom("shipping_choice").select(["term", "place", "country"]).where("user_id", "=", userId).executeTakeFirst();
  if (!row) return { term: null };
  if (row.term === "FOB") return { term: "FOB" };
  if (row.term === "CIF") return { term: "CIF", port: row.place };
  return { term: "DDP", address: row.place, country: row.country };
}
