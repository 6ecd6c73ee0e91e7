// Answering an inquiry with a quote over HTTP on both databases (decisions 175-177): the
// compose page for sellers only (a visitor to log in or 401, a buyer 403); bad input 400 with
// nothing stored; 'Send quote' stores the quote, its lines and PDF, queues the buyer's e-mail with
// the PDF attached (delivered through a real SMTP server) and moves the inquiry to quoted; the PDF
// read back; the buyer's download, accept (won, on the order page) and decline (lost) with the seller e-mailed;
// answering twice refused; expiry; another buyer gets 404 for the PDF and the answers.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditOf } from "../../app/admin/audit-log.server";
import type { Database } from "../../app/db/schema";
import { addDays, shopDate } from "../../app/domain/seller-quote";
import { currentQuoteOf, isCurrentQuoteExpired } from "../../app/quotes/buyer-quotes.server";
import { AuthClient } from "../support/auth-client";
import { inquiryBody, newIdempotencyKey, signedUpBuyer } from "../support/inquiry-fixtures";
import { deliverPendingMail } from "../support/mail-delivery";
import { readPdfText } from "../support/pdf-text";
import { signedUpSeller } from "../support/seller";
import { readPipelineFilter } from "../../app/admin/inquiry-pipeline";
import { listPipeline } from "../../app/admin/pipeline-repository.server";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../../scripts/support/smtp-server";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

const SUPPLIER = "supplier@tyres.example";
const REQUEST = {
  name: "Ana Buyer",
  phone: "+31 6 1234 5678",
  company: "Ana Transport BV",
  address: "Main Street 1, Rotterdam",
  message: "Mixed container, please.",
  shippingTerms: "CIF",
  destinationPort: "Mombasa, Kenya",
};

/** The first attachment of a received message, decoded. */
function attachmentOf(mail: ReceivedMail): { filename: string; contentType: string; bytes: Buffer } | null {
  const match = /Content-Type: (application\/pdf);\s*name=("?)([^"\r\n]+)\2[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw);
  if (!match) return null;
  return { contentType: match[1]!, filename: match[3]!, bytes: Buffer.from(match[4]!.replace(/\s+/g, ""), "base64") };
}

describe.each(TEST_DIALECTS)("quotes on %s", (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let shop: RunningStorefront;
  let smtp: TestSmtpServer;
  let seller: AuthClient;
  let buyer: { client: AuthClient; email: string };
  let other: { client: AuthClient; email: string };
  let basketInquiry: number;
  let singleInquiry: number;
  let tyres: Array<{ id: number; price: number }>;
  let ip = 0;

  const post = (client: AuthClient, path: string, fields: Record<string, string | number>) =>
    client.request(path, {
      method: "POST",
      body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `10.15.0.${(++ip % 250) + 1}` },
    });
  const composePath = (id: number) => `/admin/inquiries/${id}/quote`;
  const validUntil = () => addDays(shopDate(new Date()), 10);
  const goodQuote = (overrides: Record<string, string> = {}) => ({
    "price-0": "345.00",
    "price-1": "1,299.99",
    shipping: "1500",
    insurance: "250.00",
    incoterm: "CIF",
    namedPlace: "Mombasa, Kenya",
    validUntil: validUntil(),
    paymentTerms: "30% deposit for production, balance before shipment. Payment by bank transfer (TT), PayPal or credit card.",
    note: "Delivery 15-30 days after the deposit.",
    ...overrides,
  });
  const counts = async () => ({
    quotes: (await db.selectFrom("quote").select("id").execute()).length,
    jobs: (await db.selectFrom("mail_job").select("id").execute()).length,
    attachments: (await db.selectFrom("mail_attachment").select("id").execute()).length,
  });
  const salesStatus = async (id: number) => (await db.selectFrom("inquiry").select("sales_status").where("id", "=", id).executeTakeFirstOrThrow()).sales_status;
  const singleTyreInquiry = async (client: AuthClient, email: string, quantity = 120) => {
    const res = await client.post("/api/send-email", inquiryBody({ email, tyreId: tyres[0]!.id, quantity }), { "idempotency-key": newIdempotencyKey() });
    expect(res.status).toBe(201);
    return Number((await res.json()).inquiryId);
  };
  const deliverMail = () => deliverPendingMail(db, smtp.url);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await createTestDatabase(dialect);
    db = database.db;
    shop = await startStorefront(database, { SUPPLIER_EMAIL: SUPPLIER, INQUIRY_RATE_LIMIT: "50" });
    const rows = await db
      .selectFrom("tyre")
      .select(["id", "offer_price_minor", "size_normalized"])
      .where("offer_price_currency", "=", "EUR")
      .where("vehicle_type", "=", "truck")
      .orderBy("id")
      .limit(40)
      .execute();
    const second = rows.find((r) => r.size_normalized !== rows[0]!.size_normalized)!;
    tyres = [rows[0]!, second].map((r) => ({ id: Number(r.id), price: Number(r.offer_price_minor) }));
    seller = (await signedUpSeller(shop.baseUrl, database)).client;
    buyer = await signedUpBuyer(shop.baseUrl, "Ana Buyer");
    other = await signedUpBuyer(shop.baseUrl, "Olga Other");
    // A basket of two sizes requested as one inquiry.
    await post(buyer.client, "/quote", { intent: "add", tyre: tyres[0]!.id, quantity: 100 });
    await post(buyer.client, "/quote", { intent: "add", tyre: tyres[1]!.id, quantity: 60 });
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(await (await buyer.client.get("/quote")).text())?.[1] ?? "";
    const sent = await post(buyer.client, "/quote", { intent: "request", idempotencyKey: key, email: buyer.email, ...REQUEST });
    expect(sent.status).toBe(303);
    basketInquiry = Number((await db.selectFrom("inquiry").select("id").orderBy("id", "desc").executeTakeFirstOrThrow()).id);
    singleInquiry = await singleTyreInquiry(other.client, other.email);
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
    await smtp?.close();
  });

  it("lets only sellers open and post the compose form: a visitor to log in (page) or 401 (post), a buyer 403", async () => {
    const visitor = new AuthClient(shop.baseUrl);
    const page = await visitor.get(composePath(basketInquiry));
    expect([page.status, page.headers.get("location")]).toEqual([302, `/login?redirectTo=${encodeURIComponent(composePath(basketInquiry))}`]);
    expect((await post(visitor, composePath(basketInquiry), goodQuote())).status).toBe(401);
    expect((await buyer.client.get(composePath(basketInquiry))).status).toBe(403);
    const forbidden = await post(buyer.client, composePath(basketInquiry), goodQuote());
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get("cache-control")).toBe("private, no-store");
    expect(await counts()).toMatchObject({ quotes: 0, attachments: 0 });
    expect((await seller.get(composePath(999_999))).status).toBe(404);
  });

  it("prefills the compose form with the shop's computed prices, shipping, terms, place, and, with no company profile saved, its defaults: 14 days' validity and the T/T 30/70 terms (decision 230)", async () => {
    const res = await seller.get(composePath(basketInquiry));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    const lines = await db.selectFrom("inquiry_line").selectAll().where("inquiry_id", "=", basketInquiry).orderBy("position").execute();
    const inquiry = await db.selectFrom("inquiry").selectAll().where("id", "=", basketInquiry).executeTakeFirstOrThrow();
    const decimal = (minor: number) => (minor / 100).toFixed(2);
    expect(html).toContain(`name="price-0" value="${decimal(Number(lines[0]!.unit_price_minor))}"`);
    expect(html).toContain(`name="price-1" value="${decimal(Number(lines[1]!.unit_price_minor))}"`);
    expect(html).toContain(`value="${decimal(Number(inquiry.shipping_minor))}"`);
    expect(html).toContain('value="Mombasa, Kenya"');
    expect(html).toContain(`value="${addDays(shopDate(new Date()), 14)}"`);
    expect(html).toContain(">T/T 30% deposit, 70% against copy of B/L</textarea>");
    expect(html).toMatch(/<option value="CIF" selected="">/);
  });

  it.each([
    ["a unit price that is not an amount", { "price-0": "cheap" }, "price-0"],
    ["a missing unit price", { "price-1": "" }, "price-1"],
    ["a price of zero", { "price-0": "0" }, "price-0"],
    ["a price in another currency", { "price-0": "$345" }, "price-0"],
    ["a validity date in the past", { validUntil: addDays(shopDate(new Date()), -1) }, "validUntil"],
    ["a validity date that is no date", { validUntil: "2026-02-30" }, "validUntil"],
    ["an unknown incoterm", { incoterm: "EXW" }, "incoterm"],
    ["no named place", { namedPlace: "  " }, "namedPlace"],
    ["no payment terms", { paymentTerms: "" }, "paymentTerms"],
  ])("answers 400 to %s and stores nothing", async (_what, change, field) => {
    const before = await counts();
    const res = await post(seller, composePath(basketInquiry), goodQuote(change));
    expect(res.status).toBe(400);
    // The field's own error, tied to it.
    expect(await res.text()).toMatch(new RegExp(`aria-invalid="true" aria-describedby="(quote|inquiry)-${field}-error"`));
    expect(await counts()).toEqual(before);
    expect(await salesStatus(basketInquiry)).toBe("sent");
  });

  it.each([
    ["a negative freight", { shipping: "-1500" }, "shipping", /Freight cannot be negative\./],
    ["a freight that is not an amount", { shipping: "a lot" }, "shipping", /Freight: could not read a price/],
    ["a negative insurance", { insurance: "€-250" }, "insurance", /Insurance cannot be negative\./],
    ["an insurance that is not an amount", { insurance: "some" }, "insurance", /Insurance: could not read a price/],
    ["no insurance under CIF", { insurance: "" }, "insurance", /Insurance is required\./],
  ])("answers 400 to %s with the field's reason, and stores nothing", async (_what, change, field, reason) => {
    const before = await counts();
    const res = await post(seller, composePath(basketInquiry), goodQuote(change));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`aria-invalid="true" aria-describedby="quote-${field}-error"`));
    expect(new RegExp(`<p id="quote-${field}-error"[^>]*>([^<]*)</p>`).exec(html)?.[1]).toMatch(reason);
    expect(await counts()).toEqual(before);
    expect(await salesStatus(basketInquiry)).toBe("sent");
  });

  it("sends the quote: stores it with its lines and PDF, queues the e-mail with the PDF attached, moves the inquiry to quoted and audits it", async () => {
    const res = await post(seller, composePath(basketInquiry), goodQuote());
    expect([res.status, res.headers.get("location")]).toEqual([303, `/admin/inquiries/${basketInquiry}`]);
    const quote = await db.selectFrom("quote").selectAll().where("inquiry_id", "=", basketInquiry).executeTakeFirstOrThrow();
    const year = shopDate(new Date()).slice(0, 4);
    expect(quote.number).toBe(`Q-${year}-${String(quote.id).padStart(6, "0")}`);
    expect(quote).toMatchObject({
      currency: "EUR",
      subtotal_minor: 345_00 * 100 + 1_299_99 * 60,
      shipping_minor: 1500_00,
      insurance_minor: 250_00,
      total_minor: 345_00 * 100 + 1_299_99 * 60 + 1500_00 + 250_00,
      incoterm: "CIF",
      named_place: "Mombasa, Kenya",
      valid_until: validUntil(),
      status: "sent",
      note: "Delivery 15-30 days after the deposit.",
      answered_at: null,
    });
    const lines = await db.selectFrom("quote_line").selectAll().where("quote_id", "=", quote.id).orderBy("position").execute();
    expect(lines.map((l) => [l.position, l.tyre_id, l.quantity, l.unit_price_minor, l.line_total_minor])).toEqual([
      [1, tyres[0]!.id, 100, 345_00, 345_00 * 100],
      [2, tyres[1]!.id, 60, 1_299_99, 1_299_99 * 60],
    ]);
    expect(lines.every((l) => l.inquiry_line_id !== null)).toBe(true);
    expect(await salesStatus(basketInquiry)).toBe("quoted");

    const { text } = await readPdfText(quote.pdf);
    for (const expected of [
      quote.number,
      lines[0]!.text,
      lines[1]!.text,
      "€345.00",
      "€34,500.00",
      "€1,299.99",
      "€77,999.40",
      "Freight €1,500.00",
      "Insurance €250.00",
      "€114,249.40",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain("Incoterms 2020: CIF Mombasa, Kenya");
    // The spec's payment sentence (this quote's) is read as its 30% deposit and balance (decision 231).
    expect(text).toContain("30%: €34,274.82 due on order, for production");
    expect(text).toContain("70%: €79,974.58 due before shipment");
    expect(text).toContain("After this date the quote can no longer be accepted.");

    const job = await db
      .selectFrom("mail_job")
      .selectAll()
      .where("inquiry_id", "=", basketInquiry)
      .where("subject", "like", "Your quote%")
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      kind: "buyer",
      to_address: buyer.email,
      reply_to: SUPPLIER,
      status: "pending",
      subject: `Your quote ${quote.number} for inquiry #${basketInquiry}`,
    });
    const attachment = await db.selectFrom("mail_attachment").selectAll().where("mail_job_id", "=", job.id).executeTakeFirstOrThrow();
    expect([attachment.filename, attachment.content_type]).toEqual([`${quote.number}.pdf`, "application/pdf"]);
    expect(Buffer.from(attachment.content).equals(Buffer.from(quote.pdf))).toBe(true);

    const [entry] = await listAuditOf(db, "inquiry", basketInquiry);
    expect(entry).toMatchObject({ action: "quote.send", before: { salesStatus: "sent", quote: null }, after: { salesStatus: "quoted", quote: quote.number } });

    // The worker sends it through a real SMTP server, the PDF attached.
    await deliverMail();
    const mail = await smtp.waitForMail(buyer.email);
    expect(mail.raw).toContain(`Subject: Your quote ${quote.number} for inquiry #${basketInquiry}`);
    const file = attachmentOf(mail);
    expect(file).toMatchObject({ filename: `${quote.number}.pdf`, contentType: "application/pdf" });
    expect((await readPdfText(file!.bytes)).text).toContain(`PI number: ${quote.number}`);
    expect((await db.selectFrom("mail_job").select("status").where("id", "=", job.id).executeTakeFirstOrThrow()).status).toBe("sent");
  });

  it("shows the buyer the quote with its PDF, private and only to them; another buyer gets 404 for the PDF and the answers", async () => {
    const quote = (await currentQuoteOf(db, basketInquiry))!;
    const page = await (await buyer.client.get("/account/inquiries")).text();
    expect(page).toContain(`data-buyer-quote="${quote.number}"`);
    expect(page).toContain("Awaiting your answer");
    expect(page).toContain(`Accept quote ${quote.number}`);

    const pdfPath = `/account/inquiries/${basketInquiry}/quote.pdf`;
    const download = await buyer.client.get(pdfPath);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${quote.number}.pdf"`);
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    const stored = await db.selectFrom("quote").select("pdf").where("number", "=", quote.number).executeTakeFirstOrThrow();
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(stored.pdf))).toBe(true);

    expect((await other.client.get(pdfPath)).status).toBe(404);
    expect((await other.client.get("/account/inquiries")).status).toBe(200);
    expect(await (await other.client.get("/account/inquiries")).text()).not.toContain(quote.number);
    expect((await post(other.client, "/account/inquiries", { intent: "decline", inquiry: basketInquiry })).status).toBe(404);
    expect((await post(other.client, `/account/inquiries/${basketInquiry}/order`, { intent: "accept", quote: quote.number })).status).toBe(404);
    expect((await currentQuoteOf(db, basketInquiry))!.status).toBe("sent");
    const visitor = await new AuthClient(shop.baseUrl).get(pdfPath);
    expect(visitor.status).toBe(302);
  });

  it("accepts: the quote accepted, the inquiry won, the seller e-mailed, audited with the buyer as actor; a second answer is refused", async () => {
    const quote = (await currentQuoteOf(db, basketInquiry))!;
    // Accepting is confirmed on the order page, naming the quote read (decision 251).
    const res = await post(buyer.client, `/account/inquiries/${basketInquiry}/order`, { intent: "accept", quote: quote.number });
    expect(res.status).toBe(303);
    expect((await currentQuoteOf(db, basketInquiry))!.status).toBe("accepted");
    expect(await salesStatus(basketInquiry)).toBe("won");
    const job = await db
      .selectFrom("mail_job")
      .selectAll()
      .where("inquiry_id", "=", basketInquiry)
      .where("kind", "=", "supplier")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      kind: "supplier",
      to_address: SUPPLIER,
      reply_to: buyer.email,
      subject: `Quote ${quote.number} accepted (inquiry #${basketInquiry})`,
    });
    const [entry] = await listAuditOf(db, "inquiry", basketInquiry);
    expect(entry).toMatchObject({ action: "quote.accept", actor: buyer.email, after: { salesStatus: "won", quoteStatus: "accepted" } });

    const again = await post(buyer.client, "/account/inquiries", { intent: "decline", inquiry: basketInquiry });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(`Quote ${quote.number} was already accepted.`);
    expect(await salesStatus(basketInquiry)).toBe("won");
    // A won inquiry is not quoted again.
    const resend = await post(seller, composePath(basketInquiry), goodQuote());
    expect(resend.status).toBe(400);
    await deliverMail();
    expect((await smtp.waitForMail(SUPPLIER)).raw).toContain(`accepted quote ${quote.number}`);
  });

  it("quotes a single-tyre inquiry as its one stored line, and the buyer declines it (lost)", async () => {
    const page = await (await seller.get(composePath(singleInquiry))).text();
    const inquiry = await db.selectFrom("inquiry").selectAll().where("id", "=", singleInquiry).executeTakeFirstOrThrow();
    // A single-tyre inquiry stores its deal like a quote request: one inquiry_line, shipping in its column (decision 211).
    const [line] = await db.selectFrom("inquiry_line").selectAll().where("inquiry_id", "=", singleInquiry).execute();
    expect(page).toContain(`name="price-0" value="${(Number(line!.unit_price_minor) / 100).toFixed(2)}"`);
    expect(page).toContain(`name="shipping" value="${(Number(inquiry.shipping_minor) / 100).toFixed(2)}"`);
    expect(page).not.toContain('name="price-1"');
    const res = await post(
      seller,
      composePath(singleInquiry),
      goodQuote({ "price-0": "300", incoterm: "FOB", namedPlace: "Rotterdam, Netherlands", note: "" }),
    );
    expect(res.status).toBe(303);
    const quote = await db.selectFrom("quote").selectAll().where("inquiry_id", "=", singleInquiry).executeTakeFirstOrThrow();
    const lines = await db.selectFrom("quote_line").selectAll().where("quote_id", "=", quote.id).execute();
    expect(lines.map((l) => [l.text, l.quantity, l.tyre_id, l.inquiry_line_id, l.line_total_minor])).toEqual([
      [line!.tyre_name, 120, tyres[0]!.id, Number(line!.id), 300_00 * 120],
    ]);
    expect(quote.note).toBeNull();

    expect((await post(other.client, "/account/inquiries", { intent: "decline", inquiry: singleInquiry })).status).toBe(303);
    expect((await currentQuoteOf(db, singleInquiry))!.status).toBe("declined");
    expect(await salesStatus(singleInquiry)).toBe("lost");
    const [entry] = await listAuditOf(db, "inquiry", singleInquiry);
    expect(entry).toMatchObject({ action: "quote.decline", actor: other.email });
  });

  it("replaces the current quote with a newer one, and refuses to accept a quote past its date (400, nothing changed)", async () => {
    const inquiryId = await singleTyreInquiry(buyer.client, buyer.email, 200);
    expect((await post(seller, composePath(inquiryId), goodQuote({ "price-0": "310" }))).status).toBe(303);
    const first = (await currentQuoteOf(db, inquiryId))!;
    expect((await seller.get(composePath(inquiryId))).status).toBe(200);
    expect((await post(seller, composePath(inquiryId), goodQuote({ "price-0": "305" }))).status).toBe(303);
    const current = (await currentQuoteOf(db, inquiryId))!;
    expect(current.number).not.toBe(first.number);
    expect(current.totalMinor).toBe(305_00 * 200 + 1500_00 + 250_00);
    expect(await db.selectFrom("quote").select("number").where("inquiry_id", "=", inquiryId).execute()).toHaveLength(2);
    expect(await (await buyer.client.get("/account/inquiries")).text()).not.toContain(`data-buyer-quote="${first.number}"`);
    // The seller's history says it in words, each quote with its version.
    const history = await (await seller.get(`/admin/inquiries/${inquiryId}`)).text();
    expect(history).toContain(`Quote ${first.number} v1 sent`);
    expect(history).toContain(`Quote ${current.number} v2 sent`);
    expect(history).not.toContain("quote.send");

    // Yesterday in the shop's calendar: the quote is past its date.
    const yesterday = addDays(shopDate(new Date()), -1);
    await db.updateTable("quote").set({ valid_until: yesterday }).where("number", "=", current.number).execute();
    expect(await isCurrentQuoteExpired(db, inquiryId, new Date())).toBe(true);
    expect(await isCurrentQuoteExpired(db, inquiryId, new Date(`${yesterday}T10:00:00Z`))).toBe(false);
    const page = await (await buyer.client.get("/account/inquiries")).text();
    expect(page).toContain("Expired");
    expect(page).not.toContain(`Accept quote ${current.number}`);
    const jobsBefore = (await counts()).jobs;
    const refused = await post(buyer.client, `/account/inquiries/${inquiryId}/order`, { intent: "accept", quote: current.number });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(`Quote ${current.number} expired after`);
    expect((await currentQuoteOf(db, inquiryId))!.status).toBe("sent");
    expect(await salesStatus(inquiryId)).toBe("quoted");
    expect((await counts()).jobs).toBe(jobsBefore);

    // The back office's pipeline reads the same rule: 'Expired', no longer 'Quoted'.
    const pipeline = async (status: string, at = new Date()) =>
      (await listPipeline(db, readPipelineFilter(new URLSearchParams({ status, q: buyer.email }), at))).inquiries.map(({ id, expired }) => ({ id, expired }));
    expect(await pipeline("expired")).toContainEqual({ id: inquiryId, expired: true });
    expect(await pipeline("quoted")).not.toContainEqual(expect.objectContaining({ id: inquiryId }));
    expect(await pipeline("quoted", new Date(`${yesterday}T10:00:00Z`))).toContainEqual({ id: inquiryId, expired: false });
    const listed = await seller.get(`/admin/inquiries?status=expired&q=${encodeURIComponent(buyer.email)}`);
    expect(listed.status).toBe(200);
    expect(await listed.text()).toContain(`href="/admin/inquiries/${inquiryId}"`);
  });
});
