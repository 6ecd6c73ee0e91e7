// The order after acceptance (decisions 271-273), on both databases: the seller records each step
// (deposit, production, loading with container numbers, seals and photos, shipping), audited and
// e-mailed to the buyer; a date before the previous step's, a container number failing ISO 6346 and
// a file that is no image are 400s that change nothing; two sellers moving the order at once: the
// second is told it changed. The buyer reads the timeline and downloads the PI, the packing list and
// the commercial invoice; another buyer gets a 404 for every one of them and for every photo. A
// sent quote the buyer opened reads "Viewed by the buyer" to the seller, in the pipeline and in its CSV;
// a photo over 10 MB is a 400 too.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditOf } from "../../app/admin/audit-log.server";
import type { Database } from "../../app/db/schema";
import type { Deal } from "../../app/domain/deal";
import { decimalAmount } from "../../app/domain/money";
import { addDays, shopDate } from "../../app/domain/seller-quote";
import { ORDER_CHANGED } from "../../app/orders/order-progress.server";
import type { AuthClient } from "../support/auth-client";
import { dealTyres, storedDealInquiry, userIdOf, type DealTyre } from "../support/deal-inquiry";
import { signedUpBuyer } from "../support/inquiry-fixtures";
import { readPdfText } from "../support/pdf-text";
import { signedUpSeller } from "../support/seller";
import { PROFILE_FORM } from "../support/seller-profile-form";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

const TERM = "T/T 30% deposit, 70% against copy of B/L";
/** A 1 x 1 PNG: a loading photo as a phone would send it, only smaller. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

describe.each(TEST_DIALECTS)("an order after acceptance on %s", (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let shop: RunningStorefront;
  let seller: AuthClient;
  let secondSeller: AuthClient;
  let buyer: { client: AuthClient; email: string; id: string };
  let other: AuthClient;
  let tyres: DealTyre[];
  const today = shopDate(new Date());

  const form = (client: AuthClient, path: string, fields: Record<string, string | number>) =>
    client.request(path, {
      method: "POST",
      body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  /** Posts a step as the inquiry page's form does: multipart, with any photos as files. */
  const step = (client: AuthClient, id: number, fields: Record<string, string | number>, photos: Array<[string, Buffer]> = []) => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ notify: "on", ...fields })) body.append(name, String(value));
    for (const [name, bytes] of photos) body.append("photos", new Blob([new Uint8Array(bytes)]), name);
    return client.request(`/admin/inquiries/${id}/order`, { method: "POST", body });
  };
  const stepsOf = async (id: number) =>
    (await db.selectFrom("order_step").select("kind").where("inquiry_id", "=", id).orderBy("id").execute()).map((s) => s.kind);

  const acceptedOrder = async (): Promise<{ id: number; deal: Deal; number: string }> => {
    const { id, deal } = await storedDealInquiry(db, { userId: buyer.id, tyres, quantities: [260, 21], choice: { term: "CIF", port: "NGAPP" } });
    const prices = Object.fromEntries(deal.lines.map((line, i) => [`price-${i}`, decimalAmount(line.unitPrice.amountMinor)]));
    const sent = await form(seller, `/admin/inquiries/${id}/quote`, {
      ...prices,
      shipping: decimalAmount(deal.freight!.amountMinor),
      insurance: decimalAmount(deal.insurance!.amountMinor),
      incoterm: "CIF",
      namedPlace: deal.shipping.place,
      validUntil: addDays(today, 21),
      paymentTerms: TERM,
      note: "",
    });
    expect(sent.status).toBe(303);
    const quote = await db.selectFrom("quote").select(["number", "viewed_at"]).where("inquiry_id", "=", id).executeTakeFirstOrThrow();
    expect(quote.viewed_at).toBeNull();
    expect((await buyer.client.get(`/account/inquiries/${id}/order`)).status).toBe(200);
    expect((await form(buyer.client, `/account/inquiries/${id}/order`, { intent: "accept", quote: quote.number })).status).toBe(303);
    return { id, deal, number: quote.number };
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = database.db;
    shop = await startStorefront(database);
    tyres = await dealTyres(db, 2);
    seller = (await signedUpSeller(shop.baseUrl, database)).client;
    secondSeller = (await signedUpSeller(shop.baseUrl, database, "Sue Second")).client;
    expect((await form(seller, "/admin/profile", PROFILE_FORM)).status).toBe(303);
    const signedUp = await signedUpBuyer(shop.baseUrl, "Ada Buyer");
    buyer = { ...signedUp, id: await userIdOf(db, signedUp.email) };
    other = (await signedUpBuyer(shop.baseUrl, "Olga Other")).client;
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });

  it("records each step in order, audited and e-mailed; refuses an earlier date, a bad container and a non-image with 400, changing nothing; the buyer reads the timeline and documents", async () => {
    const { id, number } = await acceptedOrder();
    const deposit = await step(seller, id, { kind: "deposit-received", version: 0, on: addDays(today, -3), amount: "64,934.70" });
    expect(deposit.status).toBe(303);
    const refuses = async (fields: Record<string, string | number>, reason: string, photos: Array<[string, Buffer]> = []) => {
      const before = await stepsOf(id);
      const refused = await step(seller, id, fields, photos);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toContain(reason);
      expect(await stepsOf(id)).toEqual(before);
    };
    await refuses({ kind: "in-production", version: 1, on: addDays(today, -4) }, `The date cannot be before the previous step's (${addDays(today, -3)}).`);
    await refuses({ kind: "deposit-received", version: 1, on: today, amount: "1" }, "already recorded");
    expect((await step(seller, id, { kind: "in-production", version: 1, on: addDays(today, -2) })).status).toBe(303);
    await refuses({ kind: "loaded", version: 2, on: today, "container-0": "CSQU3054384", "seal-0": "EU1" }, "check digit");
    await refuses({ kind: "loaded", version: 2, on: today, "container-0": "CSQU3054383", "seal-0": "EU1" }, "not a photo", [
      ["photo.jpg", Buffer.from("%PDF-1.7")],
    ]);
    // A PNG a byte over 10 MB: the server refuses it too, not only the page's hint (decision 272).
    await refuses({ kind: "loaded", version: 2, on: today, "container-0": "CSQU3054383", "seal-0": "EU1" }, "A photo may be at most 10 MB.", [
      ["large.png", Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1 - PNG.length)])],
    ]);
    expect(await stepsOf(id)).toEqual(["deposit-received", "in-production"]);

    const loaded = await step(seller, id, { kind: "loaded", version: 2, on: addDays(today, -1), "container-0": "csqu 305438-3", "seal-0": "EU1234567" }, [
      ["load.png", PNG],
    ]);
    expect(loaded.status).toBe(303);
    const shipped = {
      kind: "shipped",
      version: 3,
      on: today,
      billOfLading: "MAEU123456789",
      vessel: "Maersk Essen",
      voyage: "248W",
      etd: today,
      eta: addDays(today, 20),
    };
    expect((await step(seller, id, shipped)).status).toBe(303);
    expect(await stepsOf(id)).toEqual(["deposit-received", "in-production", "loaded", "shipped"]);

    const audit = (await listAuditOf(db, "inquiry", id)).filter((entry) => entry.action === "order.step");
    expect(audit.map((entry) => (entry.after as { step: { kind: string } }).step.kind)).toEqual(["shipped", "loaded", "in-production", "deposit-received"]);
    const mails = await db
      .selectFrom("mail_job")
      .select(["subject", "text_body", "to_address"])
      .where("inquiry_id", "=", id)
      .where("subject", "like", "Your order%")
      .orderBy("id")
      .execute();
    // To the buyer's account, as every e-mail to the buyer.
    expect(new Set(mails.map((mail) => mail.to_address))).toEqual(new Set([buyer.email]));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your order ${number}: Deposit received`,
      `Your order ${number}: In production`,
      `Your order ${number}: Loaded`,
      `Your order ${number}: Shipped`,
    ]);
    expect(mails[2]!.text_body).toContain("Container CSQU3054383, seal EU1234567");

    const history = await (await seller.get(`/admin/inquiries/${id}`)).text();
    expect(history).toContain(`Order: Shipped recorded for ${today}, buyer e-mailed`);

    const page = await (await buyer.client.get(`/account/inquiries/${id}/order`)).text();
    for (const fragment of [
      "Order progress",
      'data-order-progress-status="true">Shipped<',
      "Bill of lading MAEU123456789",
      "Packing list (PDF)",
      "Commercial invoice (PDF)",
    ]) {
      expect(page).toContain(fragment);
    }
    const list = await (await buyer.client.get("/account/inquiries")).text();
    expect(list).toContain("What you asked");
    expect(list).toMatch(/data-inquiry-status="true">Shipped</);

    const packing = await buyer.client.get(`/account/inquiries/${id}/documents/packing-list.pdf`);
    expect([packing.status, packing.headers.get("content-type"), packing.headers.get("cache-control")]).toEqual([200, "application/pdf", "private, no-store"]);
    const packingText = (await readPdfText(new Uint8Array(await packing.arrayBuffer()))).text;
    for (const fragment of [`Packing list PL-${number}`, "CSQU3054383, seal EU1234567", "Container 1: 281 pieces", "Total pieces", "Gross kg"]) {
      expect(packingText).toContain(fragment);
    }
    const invoice = await buyer.client.get(`/account/inquiries/${id}/documents/commercial-invoice.pdf`);
    const invoiceText = (await readPdfText(new Uint8Array(await invoice.arrayBuffer()))).text;
    for (const fragment of [
      `Commercial invoice CI-${number}`,
      "MAEU123456789",
      "Maersk Essen / 248W",
      "Goods (FOB value)",
      "Deposit received",
      "Balance due",
      "Page 1 of",
    ]) {
      expect(invoiceText).toContain(fragment);
    }
  });

  it("tells the second of two sellers moving the same order at once that it changed, and keeps one step", async () => {
    const { id } = await acceptedOrder();
    const both = await Promise.all([
      step(seller, id, { kind: "deposit-received", version: 0, on: today, amount: "1000" }),
      step(secondSeller, id, { kind: "in-production", version: 0, on: today }),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([303, 422]);
    const loser = both.find((res) => res.status === 422)!;
    expect(((await loser.json()) as { message: string }).message).toBe(ORDER_CHANGED);
    expect(await stepsOf(id)).toHaveLength(1);
    expect(Number((await db.selectFrom("order_progress").select("version").where("inquiry_id", "=", id).executeTakeFirstOrThrow()).version)).toBe(1);
  });

  it("records the balance and the delivery; serves every document and photo to the buyer and a 404 to another buyer; the seller reads the quote as viewed, in the pipeline and the CSV too", async () => {
    const { id } = await acceptedOrder();
    expect((await step(seller, id, { kind: "in-production", version: 0, on: today })).status).toBe(303);
    expect((await step(seller, id, { kind: "loaded", version: 1, on: today, "container-0": "CSQU3054383", "seal-0": "S1" }, [["a.png", PNG]])).status).toBe(
      303,
    );
    expect(
      (await step(seller, id, { kind: "shipped", version: 2, on: today, billOfLading: "B1", vessel: "V", voyage: "1", etd: today, eta: today })).status,
    ).toBe(303);
    // The last two steps, the balance received and the delivery: the buyer reads "Delivered".
    expect((await step(seller, id, { kind: "balance-received", version: 3, on: today, amount: "1,000.00" })).status).toBe(303);
    expect((await step(seller, id, { kind: "delivered", version: 4, on: today })).status).toBe(303);
    expect(await (await buyer.client.get(`/account/inquiries/${id}/order`)).text()).toContain('data-order-progress-status="true">Delivered<');
    const photo = await db.selectFrom("order_photo").select("id").where("inquiry_id", "=", id).executeTakeFirstOrThrow();
    const urls = [
      `/account/inquiries/${id}/order`,
      `/account/inquiries/${id}/quote.pdf`,
      `/account/inquiries/${id}/documents/packing-list.pdf`,
      `/account/inquiries/${id}/documents/commercial-invoice.pdf`,
      `/account/inquiries/${id}/documents/photo-${photo.id}`,
    ];
    for (const url of urls) {
      expect([url, (await buyer.client.get(url)).status]).toEqual([url, 200]);
      expect([url, (await other.get(url)).status]).toEqual([url, 404]);
    }
    const served = await buyer.client.get(urls[4]!);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toContain("nosniff");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    // Another buyer's photo under this buyer's own inquiry's address is no photo either.
    expect((await other.get(`/admin/inquiries/${id}/documents/photo-${photo.id}`)).status).not.toBe(200);

    // A sent quote the buyer opened (not answered yet) is "viewed" on the seller's page.
    const { id: viewed, deal } = await storedDealInquiry(db, { userId: buyer.id, tyres, quantities: [260, 21], choice: { term: "CIF", port: "NGAPP" } });
    const prices = Object.fromEntries(deal.lines.map((line, i) => [`price-${i}`, decimalAmount(line.unitPrice.amountMinor)]));
    const fields = { ...prices, shipping: decimalAmount(deal.freight!.amountMinor), insurance: decimalAmount(deal.insurance!.amountMinor) };
    const quoteFields = { ...fields, incoterm: "CIF", namedPlace: deal.shipping.place, validUntil: addDays(today, 21), paymentTerms: TERM, note: "" };
    expect((await form(seller, `/admin/inquiries/${viewed}/quote`, quoteFields)).status).toBe(303);
    expect(await (await seller.get(`/admin/inquiries/${viewed}`)).text()).toContain("Sent, awaiting the buyer");
    expect((await other.get(`/account/inquiries/${viewed}/quote.pdf`)).status).toBe(404);
    expect(await (await seller.get(`/admin/inquiries/${viewed}`)).text()).toContain("Sent, awaiting the buyer");
    expect((await buyer.client.get(`/account/inquiries/${viewed}/quote.pdf`)).status).toBe(200);
    expect(await (await seller.get(`/admin/inquiries/${viewed}`)).text()).toContain("Viewed by the buyer");
    // The pipeline and its CSV read it as viewed too (decision 291).
    const { number: viewedNumber } = await db.selectFrom("quote").select("number").where("inquiry_id", "=", viewed).executeTakeFirstOrThrow();
    const pipeline = (await (await seller.get("/admin/inquiries?status=quoted")).text()).replaceAll("<!-- -->", "");
    expect(pipeline).toContain(`data-pipeline-quote="true">${viewedNumber} v1 · viewed by the buyer</span>`);
    const csv = (await (await seller.get("/admin/inquiries.csv?status=quoted")).text()).split("\r\n");
    expect(csv.find((line) => line.startsWith(`${viewed},`))).toMatch(new RegExp(`,${viewedNumber},1,[\\d.]+,viewed,$`));
  });
});
