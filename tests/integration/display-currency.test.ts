// The buyer's remembered display currency over HTTP (decision 298), on both databases: the chooser
// sets the `currency` cookie and a signed-in buyer's account column, the account winning; the render
// cache keeps one entry per URL and remembered code, never one per Cookie header; bad choices are
// refused with a 400 and a reason, changing nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getAccountCurrency } from "../../app/currency/account-currency.server";
import type { AuthClient } from "../support/auth-client";
import { signedUpBuyer } from "../support/inquiry-fixtures";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

const RATE_LINE_USD = "1 EUR = 1.0812 USD, 24 Nov 2026; the quote fixes the rate";

describe.each(TEST_DIALECTS)("the remembered display currency on %s", (dialect) => {
  let database: TestDatabase;
  let shop: RunningStorefront;

  const page = (path: string, cookie?: string) => fetch(shop.baseUrl + path, { headers: cookie ? { cookie } : {} });
  const keys = async () => (await database.db.selectFrom("page_cache").select("key").execute()).map((row) => row.key.slice(row.key.indexOf(" ") + 1)).sort();
  const choose = (fields: Record<string, string>, client?: AuthClient) => {
    const init = { method: "POST", body: new URLSearchParams(fields).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } };
    return client
      ? client.request("/currency", init)
      : fetch(`${shop.baseUrl}/currency`, { ...init, headers: { ...init.headers, origin: shop.baseUrl }, redirect: "manual" });
  };

  /** Asks until the cache answers (a page is kept on its second miss), and answers that hit. */
  async function servedFromCache(path: string, cookie?: string): Promise<string> {
    for (let i = 0; i < 20; i++) {
      const response = await page(path, cookie);
      expect(response.status).toBe(200);
      const html = await response.text();
      if (response.headers.get("x-page-cache") === "hit") return html;
    }
    throw new Error(`${path} with ${cookie} never came from the cache`);
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    shop = await startStorefront(database);
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });
  beforeEach(async () => {
    await database.db.deleteFrom("page_cache").execute();
  });

  it("keeps one entry per remembered currency of a URL, each served from the cache, and none for a junk cookie", async () => {
    const dollars = await servedFromCache("/summer-offers", "theme=dark; currency=USD");
    expect(dollars.match(/data-rate-line/g)).toHaveLength(1);
    expect(dollars).toContain(RATE_LINE_USD);
    expect(dollars).toContain("Prices in USD");
    const pesos = await servedFromCache("/summer-offers", "currency=clp");
    expect(pesos).toContain("Prices in CLP");
    // CLP has no minor units: whole pesos, no decimals.
    expect(pesos).toMatch(/data-price-payable[^>]*><strong[^>]*>(?:<span[^>]*>Offer price <\/span>)?CLP\s[\d,]+<\/strong>/);
    const euros = await servedFromCache("/summer-offers");
    expect(euros).not.toContain("data-rate-line");
    await expect.poll(keys).toEqual(["/summer-offers", "/summer-offers#currency=CLP", "/summer-offers#currency=USD"]);

    // The catalogue's own code is the catalogue's entry; junk is rendered fresh, says so, and is never kept.
    expect((await page("/summer-offers", "currency=EUR")).headers.get("x-page-cache")).toBe("hit");
    for (let i = 0; i < 3; i++) {
      const junk = await page("/summer-offers", "currency=%3Cscript%3E");
      expect(junk.status).toBe(200);
      expect(junk.headers.get("x-page-cache")).toBeNull();
      expect(await junk.text()).toContain("We keep no exchange rate for that currency: prices are shown in EUR, the catalogue&#x27;s currency.");
    }
    expect(await keys()).toEqual(["/summer-offers", "/summer-offers#currency=CLP", "/summer-offers#currency=USD"]);
  });

  it("answers the inquiry dialog's price in the remembered currency, the total the sum of the converted parts", async () => {
    const list = (await (await page("/api/tyres?vehicleType=truck&pageSize=1")).json()) as { items: Array<{ id: number }> };
    const asked = `/inquiry-price.json?tyre=${list.items[0]!.id}&quantity=120`;
    const answer = async (cookie?: string) =>
      ((await (await page(asked, cookie)).json()) as { price: { lines: string[]; rows: Array<[string, string]> } }).price;
    const [euros, dollars] = [await answer(), await answer("currency=USD")];
    // A fetcher asks for the same answer at the path plus ".data" (React Router's single fetch).
    const fetched = await page(asked.replace(".json?", ".json.data?"), "currency=USD");
    expect(await fetched.text()).toContain("US$");
    expect(euros.lines[0]).toMatch(/: 120 pcs × €[\d,]+\.\d{2} = €[\d,]+\.\d{2}$/);
    expect(dollars.lines[0]).toMatch(/: 120 pcs × US\$[\d,]+\.\d{2} = US\$[\d,]+\.\d{2}$/);
    const cents = (text: string) => Math.round(Number(/US\$([\d,]+\.\d{2})/.exec(text)![1]!.replace(/,/g, "")) * 100);
    const row = (label: string) => dollars.rows.find(([name]) => name === label)?.[1] ?? "";
    const [unit, line] = [...dollars.lines[0]!.matchAll(/US\$[\d,]+\.\d{2}/g)].map((m) => cents(m[0]));
    expect(line).toBe(unit! * 120);
    expect(cents(row("Goods"))).toBe(line);
    expect(cents(row("Total"))).toBe(line! + cents(row("Sea freight")));
  });

  it("remembers a choice in the cookie and goes back without ?currency=", async () => {
    const response = await choose({ currency: "usd", back: "/summer-offers?currency=GBP&page=2" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/summer-offers?page=2");
    expect(response.headers.get("set-cookie")).toMatch(/^currency=USD; Path=\/; Max-Age=31536000; SameSite=Lax/);
  });

  it.each([
    [{ currency: "JPY", back: "/" }, "We keep no exchange rate for JPY: choose one of the currencies listed."],
    [{ currency: "<b>", back: "/" }, "We keep no exchange rate for that currency: choose one of the currencies listed."],
    [{ back: "/" }, "We keep no exchange rate for that currency"],
  ])("refuses %j with a 400 and the reason, setting nothing", async (fields, reason) => {
    const response = await choose(fields);
    expect(response.status).toBe(400);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.text()).toContain(reason.replace(/'/g, "&#x27;"));
  });

  it("keeps a signed-in buyer's choice in the account, which wins over the cookie on a private page", async () => {
    const { client, email } = await signedUpBuyer(shop.baseUrl, "Cora Currency");
    const userId = (await database.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
    expect(await getAccountCurrency(database.db, userId)).toBeNull();

    expect((await choose({ currency: "GBP", back: "/summer-offers" }, client)).status).toBe(303);
    expect(await getAccountCurrency(database.db, userId)).toBe("GBP");
    // Another device's cookie says USD: the account's GBP wins.
    client.cookies.set("currency", "USD");
    const response = await client.get("/summer-offers");
    expect(response.headers.get("cache-control")).toMatch(/private/);
    const html = await response.text();
    expect(html).toContain("Prices in GBP");
    expect(html).toContain("1 EUR = 0.8571 GBP, 24 Nov 2026; the quote fixes the rate");
    expect(await keys()).toEqual([]);

    // A bad choice changes neither.
    expect((await choose({ currency: "ZZZ", back: "/" }, client)).status).toBe(400);
    expect(await getAccountCurrency(database.db, userId)).toBe("GBP");
  });
});
