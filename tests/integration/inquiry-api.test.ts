// POST /api/send-email on SQLite and PostgreSQL: the guards (401, 403), validation with
// the form's schema (400), the body limit (413), the inquiry, its deal and its e-mail jobs stored before the
// answer, idempotency keys, and the per-user rate limit (429).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { AuthClient, startAuthServer, type AuthTestServer } from "../support/auth-client";
import { truckEntry, truckFile } from "../support/fixtures";
import { inquiryBody, inquiryRows, mailJobs, newIdempotencyKey, signedUpBuyer } from "../support/inquiry-fixtures";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

describe.each(TEST_DIALECTS)("inquiry API on %s", (dialect) => {
  let database: TestDatabase;
  let server: AuthTestServer;
  let tyreId: number;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startAuthServer(database, { INQUIRY_RATE_LIMIT: "3", SUPPLIER_EMAIL: "supplier@tyres.example" });
    await importCatalogue(database.db, truckFile("Michelin", "Drive", [truckEntry({ model: "X Multi D", offerPrice: "€350.00" })]));
    tyreId = (await database.db.selectFrom("tyre").select("id").executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await server?.close();
    await database?.destroy();
  });

  it("answers 401 without a session and stores nothing", async () => {
    const res = await new AuthClient(server.baseUrl).post("/api/send-email", inquiryBody());
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Please log in first.", fieldErrors: {} });
    expect(await inquiryRows(database.db, "ana@example.com")).toHaveLength(0);
  });

  it("answers 403 to a signed-in buyer's cookie sent from another site", async () => {
    const { client } = await signedUpBuyer(server.baseUrl);
    const crossSite = new AuthClient(server.baseUrl, "https://evil.example");
    crossSite.cookies = client.cookies;
    expect((await crossSite.post("/api/send-email", inquiryBody())).status).toBe(403);
  });

  it("answers 400 in the form result shape: the first field's message and one message per field", async () => {
    const { client } = await signedUpBuyer(server.baseUrl);
    const res = await client.post("/api/send-email", { email: "nope", quantity: "many", shippingTerms: "EXW" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe("Name is required.");
    expect(body.fieldErrors).toMatchObject({
      name: "Name is required.",
      email: "Enter a valid email address.",
      phone: "Phone is required.",
      address: "Address is required.",
      shippingTerms: "Choose FOB, CIF or DDP.",
    });
    expect(body.fieldErrors.quantity).toBeUndefined();
  });

  it("answers 400 to a body that is not JSON, and to an unknown tyre", async () => {
    const { client } = await signedUpBuyer(server.baseUrl);
    const broken = await client.request("/api/send-email", { method: "POST", body: "{not json", headers: { "content-type": "application/json" } });
    expect(broken.status).toBe(400);
    const unknown = await client.post("/api/send-email", inquiryBody({ tyreId: 999_999 }));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).fieldErrors.tyreId).toBe("No such tyre in the catalogue.");
  });

  it.each([
    ["a NUL in the name", { name: "Ana\u0000Buyer" }, "name", "Name may not contain control characters."],
    ["a NUL in the message", { message: "hello\u0000" }, "message", "Message may not contain control characters."],
    ["a tyre id past the largest one", { tyreId: 2_147_483_648 }, "tyreId", "No such tyre in the catalogue."],
    ["a quantity that is an object", { quantity: { $gt: 1 } }, "quantity", "Quantity must be a number."],
    ["a quantity that is an array", { quantity: [60] }, "quantity", "Quantity must be a number."],
    ["a name that is an array", { name: ["Ana"] }, "name", "Name is required."],
  ])("answers 400 to %s and stores nothing", async (_what, change, field, message) => {
    const { client, email } = await signedUpBuyer(server.baseUrl);
    const res = await client.post("/api/send-email", inquiryBody({ email, ...change }), { "idempotency-key": newIdempotencyKey() });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors[field]).toBe(message);
    expect(await inquiryRows(database.db, email)).toHaveLength(0);
  });

  it("answers 413 to a body over 64 KiB", async () => {
    const { client, email } = await signedUpBuyer(server.baseUrl);
    const res = await client.post("/api/send-email", inquiryBody({ email, message: "x".repeat(66 * 1024) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: "request body too large (at most 64kb)", fieldErrors: {} });
    expect(await inquiryRows(database.db, email)).toHaveLength(0);
  });

  it("stores the inquiry, its deal and both e-mail jobs before answering 201", async () => {
    const { client, email } = await signedUpBuyer(server.baseUrl);
    const res = await client.post("/api/send-email", inquiryBody({ email, tyreId, quantity: "30", model: "whatever the page said" }), {
      "idempotency-key": newIdempotencyKey(),
    });
    expect(res.status).toBe(201);
    const { inquiryId, status } = await res.json();
    expect(status).toBe("queued");
    const [row] = await inquiryRows(database.db, email);
    expect(row).toMatchObject({
      id: inquiryId,
      tyre_id: tyreId,
      quantity: 50,
      model: "Michelin X Multi D",
      type: "product_inquiry",
      shipping_terms: "CIF",
      status: "queued",
    });
    expect(row!.user_id).toMatch(/\w+/);
    // spec §9: 50 pcs = offer + 20 trial surcharge, one line; the engine's deal in the columns (decision 211).
    expect(row!.quote_json).toBeNull();
    expect([row!.currency, Number(row!.surcharge_minor), Number(row!.subtotal_minor), row!.named_place]).toEqual(["EUR", 2000, 37000 * 50, "Mombasa, Kenya"]);
    expect(Number(row!.total_minor)).toBe(Number(row!.subtotal_minor) + Number(row!.shipping_minor) + Number(row!.insurance_minor));
    const lines = await database.db.selectFrom("inquiry_line").selectAll().where("inquiry_id", "=", inquiryId).execute();
    expect(lines.map((l) => [Number(l.tyre_id), Number(l.quantity), Number(l.unit_price_minor)])).toEqual([[tyreId, 50, 37000]]);
    const jobs = await mailJobs(database.db, [inquiryId]);
    expect(jobs.map((j) => [j.kind, j.to_address, j.reply_to, j.status])).toEqual([
      ["supplier", "supplier@tyres.example", email, "pending"],
      ["buyer", email, null, "pending"],
    ]);
    expect(new Set(jobs.map((j) => j.message_id)).size).toBe(2);
  });

  it("sends the confirmation only to the signed-in account's own address, whatever address was typed", async () => {
    const { client, email } = await signedUpBuyer(server.baseUrl);
    const res = await client.post("/api/send-email", inquiryBody({ email: "victim@elsewhere.example", model: "Visit spam.example" }), {
      "idempotency-key": newIdempotencyKey(),
    });
    expect(res.status).toBe(201);
    const { inquiryId } = await res.json();
    const jobs = await mailJobs(database.db, [inquiryId]);
    expect(jobs.map((j) => [j.kind, j.to_address, j.reply_to])).toEqual([
      ["supplier", "supplier@tyres.example", "victim@elsewhere.example"],
      ["buyer", email, null],
    ]);
    for (const job of jobs) expect(job.subject).not.toContain("spam.example");
  });

  it("keeps a general inquiry's model and stores no quote", async () => {
    const { client, email } = await signedUpBuyer(server.baseUrl);
    expect((await client.post("/api/send-email", inquiryBody({ email, company: "", message: "" }))).status).toBe(201);
    const [row] = await inquiryRows(database.db, email);
    expect(row).toMatchObject({ tyre_id: null, model: "General Inquiry", company: null, message: null, quote_json: null });
  });

  it("makes one inquiry of a retried submission, by header or body key, even sent at once", async () => {
    const { client, email } = await signedUpBuyer(server.baseUrl);
    const key = newIdempotencyKey();
    const first = await client.post("/api/send-email", inquiryBody({ email }), { "idempotency-key": key });
    const again = await client.post("/api/send-email", inquiryBody({ email, idempotencyKey: key }));
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await again.json()).inquiryId).toBe((await first.json()).inquiryId);

    const burstKey = newIdempotencyKey();
    const burst = await Promise.all(Array.from({ length: 5 }, () => client.post("/api/send-email", inquiryBody({ email }), { "idempotency-key": burstKey })));
    expect(burst.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const rows = await inquiryRows(database.db, email);
    expect(rows).toHaveLength(2);
    expect(
      await mailJobs(
        database.db,
        rows.map((r) => r.id),
      ),
    ).toHaveLength(4);
  });

  it("answers 422 when a used Idempotency-Key comes with a different inquiry, and changes nothing", async () => {
    const { client, email } = await signedUpBuyer(server.baseUrl);
    const key = newIdempotencyKey();
    expect((await client.post("/api/send-email", inquiryBody({ email, quantity: 60 }), { "idempotency-key": key })).status).toBe(201);
    const other = await client.post("/api/send-email", inquiryBody({ email, quantity: 900 }), { "idempotency-key": key });
    expect(other.status).toBe(422);
    expect((await other.json()).message).toBe("This Idempotency-Key was already used for a different inquiry.");
    const rows = await inquiryRows(database.db, email);
    expect(rows.map((r) => r.quantity)).toEqual([60]);
    expect((await client.post("/api/send-email", inquiryBody({ email, quantity: 60 }), { "idempotency-key": key })).status).toBe(200);
  });

  it("answers 429 past the per-user limit, still replays known keys, and leaves other buyers alone", async () => {
    const { client, email } = await signedUpBuyer(server.baseUrl);
    const keys = [newIdempotencyKey(), newIdempotencyKey(), newIdempotencyKey(), newIdempotencyKey()];
    const statuses = [];
    for (const key of keys) statuses.push((await client.post("/api/send-email", inquiryBody({ email }), { "idempotency-key": key })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await client.post("/api/send-email", inquiryBody({ email }), { "idempotency-key": newIdempotencyKey() });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect((await client.post("/api/send-email", inquiryBody({ email }), { "idempotency-key": keys[0]! })).status).toBe(200);
    expect(await inquiryRows(database.db, email)).toHaveLength(3);
    const other = await signedUpBuyer(server.baseUrl);
    expect((await other.client.post("/api/send-email", inquiryBody({ email: other.email }))).status).toBe(201);
  });

  it("stores no more than the limit when 30 inquiries with distinct keys arrive at once", async () => {
    const { client, email } = await signedUpBuyer(server.baseUrl);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => client.post("/api/send-email", inquiryBody({ email }), { "idempotency-key": newIdempotencyKey() })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(27);
    expect(await inquiryRows(database.db, email)).toHaveLength(3);
  });

  it("refuses a malformed Idempotency-Key header", async () => {
    const { client } = await signedUpBuyer(server.baseUrl);
    const res = await client.post("/api/send-email", inquiryBody(), { "idempotency-key": "bad key!" });
    expect(res.status).toBe(400);
  });
});
