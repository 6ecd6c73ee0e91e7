// POST /api/stock-feed on both databases (decision 246): a key made in the back office opens it
// (CSV or XLSX, no Origin needed), the feed applied as the back office applies it and audited
// with the key's name; a wrong, missing or revoked key is 401 and counted per address, and past
// the limit every post from that address is 429, the right key included; a bad line is 400 with
// its line and reason and changes nothing.
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { createFeedKey, revokeFeedKey } from "../../app/admin/stock-feed-keys.server";
import { CLI_ACTOR } from "../../app/admin/audit-log.server";
import { availabilityOf } from "../../app/catalogue/availability.server";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { getCatalogueRevision } from "../../app/catalogue/revision.server";
import { generateCatalogue } from "../../scripts/catalogue/generate-catalogue";
import { WRONG_FEED_KEY_LIMIT } from "../../server/stock-feed-api";
import { TEST_DIALECTS } from "../support/test-database";
import { useApi } from "../support/test-server";

describe.each(TEST_DIALECTS)("the stock feed API on %s", (dialect) => {
  const api = useApi(dialect, async (database) => {
    await importCatalogue(database.db, generateCatalogue({ count: 4, seed: 5 }));
  });
  let address = 0;
  const post = (body: string | Blob, key: string | null, from = `10.30.0.${++address}`) =>
    fetch(`${api.baseUrl}/api/stock-feed`, {
      method: "POST",
      body,
      headers: { "content-type": "text/csv", "x-forwarded-for": from, ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
    });
  const tyres = async () =>
    (await api.database.db.selectFrom("tyre").select(["id", "product_code", "ean"]).orderBy("id").execute()).map((t) => ({
      id: Number(t.id),
      code: t.product_code!,
      ean: t.ean!,
    }));
  const onHand = async (id: number) => (await availabilityOf(api.database.db, [id])).get(id)?.stock.map((s) => s.onHand) ?? [];

  it("applies a CSV feed posted with a key, lists unknown codes, audits it as the key and moves the catalogue revision", async () => {
    const { key } = await createFeedKey(api.database.db, CLI_ACTOR, "ERP");
    const stored = await api.database.db.selectFrom("stock_feed_key").selectAll().where("name", "=", "ERP").executeTakeFirstOrThrow();
    expect(stored.key_hash).not.toContain(key);
    expect(key.startsWith(stored.key_prefix)).toBe(true);
    const [a, b] = await tyres();
    const before = (await getCatalogueRevision(api.database.db)).revision;
    const res = await post(`code;pieces\n${a!.code};1240\n${b!.ean};80\nNOPE-1;5\n`, key);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ applied: 2, unknown: [{ line: 4, code: "NOPE-1" }], unknownCount: 1 });
    expect([await onHand(a!.id), await onHand(b!.id)]).toEqual([[1240], [80]]);
    expect((await getCatalogueRevision(api.database.db)).revision).toBe(before + 1);
    const audit = await api.database.db.selectFrom("audit_log").selectAll().where("action", "=", "stock.feed").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect([audit.actor, audit.subject_id]).toEqual(["api key ERP", "api key ERP"]);
    expect(
      (await api.database.db.selectFrom("stock_feed_key").select("last_used_at").where("name", "=", "ERP").executeTakeFirstOrThrow()).last_used_at,
    ).not.toBeNull();
  });

  it("applies an XLSX feed", async () => {
    const { key } = await createFeedKey(api.database.db, CLI_ACTOR, "Sheets");
    const [, , c] = await tyres();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Stock");
    sheet.addRow(["EAN", "Pcs", "Warehouse"]);
    sheet.addRow([c!.ean, 333, "rotterdam"]);
    const res = await post(new Blob([await workbook.xlsx.writeBuffer()]), key);
    expect([res.status, await res.json()]).toEqual([200, { applied: 1, unknown: [], unknownCount: 0 }]);
    expect(await onHand(c!.id)).toEqual([333]);
  });

  it("refuses a feed with a bad line, 400 with each line and reason, nothing changed", async () => {
    const { key } = await createFeedKey(api.database.db, CLI_ACTOR, "Bad lines");
    const [a, , , d] = await tyres();
    const stock = await onHand(a!.id);
    const res = await post(`code,pieces,warehouse\n${a!.code},7,\n${d!.code},-3,\n${d!.ean},2,Hamburg\n`, key);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "2 lines are refused: nothing was changed.",
      fieldErrors: {},
      refused: [
        { line: 3, reason: `${d!.code}: the pieces (-3) are negative` },
        { line: 4, reason: `${d!.ean}: unknown warehouse 'Hamburg'` },
      ],
      refusedCount: 2,
    });
    expect(await onHand(a!.id)).toEqual(stock);
  });

  it("answers 401 for a missing, wrong or revoked key, counts wrong keys per address, and past the limit answers 429 even to the right key", async () => {
    const { id, key } = await createFeedKey(api.database.db, CLI_ACTOR, "Old");
    await revokeFeedKey(api.database.db, CLI_ACTOR, id);
    const [a] = await tyres();
    const stock = await onHand(a!.id);
    const feed = `code,pieces\n${a!.code},1\n`;
    const missing = await post(feed, null);
    expect([missing.status, missing.headers.get("www-authenticate"), (await missing.json()).message]).toEqual([
      401,
      'Bearer realm="stock-feed"',
      "Send the API key as 'Authorization: Bearer KEY'.",
    ]);
    expect((await post(feed, key)).status).toBe(401);
    const good = (await createFeedKey(api.database.db, CLI_ACTOR, "Good")).key;
    const from = "10.31.0.1";
    for (let i = 0; i < WRONG_FEED_KEY_LIMIT.max; i++) expect((await post(feed, `tsf_wrong${i}`, from)).status).toBe(401);
    const limited = await post(feed, "tsf_wrong-again", from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(feed, good, from)).status).toBe(429);
    expect(await onHand(a!.id)).toEqual(stock);
    // Another address is not held back.
    expect((await post(feed, good, "10.31.0.2")).status).toBe(200);
  });
});
