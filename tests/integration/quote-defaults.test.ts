// The seller's quote starts from what the buyer saw (decision 213), on both databases: an
// inquiry stored with the engine's CIF numbers (priceDeal + resolveShipping over the seller's
// freight table) opens the compose form with those very numbers and no marks; a post that changes
// the freight is marked beside the field and, once sent, stored with the buyer's insurance, on the
// PDF and in the total, the audit naming what changed; an FOB inquiry starts with no freight and
// no insurance; each line's lead time, ready date and DOT start from its tyre's stock, a bad one
// is refused with its reason and nothing stored, and the seller's own are stored, printed on the
// PDF and shown on the buyer's quote (decision 262).
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditOf } from "../../app/admin/audit-log.server";
import { listWarehouses, writeAvailability } from "../../app/catalogue/availability.server";
import type { Database } from "../../app/db/schema";
import type { Deal, ShippingChoice } from "../../app/domain/deal";
import { decimalAmount, formatMoney, money } from "../../app/domain/money";
import { dateWithYear } from "../../app/domain/quote-line-supply";
import { addDays, shopDate } from "../../app/domain/seller-quote";
import type { AuthClient } from "../support/auth-client";
import { dealTyres, storedDealInquiry, userIdOf, type DealTyre } from "../support/deal-inquiry";
import { signedUpBuyer } from "../support/inquiry-fixtures";
import { readPdfText } from "../support/pdf-text";
import { signedUpSeller } from "../support/seller";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

const euros = (minor: number) => formatMoney(money(minor, "EUR"));

describe.each(TEST_DIALECTS)("the quote's defaults and marks on %s", (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let shop: RunningStorefront;
  let seller: AuthClient;
  let buyerId: string;
  let buyer: { client: AuthClient; email: string };
  let tyres: DealTyre[];
  let ip = 0;

  const composePath = (id: number) => `/admin/inquiries/${id}/quote`;
  const post = (path: string, fields: Record<string, string>) =>
    seller.request(path, {
      method: "POST",
      body: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `10.16.0.${(++ip % 250) + 1}` },
    });
  const marksOf = (html: string) => [...html.matchAll(/<p id="quote-([\w-]+)-mark"[^>]*>([^<]*)<\/p>/g)].map(([, field, text]) => [field, text]);
  const inputValue = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];

  const storedInquiry = (choice: ShippingChoice, quantities: number[]) => storedDealInquiry(db, { userId: buyerId, tyres, quantities, choice });

  /** The form as the compose page fills it, with `change` on top. */
  const formAsFilled = (deal: Deal, change: Record<string, string> = {}): Record<string, string> => ({
    "price-0": decimalAmount(deal.lines[0]!.unitPrice.amountMinor),
    "price-1": decimalAmount(deal.lines[1]!.unitPrice.amountMinor),
    shipping: decimalAmount(deal.freight?.amountMinor ?? 0),
    ...(deal.insurance ? { insurance: decimalAmount(deal.insurance.amountMinor) } : {}),
    incoterm: deal.shipping.term!,
    namedPlace: deal.shipping.place,
    validUntil: addDays(shopDate(new Date()), 14),
    paymentTerms: "30% deposit for production, balance before shipment.",
    note: "",
    ...change,
  });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = database.db;
    shop = await startStorefront(database, { SUPPLIER_EMAIL: "supplier@tyres.example", PORT_OF_LOADING: "Rotterdam" });
    tyres = await dealTyres(db, 2);
    seller = (await signedUpSeller(shop.baseUrl, database)).client;
    buyer = await signedUpBuyer(shop.baseUrl, "Ada Buyer");
    buyerId = await userIdOf(db, buyer.email);
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });

  it("starts a CIF quote from the engine's numbers the buyer saw, unmarked, with what they saw in view", async () => {
    const { id, deal } = await storedInquiry({ term: "CIF", port: "NGAPP" }, [260, 21]);
    expect(deal.freight!.amountMinor).toBeGreaterThan(0);
    expect(deal.insurance!.amountMinor).toBeGreaterThan(0);
    const res = await seller.get(composePath(id));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect([inputValue(html, "price-0"), inputValue(html, "price-1"), inputValue(html, "shipping"), inputValue(html, "insurance")]).toEqual([
      decimalAmount(deal.lines[0]!.unitPrice.amountMinor),
      decimalAmount(deal.lines[1]!.unitPrice.amountMinor),
      decimalAmount(deal.freight!.amountMinor),
      decimalAmount(deal.insurance!.amountMinor),
    ]);
    expect(html).toMatch(/<option value="CIF" selected="">/);
    expect(inputValue(html, "namedPlace")).toBe("Lagos Apapa (NGAPP)");
    expect(marksOf(html)).toEqual([]);
    expect(html).not.toContain("data-changed");
    // What the buyer saw stays in view, to the cent.
    const saw = (label: string) => new RegExp(`data-buyer-saw="${label}">([^<]*)`).exec(html)?.[1];
    expect([saw("Terms"), saw("Goods"), saw("Freight"), saw("Insurance"), saw("Total")]).toEqual([
      "CIF Lagos Apapa (NGAPP)",
      euros(deal.goods.amountMinor),
      euros(deal.freight!.amountMinor),
      euros(deal.insurance!.amountMinor),
      euros(deal.total.amountMinor),
    ]);
    // The running total the server renders is the engine's total.
    expect(html).toContain(`= ${euros(deal.total.amountMinor)};`);
  });

  it("marks a changed freight after a post (400 elsewhere, nothing stored), then stores it with the buyer's insurance, on the PDF and in the total", async () => {
    const { id, deal } = await storedInquiry({ term: "CIF", port: "NGAPP" }, [260, 21]);
    const freight = deal.freight!.amountMinor + 450_00;
    const refused = await post(composePath(id), formAsFilled(deal, { shipping: decimalAmount(freight), paymentTerms: "" }));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(marksOf(html)).toEqual([["shipping", `changed: buyer saw ${euros(deal.freight!.amountMinor)}`]]);
    expect(html).toMatch(/<input id="quote-shipping"[^>]*aria-describedby="quote-shipping-mark" data-changed=""/);
    expect(await db.selectFrom("quote").select("id").where("inquiry_id", "=", id).execute()).toEqual([]);

    const sent = await post(composePath(id), formAsFilled(deal, { shipping: decimalAmount(freight) }));
    expect([sent.status, sent.headers.get("location")]).toEqual([303, `/admin/inquiries/${id}`]);
    const quote = await db.selectFrom("quote").selectAll().where("inquiry_id", "=", id).executeTakeFirstOrThrow();
    const insurance = deal.insurance!.amountMinor;
    const total = deal.goods.amountMinor + freight + insurance;
    expect([quote.subtotal_minor, quote.shipping_minor, quote.insurance_minor, quote.total_minor].map(Number)).toEqual([
      deal.goods.amountMinor,
      freight,
      insurance,
      total,
    ]);
    const { text } = await readPdfText(quote.pdf);
    for (const expected of [
      `Goods (FOB value) ${euros(deal.goods.amountMinor)}`,
      `Freight ${euros(freight)}`,
      `Insurance ${euros(insurance)}`,
      `Total (EUR) ${euros(total)}`,
    ]) {
      expect(text).toContain(expected);
    }
    const mail = await db
      .selectFrom("mail_job")
      .select("text_body")
      .where("inquiry_id", "=", id)
      .where("subject", "like", "Your quote%")
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(
      `Total: ${euros(total)} (CIF, Lagos Apapa (NGAPP))\nGoods ${euros(deal.goods.amountMinor)} + freight ${euros(freight)} + insurance ${euros(insurance)}`,
    );
    const [entry] = await listAuditOf(db, "inquiry", id);
    expect(entry).toMatchObject({ action: "quote.send", after: { changed: ["shipping"], totalMinor: total } });
    // The buyer's quote panel lists the insurance too.
    const account = await (await buyer.client.get("/account/inquiries")).text();
    expect(new RegExp(`data-buyer-quote="${quote.number}"[\\s\\S]*?data-quote-breakdown="true">([^<]*)<`).exec(account)?.[1]).toBe(
      `Goods ${euros(deal.goods.amountMinor)} + freight ${euros(freight)} + insurance ${euros(insurance)}`,
    );
  });

  it("starts each line's lead time, ready date and DOT from stock, refuses bad ones with the reason, and stores the seller's on the PDF and the buyer's quote", async () => {
    const today = shopDate(new Date());
    const none = { dotYear: null, dotWeek: null, dotMaxAgeMonths: null };
    await db.transaction().execute(async (trx) =>
      writeAvailability(
        trx,
        [
          // Line 1 loads from stock; line 2 is made to order.
          {
            tyreId: tyres[0]!.id,
            input: {
              stock: [{ warehouse: "Rotterdam", pieces: 500 }],
              incoming: [],
              supply: { leadTimeDays: null, notOrderable: false, ...none, dotYear: 2025, dotWeek: 30 },
            },
          },
          { tyreId: tyres[1]!.id, input: { stock: [], incoming: [], supply: { leadTimeDays: 35, notOrderable: false, ...none } } },
        ],
        await listWarehouses(trx),
        new Date().toISOString(),
      ),
    );
    const { id, deal } = await storedInquiry({ term: "CIF", port: "NGAPP" }, [260, 21]);
    const html = await (await seller.get(composePath(id))).text();
    expect(["leadTime-0", "readyOn-0", "dot-0", "leadTime-1", "readyOn-1", "dot-1"].map((name) => inputValue(html, name))).toEqual([
      "0",
      today,
      "DOT 2025 (week 30)",
      "35",
      addDays(today, 35),
      "",
    ]);

    const refused = await post(composePath(id), formAsFilled(deal, { "readyOn-1": addDays(today, -1), "dot-1": "54/2025", "leadTime-0": "1.5" }));
    expect(refused.status).toBe(400);
    const page = await refused.text();
    for (const reason of [
      "Lead time of line 1 must be a whole number of days from 0 to 365.",
      "Ready date of line 2 cannot be in the past.",
      "DOT of line 2: DOT week &#x27;54&#x27; is not a week from 1 to 53.",
    ]) {
      expect(page).toContain(reason);
    }
    expect(await db.selectFrom("quote").select("id").where("inquiry_id", "=", id).execute()).toEqual([]);

    const ready = addDays(today, 40);
    const sent = await post(
      composePath(id),
      formAsFilled(deal, { "leadTime-0": "0", "readyOn-0": today, "dot-0": "DOT 2025 (week 30)", "leadTime-1": "40", "readyOn-1": ready, "dot-1": "2026" }),
    );
    expect(sent.status).toBe(303);
    const quote = await db.selectFrom("quote").select(["id", "number", "pdf"]).where("inquiry_id", "=", id).executeTakeFirstOrThrow();
    const lines = await db
      .selectFrom("quote_line")
      .select(["lead_time_days", "ready_on", "dot"])
      .where("quote_id", "=", quote.id)
      .orderBy("position")
      .execute();
    expect(lines.map((line) => [line.lead_time_days === null ? null : Number(line.lead_time_days), line.ready_on, line.dot])).toEqual([
      [0, today, "DOT 2025 (week 30)"],
      [40, ready, "DOT 2026"],
    ]);
    const { text } = await readPdfText(quote.pdf);
    expect(text.replace(/\s+/g, " ")).toContain(`Lead time 40 days · ready by ${dateWithYear(ready)} · DOT 2026`);
    const account = await (await buyer.client.get("/account/inquiries")).text();
    const panel = new RegExp(`data-buyer-quote="${quote.number}"[\\s\\S]*?data-quote-line-supply="true">([\\s\\S]*?)</ul>`).exec(account)?.[1] ?? "";
    expect(panel.replace(/<!-- -->/g, "")).toContain(`From stock · ready by ${dateWithYear(today)} · DOT 2025 (week 30)`);
    expect(panel.replace(/<!-- -->/g, "")).toContain(
      `${tyres[1]!.name} ${tyres[1]!.size}, 21 pcs: Lead time 40 days · ready by ${dateWithYear(ready)} · DOT 2026`,
    );
  });

  it("starts an FOB quote with no freight and no insurance, marks freight the buyer never saw, and stores no insurance", async () => {
    const { id, deal } = await storedInquiry({ term: "FOB" }, [100, 60]);
    expect([deal.freight, deal.insurance]).toEqual([null, null]);
    const html = await (await seller.get(composePath(id))).text();
    expect(inputValue(html, "shipping")).toBe("0.00");
    // Disabled under FOB: the browser posts no insurance.
    expect(html).toMatch(/<input id="quote-insurance" disabled="" readOnly="" [^>]*value="0.00"/);
    expect(html).not.toMatch(/name="insurance"/);
    expect(marksOf(html)).toEqual([]);

    const refused = await post(composePath(id), formAsFilled(deal, { shipping: "1,200", validUntil: "someday" }));
    expect(refused.status).toBe(400);
    expect(marksOf(await refused.text())).toEqual([["shipping", "changed: buyer saw no freight"]]);

    // An insurance posted anyway under FOB is no insurance.
    expect((await post(composePath(id), formAsFilled(deal, { insurance: "99" }))).status).toBe(303);
    const quote = await db.selectFrom("quote").selectAll().where("inquiry_id", "=", id).executeTakeFirstOrThrow();
    expect([quote.shipping_minor, quote.insurance_minor, quote.total_minor].map(Number)).toEqual([0, 0, deal.goods.amountMinor]);
    const { text } = await readPdfText(quote.pdf);
    expect(text).not.toMatch(/Freight|Insurance/);
  });
});
