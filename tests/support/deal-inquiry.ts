// An inquiry stored as the buyer saw it, priced by the one engine (priceDeal + resolveShipping
// over the seller's freight table), for the seller's quote tests: the figures the compose form
// must start from, without driving the buyer's pages.
import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema";
import { priceDeal, resolveShipping, type Deal, type ShippingChoice } from "../../app/domain/deal";
import { money } from "../../app/domain/money";
import { loadFreightTable } from "../../app/freight/freight-table.server";

export interface DealTyre {
  id: number;
  name: string;
  size: string;
  priceMinor: number;
}

let stored = 0;

/** Truck tyres in EUR of `count` different sizes, as the engine's lines take them. */
export async function dealTyres(db: Kysely<Database>, count: number): Promise<DealTyre[]> {
  const rows = await db
    .selectFrom("tyre")
    .select(["id", "model", "size_normalized", "offer_price_minor"])
    .where("offer_price_currency", "=", "EUR")
    .where("vehicle_type", "=", "truck")
    .orderBy("id")
    .limit(200)
    .execute();
  const picked = rows.filter((row, i) => rows.findIndex((other) => other.size_normalized === row.size_normalized) === i).slice(0, count);
  if (picked.length < count) throw new Error(`the catalogue has fewer than ${count} truck sizes priced in EUR`);
  return picked.map((row) => ({ id: Number(row.id), name: row.model, size: row.size_normalized, priceMinor: Number(row.offer_price_minor) }));
}

/** The id of the account with this e-mail address. */
export async function userIdOf(db: Kysely<Database>, email: string): Promise<string> {
  const users = db as unknown as Kysely<{ user: { id: string; email: string } }>;
  return (await users.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
}

/** Stores the buyer's inquiry for `quantities` of `tyres` under `choice`, with the deal the engine priced. */
export async function storedDealInquiry(
  db: Kysely<Database>,
  input: { userId: string; tyres: DealTyre[]; quantities: number[]; choice: ShippingChoice },
): Promise<{ id: number; deal: Deal }> {
  const shipping = resolveShipping(input.choice, await loadFreightTable(db));
  const deal = priceDeal(
    input.tyres.map((tyre, i) => ({ size: tyre.size, quantity: input.quantities[i]!, weightKg: null, offerPrice: money(tyre.priceMinor, "EUR") })),
    shipping,
  )!;
  const at = new Date().toISOString();
  const row = await db
    .insertInto("inquiry")
    .values({
      user_id: input.userId,
      tyre_id: null,
      idempotency_key: `deal-inquiry-${Date.now()}-${++stored}`,
      status: "delivered",
      name: "Ada Buyer",
      email: "ada@example.com",
      phone: "+234 1 234 5678",
      company: "Ada Haulage Ltd",
      address: "1 Marina, Lagos",
      quantity: deal.pieces,
      message: null,
      shipping_terms: shipping.term ?? "FOB",
      model: "Quote basket",
      type: "product_inquiry",
      quote_json: null,
      created_at: at,
      updated_at: at,
      named_place: shipping.place,
      containers: `${deal.plan.containerCount} × ${deal.plan.container}`,
      currency: "EUR",
      surcharge_minor: deal.surchargePerUnit.amountMinor,
      subtotal_minor: deal.goods.amountMinor,
      shipping_minor: deal.freight?.amountMinor ?? null,
      total_minor: deal.total.amountMinor,
      insurance_minor: deal.insurance?.amountMinor ?? null,
      insurance_basis_points: shipping.insuranceBasisPoints,
      port_code: shipping.port?.code ?? null,
      freight_basis: shipping.term === null ? "estimate" : shipping.freight ? shipping.freight.basis : "none",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await db
    .insertInto("inquiry_line")
    .values(
      deal.lines.map((line, position) => ({
        inquiry_id: id,
        position,
        tyre_id: input.tyres[position]!.id,
        tyre_name: input.tyres[position]!.name,
        size: line.size,
        quantity: line.quantity,
        unit_price_minor: line.unitPrice.amountMinor,
        line_total_minor: line.lineTotal.amountMinor,
        currency: "EUR",
      })),
    )
    .execute();
  return { id, deal };
}
