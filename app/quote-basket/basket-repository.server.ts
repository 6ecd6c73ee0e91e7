// A signed-in buyer's quote basket in the database, so it follows them to another
// device. The basket changes as a whole: read, change with basket-lines.ts, save.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/schema";
import type { BasketChange, BasketEntry } from "./basket-lines";

export async function listBasket(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<BasketEntry[]> {
  const rows = await db
    .selectFrom("quote_basket_line")
    .select(["tyre_id", "quantity"])
    .where("user_id", "=", userId)
    .orderBy("added_at")
    .orderBy("tyre_id")
    .execute();
  return rows.map((r) => ({ tyreId: Number(r.tyre_id), quantity: Number(r.quantity) }));
}

/**
 * Changes the basket in one transaction. Lines keep the time they were first added (their order
 * on the page); a line whose quantity changed is updated in place.
 */
export async function changeBasket(
  db: Kysely<Database>,
  userId: string,
  change: (entries: BasketEntry[]) => BasketChange,
  now = new Date(),
): Promise<BasketChange> {
  return db.transaction().execute(async (trx) => {
    const before = await listBasket(trx, userId);
    const result = change(before);
    if (!result.ok) return result;
    const after = result.entries;
    const kept = new Set(after.map((e) => e.tyreId));
    const gone = before.filter((e) => !kept.has(e.tyreId)).map((e) => e.tyreId);
    if (gone.length > 0) await trx.deleteFrom("quote_basket_line").where("user_id", "=", userId).where("tyre_id", "in", gone).execute();
    for (const [i, entry] of after.entries()) {
      const old = before.find((e) => e.tyreId === entry.tyreId);
      if (old?.quantity === entry.quantity) continue;
      if (old) {
        await trx
          .updateTable("quote_basket_line")
          .set({ quantity: entry.quantity })
          .where("user_id", "=", userId)
          .where("tyre_id", "=", entry.tyreId)
          .execute();
      } else {
        // Lines added together keep their order: a millisecond apart.
        const addedAt = new Date(now.getTime() + i).toISOString();
        await trx.insertInto("quote_basket_line").values({ user_id: userId, tyre_id: entry.tyreId, quantity: entry.quantity, added_at: addedAt }).execute();
      }
    }
    return result;
  });
}

/** Takes these tyres out of the buyer's basket (they were sent in an inquiry, in the caller's transaction). */
export async function removeBasketLines(db: Kysely<Database> | Transaction<Database>, userId: string, tyreIds: readonly number[]): Promise<void> {
  if (tyreIds.length === 0) return;
  await db
    .deleteFrom("quote_basket_line")
    .where("user_id", "=", userId)
    .where("tyre_id", "in", [...tyreIds])
    .execute();
}
