// The seller's exchange rates over HTTP (decision 284), on both databases: a fresh shop's 17
// example rates, a rate saved (its example mark cleared), added and removed, a rate file previewed
// then applied; each change audited and emptying the page cache; bad rates, codes, dates and files
// refused with a 4xx and a reason, changing nothing. And the buyer's side (decision 285): an offer
// list asked for in USD answers in USD with the rate said once, kept in the cache under its own URL.
import { beforeEach, describe, expect, it } from "vitest";
import { listAuditOf } from "../../app/admin/audit-log.server";
import { listExchangeRates } from "../../app/currency/exchange-rates.server";
import { RATE_CSV_HEADER } from "../../app/currency/rate-csv";
import { fingerprintIn, pageCacheProbe, tablePagePosts, useSellerShop } from "../support/seller-shop";
import { TEST_DIALECTS } from "../support/test-database";

const TODAY = new Date().toISOString().slice(0, 10);

describe.each(TEST_DIALECTS)("the back office's exchange rates on %s", (dialect) => {
  const suite = useSellerShop(dialect);
  const { post, upload, apply } = tablePagePosts(() => suite.seller, "/admin/rates");
  const probe = pageCacheProbe(() => suite.database);
  const { expectCacheEmptiedBy } = probe;

  const rates = () => listExchangeRates(suite.database.db);
  const rate = async (code: string) => (await rates()).find((r) => r.currency === code) ?? null;
  const countsIn = (html: string) =>
    ["added", "changed", "removed", "unchanged"].map((change) => Number(new RegExp(`data-testid="rates-count-${change}">(\\d+)<`).exec(html)?.[1]));
  const auditCount = async () => (await suite.database.db.selectFrom("audit_log").select("id").where("action", "like", "rates.%").execute()).length;
  const expectRefused = (change: () => Promise<Response>, status: number, reason: string | RegExp) =>
    probe.expectRefused(change, status, reason, async () => [await rates(), await auditCount()]);

  beforeEach(async () => {
    await suite.database.db.deleteFrom("page_cache").execute();
  });

  it("shows a fresh shop's 17 example rates by code, each marked as an example", async () => {
    const html = await (await suite.seller.get("/admin/rates")).text();
    const rows = [...html.matchAll(/data-testid="rate-row-([A-Z]{3})"/g)].map((m) => m[1]);
    expect(rows).toEqual(["AED", "BRL", "CLP", "COP", "EGP", "GBP", "GHS", "INR", "KES", "MAD", "MXN", "NGN", "PEN", "SAR", "USD", "XOF", "ZAR"]);
    expect(html.match(/bg-amber-100[^>]*>Example</g)).toHaveLength(17);
    expect(html).toMatch(/name="rate" value="655.957"/);
    expect(await rate("NGN")).toEqual({ currency: "NGN", rateMillionths: 1_790_500_000, asOf: "2026-11-24", example: true });
  });

  it("saves a rate: its example mark cleared, audited before and after, the cache emptied", async () => {
    await expectCacheEmptiedBy(() => post({ intent: "save", currency: "USD", rate: "1.0923", asOf: TODAY }));
    expect(await rate("USD")).toEqual({ currency: "USD", rateMillionths: 1_092_300, asOf: TODAY, example: false });
    const [entry] = await listAuditOf(suite.database.db, "exchange_rate", "USD");
    expect(entry).toMatchObject({
      actor: suite.sellerEmail,
      action: "rates.set",
      before: { rate: "1.0812", asOf: "2026-11-24", example: true },
      after: { rate: "1.0923", asOf: TODAY, example: false },
    });
    expect(await (await suite.seller.get("/admin/rates?saved=USD")).text()).toContain("Saved the rate of USD.");
  });

  it("adds a currency, then removes it, each audited and emptying the cache", async () => {
    await expectCacheEmptiedBy(() => post({ intent: "add", currency: "kwd", rate: "0.3321", asOf: "2026-11-20" }));
    expect(await rate("KWD")).toEqual({ currency: "KWD", rateMillionths: 332_100, asOf: "2026-11-20", example: false });
    await expectCacheEmptiedBy(() => post({ intent: "remove", currency: "KWD" }));
    expect(await rate("KWD")).toBeNull();
    const audit = await listAuditOf(suite.database.db, "exchange_rate", "KWD");
    expect(audit.map(({ action }) => action)).toEqual(["rates.remove", "rates.add"]);
  });

  it.each([
    [{ rate: "0" }, "The rate is 0: a rate is more than 0."],
    [{ rate: "-1.08" }, "The rate -1.08 is negative: a rate is more than 0."],
    [{ rate: "1000000.5" }, "The rate 1000000.5 is over 1,000,000."],
    [{ rate: "1,08" }, "Write the rate 1,08 with a point for decimals"],
    [{ currency: "ABC", intent: "add" }, "&quot;ABC&quot; is not a currency&#x27;s ISO 4217 code"],
    [{ currency: "XAU", intent: "add" }, "&quot;XAU&quot; is not a currency&#x27;s ISO 4217 code"],
    [{ currency: "EUR", intent: "add" }, "EUR is the catalogue&#x27;s own currency"],
    [{ asOf: "2026-02-30" }, "2026-02-30 is no day of the calendar."],
    [{ asOf: "24/11/2026" }, "is not a date written YYYY-MM-DD"],
    [{ asOf: "2999-01-01" }, "The date 2999-01-01 is in the future"],
    [{ currency: "GBP", intent: "add" }, "GBP is listed already"],
  ])("refuses %j: 400 and the reason, nothing changed", async (change, reason) => {
    await expectRefused(() => post({ intent: "save", currency: "GBP", rate: "0.86", asOf: "2026-11-24", ...change }), 400, reason);
  });

  it("answers saving or removing a currency not listed with 404, and an unknown intent with 400, nothing changed", async () => {
    await expectRefused(() => post({ intent: "save", currency: "JPY", rate: "160", asOf: "2026-11-24" }), 404, "JPY is not in the rate table");
    await expectRefused(() => post({ intent: "remove", currency: "JPY" }), 404, "JPY is not in the rate table");
    await expectRefused(() => post({ intent: "drop", currency: "GBP" }), 400, "Add, save or remove a rate");
  });

  it("downloads the table as the CSV the upload reads, previews a changed file without changing anything, then applies it, audited", async () => {
    const response = await suite.seller.get("/admin/rates.csv");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const csv = await response.text();
    expect(csv).toContain("XOF,655.957,2026-11-24\r\n");
    expect(countsIn(await (await upload(csv)).text())).toEqual([0, 0, 0, 17]);

    const lines = csv.trimEnd().split("\r\n");
    const file = [...lines.filter((line) => !line.startsWith("ZAR,") && !line.startsWith("GBP,")), "GBP,0.8612,2026-11-25", "JPY,161.5,2026-11-25"].join("\n");
    const before = await rates();
    const html = await (await upload(file)).text();
    expect(countsIn(html)).toEqual([1, 1, 1, 15]);
    expect(await rates()).toEqual(before);

    await expectCacheEmptiedBy(() => apply(file, fingerprintIn(html)));
    const after = await rates();
    expect(after.map((r) => r.currency)).toContain("JPY");
    expect(after.map((r) => r.currency)).not.toContain("ZAR");
    expect(after.filter((r) => r.example)).toEqual([]);
    const [entry] = await listAuditOf(suite.database.db, "exchange_rate_table", "rates");
    expect(entry).toMatchObject({
      actor: suite.sellerEmail,
      action: "rates.csv.apply",
      after: { fileName: "rates.csv", counts: { added: 1, changed: 1, removed: 1, unchanged: 15 } },
    });
  });

  it("lists a file's bad lines with their numbers and reasons, offers no Apply, and refuses a stale or bad apply", async () => {
    const file = [
      RATE_CSV_HEADER,
      "USD,1.09,2026-11-24",
      "GBP,0,2026-11-24",
      "NGN,-1650,2026-11-24",
      "COP,1000001,2026-11-24",
      "ABC,1,2026-11-24",
      "MAD,10.8,2026-13-01",
    ].join("\r\n");
    const response = await upload(file);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("5 lines of rates.csv cannot be read");
    expect(html).toContain("Line <!-- -->3<!-- -->: <!-- -->The rate is 0");
    expect(html).toContain("Line <!-- -->4<!-- -->: <!-- -->The rate -1650 is negative");
    expect(html).toContain("Line <!-- -->5<!-- -->: <!-- -->The rate 1000001 is over 1,000,000.");
    expect(html).toContain("Line <!-- -->6<!-- -->: <!-- -->&quot;ABC&quot; is not a currency");
    expect(html).toContain("Line <!-- -->7<!-- -->: <!-- -->2026-13-01 is no day of the calendar.");
    expect(html).not.toContain('value="apply"');
    const good = `${RATE_CSV_HEADER}\nUSD,1.1,2026-11-24`;
    const fingerprint = fingerprintIn(await (await upload(good)).text());
    await expectRefused(() => apply(file, fingerprint), 400, "A file with lines that cannot be read is never applied (line 3");
    await post({ intent: "save", currency: "INR", rate: "91.5", asOf: "2026-11-24" });
    await expectRefused(() => apply(good, fingerprint), 422, "The rate table changed after this preview");
    await expectRefused(() => upload(new Uint8Array([0x41, 0x00])), 400, "This is not a CSV file: it holds binary data.");
    await expectRefused(() => upload("code,rate\nUSD,1"), 400, "The first line must be the header currency,rate,date.");
  });

  it("answers an offer list asked for in USD in dollars, with the rate said once, kept in the cache under its own URL", async () => {
    await post({ intent: "save", currency: "USD", rate: "1.0812", asOf: "2026-11-24" });
    const url = `${suite.shop.baseUrl}/summer-offers?currency=USD`;
    let hit: Response | null = null;
    for (let i = 0; i < 20 && !hit; i++) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      if (response.headers.get("x-page-cache") === "hit") hit = response;
      else await response.arrayBuffer();
    }
    expect(hit, "the USD page came from the cache").not.toBeNull();
    const html = await hit!.text();
    expect(html.match(/data-rate-line/g)).toHaveLength(1);
    expect(html).toContain("1 EUR = 1.0812 USD, 24 Nov 2026; the quote fixes the rate");
    expect(html).toMatch(/data-price-payable[^>]*><strong[^>]*>(?:<span[^>]*>Offer price <\/span>)?US\$/);
    // Kept for every process under its own URL (written just after the answer).
    const keptUnderItsUrl = async () =>
      (await suite.database.db.selectFrom("page_cache").select("key").execute()).some((row) => row.key.endsWith(" /summer-offers?currency=USD"));
    await expect.poll(keptUnderItsUrl).toBe(true);

    // The euro page is its own entry, and an unknown code falls back to euro and says so.
    const euro = await (await fetch(`${suite.shop.baseUrl}/summer-offers`)).text();
    expect(euro).not.toContain("data-rate-line");
    expect(euro).toContain("€");
    const unknown = await (await fetch(`${suite.shop.baseUrl}/summer-offers?currency=ZZZ`)).text();
    expect(unknown).toContain("We keep no exchange rate for ZZZ: prices are shown in EUR, the catalogue&#x27;s currency.");
  });
});
