// The quote basket's storage and quote on both databases: a buyer's lines kept in
// order and apart from anyone else's, today's prices planned into containers, and tyres that
// cannot join (unknown, no price, another currency; the legacy Double Coin file is priced in USD) refused with a reason.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { quoteBulkOrder } from "../../app/domain/pricing";
import { addToBasket, removeFromBasket, setBasketQuantity } from "../../app/quote-basket/basket-lines";
import { changeBasket, listBasket } from "../../app/quote-basket/basket-repository.server";
import { checkAddable, loadQuote } from "../../app/quote-basket/quote.server";
import { KEPT_TABLES } from "../../app/quote-basket/kept-pricing-tables.server";
import { listWarehouses, writeAvailability } from "../../app/catalogue/availability.server";
import { bumpCatalogueRevision } from "../../app/catalogue/revision.server";
import { NO_SHIPPING_CHOICE } from "../../app/domain/deal";
import { ENGLISH_BASKET } from "../../app/quote-basket/basket-wording";
import { LEGACY_FILES, readJson, truckEntry, truckFile } from "../support/fixtures";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

describe.each(TEST_DIALECTS)("quote basket on %s", (dialect) => {
  let database: TestDatabase;
  let ids: { reference: number; other: number; euro: number; unpriced: number };

  async function addUser(id: string) {
    const now = dialect === "postgres" ? new Date() : new Date().toISOString();
    await (database.db as Kysely<any>)
      .insertInto("user")
      .values({ id, name: id, email: `${id}@example.com`, emailVerified: dialect === "postgres" ? false : 0, createdAt: now, updatedAt: now })
      .execute();
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await importCatalogue(database.db, readJson(LEGACY_FILES.doubleCoin));
    await importCatalogue(database.db, {
      summer: {
        truck: {
          Westlake: { tyres: [truckEntry({ productCode: "W-1", model: "Euro Drive", size: "295/80R22.5", price: "€300.00", offerPrice: "€280.00" })] },
          Kumho: { tyres: [truckEntry({ productCode: "K-1", model: "On Request", size: "315/70R22.5", price: "", offerPrice: "" })] },
        },
      },
    });
    const idOf = async (model: string | null, size: string, currency = "USD") => {
      let query = database.db.selectFrom("tyre").select("id").where("size_normalized", "=", size).orderBy("id");
      query = model ? query.where("model", "=", model) : query.where("offer_price_currency", "=", currency);
      return Number((await query.executeTakeFirstOrThrow()).id);
    };
    ids = {
      reference: await idOf(null, "295/80R22.5"),
      other: await idOf(null, "315/80R22.5"),
      euro: await idOf("Euro Drive", "295/80R22.5"),
      unpriced: await idOf("On Request", "315/70R22.5"),
    };
    await addUser("ana");
    await addUser("ben");
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("keeps a buyer's lines in the order added, apart from another buyer's", async () => {
    await changeBasket(database.db, "ana", (e) => addToBasket(e, ids.other, 40));
    await changeBasket(database.db, "ana", (e) => addToBasket(e, ids.reference, 100));
    await changeBasket(database.db, "ben", (e) => addToBasket(e, ids.reference, 60));
    await changeBasket(database.db, "ana", (e) => addToBasket(e, ids.other, 20));
    expect(await listBasket(database.db, "ana")).toEqual([
      { tyreId: ids.other, quantity: 60 },
      { tyreId: ids.reference, quantity: 100 },
    ]);
    expect(await changeBasket(database.db, "ana", (e) => setBasketQuantity(e, ids.reference, 0))).toMatchObject({ ok: false });
    await changeBasket(database.db, "ana", (e) => setBasketQuantity(e, ids.reference, 90));
    await changeBasket(database.db, "ana", (e) => ({ ok: true, entries: removeFromBasket(e, ids.other) }));
    expect(await listBasket(database.db, "ana")).toEqual([{ tyreId: ids.reference, quantity: 90 }]);
    expect(await listBasket(database.db, "ben")).toEqual([{ tyreId: ids.reference, quantity: 60 }]);
  });

  it("quotes one line of the reference size exactly as /buy-now does", async () => {
    for (const quantity of [50, 160, 161, 281]) {
      const page = await loadQuote(database.db, [{ tyreId: ids.reference, quantity }]);
      const tyre = page.lines[0]!;
      const buyNow = quoteBulkOrder(tyre.offerPrice, quantity);
      expect([page.deal!.total, page.deal!.freight, page.deal!.lines[0]!.unitPrice]).toEqual([buyNow.total, buyNow.shipping, buyNow.unitPrice]);
    }
  });

  it("plans a mixed load with each size's own capacity and weight", async () => {
    const page = await loadQuote(database.db, [
      { tyreId: ids.reference, quantity: 100 },
      { tyreId: ids.other, quantity: 100 },
    ]);
    expect(page.deal!.plan.lines.map((l) => l.size)).toEqual(["295/80R22.5", "315/80R22.5"]);
    expect(page.deal!.plan.container).toBe("40ft");
    expect(page.deal!.tier).toBe("40ft");
    expect(page.setAside).toEqual([]);
  });

  it("sets aside what cannot be quoted today, and says why", async () => {
    const page = await loadQuote(database.db, [
      { tyreId: ids.reference, quantity: 60 },
      { tyreId: ids.euro, quantity: 10 },
      { tyreId: ids.unpriced, quantity: 10 },
      { tyreId: 2_000_000_000, quantity: 5 },
    ]);
    expect(page.lines.map((l) => l.tyreId)).toEqual([ids.reference]);
    expect(page.setAside.map((s) => s.reason)).toEqual([
      "This tyre is priced in EUR; your quote is in USD.",
      "This tyre has no price today: ask us for one.",
      "This tyre is no longer offered.",
    ]);
    expect(page.deal!.pieces).toBe(60);
  });

  it("says per line what is on hand, incoming and made to order, and the day the whole load can leave (decision 249)", async () => {
    const now = new Date().toISOString();
    await database.db.deleteFrom("tyre_stock").where("tyre_id", "in", [ids.reference, ids.other]).execute();
    await database.db.deleteFrom("tyre_supply").where("tyre_id", "in", [ids.reference, ids.other]).execute();
    const rotterdam = Number((await database.db.selectFrom("warehouse").select("id").where("is_default", "=", 1).executeTakeFirstOrThrow()).id);
    await database.db
      .insertInto("tyre_stock")
      .values([
        { tyre_id: ids.reference, warehouse_id: rotterdam, on_hand: 500, updated_at: now },
        { tyre_id: ids.other, warehouse_id: rotterdam, on_hand: 40, updated_at: now },
      ])
      .execute();
    await database.db
      .insertInto("tyre_supply")
      .values({ tyre_id: ids.other, lead_time_days: 1, not_orderable: 0, dot_year: null, dot_week: null, dot_max_age_months: null, updated_at: now })
      .execute();
    const quote = await loadQuote(database.db, [
      { tyreId: ids.reference, quantity: 100 },
      { tyreId: ids.other, quantity: 60 },
    ]);
    expect(quote.readiness.lines[0]).toBe("All 100 pcs in stock");
    expect(quote.readiness.lines[1]).toMatch(/^40 pcs in stock, 20 pcs made to order: ready by \d{1,2} [A-Z][a-z]{2}$/);
    expect(quote.readiness.load).toMatch(/^Ready to load by \d{1,2} [A-Z][a-z]{2}$/);
    await database.db.updateTable("tyre_supply").set({ lead_time_days: null, not_orderable: 1 }).where("tyre_id", "=", ids.other).execute();
    const short = await loadQuote(database.db, [{ tyreId: ids.other, quantity: 60 }]);
    expect([short.readiness.load, short.readiness.warnings.length]).toEqual([null, 1]);
    expect(short.readiness.warnings[0]).toMatch(/: you ask for 60 pcs, but at most 40 pcs can be had\.$/);
  });

  it("suggests the in-stock tyre for a waiting line, kept per catalogue revision on the page as the stock is (decision 263)", async () => {
    // Two tyres of one size and pattern: the first made to order, the second in stock.
    await importCatalogue(
      database.db,
      truckFile("Swapco", "Drive", [
        truckEntry({ productCode: "S-1", model: "Waits", size: "385/65R22.5" }),
        truckEntry({ productCode: "S-2", model: "Ready", size: "385/65R22.5" }),
      ]),
    );
    const tyreId = async (model: string) => Number((await database.db.selectFrom("tyre").select("id").where("model", "=", model).executeTakeFirstOrThrow()).id);
    const waiting = { id: await tyreId("Waits") };
    const candidate = { id: await tyreId("Ready") };
    const supply = { notOrderable: false, dotYear: null, dotWeek: null, dotMaxAgeMonths: null };
    const stockOf = async (pieces: number, bump: boolean) =>
      database.db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        await writeAvailability(
          trx,
          [
            { tyreId: Number(waiting.id), input: { stock: [], incoming: [], supply: { ...supply, leadTimeDays: 35 } } },
            {
              tyreId: Number(candidate.id),
              input: { stock: pieces ? [{ warehouse: "Rotterdam", pieces }] : [], incoming: [], supply: { ...supply, leadTimeDays: null } },
            },
          ],
          await listWarehouses(trx),
          now,
        );
        if (bump) await bumpCatalogueRevision(trx, now);
      });
    const swapOf = async (tables?: typeof KEPT_TABLES) =>
      (await loadQuote(database.db, [{ tyreId: Number(waiting.id), quantity: 100 }], NO_SHIPPING_CHOICE, ENGLISH_BASKET, tables)).swaps[0]?.tyreId ?? null;
    await stockOf(5000, true);
    expect([await swapOf(), await swapOf(KEPT_TABLES)]).toEqual([Number(candidate.id), Number(candidate.id)]);
    // Stock written without a new revision: the page keeps what it read at this revision.
    await stockOf(0, false);
    expect([await swapOf(), await swapOf(KEPT_TABLES)]).toEqual([null, Number(candidate.id)]);
    // As the seller's stock screens and feed do: a new revision, read afresh.
    await stockOf(0, true);
    expect(await swapOf(KEPT_TABLES)).toBeNull();
  });

  it("reads a basket's tyres through the kept tables at the catalogue's current prices: an import's new price shows at once", async () => {
    const basket = [{ tyreId: ids.euro, quantity: 60 }];
    const offerOf = async (tables?: typeof KEPT_TABLES) =>
      (await loadQuote(database.db, basket, NO_SHIPPING_CHOICE, ENGLISH_BASKET, tables)).lines[0]?.offerPrice;
    const westlakeAt = (offerPrice: string) =>
      importCatalogue(database.db, {
        summer: {
          truck: { Westlake: { tyres: [truckEntry({ productCode: "W-1", model: "Euro Drive", size: "295/80R22.5", price: "€300.00", offerPrice })] } },
        },
      });
    const before = await offerOf(KEPT_TABLES);
    expect(before).toEqual(await offerOf());
    await westlakeAt("€270.00");
    const after = await offerOf(KEPT_TABLES);
    expect(after).toEqual(await offerOf());
    expect(after).not.toEqual(before);
    await westlakeAt("€280.00");
    expect(await offerOf(KEPT_TABLES)).toEqual(before);
  });

  it("refuses to add an unknown, unpriced or other-currency tyre, with a reason", async () => {
    const basket = [{ tyreId: ids.reference, quantity: 60 }];
    expect(await checkAddable(database.db, basket, 2_000_000_000)).toEqual({ ok: false, reason: "That tyre is not in the catalogue.", status: 404 });
    expect(await checkAddable(database.db, basket, ids.unpriced)).toMatchObject({
      ok: false,
      status: 400,
      reason: expect.stringContaining("has no price today"),
    });
    expect(await checkAddable(database.db, basket, ids.euro)).toMatchObject({
      ok: false,
      status: 400,
      reason: "Westlake Euro Drive is priced in EUR; your quote is in USD. A quote holds one currency, so it was not added.",
    });
    expect(await checkAddable(database.db, [], ids.euro)).toMatchObject({ ok: true });
    expect(await checkAddable(database.db, basket, ids.other)).toMatchObject({ ok: true });
  });
});
