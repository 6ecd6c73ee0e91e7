// 'Request quote' and /account/inquiries over HTTP on both databases (decision 132): the
// basket stored as one inquiry with its lines and two e-mail jobs, once per idempotency key and
// within the per-user rate limit; refusals at 400 with a reason and nothing stored; visitors sent
// to log in; a buyer's inquiries newest first, Request again, and nobody seeing another's.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db/schema";
import { listBuyerInquiries } from "../../app/inquiries/buyer-inquiries.server";
import { inquiryMailJobs } from "../../app/inquiries/inquiry-mail-jobs.server";
import { storeInquiry } from "../../app/inquiries/inquiry-repository.server";
import { listBasket } from "../../app/quote-basket/basket-repository.server";
import { AuthClient } from "../support/auth-client";
import { inquiryBody, mailJobs, newIdempotencyKey, signedUpBuyer } from "../support/inquiry-fixtures";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

const REQUEST = {
  name: "Ana Buyer",
  email: "ana@example.com",
  phone: "+31 6 1234 5678",
  company: "Ana Transport BV",
  address: "Main Street 1, Rotterdam",
  message: "Mixed container, please.",
  shippingTerms: "CIF",
  destinationPort: "Mombasa, Kenya",
};

describe.each(TEST_DIALECTS)("quote requests on %s", (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let shop: RunningStorefront;
  let tyres: number[];
  let ip = 0;

  const post = (client: AuthClient, path: string, fields: Record<string, string | number>) =>
    client.request(path, {
      method: "POST",
      body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `10.12.0.${(++ip % 250) + 1}` },
    });
  const add = (client: AuthClient, tyre: number, quantity: number) => post(client, "/quote", { intent: "add", tyre, quantity });
  /** The key the quote page rendered into its request form. */
  const formKey = async (client: AuthClient) => /name="idempotencyKey" value="([^"]+)"/.exec(await (await client.get("/quote")).text())?.[1] ?? "";
  const requestQuote = async (client: AuthClient, fields: Record<string, string> = {}) =>
    post(client, "/quote", { intent: "request", idempotencyKey: await formKey(client), ...REQUEST, ...fields });
  const userIdOf = async (email: string) =>
    String((await (db as Kysely<any>).selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id);
  const inquiriesOf = async (email: string) =>
    db
      .selectFrom("inquiry")
      .selectAll()
      .where("user_id", "=", await userIdOf(email))
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = database.db;
    shop = await startStorefront(database, { INQUIRY_RATE_LIMIT: "4", SUPPLIER_EMAIL: "supplier@tyres.example" });
    const rows = await db
      .selectFrom("tyre")
      .select("id")
      .where("offer_price_currency", "=", "EUR")
      .where("vehicle_type", "=", "truck")
      .orderBy("id")
      .limit(4)
      .execute();
    tyres = rows.map((r) => Number(r.id));
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });

  it("sends a visitor to log in and back, storing nothing", async () => {
    const visitor = new AuthClient(shop.baseUrl);
    await add(visitor, tyres[0]!, 60);
    const res = await post(visitor, "/quote", { intent: "request", ...REQUEST });
    expect([res.status, res.headers.get("location")]).toEqual([303, "/login?redirectTo=%2Fquote"]);
    expect(await db.selectFrom("inquiry").select("id").execute()).toHaveLength(0);
    expect(await (await visitor.get("/quote")).text()).toContain('data-quote-request="visitor"');
  });

  it("stores the basket as one inquiry with its lines and two e-mails, empties the basket, and answers 303 to its number", async () => {
    const { client, email } = await signedUpBuyer(shop.baseUrl);
    await add(client, tyres[0]!, 50);
    await add(client, tyres[1]!, 30);
    const key = await formKey(client);
    const res = await post(client, "/quote", { intent: "request", idempotencyKey: key, ...REQUEST });
    expect(res.status).toBe(303);
    const [inquiry] = await inquiriesOf(email);
    expect(res.headers.get("location")).toBe(`/quote?sent=${inquiry!.id}`);
    expect(inquiry).toMatchObject({
      quantity: 80,
      shipping_terms: "CIF",
      named_place: "Mombasa, Kenya",
      sales_status: "sent",
      status: "queued",
      model: "Mixed load: 2 tyres",
      tyre_id: null,
      currency: "EUR",
      containers: "1 × 20ft container",
    });
    expect(inquiry!.plan_summary).toMatch(/^Fills \d+% of a 20ft container/);
    const lines = await db.selectFrom("inquiry_line").selectAll().where("inquiry_id", "=", inquiry!.id).orderBy("position").execute();
    expect(lines.map((l) => [Number(l.tyre_id), Number(l.quantity), l.currency])).toEqual([
      [tyres[0], 50, "EUR"],
      [tyres[1], 30, "EUR"],
    ]);
    for (const line of lines) expect(Number(line.line_total_minor)).toBe(Number(line.unit_price_minor) * Number(line.quantity));
    // spec §9 for a load that fits one 20ft: +10 a tyre; CIF to a port the table does not list
    // ("Mombasa, Kenya" is not how it names Mombasa): the default 1,200, and insurance (decision 207).
    expect(Number(inquiry!.surcharge_minor)).toBe(1000);
    expect(Number(inquiry!.shipping_minor)).toBe(120000);
    expect([inquiry!.freight_basis, Number(inquiry!.insurance_basis_points)]).toEqual(["default", 30]);
    expect(Number(inquiry!.total_minor)).toBe(lines.reduce((sum, l) => sum + Number(l.line_total_minor), 0) + 120000 + Number(inquiry!.insurance_minor));
    const jobs = await mailJobs(db, [inquiry!.id]);
    expect(jobs.map((j) => [j.kind, j.to_address, j.reply_to])).toEqual([
      ["supplier", "supplier@tyres.example", "ana@example.com"],
      ["buyer", email, null],
    ]);
    expect(jobs[0]!.subject).toBe(`Quote request #${inquiry!.id}: 2 tyres, 80 pcs`);
    expect(jobs[0]!.html_body).toContain('<th align="left" style="padding:4px 8px;border-bottom:1px solid #ddd">Tyre</th>');
    expect(jobs[0]!.text_body).toContain("Destination port: Mombasa, Kenya");
    expect(await listBasket(db, await userIdOf(email))).toEqual([]);
    const page = await (await client.get(res.headers.get("location")!)).text();
    expect(page).toContain(`Your quote request #${inquiry!.id} is sent.`);
    expect(page).toContain('href="/account/inquiries"');
  });

  it("makes one inquiry of a double submit or a form sent again: each answers with the first", async () => {
    const { client, email } = await signedUpBuyer(shop.baseUrl);
    await add(client, tyres[2]!, 80);
    const key = await formKey(client);
    const fields = { intent: "request", idempotencyKey: key, ...REQUEST, shippingTerms: "FOB" };
    const [first, second] = await Promise.all([post(client, "/quote", fields), post(client, "/quote", fields)]);
    const third = await post(client, "/quote", fields);
    const stored = await inquiriesOf(email);
    expect(stored).toHaveLength(1);
    for (const res of [first, second, third]) expect([res.status, res.headers.get("location")]).toEqual([303, `/quote?sent=${stored[0]!.id}`]);
    // FOB names the shop's own port: the freight table's port of loading (decision 211).
    expect([stored[0]!.named_place, stored[0]!.shipping_minor, stored[0]!.freight_basis]).toEqual(["Rotterdam", null, "none"]);
    expect(await mailJobs(db, [stored[0]!.id])).toHaveLength(2);
    // The same form sent again after the buyer added another tyre (the back button): still the first inquiry, and the new tyre stays.
    await add(client, tyres[3]!, 60);
    const back = await post(client, "/quote", fields);
    expect([back.status, back.headers.get("location")]).toEqual([303, `/quote?sent=${stored[0]!.id}`]);
    expect(await inquiriesOf(email)).toHaveLength(1);
    expect(await listBasket(db, await userIdOf(email))).toEqual([{ tyreId: tyres[3], quantity: 60 }]);
  });

  it.each([
    ["no phone and no address", { phone: "", address: "" }, "Phone is required.", ['id="inquiry-phone-error"', "Address is required."]],
    [
      "CIF without a destination port",
      { shippingTerms: "CIF", destinationPort: "" },
      "The destination port is required for CIF.",
      ['id="inquiry-destinationPort-error"'],
    ],
    [
      "DDP without a delivery address",
      { shippingTerms: "DDP", deliveryAddress: "" },
      "The delivery address is required for DDP.",
      ['id="inquiry-deliveryAddress-error"'],
    ],
    ["terms that are not FOB, CIF or DDP", { shippingTerms: "EXW" }, "Choose FOB, CIF or DDP.", []],
    [
      "a destination port with a control character",
      { destinationPort: "Mom\u0000basa" },
      "The destination port may not contain control characters (U+0000).",
      [],
    ],
    ["a destination port over 120 characters", { destinationPort: "x".repeat(121) }, "The destination port must be at most 120 characters.", []],
  ])("answers 400 to %s with the field's reason, keeps what was typed and the basket, and stores nothing", async (_what, change, message, more) => {
    const { client, email } = await signedUpBuyer(shop.baseUrl);
    await add(client, tyres[0]!, 60);
    const res = await requestQuote(client, { company: "Typed & Kept BV", ...change });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(message);
    for (const text of more) expect(html).toContain(text);
    expect(html).toContain('value="Typed &amp; Kept BV"');
    expect(await inquiriesOf(email)).toHaveLength(0);
    expect(await listBasket(db, await userIdOf(email))).toEqual([{ tyreId: tyres[0], quantity: 60 }]);
  });

  it("answers 400 with a reason to an empty basket, one under the minimum, one in two currencies and one with a tyre no longer offered", async () => {
    const { client, email } = await signedUpBuyer(shop.baseUrl);
    const expectRefused = async (reason: string) => {
      const res = await requestQuote(client);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(reason);
      expect(await inquiriesOf(email)).toHaveLength(0);
    };
    await expectRefused("Your quote is empty: add tyres before you ask for it.");
    await add(client, tyres[0]!, 30);
    await expectRefused("Minimum order: 50 pieces in all. Add 20 more to ask for this quote.");
    // A tyre repriced in dollars after it joined the basket.
    await add(client, tyres[3]!, 40);
    await db.updateTable("tyre").set({ offer_price_currency: "USD", price_currency: "USD" }).where("id", "=", tyres[3]!).execute();
    try {
      await expectRefused("is priced in USD; your quote is in EUR.");
    } finally {
      await db.updateTable("tyre").set({ offer_price_currency: "EUR", price_currency: "EUR" }).where("id", "=", tyres[3]!).execute();
    }
    // A visitor's cookie naming a tyre the catalogue no longer has joins the basket at sign-in.
    client.cookies.set("quote_basket", "1999999999-60");
    await expectRefused("A tyre: This tyre is no longer offered.");
  });

  it("counts quote requests in the per-user rate limit with single-tyre inquiries: 429 past it", async () => {
    const { client, email } = await signedUpBuyer(shop.baseUrl);
    for (let i = 0; i < 4; i++)
      expect((await client.post("/api/send-email", inquiryBody({ email }), { "idempotency-key": newIdempotencyKey() })).status).toBe(201);
    await add(client, tyres[0]!, 60);
    const res = await requestQuote(client);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.text()).toContain("Too many inquiries. Please try again later.");
    expect(await inquiriesOf(email)).toHaveLength(4);
    expect(await listBasket(db, await userIdOf(email))).toHaveLength(1);
  });

  it("lists a buyer's own inquiries newest first, private, and Request again puts their lines back at today's prices, leaving out a tyre no longer offered", async () => {
    const { client, email } = await signedUpBuyer(shop.baseUrl);
    await add(client, tyres[0]!, 100);
    await add(client, tyres[1]!, 60);
    await add(client, tyres[2]!, 40);
    expect((await requestQuote(client, { shippingTerms: "DDP", deliveryAddress: "Depot 4, Nairobi" })).status).toBe(303);
    expect(
      (await client.post("/api/send-email", inquiryBody({ email, tyreId: tyres[3], quantity: 120 }), { "idempotency-key": newIdempotencyKey() })).status,
    ).toBe(201);
    const [basketInquiry, single] = await inquiriesOf(email);

    const page = await client.get("/account/inquiries");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html.indexOf(`data-inquiry="${single!.id}"`)).toBeLessThan(html.indexOf(`data-inquiry="${basketInquiry!.id}"`));
    expect(html.match(/data-inquiry-line/g)).toHaveLength(4);
    expect(html).toContain("DDP Depot 4, Nairobi");
    expect(html.match(/data-inquiry-status="true">Sent</g)).toHaveLength(2);

    // The second line's tyre has since left the catalogue (its line keeps the old id and name).
    await db.updateTable("inquiry_line").set({ tyre_id: 1_999_999_999 }).where("inquiry_id", "=", basketInquiry!.id).where("position", "=", 1).execute();
    const gone = await db
      .selectFrom("inquiry_line")
      .select(["tyre_name", "size"])
      .where("inquiry_id", "=", basketInquiry!.id)
      .where("position", "=", 1)
      .executeTakeFirstOrThrow();
    const again = await post(client, "/account/inquiries", { intent: "again", inquiry: basketInquiry!.id });
    expect([again.status, again.headers.get("location")]).toEqual([303, `/quote?again=${basketInquiry!.id}&skipped=1`]);
    expect(await listBasket(db, await userIdOf(email))).toEqual([
      { tyreId: tyres[0], quantity: 100 },
      { tyreId: tyres[2], quantity: 40 },
    ]);
    const quote = await (await client.get(again.headers.get("location")!)).text();
    expect(quote).toContain(`Left out, no longer offered: ${gone.tyre_name} ${gone.size}`);
    // A single-tyre inquiry is one line to request again.
    expect((await post(client, "/account/inquiries", { intent: "again", inquiry: single!.id })).headers.get("location")).toBe(`/quote?again=${single!.id}`);
    expect(await listBasket(db, await userIdOf(email))).toContainEqual({ tyreId: tyres[3], quantity: 120 });
  });

  it("shows nobody another buyer's inquiries, and Request again of another's inquiry is a 404 that changes nothing", async () => {
    const ana = await signedUpBuyer(shop.baseUrl);
    await add(ana.client, tyres[0]!, 70);
    expect((await requestQuote(ana.client)).status).toBe(303);
    const [anas] = await inquiriesOf(ana.email);
    const ben = await signedUpBuyer(shop.baseUrl, "Ben Buyer");
    await add(ben.client, tyres[1]!, 55);
    const html = await (await ben.client.get("/account/inquiries")).text();
    expect(html).toContain("You have not sent an inquiry yet.");
    expect(html).not.toContain(`data-inquiry="${anas!.id}"`);
    const res = await post(ben.client, "/account/inquiries", { intent: "again", inquiry: anas!.id });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("No such inquiry of yours.");
    for (const [fields, reason] of [
      [{ intent: "cancel", inquiry: anas!.id }, "Choose Request again, Ask for changes or Decline."],
      [{ intent: "decline", inquiry: "1e3" }, "Choose one of your inquiries."],
      [{ intent: "again", inquiry: "2147483648" }, "Choose one of your inquiries."],
    ] as const) {
      const refused = await post(ben.client, "/account/inquiries", fields);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(reason);
    }
    expect(await listBasket(db, await userIdOf(ben.email))).toEqual([{ tyreId: tyres[1], quantity: 55 }]);
    // Nor does another's ?sent= number show as theirs.
    expect(await (await ben.client.get(`/quote?sent=${anas!.id}`)).text()).not.toContain("data-quote-sent");
  });

  it("sends a visitor from /account/inquiries to log in and back", async () => {
    const res = await new AuthClient(shop.baseUrl).get("/account/inquiries");
    expect([res.status, res.headers.get("location")]).toEqual([302, "/login?redirectTo=%2Faccount%2Finquiries"]);
    const again = await post(new AuthClient(shop.baseUrl), "/account/inquiries", { intent: "again", inquiry: 1 });
    expect([again.status, again.headers.get("location")]).toEqual([303, "/login?redirectTo=%2Faccount%2Finquiries"]);
  });

  it("pages a buyer's inquiries in the database, ten a page, newest first", async () => {
    const { email } = await signedUpBuyer(shop.baseUrl);
    const userId = await userIdOf(email);
    const start = Date.parse("2026-11-01T08:00:00Z");
    for (let i = 0; i < 12; i++) {
      const inquiry = {
        ...(inquiryBody({ email }) as never as Parameters<typeof storeInquiry>[1]["inquiry"]),
        quantity: 50 + i,
        shippingTerms: "FOB" as const,
      };
      const mail = inquiryMailJobs({ account: { email, name: null }, inquiry, tyre: null, publicUrl: shop.baseUrl, supplierEmail: "supplier@tyres.example" });
      await storeInquiry(db, {
        userId,
        inquiry,
        tyre: null,
        idempotencyKey: newIdempotencyKey(),
        mailJobs: mail,
        rateLimit: 100,
        now: new Date(start + i * 60_000),
      });
    }
    const first = await listBuyerInquiries(db, userId, 1);
    const second = await listBuyerInquiries(db, userId, 2);
    expect([first.pageCount, first.inquiries.length, second.inquiries.length]).toEqual([2, 10, 2]);
    expect(first.inquiries.map((i) => i.pieces)).toEqual([61, 60, 59, 58, 57, 56, 55, 54, 53, 52]);
    expect(second.inquiries.map((i) => i.pieces)).toEqual([51, 50]);
    expect((await listBuyerInquiries(db, userId, 99)).page).toBe(2);
  });
});
