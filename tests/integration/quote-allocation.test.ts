// Allocation on both databases (decision 247): accepting a quote takes its pieces from stock,
// so buyers see what is left; two buyers accepting quotes for the last 200 pieces at the same
// moment (concurrent requests): one gets them, the other is told before anything is accepted
// that the stock changed and when the pieces can be loaded now; the seller's cancel gives the
// pieces back; available pieces never go below zero when a feed lowers the stock under them.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI_ACTOR } from "../../app/admin/audit-log.server";
import { applyStockFeed } from "../../app/admin/stock-feed.server";
import { availabilityOf } from "../../app/catalogue/availability.server";
import { getCatalogueRevision } from "../../app/catalogue/revision.server";
import type { Database } from "../../app/db/schema";
import { availableNow } from "../../app/domain/availability";
import { addDays, shopDate } from "../../app/domain/seller-quote";
import { currentQuoteOf } from "../../app/quotes/buyer-quotes.server";
import type { AuthClient } from "../support/auth-client";
import { inquiryBody, newIdempotencyKey, signedUpBuyer } from "../support/inquiry-fixtures";
import { signedUpSeller } from "../support/seller";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

describe.each(TEST_DIALECTS)("quote allocation on %s", (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let shop: RunningStorefront;
  let seller: AuthClient;
  let tyre: { id: number; code: string };
  let ip = 0;

  const post = (client: AuthClient, path: string, fields: Record<string, string | number>) =>
    client.request(path, {
      method: "POST",
      body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `10.16.0.${(++ip % 250) + 1}` },
    });
  const quote = {
    "price-0": "300.00",
    shipping: "1500",
    insurance: "0",
    incoterm: "FOB",
    namedPlace: "Rotterdam",
    paymentTerms: "T/T 30% deposit, 70% against copy of B/L",
    note: "",
  };
  const feed = (pieces: number) =>
    applyStockFeed(
      db,
      [
        { line: 1, cells: ["code", "pieces"] },
        { line: 2, cells: [tyre.code, String(pieces)] },
      ],
      { actor: CLI_ACTOR, source: "test" },
    );
  const stock = async () => (await availabilityOf(db, [tyre.id])).get(tyre.id)!;
  /** A buyer with a quote sent for `quantity` pieces of the tyre, while the stock is what it is now. */
  const quotedBuyer = async (name: string, quantity: number) => {
    const buyer = await signedUpBuyer(shop.baseUrl, name);
    const res = await buyer.client.post("/api/send-email", inquiryBody({ email: buyer.email, tyreId: tyre.id, quantity }), {
      "idempotency-key": newIdempotencyKey(),
    });
    expect(res.status).toBe(201);
    const inquiryId = Number((await res.json()).inquiryId);
    const sent = await post(seller, `/admin/inquiries/${inquiryId}/quote`, { ...quote, validUntil: addDays(shopDate(new Date()), 10) });
    expect(sent.status).toBe(303);
    return { ...buyer, inquiryId };
  };

  /** The buyer accepts the quote they read, on its confirmation page (decision 251). */
  const accept = async (buyer: { client: Parameters<typeof post>[0]; inquiryId: number }) => {
    const quote = (await currentQuoteOf(db, buyer.inquiryId))!;
    return post(buyer.client, `/account/inquiries/${buyer.inquiryId}/order`, { intent: "accept", quote: quote.number });
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = database.db;
    shop = await startStorefront(database, { INQUIRY_RATE_LIMIT: "50" });
    const row = await db
      .selectFrom("tyre")
      .select(["id", "product_code"])
      .where("offer_price_currency", "=", "EUR")
      .where("vehicle_type", "=", "truck")
      .where("product_code", "is not", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    tyre = { id: Number(row.id), code: row.product_code! };
    await db.deleteFrom("tyre_incoming").where("tyre_id", "=", tyre.id).execute();
    await db
      .insertInto("tyre_supply")
      .values({
        tyre_id: tyre.id,
        lead_time_days: 35,
        not_orderable: 0,
        dot_year: null,
        dot_week: null,
        dot_max_age_months: null,
        updated_at: new Date().toISOString(),
      })
      .onConflict((c) => c.column("tyre_id").doUpdateSet({ lead_time_days: 35, not_orderable: 0 }))
      .execute();
    seller = (await signedUpSeller(shop.baseUrl, database)).client;
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });

  it("two buyers accept quotes for the last 200 pieces at once: one gets them, the other is told the stock changed and when all can be loaded", async () => {
    await feed(200);
    const [ana, bob] = [await quotedBuyer("Ana Race", 200), await quotedBuyer("Bob Race", 200)];
    const fromStock = await db
      .selectFrom("quote_line")
      .innerJoin("quote", "quote.id", "quote_line.quote_id")
      .select("quote_line.from_stock")
      .where("quote.inquiry_id", "in", [ana.inquiryId, bob.inquiryId])
      .execute();
    expect(fromStock.map((l) => Number(l.from_stock))).toEqual([200, 200]);
    const revision = (await getCatalogueRevision(db)).revision;

    const answers = await Promise.all([ana, bob].map(accept));
    expect(answers.map((a) => a.status).sort()).toEqual([303, 400]);
    const winner = answers[0]!.status === 303 ? ana : bob;
    const loser = winner === ana ? bob : ana;
    const told = await answers.find((a) => a.status === 400)!.text();
    const loserQuote = (await currentQuoteOf(db, loser.inquiryId))!;
    expect(told).toContain(`The stock changed after quote ${loserQuote.number} was made, so it was not accepted.`);
    expect(told).toContain(`0 of the 200 pcs this quote counted on from stock are left; all 200 pcs can be loaded by`);

    expect((await currentQuoteOf(db, winner.inquiryId))!.status).toBe("accepted");
    expect(loserQuote.status).toBe("sent");
    const held = await db.selectFrom("quote_allocation").select(["tyre_id", "pieces"]).execute();
    expect(held.map((h) => [Number(h.tyre_id), Number(h.pieces)])).toEqual([[tyre.id, 200]]);
    const after = await stock();
    expect(after.stock.map((s) => [s.onHand, s.allocated])).toEqual([[200, 0 + 200]]);
    expect(availableNow(after)).toBe(0);
    expect((await getCatalogueRevision(db)).revision).toBeGreaterThan(revision);

    // A feed lowering the stock under the allocated pieces: what a buyer can have stays at 0.
    await feed(150);
    expect(availableNow(await stock())).toBe(0);
    expect((await stock()).stock[0]!.allocated).toBe(200);

    // The seller cancels the won deal: the pieces go back.
    const cancel = await post(seller, `/admin/inquiries/${winner.inquiryId}`, { intent: "status", status: "lost" });
    expect(cancel.status).toBe(303);
    expect((await stock()).stock.map((s) => [s.onHand, s.allocated])).toEqual([[150, 0]]);
    expect(await db.selectFrom("quote_allocation").select("quote_id").execute()).toEqual([]);
    const audit = await db.selectFrom("audit_log").selectAll().where("action", "=", "inquiry.status").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json!)).toEqual({ salesStatus: "lost", piecesReleased: 200 });
  });

  it("a quote that counted on no stock (made to order) is accepted and holds only what stock there is", async () => {
    await feed(0);
    const cara = await quotedBuyer("Cara Order", 120);
    await feed(50);
    const res = await accept(cara);
    expect(res.status).toBe(303);
    const quoteId = Number((await db.selectFrom("quote").select("id").where("inquiry_id", "=", cara.inquiryId).executeTakeFirstOrThrow()).id);
    const held = await db.selectFrom("quote_allocation").select("pieces").where("quote_id", "=", quoteId).execute();
    expect(held.map((h) => Number(h.pieces))).toEqual([50]);
  });

  it("a line naming a DOT takes only stock of that DOT: another production is made to order (decision 289)", async () => {
    await db.updateTable("tyre_supply").set({ dot_year: 2025, dot_week: 40 }).where("tyre_id", "=", tyre.id).execute();
    await feed(300);
    const [dana, eli] = [await quotedBuyer("Dana Dot", 100), await quotedBuyer("Eli Dot", 100)];
    const lineOf = (inquiryId: number) =>
      db
        .updateTable("quote_line")
        .where("quote_id", "in", db.selectFrom("quote").select("id").where("inquiry_id", "=", inquiryId))
        .where("tyre_id", "=", tyre.id);
    // The seller promised Dana this year's production and Eli the stock's week: the words the compose form stores.
    await lineOf(dana.inquiryId).set({ dot: "DOT 2026" }).execute();
    await lineOf(eli.inquiryId).set({ dot: "DOT 2025 (week 40)" }).execute();
    for (const buyer of [dana, eli]) expect((await accept(buyer)).status).toBe(303);
    const held = async (inquiryId: number) =>
      (
        await db
          .selectFrom("quote_allocation")
          .innerJoin("quote", "quote.id", "quote_allocation.quote_id")
          .select("quote_allocation.pieces")
          .where("quote.inquiry_id", "=", inquiryId)
          .execute()
      ).map((h) => Number(h.pieces));
    expect(await held(dana.inquiryId)).toEqual([]);
    expect(await held(eli.inquiryId)).toEqual([100]);
    await db.updateTable("tyre_supply").set({ dot_year: null, dot_week: null }).where("tyre_id", "=", tyre.id).execute();
  });
});
