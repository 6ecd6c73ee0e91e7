// The proforma invoice of a sent quote (decision 231), on both databases: after the seller saves
// the company profile, the compose page starts with its default payment term and validity, and
// the PDF stored with the quote (and e-mailed) prints the profile's seller and bank with the date
// the bank last changed, the Incoterm 2020 with its place and the ports, the containers, each
// line's brand, model, axle, load index and speed symbol, HS code, quantity, prices and the
// catalogue's weights; the engine's goods, freight, insurance and total as stored; the payment
// terms' amounts and when each is due; the lead time and the signature block.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/schema";
import { decimalAmount, formatMoney, money } from "../../app/domain/money";
import { paymentScheduleLines } from "../../app/domain/payment-terms";
import { addDays, shopDate } from "../../app/domain/seller-quote";
import { weightKgOf } from "../../app/domain/tyre-weight";
import type { AuthClient } from "../support/auth-client";
import { dealTyres, storedDealInquiry, userIdOf, type DealTyre } from "../support/deal-inquiry";
import { signedUpBuyer } from "../support/inquiry-fixtures";
import { readPdfText } from "../support/pdf-text";
import { signedUpSeller } from "../support/seller";
import { PROFILE_FORM } from "../support/seller-profile-form";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

const euros = (minor: number) => formatMoney(money(minor, "EUR"));
const TERM = "T/T 30% deposit, 70% against copy of B/L";

describe.each(TEST_DIALECTS)("the proforma invoice of a sent quote on %s", (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let shop: RunningStorefront;
  let seller: AuthClient;
  let buyerId: string;
  let buyer: AuthClient;
  let tyres: DealTyre[];

  const post = (path: string, fields: Record<string, string>) =>
    seller.request(path, { method: "POST", body: new URLSearchParams(fields).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } });
  const inputValue = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = database.db;
    shop = await startStorefront(database, { SUPPLIER_EMAIL: "supplier@tyres.example" });
    tyres = await dealTyres(db, 2);
    seller = (await signedUpSeller(shop.baseUrl, database)).client;
    const signedUp = await signedUpBuyer(shop.baseUrl, "Ada Buyer");
    buyer = signedUp.client;
    buyerId = await userIdOf(db, signedUp.email);
    expect((await post("/admin/profile", PROFILE_FORM)).status).toBe(303);
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });

  it("prints the profile, the ports, each line's tyre, HS code and weight, the stored totals, the schedule and the bank", async () => {
    const { id, deal } = await storedDealInquiry(db, { userId: buyerId, tyres, quantities: [260, 21], choice: { term: "CIF", port: "NGAPP" } });
    const compose = await (await seller.get(`/admin/inquiries/${id}/quote`)).text();
    // The profile's default term and its 21 days.
    expect(compose).toContain(`>${TERM}</textarea>`);
    expect(inputValue(compose, "validUntil")).toBe(addDays(shopDate(new Date()), 21));

    const sent = await post(`/admin/inquiries/${id}/quote`, {
      "price-0": decimalAmount(deal.lines[0]!.unitPrice.amountMinor),
      "price-1": decimalAmount(deal.lines[1]!.unitPrice.amountMinor),
      shipping: decimalAmount(deal.freight!.amountMinor),
      insurance: decimalAmount(deal.insurance!.amountMinor),
      incoterm: "CIF",
      namedPlace: deal.shipping.place,
      validUntil: addDays(shopDate(new Date()), 21),
      paymentTerms: TERM,
      note: "",
    });
    expect(sent.status).toBe(303);
    const quote = await db.selectFrom("quote").selectAll().where("inquiry_id", "=", id).executeTakeFirstOrThrow();
    // The PI's figures are the stored quote's, which are the engine's.
    expect([quote.subtotal_minor, quote.shipping_minor, quote.insurance_minor, quote.total_minor].map(Number)).toEqual([
      deal.goods.amountMinor,
      deal.freight!.amountMinor,
      deal.insurance!.amountMinor,
      deal.total.amountMinor,
    ]);
    const catalogue = await db
      .selectFrom("tyre")
      .innerJoin("brand", "brand.id", "tyre.brand_id")
      .select(["tyre.id", "brand.name as brand", "tyre.model", "tyre.pattern", "tyre.load_index", "tyre.speed_symbol", "tyre.weight"])
      .where(
        "tyre.id",
        "in",
        tyres.map((tyre) => tyre.id),
      )
      .execute();
    const { text } = await readPdfText(quote.pdf);
    const expected = [
      `PI number: ${quote.number}`,
      "Tyre Wholesale B.V.",
      "VAT number: NL123456789B01",
      "Registration number: KvK 12345678",
      "Ada Buyer",
      "Ada Haulage Ltd",
      "Incoterms 2020: CIF Lagos Apapa (NGAPP)",
      "Port of loading: Rotterdam",
      "Port of discharge: Lagos Apapa (NGAPP)",
      `Containers: ${deal.plan.containerCount} × ${deal.plan.container}`,
      "Lead time: 20-30 days after the deposit is received",
      `Goods (FOB value) ${euros(deal.goods.amountMinor)}`,
      `Freight ${euros(deal.freight!.amountMinor)}`,
      `Insurance ${euros(deal.insurance!.amountMinor)}`,
      `Total (EUR) ${euros(deal.total.amountMinor)}`,
      ...paymentScheduleLines("tt-30-70-bl", deal.total.amountMinor, "EUR"),
      "IBAN: NL91 ABNA 0417 1643 00",
      "SWIFT/BIC: ABNANL2A",
      `Reference on the transfer: ${quote.number}`,
      "Bank details last changed on",
      "For and on behalf of Tyre Wholesale B.V.",
      "Accepted by the buyer",
    ];
    for (const [i, line] of deal.lines.entries()) {
      const tyre = catalogue.find((row) => Number(row.id) === tyres[i]!.id)!;
      const netKg = Math.round(weightKgOf(tyre.weight)! * line.quantity).toLocaleString("en-US");
      expected.push(
        `${tyre.brand} ${tyre.model}`,
        `${tyre.pattern} axle · LI/SS ${tyre.load_index}${tyre.speed_symbol}`,
        `${tyres[i]!.size} 4011.20 ${line.quantity} ${euros(line.unitPrice.amountMinor)} ${euros(line.unitPrice.amountMinor * line.quantity)} ${netKg} ${netKg}`,
      );
    }
    for (const fragment of expected) expect(text).toContain(fragment);

    // The e-mail carries those very bytes.
    const job = await db.selectFrom("mail_job").select("id").where("inquiry_id", "=", id).where("kind", "=", "buyer").executeTakeFirstOrThrow();
    const attachment = await db.selectFrom("mail_attachment").select("content").where("mail_job_id", "=", job.id).executeTakeFirstOrThrow();
    expect(Buffer.compare(Buffer.from(attachment.content), Buffer.from(quote.pdf))).toBe(0);

    // The inquiry's page shows the quote sent: number and version, status, lines, total, validity, its PDF.
    const page = await (await seller.get(`/admin/inquiries/${id}`)).text();
    expect(page).toContain(`Quote ${quote.number} v1`);
    expect(page).toContain("Sent, awaiting the buyer");
    expect(page).toContain(`data-sent-quote-total="true">${euros(deal.total.amountMinor)}<`);
    expect(page).toContain(euros(deal.lines[1]!.unitPrice.amountMinor));
    expect(page).toContain("Send a revised quote");
    expect(page).not.toContain("Answer with a quote");
    expect(page).toContain(`href="/admin/inquiries/${id}/quote.pdf"`);
    const download = await seller.get(`/admin/inquiries/${id}/quote.pdf`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), Buffer.from(quote.pdf))).toBe(0);
    // A buyer never reaches the back office's copy, not even of their own inquiry.
    expect((await buyer.get(`/admin/inquiries/${id}/quote.pdf`)).status).toBe(403);
    expect((await seller.get("/admin/inquiries/999999/quote.pdf")).status).toBe(404);
  });
});
