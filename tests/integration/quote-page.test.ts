// /quote over HTTP on both databases: plain form posts add, change and remove lines;
// a visitor's basket is a cookie, a buyer's is rows that follow them, and the two merge at the
// first quote page after sign-in; bad input gets a 4xx with a reason and changes nothing; no
// basket ever reaches a page kept for everyone.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listBasket } from "../../app/quote-basket/basket-repository.server";
import { messagesFor } from "../../app/i18n/catalogues.server";
import { LANGUAGES, pathInLanguage } from "../../app/i18n/languages";
import { AuthClient } from "../support/auth-client";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

describe.each(TEST_DIALECTS)("the quote page on %s", (dialect) => {
  let database: TestDatabase;
  let shop: RunningStorefront;
  let tyres: number[];
  let ip = 0;

  const post = (client: AuthClient, fields: Record<string, string | number>) =>
    client.request("/quote", {
      method: "POST",
      body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `10.9.0.${++ip}` },
    });
  const quoteHtml = async (client: AuthClient) => (await client.get("/quote")).text();
  const signedInBuyer = async (email: string) => {
    const client = new AuthClient(shop.baseUrl);
    const res = await client.post(
      "/api/auth/sign-up/email",
      { name: "Quote Buyer", email, password: "correct horse 1" },
      { "x-forwarded-for": `10.8.0.${++ip}` },
    );
    expect(res.status).toBe(200);
    return client;
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    shop = await startStorefront(database);
    const rows = await database.db
      .selectFrom("tyre")
      .select("id")
      .where("offer_price_currency", "=", "EUR")
      .where("vehicle_type", "=", "truck")
      .orderBy("id")
      .limit(3)
      .execute();
    tyres = rows.map((r) => Number(r.id));
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });

  it("adds, changes and removes lines for a visitor without JavaScript, in a cookie", async () => {
    const visitor = new AuthClient(shop.baseUrl);
    const added = await post(visitor, { intent: "add", tyre: tyres[0]!, quantity: 100 });
    expect([added.status, added.headers.get("location")]).toEqual([303, "/quote"]);
    expect(visitor.cookies.get("quote_basket")).toBe(`${tyres[0]}-100`);
    await post(visitor, { intent: "add", tyre: tyres[1]!, quantity: 60 });
    await post(visitor, { intent: "set", tyre: tyres[0]!, quantity: 120 });
    const page = await visitor.get("/quote");
    expect(page.headers.get("x-page-cache")).toBeNull();
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain(`data-quote-line="${tyres[0]}"`);
    expect(html).toContain("180 pcs");
    await post(visitor, { intent: "remove", tyre: tyres[0]! });
    expect(visitor.cookies.get("quote_basket")).toBe(`${tyres[1]}-60`);
    await post(visitor, { intent: "remove", tyre: tyres[1]! });
    expect(visitor.cookies.has("quote_basket")).toBe(false);
    expect(await quoteHtml(visitor)).toContain("Your quote is empty.");
  });

  it("adds to a tyre's line when it is added again", async () => {
    const visitor = new AuthClient(shop.baseUrl);
    await post(visitor, { intent: "add", tyre: tyres[0]!, quantity: 50 });
    await post(visitor, { intent: "add", tyre: tyres[0]!, quantity: 30 });
    expect(visitor.cookies.get("quote_basket")).toBe(`${tyres[0]}-80`);
    expect(await quoteHtml(visitor)).toContain("80 pcs");
  });

  it.each([
    [{ intent: "buy", tyre: "1", quantity: "50" }, 400, "Choose add, set, swap or remove."],
    [{ intent: "add", tyre: "abc", quantity: "50" }, 400, "Choose a tyre."],
    [{ intent: "add", tyre: "1", quantity: "0" }, 400, "Quantity must be a whole number from 1 to 100000."],
    [{ intent: "add", tyre: "1", quantity: "5e3" }, 400, "Quantity must be a whole number from 1 to 100000."],
    [{ intent: "add", tyre: "2000000000", quantity: "50" }, 404, "That tyre is not in the catalogue."],
    [{ intent: "set", tyre: "2000000000", quantity: "50" }, 400, "That tyre is not in your quote."],
    // A swap (decision 263) names a tyre the quote may hold, for a line it has.
    [{ intent: "swap", tyre: "1", to: "x" }, 400, "Choose the tyre to swap in."],
    [{ intent: "swap", tyre: "1", to: "2000000000" }, 404, "That tyre is not in the catalogue."],
  ])("refuses %j with %d and a reason, changing nothing", async (fields, status, reason) => {
    const visitor = new AuthClient(shop.baseUrl);
    await post(visitor, { intent: "add", tyre: tyres[2]!, quantity: 70 });
    const res = await post(visitor, fields);
    expect(res.status).toBe(status);
    expect(await res.text()).toContain(reason);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(visitor.cookies.get("quote_basket")).toBe(`${tyres[2]}-70`);
  });

  it("keeps a buyer's basket in the database, merging the visitor's at the first quote page after sign-in", async () => {
    const buyer = await signedInBuyer(`quote-${dialect}-${Date.now()}@example.com`);
    await post(buyer, { intent: "add", tyre: tyres[0]!, quantity: 100 });
    expect(buyer.cookies.has("quote_basket")).toBe(false);
    // The same buyer's visitor cookie from before signing in, on this device.
    buyer.cookies.set("quote_basket", `${tyres[0]}-60.${tyres[1]}-40`);
    const html = await quoteHtml(buyer);
    expect(buyer.cookies.has("quote_basket")).toBe(false);
    expect(html).toContain("140 pcs");
    const userId = (await (database.db as Kysely<any>).selectFrom("user").select("id").where("email", "like", `quote-${dialect}-%`).executeTakeFirstOrThrow())
      .id;
    expect(await listBasket(database.db, userId)).toEqual([
      { tyreId: tyres[0], quantity: 100 },
      { tyreId: tyres[1], quantity: 40 },
    ]);
    const other = await signedInBuyer(`other-${dialect}-${Date.now()}@example.com`);
    expect(await quoteHtml(other)).toContain("Your quote is empty.");
  });

  it("never lets a basket into a page kept for everyone", async () => {
    const visitor = new AuthClient(shop.baseUrl);
    await post(visitor, { intent: "add", tyre: tyres[0]!, quantity: 150 });
    const withBasket = await visitor.get("/trial-tyres");
    const stranger = await fetch(`${shop.baseUrl}/trial-tyres`);
    const [mine, theirs] = [await withBasket.text(), await stranger.text()];
    expect(mine).not.toContain("data-quote-count");
    const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, "");
    expect(withoutNonces(theirs)).toBe(withoutNonces(mine));
    const buyer = await signedInBuyer(`cache-${dialect}-${Date.now()}@example.com`);
    await post(buyer, { intent: "add", tyre: tyres[0]!, quantity: 77 });
    const buyerPage = await buyer.get("/trial-tyres");
    expect(buyerPage.headers.get("cache-control")).toBe("private, no-store");
    const buyerHtml = await buyerPage.text();
    expect(buyerHtml.match(/data-quote-count[^>]*>[^<]*</)?.[0]).toBe('data-quote-count="true">77<');
    expect(await (await fetch(`${shop.baseUrl}/trial-tyres`)).text()).not.toContain("data-quote-count");
  });

  it.each(LANGUAGES)("sends the page the words its components draw, not those its loader writes (%s)", async (language) => {
    const { basket, listing } = messagesFor(language, ["basket", "listing"]);
    // JSON-escaped as the loader's data writes them.
    const inData = (html: string, text: string) => html.includes(JSON.stringify(JSON.stringify(text)).slice(3, -3));
    const visitor = new AuthClient(shop.baseUrl);
    const empty = await (await visitor.get(pathInLanguage(language, "/quote"))).text();
    expect(empty).toContain(basket.emptyLink);
    expect(empty).not.toContain("undefined");
    for (const text of [basket.linesHeading, basket.requestLead, listing.vatNote]) expect(inData(empty, text), text).toBe(false);
    await post(visitor, { intent: "add", tyre: tyres[0]!, quantity: 100 });
    const withLine = await (await visitor.get(pathInLanguage(language, "/quote"))).text();
    expect(withLine).not.toContain("undefined");
    for (const text of [basket.linesHeading, basket.requestLead, listing.vatNote]) expect(inData(withLine, text), text).toBe(true);
    // Sentences the loader words itself, and the list pages' filters: none of the page's components read them.
    for (const text of [basket.quantityRange, basket.fillsPart, basket.tier20ft, listing.regularPrice]) expect(inData(withLine, text), text).toBe(false);
  });
});
