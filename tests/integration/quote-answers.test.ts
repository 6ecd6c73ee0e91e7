// The buyer's answers to a quote after "Send quote" (decisions 250, 251), on both databases:
// 'Accept' opens a confirmation (lines, total, payment terms, validity) and accepting it shows the
// next steps (the deposit, the seller's bank with when it last changed, the reference); the buyer
// is e-mailed them with the PI attached and the seller a link (a real SMTP server); only the
// latest version, by the number the buyer read, can be accepted; 'Ask for changes' with a message
// sends the inquiry back to the seller's "To answer"; the pipeline's value is the latest quote's
// total (the accepted one when won) and its CSV names the quote. Buyers read buyer words only.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditOf } from "../../app/admin/audit-log.server";
import { readPipelineFilter } from "../../app/admin/inquiry-pipeline";
import { listPipeline } from "../../app/admin/pipeline-repository.server";
import type { Database } from "../../app/db/schema";
import type { Deal } from "../../app/domain/deal";
import { decimalAmount, formatMoney, money } from "../../app/domain/money";
import { paymentTermSchedule } from "../../app/domain/payment-terms";
import { addDays, shopDate } from "../../app/domain/seller-quote";
import { startSmtpServer, type TestSmtpServer } from "../../scripts/support/smtp-server";
import type { AuthClient } from "../support/auth-client";
import { dealTyres, storedDealInquiry, userIdOf, type DealTyre } from "../support/deal-inquiry";
import { headerOf, pdfAttachmentOf, signedUpBuyer, utf8TextOf } from "../support/inquiry-fixtures";
import { deliverPendingMail } from "../support/mail-delivery";
import { readPdfText } from "../support/pdf-text";
import { signedUpSeller } from "../support/seller";
import { PROFILE_FORM } from "../support/seller-profile-form";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

const SUPPLIER = "supplier@tyres.example";
const TERM = "T/T 30% deposit, 70% against copy of B/L";
const euros = (minor: number) => formatMoney(money(minor, "EUR"));

describe.each(TEST_DIALECTS)("a buyer's answers to a quote on %s", (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let shop: RunningStorefront;
  let smtp: TestSmtpServer;
  let seller: AuthClient;
  let buyer: { client: AuthClient; email: string; id: string };
  let other: AuthClient;
  let tyres: DealTyre[];

  const form = (client: AuthClient, path: string, fields: Record<string, string | number>) =>
    client.request(path, {
      method: "POST",
      body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  const orderPath = (id: number) => `/account/inquiries/${id}/order`;
  /** Sends the engine's figures as the quote, each unit price `plusMinor` above what the buyer saw. */
  const sendQuote = async (id: number, deal: Deal, plusMinor = 0) => {
    const prices = Object.fromEntries(deal.lines.map((line, i) => [`price-${i}`, decimalAmount(line.unitPrice.amountMinor + plusMinor)]));
    const res = await form(seller, `/admin/inquiries/${id}/quote`, {
      ...prices,
      shipping: decimalAmount(deal.freight!.amountMinor),
      insurance: decimalAmount(deal.insurance!.amountMinor),
      incoterm: "CIF",
      namedPlace: deal.shipping.place,
      validUntil: addDays(shopDate(new Date()), 21),
      paymentTerms: TERM,
      note: "",
    });
    expect(res.status).toBe(303);
    return db.selectFrom("quote").selectAll().where("inquiry_id", "=", id).orderBy("id", "desc").executeTakeFirstOrThrow();
  };
  const newInquiry = () => storedDealInquiry(db, { userId: buyer.id, tyres, quantities: [260, 21], choice: { term: "CIF", port: "NGAPP" } });
  const state = async (id: number) => ({
    sales: (await db.selectFrom("inquiry").select("sales_status").where("id", "=", id).executeTakeFirstOrThrow()).sales_status,
    quotes: (await db.selectFrom("quote").select(["status", "changes_message"]).where("inquiry_id", "=", id).orderBy("id").execute()).map((q) => [
      q.status,
      q.changes_message,
    ]),
    jobs: (await db.selectFrom("mail_job").select("id").where("inquiry_id", "=", id).execute()).length,
  });
  const deliverMail = () => deliverPendingMail(db, smtp.url);
  const pipelineRow = async (id: number, status?: string) =>
    (await listPipeline(db, readPipelineFilter(new URLSearchParams(status ? { status, q: "Ada" } : { q: "Ada" })))).inquiries.find((row) => row.id === id);
  const csvRow = async (id: number) => {
    const lines = (await (await seller.get("/admin/inquiries.csv?q=Ada")).text()).trimEnd().split("\r\n");
    // The quote's five columns are the last; no cell of theirs holds a comma (the address before them may).
    const names = lines[0]!.split(",").slice(-5);
    expect(names).toEqual(["quote_number", "quote_version", "quoted_total", "quote_status", "accepted_at"]);
    const cells = lines
      .find((line) => line.startsWith(`${id},`))!
      .split(",")
      .slice(-5);
    return Object.fromEntries(names.map((name, i) => [name, cells[i]]));
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await createTestDatabase(dialect);
    db = database.db;
    shop = await startStorefront(database, { SUPPLIER_EMAIL: SUPPLIER });
    tyres = await dealTyres(db, 2);
    seller = (await signedUpSeller(shop.baseUrl, database)).client;
    expect((await form(seller, "/admin/profile", PROFILE_FORM)).status).toBe(303);
    const signedUp = await signedUpBuyer(shop.baseUrl, "Ada Buyer");
    buyer = { ...signedUp, id: await userIdOf(db, signedUp.email) };
    other = (await signedUpBuyer(shop.baseUrl, "Olga Other")).client;
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
    await smtp?.close();
  });

  it("confirms before accepting, then shows and e-mails the next steps with the PI; the seller gets a link; the pipeline's value is the accepted total", async () => {
    const { id, deal } = await newInquiry();
    // A euro more a tyre than the buyer saw: the quote's total is not the inquiry's.
    const quote = await sendQuote(id, deal, 100);
    const total = Number(quote.total_minor);
    expect(total).toBe(deal.total.amountMinor + 100 * deal.pieces);

    const list = await (await buyer.client.get("/account/inquiries")).text();
    expect(list).toContain(`href="${orderPath(id)}"`);
    expect(list).toContain("Quote received");
    expect(list).not.toContain('name="intent" value="accept"');

    const confirm = await buyer.client.get(orderPath(id));
    expect([confirm.status, confirm.headers.get("cache-control")]).toEqual([200, "private, no-store"]);
    const page = await confirm.text();
    const lines = await db.selectFrom("quote_line").selectAll().where("quote_id", "=", quote.id).orderBy("position").execute();
    for (const fragment of [
      "Confirm your order",
      `Quote ${quote.number} (version 1)`,
      ...lines.map((line) => line.text),
      euros(Number(lines[1]!.unit_price_minor)),
      `data-order-total="true">${euros(total)}<`,
      TERM,
      `30%: ${euros(paymentTermSchedule("tt-30-70-bl", total)[0]!.amountMinor)} due by bank transfer on order, before production`,
      "Valid until: </dt>",
      `name="quote" value="${quote.number}"`,
      "Accept quote and order",
    ]) {
      expect(page).toContain(fragment);
    }
    // The next steps come after accepting, not before.
    expect(page).not.toContain("NL91 ABNA 0417 1643 00");

    // Another buyer reads and accepts nothing; a malformed accept is 400; nothing changes.
    const before = await state(id);
    expect((await other.get(orderPath(id))).status).toBe(404);
    expect((await form(other, orderPath(id), { intent: "accept", quote: quote.number })).status).toBe(404);
    expect((await form(buyer.client, orderPath(id), { intent: "accept", quote: "" })).status).toBe(400);
    expect((await form(buyer.client, orderPath(999_999), { intent: "accept", quote: quote.number })).status).toBe(404);
    expect(await state(id)).toEqual(before);

    const accepted = await form(buyer.client, orderPath(id), { intent: "accept", quote: quote.number });
    expect([accepted.status, accepted.headers.get("location")]).toEqual([303, `${orderPath(id)}#next-steps-heading`]);
    expect(await state(id)).toMatchObject({ sales: "won", quotes: [["accepted", null]] });
    const deposit = euros(paymentTermSchedule("tt-30-70-bl", total)[0]!.amountMinor);
    const steps = await (await buyer.client.get(orderPath(id))).text();
    for (const fragment of [
      "Order confirmed",
      "Accepted (awaiting deposit)",
      `Pay the deposit: <span class="tabular-nums text-brand-700" data-next-amount="true">${deposit}</span>`,
      `with ${quote.number} as the reference`,
      "NL91 ABNA 0417 1643 00",
      "ABNANL2A",
      "Bank details last changed on",
      "Lead time: 20-30 days after the deposit is received",
    ]) {
      expect(steps).toContain(fragment);
    }
    const mine = await (await buyer.client.get("/account/inquiries")).text();
    expect(mine).toContain("Accepted (awaiting deposit)");
    expect(mine).not.toMatch(/>(Won|Lost)</);
    expect((await form(buyer.client, orderPath(id), { intent: "accept", quote: quote.number })).status).toBe(400);

    await deliverMail();
    const toBuyer = smtp.messages.find((m) => m.to.includes(buyer.email) && m.raw.includes("Order confirmed"))!;
    expect(headerOf(toBuyer, "Subject")).toBe(`Order confirmed: quote ${quote.number} accepted (inquiry #${id})`);
    for (const fragment of [
      `Pay the deposit: Transfer ${deposit}`,
      "IBAN: NL91 ABNA 0417 1643 00",
      `Reference: ${quote.number}`,
      `${shop.baseUrl}${orderPath(id)}`,
    ]) {
      expect(utf8TextOf(toBuyer)).toContain(fragment);
    }
    const pdf = pdfAttachmentOf(toBuyer)!;
    expect(Buffer.compare(pdf, Buffer.from(quote.pdf))).toBe(0);
    expect((await readPdfText(pdf)).text).toContain(`PI number: ${quote.number}`);
    const toSeller = smtp.messages.find((m) => m.to.includes(SUPPLIER) && m.raw.includes(`Quote ${quote.number} accepted`))!;
    expect(utf8TextOf(toSeller)).toContain(`${shop.baseUrl}/admin/inquiries/${id}`);

    // The pipeline's value is the accepted quote's total, and its CSV names the quote.
    expect(await pipelineRow(id, "won")).toMatchObject({
      total: { amountMinor: total, currency: "EUR" },
      quote: { number: quote.number, version: 1, state: "accepted" },
    });
    expect(await csvRow(id)).toEqual({
      quote_number: quote.number,
      quote_version: "1",
      quoted_total: decimalAmount(total),
      quote_status: "accepted",
      accepted_at: (await db.selectFrom("quote").select("answered_at").where("id", "=", quote.id).executeTakeFirstOrThrow()).answered_at,
    });
  });

  it("accepts only the latest version, by the number the buyer read: a confirmation of v1 after v2 was sent is refused", async () => {
    const { id, deal } = await newInquiry();
    const first = await sendQuote(id, deal);
    expect(await (await buyer.client.get(orderPath(id))).text()).toContain(`name="quote" value="${first.number}"`);
    const second = await sendQuote(id, deal, -100);
    const before = await state(id);
    const stale = await form(buyer.client, orderPath(id), { intent: "accept", quote: first.number });
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain(`Quote ${first.number} was replaced by quote ${second.number}. Read the new quote before accepting it.`);
    expect(await state(id)).toEqual(before);
    // The pipeline's value is the latest quote's total while it is quoted.
    expect(await pipelineRow(id, "quoted")).toMatchObject({ total: { amountMinor: Number(second.total_minor) }, quote: { number: second.number, version: 2 } });
    expect(await (await buyer.client.get(orderPath(id))).text()).toContain(`Quote ${second.number} (version 2)`);
    expect((await form(buyer.client, orderPath(id), { intent: "accept", quote: second.number })).status).toBe(303);
    expect(await state(id)).toMatchObject({
      sales: "won",
      quotes: [
        ["sent", null],
        ["accepted", null],
      ],
    });
  });

  it("asks for changes with a message: the quote closes, the inquiry is back in the seller's To answer with the message, e-mailed and audited", async () => {
    const { id, deal } = await newInquiry();
    const quote = await sendQuote(id, deal);
    const before = await state(id);
    const empty = await form(buyer.client, "/account/inquiries", { intent: "changes", inquiry: id, message: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Write what you would like changed.");
    expect((await form(other, "/account/inquiries", { intent: "changes", inquiry: id, message: "Cheaper" })).status).toBe(404);
    expect(await state(id)).toEqual(before);

    const message = "Drive tyres at €330 each, please.\nAnd loading within 3 weeks.";
    expect((await form(buyer.client, "/account/inquiries", { intent: "changes", inquiry: id, message })).status).toBe(303);
    expect(await state(id)).toMatchObject({ sales: "sent", quotes: [["declined", message]] });
    expect(await pipelineRow(id, "new")).toMatchObject({ quote: { number: quote.number, state: "changes-asked" } });
    expect((await csvRow(id)).quote_status).toBe("changes asked");
    const [entry] = await listAuditOf(db, "inquiry", id);
    expect(entry).toMatchObject({ action: "quote.changes", actor: buyer.email, after: { salesStatus: "sent", quote: quote.number, message } });

    const sellerPage = await (await seller.get(`/admin/inquiries/${id}`)).text();
    expect(sellerPage).toContain("Changes asked");
    expect(sellerPage).toContain("Drive tyres at €330 each, please.");
    expect(sellerPage).toContain(`Quote ${quote.number} v1 sent back by the buyer, asking for changes`);
    const mine = await (await buyer.client.get("/account/inquiries")).text();
    expect(mine).toContain("Changes asked");
    expect(mine).toContain("Drive tyres at €330 each, please.");
    expect(mine).not.toContain(`href="${orderPath(id)}"`);
    const refused = await form(buyer.client, orderPath(id), { intent: "accept", quote: quote.number });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(`Quote ${quote.number} was already answered.`);

    await deliverMail();
    const toSeller = smtp.messages.find((m) => m.to.includes(SUPPLIER) && m.raw.includes(`Changes asked to quote ${quote.number}`))!;
    expect(utf8TextOf(toSeller)).toContain("Drive tyres at €330 each, please.");
    expect(utf8TextOf(toSeller)).toContain(`${shop.baseUrl}/admin/inquiries/${id}`);

    // The seller answers with a revised quote: quoted again, and that one can be accepted.
    const revised = await sendQuote(id, deal, -500);
    expect(await state(id)).toMatchObject({ sales: "quoted" });
    expect(await csvRow(id)).toMatchObject({ quote_number: revised.number, quote_version: "2", quote_status: "sent", accepted_at: "" });
  });
});
