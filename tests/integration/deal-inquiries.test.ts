// A stored inquiry is the one engine's deal on SQLite and PostgreSQL (decision 211): POST
// /api/send-email for a tyre under each Incoterm stores priceDeal's numbers (worked out here from
// the engine, the database's freight table and the seller's counts) in the inquiry's columns and
// one line, and the e-mail read from a real SMTP server shows the same total; a quote request of
// the same tyre and quantity stores the same numbers; bad places and countries are refused with
// nothing stored; a changed freight rate leaves a stored inquiry as the buyer saw it.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getInquiryRecord } from "../../app/admin/inquiry-record.server";
import { getTyre } from "../../app/catalogue/repository.server";
import { seedCatalogueIfEmpty } from "../../app/catalogue/seed.server";
import { payablePrice } from "../../app/catalogue/tyre";
import type { Database, InquiryRow } from "../../app/db/schema";
import { priceDeal, resolveShipping, type Deal, type ShippingChoice } from "../../app/domain/deal";
import { formatMoney } from "../../app/domain/money";
import { weightKgOf } from "../../app/domain/tyre-weight";
import { loadFreightTable } from "../../app/freight/freight-table.server";
import { listBuyerInquiries } from "../../app/inquiries/buyer-inquiries.server";
import { inquirySummaryView } from "../../app/inquiries/buyer-inquiry";
import { inquiryCsvLine } from "../../app/inquiries/inquiry-csv";
import { submitBasketInquiry } from "../../app/inquiries/submit-inquiry.server";
import { listCapacityOverrides, setCapacityOverride } from "../../app/quote-basket/container-capacity.server";
import { startSmtpServer, type TestSmtpServer } from "../../scripts/support/smtp-server";
import { startAuthServer, type AuthTestServer } from "../support/auth-client";
import { SAMPLE_CATALOGUE } from "../support/fixtures";
import { inquiryBody, inquiryRows, newIdempotencyKey, signedUpBuyer, utf8TextOf } from "../support/inquiry-fixtures";
import { deliverPendingMail } from "../support/mail-delivery";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

const SUPPLIER = "supplier@tyres.example";

/** Each term as the dialog sends it, and as the engine reads it. */
const TERMS: Array<[string, Record<string, string>, ShippingChoice]> = [
  ["FOB", { shippingTerms: "FOB" }, { term: "FOB" }],
  ["CIF to a listed port", { shippingTerms: "CIF", namedPlace: "Lagos Apapa (NGAPP)" }, { term: "CIF", port: "Lagos Apapa (NGAPP)" }],
  ["CIF to a port not listed", { shippingTerms: "CIF", namedPlace: "Port Louis" }, { term: "CIF", port: "Port Louis" }],
  ["DDP", { shippingTerms: "DDP", namedPlace: "Plot 5, Ikeja", country: "NG" }, { term: "DDP", address: "Plot 5, Ikeja", country: "NG" }],
];

/** The columns of a stored deal, numbers as numbers (PostgreSQL's bigint arrives as text). */
function dealColumns(row: InquiryRow) {
  const n = (value: number | null) => (value === null ? null : Number(value));
  return {
    named_place: row.named_place,
    containers: row.containers,
    plan_summary: row.plan_summary,
    currency: row.currency,
    surcharge_minor: n(row.surcharge_minor),
    subtotal_minor: n(row.subtotal_minor),
    shipping_minor: n(row.shipping_minor),
    insurance_minor: n(row.insurance_minor),
    insurance_basis_points: n(row.insurance_basis_points),
    port_code: row.port_code,
    freight_basis: row.freight_basis,
    country_of_delivery: row.country_of_delivery,
    freight_note: row.freight_note,
    total_minor: n(row.total_minor),
  };
}

describe.each(TEST_DIALECTS)("inquiries priced by the engine on %s", (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let server: AuthTestServer;
  let smtp: TestSmtpServer;
  const tyreOf: Record<string, number> = {};

  /** priceDeal for one tyre, with the database's freight table and the seller's counts. */
  async function engineDeal(tyreId: number, quantity: number, choice: ShippingChoice): Promise<Deal> {
    const tyre = (await getTyre(db, tyreId))!;
    const [table, overrides] = await Promise.all([loadFreightTable(db), listCapacityOverrides(db)]);
    const line = { size: tyre.size.normalized, quantity, weightKg: weightKgOf(tyre.specifications.weight), offerPrice: payablePrice(tyre)! };
    return priceDeal([line], resolveShipping(choice, table), overrides)!;
  }

  async function send(body: Record<string, unknown>): Promise<{ status: number; json: Record<string, unknown>; email: string }> {
    const { client, email } = await signedUpBuyer(server.baseUrl);
    const res = await client.post("/api/send-email", inquiryBody({ email, ...body }), { "idempotency-key": newIdempotencyKey() });
    return { status: res.status, json: (await res.json()) as Record<string, unknown>, email };
  }

  async function storedRow(id: number): Promise<InquiryRow> {
    return db.selectFrom("inquiry").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  }

  /** Sends every pending e-mail through the SMTP server; the buyer's confirmation of this inquiry. */
  async function buyerMailText(email: string, inquiryId: number): Promise<string> {
    await deliverPendingMail(db, smtp.url);
    const mail = await smtp.waitForMail(email);
    const text = utf8TextOf(mail);
    expect(text).toContain(`#${inquiryId}`);
    return text;
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = database.db;
    await seedCatalogueIfEmpty(db, SAMPLE_CATALOGUE);
    // The seller's own counts for the size of the 260-piece example: 246 per 40ft.
    await setCapacityOverride(db, "315/80R22.5", 141, 246);
    for (const size of ["315/80R22.5", "205/55R16"]) {
      const row = await db
        .selectFrom("tyre")
        .select("id")
        .where("size_normalized", "=", size)
        .where("offer_price_currency", "=", "EUR")
        .orderBy("id")
        .executeTakeFirstOrThrow();
      tyreOf[size] = Number(row.id);
    }
    server = await startAuthServer(database, { SUPPLIER_EMAIL: SUPPLIER, INQUIRY_RATE_LIMIT: "1000" });
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await database?.destroy();
  });

  describe.each([
    ["315/80R22.5", 260],
    ["205/55R16", 281],
  ])("%s x %i", (size, quantity) => {
    it.each(TERMS)("%s: stores priceDeal's numbers, one line, and mails the same total", async (_name, fields, choice) => {
      const tyreId = tyreOf[size]!;
      const { status, json, email } = await send({ tyreId, quantity, ...fields });
      expect(status).toBe(201);
      const inquiryId = Number(json.inquiryId);
      const deal = await engineDeal(tyreId, quantity, choice);
      const row = await storedRow(inquiryId);
      expect(dealColumns(row)).toMatchObject({
        named_place: deal.shipping.place,
        currency: deal.currency,
        surcharge_minor: deal.surchargePerUnit.amountMinor,
        subtotal_minor: deal.goods.amountMinor,
        shipping_minor: deal.freight?.amountMinor ?? null,
        insurance_minor: deal.insurance?.amountMinor ?? null,
        insurance_basis_points: deal.insurance ? deal.shipping.insuranceBasisPoints : null,
        port_code: deal.shipping.port?.code ?? null,
        total_minor: deal.total.amountMinor,
      });
      expect(row.quote_json).toBeNull();
      if (choice.term === "FOB") expect([row.shipping_minor, row.freight_basis, row.total_minor]).toEqual([null, "none", row.subtotal_minor]);
      const lines = await db.selectFrom("inquiry_line").selectAll().where("inquiry_id", "=", inquiryId).execute();
      expect(lines.map((l) => [Number(l.tyre_id), l.size, Number(l.quantity), Number(l.unit_price_minor), Number(l.line_total_minor)])).toEqual([
        [tyreId, size, quantity, deal.lines[0]!.unitPrice.amountMinor, deal.lines[0]!.lineTotal.amountMinor],
      ]);
      const text = await buyerMailText(email, inquiryId);
      expect(text).toContain(`Total: ${formatMoney(deal.total)}`);
    });
  });

  it("stores the containers the seller's counts need: 500 x 315/80R22.5 is 3 x 40ft at 246 each", async () => {
    const tyreId = tyreOf["315/80R22.5"]!;
    const { status, json } = await send({ tyreId, quantity: 500, shippingTerms: "CIF", namedPlace: "Mombasa" });
    expect(status).toBe(201);
    const deal = await engineDeal(tyreId, 500, { term: "CIF", port: "Mombasa" });
    expect([deal.plan.containerCount, deal.plan.container]).toEqual([3, "40ft"]);
    const row = await storedRow(Number(json.inquiryId));
    expect(row.containers).toBe("3 × 40ft containers");
    expect(Number(row.shipping_minor)).toBe(3 * deal.shipping.freight!.rate40Minor);
  });

  it.each(TERMS)("a quote request of the same tyre and quantity stores the same numbers as the dialog (%s)", async (_name, fields, choice) => {
    const tyreId = tyreOf["205/55R16"]!;
    const single = await send({ tyreId, quantity: 281, ...fields });
    expect(single.status).toBe(201);
    const { email } = await signedUpBuyer(server.baseUrl);
    const user = await (db as Kysely<any>).selectFrom("user").select(["id", "email", "name"]).where("email", "=", email).executeTakeFirstOrThrow();
    const placeField = choice.term === "CIF" ? "destinationPort" : "deliveryAddress";
    const place: Record<string, string> = choice.term === "FOB" ? {} : { [placeField]: fields.namedPlace! };
    const result = await submitBasketInquiry(
      db,
      { publicUrl: server.baseUrl, supplierEmail: SUPPLIER, inquiryRateLimit: 1000 },
      {
        user: { id: String(user.id), email, name: user.name, image: null },
        values: {
          name: "Ana Buyer",
          email,
          phone: "+31 6 1234 5678",
          address: "Main Street 1, Rotterdam",
          shippingTerms: fields.shippingTerms!,
          country: fields.country ?? "",
          idempotencyKey: newIdempotencyKey(),
          ...place,
        },
        entries: [{ tyreId, quantity: 281 }],
      },
    );
    expect(result.ok).toBe(true);
    const basket = await storedRow(result.ok ? result.inquiry.id : -1);
    expect(dealColumns(basket)).toEqual(dealColumns(await storedRow(Number(single.json.inquiryId))));
    expect(Number(basket.total_minor)).toBe((await engineDeal(tyreId, 281, choice)).total.amountMinor);
  });

  it.each([
    ["a place of 121 characters", { shippingTerms: "CIF", namedPlace: "x".repeat(121) }, "namedPlace", "The destination port must be at most 120 characters."],
    [
      "a control character in the place",
      { shippingTerms: "DDP", namedPlace: "Plot 5\u0007Ikeja" },
      "namedPlace",
      "The delivery address may not contain control characters (U+0007).",
    ],
    ["CIF without a place", { shippingTerms: "CIF", namedPlace: "" }, "namedPlace", "The destination port is required for CIF."],
    ["DDP without a place", { shippingTerms: "DDP", namedPlace: undefined }, "namedPlace", "The delivery address is required for DDP."],
    [
      "a country that is no ISO code",
      { shippingTerms: "DDP", namedPlace: "Plot 5", country: "Nigeria" },
      "country",
      'The country must be a two-letter ISO code such as NG, not "Nigeria".',
    ],
    ["an unknown term", { shippingTerms: "EXW" }, "shippingTerms", "Choose FOB, CIF or DDP."],
  ])("answers 400 to %s with the reason, and stores nothing", async (_what, fields, field, reason) => {
    const { status, json, email } = await send({ tyreId: tyreOf["315/80R22.5"], quantity: 260, ...fields });
    expect(status).toBe(400);
    expect((json.fieldErrors as Record<string, string>)[field]).toBe(reason);
    expect(await inquiryRows(db, email)).toHaveLength(0);
  });

  it("keeps a stored inquiry as the buyer saw it when the freight rate changes: My inquiries, the back office and the CSV", async () => {
    const tyreId = tyreOf["315/80R22.5"]!;
    const choice: ShippingChoice = { term: "CIF", port: "Tema" };
    const { json, email } = await send({ tyreId, quantity: 260, shippingTerms: "CIF", namedPlace: "Tema" });
    const inquiryId = Number(json.inquiryId);
    const before = await engineDeal(tyreId, 260, choice);
    const port = await db.selectFrom("freight_port").select(["rate_40ft_minor"]).where("code", "=", "GHTEM").executeTakeFirstOrThrow();
    await db
      .updateTable("freight_port")
      .set({ rate_40ft_minor: Number(port.rate_40ft_minor) + 50_000 })
      .where("code", "=", "GHTEM")
      .execute();
    try {
      const after = await engineDeal(tyreId, 260, choice);
      expect(after.total.amountMinor).toBeGreaterThan(before.total.amountMinor);
      const row = await storedRow(inquiryId);
      expect(Number(row.total_minor)).toBe(before.total.amountMinor);
      const user = await (db as Kysely<any>).selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      const [mine] = (await listBuyerInquiries(db, String(user.id), 1)).inquiries;
      expect(inquirySummaryView(mine!).total).toBe(formatMoney(before.total));
      expect(inquirySummaryView(mine!).terms).toBe("CIF Tema (GHTEM)");
      const record = (await getInquiryRecord(db, inquiryId))!;
      expect([record.totalMinor, record.portCode, record.freightBasis]).toEqual([before.total.amountMinor, "GHTEM", "listed"]);
      expect(record.priceRows).toContainEqual(["Sea freight", `${formatMoney(before.freight!)} (${row.freight_note})`]);
      expect(inquiryCsvLine(row)).toContain(`,${(before.total.amountMinor / 100).toFixed(2)},EUR,`);
    } finally {
      await db.updateTable("freight_port").set({ rate_40ft_minor: port.rate_40ft_minor }).where("code", "=", "GHTEM").execute();
    }
  });
});
