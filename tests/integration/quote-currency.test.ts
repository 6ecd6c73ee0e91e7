// A quote issued in US dollars at the seller's kept rate (decision 301), on both databases: the
// seller prices in euros and picks USD; sending converts every unit price, the freight and the
// insurance once, stores the currency and the rate with the quote, and the PDF (read back with a
// real PDF parser) lists lines that add up exactly to its printed total, the rate said once.
// Editing the rate afterwards changes nothing sent: the quote, its PDF, the buyer's view, the
// order and its commercial invoice keep the quote's rate. An unknown currency, or one without a
// kept rate, is refused with 400 and the reason, nothing stored.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/schema";
import { convertMinor, type ExchangeRate } from "../../app/domain/exchange-rate";
import { decimalAmount } from "../../app/domain/money";
import { addDays, shopDate } from "../../app/domain/seller-quote";
import type { AuthClient } from "../support/auth-client";
import { dealTyres, storedDealInquiry, userIdOf, type DealTyre } from "../support/deal-inquiry";
import { signedUpBuyer } from "../support/inquiry-fixtures";
import { readPdfText } from "../support/pdf-text";
import { signedUpSeller } from "../support/seller";
import { PROFILE_FORM } from "../support/seller-profile-form";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

const TERM = "T/T 30% deposit, 70% against copy of B/L";
// The seeded example rate (decision 284).
const USD: ExchangeRate = { from: { code: "EUR", minorUnits: 2 }, to: { code: "USD", minorUnits: 2 }, rateMillionths: 1_081_200, asOf: "2026-11-24" };
const RATE_SENTENCE = "1 EUR = 1.0812 USD, 24 Nov 2026";
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

/** "US$61,648.60" as integer cents. */
const cents = (printed: string) => Number(printed.replace(/[^0-9]/g, ""));
const DOLLARS = /US\$[\d,]+\.\d{2}/g;
const HAS_DOLLARS = /US\$[\d,]+\.\d{2}/;

describe.each(TEST_DIALECTS)("a quote issued in US dollars on %s", (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let shop: RunningStorefront;
  let seller: AuthClient;
  let buyer: AuthClient;
  let buyerId: string;
  let tyres: DealTyre[];
  const today = shopDate(new Date());

  const post = (client: AuthClient, path: string, fields: Record<string, string>) =>
    client.request(path, { method: "POST", body: new URLSearchParams(fields).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } });
  const step = (id: number, fields: Record<string, string>, photos: Array<[string, Buffer]> = []) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    for (const [name, bytes] of photos) body.append("photos", new Blob([new Uint8Array(bytes)]), name);
    return seller.request(`/admin/inquiries/${id}/order`, { method: "POST", body });
  };

  /** A CIF inquiry of two lines as the buyer sent it, and the form that quotes it at the buyer's euro prices in `currency`. */
  async function inquiryWithForm(currency: string) {
    const { id, deal } = await storedDealInquiry(db, { userId: buyerId, tyres, quantities: [260, 21], choice: { term: "CIF", port: "NGAPP" } });
    const fields = {
      currency,
      ...Object.fromEntries(deal.lines.map((line, i) => [`price-${i}`, decimalAmount(line.unitPrice.amountMinor)])),
      shipping: decimalAmount(deal.freight!.amountMinor),
      insurance: decimalAmount(deal.insurance!.amountMinor),
      incoterm: "CIF",
      namedPlace: deal.shipping.place,
      validUntil: addDays(today, 21),
      paymentTerms: TERM,
      note: "",
    };
    return { id, deal, fields };
  }
  const storedQuote = (id: number) => db.selectFrom("quote").selectAll().where("inquiry_id", "=", id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = database.db;
    shop = await startStorefront(database);
    tyres = await dealTyres(db, 2);
    seller = (await signedUpSeller(shop.baseUrl, database)).client;
    expect((await post(seller, "/admin/profile", PROFILE_FORM)).status).toBe(303);
    const signedUp = await signedUpBuyer(shop.baseUrl, "Ada Buyer");
    buyer = signedUp.client;
    buyerId = await userIdOf(db, signedUp.email);
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });

  it("offers the kept rates, converts each figure once, and prints a PDF whose lines add up exactly to its total, the rate said once", async () => {
    const { id, deal, fields } = await inquiryWithForm("USD");
    const compose = await (await seller.get(`/admin/inquiries/${id}/quote`)).text();
    expect(compose).toContain(`<option value="USD">USD: ${RATE_SENTENCE} (example rate)</option>`);
    expect(compose).toContain('<option value="EUR" selected="">EUR: the prices as entered</option>');

    expect((await post(seller, `/admin/inquiries/${id}/quote`, fields)).status).toBe(303);
    const quote = await storedQuote(id);
    const lines = await db.selectFrom("quote_line").selectAll().where("quote_id", "=", quote.id).orderBy("position").execute();
    // Each unit price converted once; each line its converted unit price times its pieces.
    const units = deal.lines.map((line) => convertMinor(line.unitPrice.amountMinor, USD));
    expect(lines.map((line) => [Number(line.unit_price_minor), Number(line.line_total_minor)])).toEqual(
      units.map((unit, i) => [unit, unit * deal.lines[i]!.quantity]),
    );
    const goods = units.reduce((sum, unit, i) => sum + unit * deal.lines[i]!.quantity, 0);
    const freight = convertMinor(deal.freight!.amountMinor, USD);
    const insurance = convertMinor(deal.insurance!.amountMinor, USD);
    expect({
      currency: quote.currency,
      rate: [quote.rate_from, Number(quote.rate_millionths), quote.rate_as_of],
      amounts: [quote.subtotal_minor, quote.shipping_minor, quote.insurance_minor, quote.total_minor].map(Number),
    }).toEqual({ currency: "USD", rate: ["EUR", 1_081_200, "2026-11-24"], amounts: [goods, freight, insurance, goods + freight + insurance] });

    // The PDF as a reader sees it: each table row's unit price × quantity is its line total, the
    // line totals sum to the goods, and goods, freight and insurance sum to the printed total.
    const { text } = await readPdfText(quote.pdf);
    const rows = deal.lines.map((line, i) => {
      const row = text.split("\n").find((candidate) => candidate.startsWith(`${tyres[i]!.size} `) && HAS_DOLLARS.test(candidate));
      expect(row, `line ${i + 1}`).toBeDefined();
      const [unit, total] = row!.match(DOLLARS)!.map(cents);
      expect(row).toContain(` ${line.quantity} US$`);
      expect(unit! * line.quantity).toBe(total);
      return total!;
    });
    const printed = (label: string) => cents(new RegExp(`${label.replace(/[()]/g, "\\$&")} (US\\$[\\d,]+\\.\\d{2})`).exec(text)![1]!);
    expect(rows.reduce((sum, total) => sum + total, 0)).toBe(printed("Goods (FOB value)"));
    expect(printed("Goods (FOB value)") + printed("Freight") + printed("Insurance")).toBe(printed("Total (USD)"));
    expect(printed("Total (USD)")).toBe(Number(quote.total_minor));
    expect(text.split(RATE_SENTENCE)).toHaveLength(2);
    expect(text).not.toContain("€");
  });

  it("keeps the rate it was sent with when the seller's rate changes: the quote, its PDF, the buyer's view, the order and the invoice", async () => {
    const { id, fields } = await inquiryWithForm("USD");
    expect((await post(seller, `/admin/inquiries/${id}/quote`, fields)).status).toBe(303);
    const sent = await storedQuote(id);
    const buyerPage = async () => (await (await buyer.get("/account/inquiries")).text()).replace(/\s+/g, " ");
    const before = await buyerPage();
    expect(before).toContain(`${RATE_SENTENCE}, fixed`);

    expect((await post(seller, "/admin/rates", { intent: "save", currency: "USD", rate: "1.25", asOf: today })).status).toBe(303);
    const after = await storedQuote(id);
    expect({ ...after, pdf: Buffer.from(after.pdf).toString("base64") }).toEqual({ ...sent, pdf: Buffer.from(sent.pdf).toString("base64") });
    const pdf = await buyer.get(`/account/inquiries/${id}/quote.pdf`);
    expect(Buffer.compare(Buffer.from(await pdf.arrayBuffer()), Buffer.from(sent.pdf))).toBe(0);
    const total = `data-quote-total="true">US$`;
    expect(await buyerPage()).toContain(`${RATE_SENTENCE}, fixed`);
    expect((await buyerPage()).includes(total)).toBe(before.includes(total));

    // Accepted and shipped at the new rate's time: the order and its commercial invoice keep the quote's.
    const order = await (await buyer.get(`/account/inquiries/${id}/order`)).text();
    expect(order).toContain(`${RATE_SENTENCE}, fixed`);
    expect((await post(buyer, `/account/inquiries/${id}/order`, { intent: "accept", quote: sent.number })).status).toBe(303);
    expect((await step(id, { kind: "in-production", version: "0", on: today })).status).toBe(303);
    expect((await step(id, { kind: "loaded", version: "1", on: today, "container-0": "CSQU3054383", "seal-0": "S1" }, [["a.png", PNG]])).status).toBe(303);
    const shipped = { kind: "shipped", version: "2", on: today, billOfLading: "B1", vessel: "V", voyage: "1", etd: today, eta: today };
    expect((await step(id, shipped)).status).toBe(303);
    const invoice = await buyer.get(`/account/inquiries/${id}/documents/commercial-invoice.pdf`);
    expect(invoice.status).toBe(200);
    const invoiceText = (await readPdfText(new Uint8Array(await invoice.arrayBuffer()))).text.replace(/\s+/g, " ");
    expect(invoiceText).toContain(`converted from EUR at ${RATE_SENTENCE}, fixed when the quote was sent`);
    expect(invoiceText).toContain(`Total (USD) US$${(Number(sent.total_minor) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
    expect(invoiceText).not.toContain("1.25");
  });

  it.each([
    ["ZZZ", "Currency: ZZZ is not an ISO 4217 currency code."],
    ["JPY", "Currency: there is no exchange rate for JPY. Add one under Exchange rates, or issue the quote in EUR."],
  ])("refuses a quote in %s with 400 and the reason, storing nothing", async (currency, reason) => {
    const { id, fields } = await inquiryWithForm(currency);
    const refused = await post(seller, `/admin/inquiries/${id}/quote`, fields);
    expect(refused.status).toBe(400);
    // The compose page again, the reason beside the currency field.
    expect(await refused.text()).toContain(`<p id="quote-currency-error" class="mt-1 text-sm font-medium text-red-700">${reason}</p>`);
    expect(await db.selectFrom("quote").select("id").where("inquiry_id", "=", id).execute()).toEqual([]);
    expect(await db.selectFrom("mail_job").select("id").where("inquiry_id", "=", id).execute()).toEqual([]);
  });
});
