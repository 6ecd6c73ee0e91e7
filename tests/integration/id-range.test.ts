// Numbers read from URLs and forms go through one parser with their column's range
// (app/http/number-param.ts, decision 195). Ids are 32-bit integers on PostgreSQL, which refuses
// a query for 2^31 outright: such an id is answered as any unknown one (404, or the page without
// it), a page number past its range as page 1, and a form's id as a 400, never a 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthClient } from "../support/auth-client";
import { signedUpBuyer } from "../support/inquiry-fixtures";
import { signedUpSeller } from "../support/seller";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

const PAST_INT = "2147483648";
const HUGE = "99999999999999999999";

describe.each(TEST_DIALECTS)("ids and page numbers past their range on %s", (dialect) => {
  let database: TestDatabase;
  let shop: RunningStorefront;
  let seller: AuthClient;
  let buyer: AuthClient;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    shop = await startStorefront(database);
    seller = (await signedUpSeller(shop.baseUrl, database)).client;
    buyer = (await signedUpBuyer(shop.baseUrl, "Range Buyer")).client;
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    await database?.close();
  });

  const form = (client: AuthClient, path: string, fields: Record<string, string>) =>
    client.request(path, { method: "POST", body: new URLSearchParams(fields).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } });

  it.each([
    [`/admin/catalogue?applied=${PAST_INT}`, 200],
    [`/admin/catalogue?applied=${HUGE}&page=${PAST_INT}`, 200],
    [`/admin/inquiries?page=${PAST_INT}`, 200],
    [`/admin/inquiries/${PAST_INT}`, 404],
    [`/admin/inquiries/${HUGE}`, 404],
    [`/admin/inquiries/${PAST_INT}/quote`, 404],
  ])("answers the seller's %s with %i", async (path, status) => {
    const response = await seller.get(path);
    expect(response.status).toBe(status);
  });

  it.each([
    [`/account/inquiries?page=${PAST_INT}`, 200],
    [`/account/inquiries/${PAST_INT}/quote.pdf`, 404],
    [`/quote?sent=${PAST_INT}&again=${PAST_INT}`, 200],
  ])("answers the buyer's %s with %i", async (path, status) => {
    const response = await buyer.get(path);
    expect(response.status).toBe(status);
  });

  it.each([
    [`/api/tyres/${PAST_INT}`, 404],
    [`/api/tyres/${HUGE}`, 404],
    [`/api/tyres?page=${PAST_INT}`, 400],
    [`/buy-now?tyre=${PAST_INT}`, 404],
    [`/compare?tyres=${PAST_INT},${HUGE}`, 200],
    [`/?brand=Michelin&variant=${PAST_INT}`, 200],
    [`/summer-offers?page=${PAST_INT}`, 200],
    [`/search?q=michelin&page=${PAST_INT}`, 200],
    // A page past the last goes to the last (decision 140).
    [`/tyres/size/315-80r22.5?page=${PAST_INT}`, 302],
    [`/sitemap.xml?part=tyres-${PAST_INT}`, 404],
  ])("answers a visitor's %s with %i", async (path, status) => {
    const response = await fetch(shop.baseUrl + path, { redirect: "manual" });
    expect(response.status).toBe(status);
    expect(response.headers.get("location") ?? "").not.toContain(PAST_INT);
  });

  it("refuses the seller's 'Send again' of an e-mail id past the range with 400 and the reason", async () => {
    const response = await form(seller, "/admin/inquiries/1", { intent: "send-again", job: PAST_INT });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Choose an e-mail.");
  });

  it.each(["accept", "again"])("refuses the buyer's '%s' of an inquiry id past the range with 400", async (intent) => {
    const response = await form(buyer, "/account/inquiries", { intent, inquiry: PAST_INT });
    expect(response.status).toBe(400);
  });
});
