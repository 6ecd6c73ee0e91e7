// Tyres the quote basket's browser suites put in a basket: truck tyres priced in euro, of two
// different sizes, so a basket of them is a mixed load the planner must weigh by size.
import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema";

export async function twoTruckSizesInEuro(db: Kysely<Database>, season?: string): Promise<Array<{ id: number; size: string }>> {
  let query = db.selectFrom("tyre").select(["id", "size_normalized"]).where("vehicle_type", "=", "truck").where("offer_price_currency", "=", "EUR");
  if (season) query = query.where("season", "=", season);
  const rows = await query.orderBy("id").limit(40).execute();
  const first = rows[0]!;
  const second = rows.find((r) => r.size_normalized !== first.size_normalized)!;
  return [first, second].map((r) => ({ id: Number(r.id), size: r.size_normalized }));
}
