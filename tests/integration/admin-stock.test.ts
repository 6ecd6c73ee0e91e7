// The back office's stock pages over HTTP on both databases (decisions 245, 246, 248): sellers
// only; a feed with a bad line is 400 with the line and reason and changes nothing; a preview is
// applied once; a key is revoked and audited; a tyre's correction refused field by field (nothing
// changed) or saved, audited, with a new catalogue revision.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI_ACTOR } from "../../app/admin/audit-log.server";
import { createFeedKey } from "../../app/admin/stock-feed-keys.server";
import { availabilityOf } from "../../app/catalogue/availability.server";
import { getCatalogueRevision } from "../../app/catalogue/revision.server";
import { AuthClient } from "../support/auth-client";
import { signedUpBuyer } from "../support/inquiry-fixtures";
import { signedUpSeller } from "../support/seller";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

describe.each(TEST_DIALECTS)("the back office's stock pages on %s", (dialect) => {
  let database: TestDatabase;
  let shop: RunningStorefront;
  let seller: AuthClient;
  let buyer: AuthClient;
  let tyre: { id: number; code: string };
  let ip = 0;
  const headers = () => ({ "x-forwarded-for": `10.17.0.${(++ip % 250) + 1}` });
  const postForm = (client: AuthClient, path: string, fields: Record<string, string | number>) =>
    client.request(path, {
      method: "POST",
      body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers() },
    });
  const upload = (client: AuthClient, csv: string) => {
    const form = new FormData();
    form.set("intent", "preview");
    form.set("file", new File([csv], "feed.csv", { type: "text/csv" }));
    return client.request("/admin/stock", { method: "POST", body: form, headers: headers() });
  };
  const stock = async () => (await availabilityOf(database.db, [tyre.id])).get(tyre.id)!;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    shop = await startStorefront(database);
    const row = await database.db
      .selectFrom("tyre")
      .select(["id", "product_code"])
      .where("product_code", "is not", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    tyre = { id: Number(row.id), code: row.product_code! };
    seller = (await signedUpSeller(shop.baseUrl, database)).client;
    buyer = (await signedUpBuyer(shop.baseUrl, "Bea Buyer")).client;
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });

  it("lets only sellers in: a visitor is sent to log in (page) or gets 401 (post), a buyer 403", async () => {
    const visitor = new AuthClient(shop.baseUrl);
    for (const path of ["/admin/stock", `/admin/stock/tyres/${tyre.id}`]) {
      expect((await visitor.get(path)).status).toBe(302);
      expect((await postForm(visitor, path, { intent: "create-key", name: "x" })).status).toBe(401);
      expect((await buyer.get(path)).status).toBe(403);
      expect((await postForm(buyer, path, { intent: "create-key", name: "x" })).status).toBe(403);
    }
    expect(await database.db.selectFrom("stock_feed_key").select("id").execute()).toEqual([]);
    expect((await seller.get("/admin/stock/tyres/999999")).status).toBe(404);
  });

  it("refuses a feed with a bad line (400, the line and reason shown, nothing changed), and applies a preview once", async () => {
    const before = await stock();
    const bad = await upload(seller, `code,pieces\n${tyre.code},-4\n`);
    expect(bad.status).toBe(400);
    // React separates text parts with empty comments in server HTML.
    expect((await bad.text()).replaceAll("<!-- -->", "")).toContain(`Line 2: ${tyre.code}: the pieces (-4) are negative`);
    expect(await stock()).toEqual(before);

    const good = await upload(seller, `code,pieces\n${tyre.code},777\n`);
    expect(good.status).toBe(200);
    const draft = /name="draft" value="(\d+)"/.exec(await good.text())![1]!;
    const applied = await postForm(seller, "/admin/stock", { intent: "apply", draft });
    expect([applied.status, applied.headers.get("location")]).toEqual([303, "/admin/stock?applied=1&unknown=0"]);
    expect((await stock()).stock[0]!.onHand).toBe(777);
    const again = await postForm(seller, "/admin/stock", { intent: "apply", draft });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("This preview was applied already or is too old");
  });

  it("revokes a key, audited; a second revoke is 404", async () => {
    const { id } = await createFeedKey(database.db, CLI_ACTOR, "Old ERP");
    const revoked = await postForm(seller, "/admin/stock", { intent: "revoke-key", key: id });
    expect([revoked.status, revoked.headers.get("location")]).toEqual([303, "/admin/stock?revoked=1"]);
    expect((await database.db.selectFrom("stock_feed_key").select("revoked_at").where("id", "=", id).executeTakeFirstOrThrow()).revoked_at).not.toBeNull();
    const audit = await database.db.selectFrom("audit_log").selectAll().where("action", "=", "stock.key.revoke").executeTakeFirstOrThrow();
    expect(audit.subject_id).toBe(String(id));
    expect((await postForm(seller, "/admin/stock", { intent: "revoke-key", key: id })).status).toBe(404);
  });

  it("refuses a tyre's correction field by field with nothing changed, and saves a good one, audited, with a new revision", async () => {
    const path = `/admin/stock/tyres/${tyre.id}`;
    const rotterdam = Number((await database.db.selectFrom("warehouse").select("id").where("is_default", "=", 1).executeTakeFirstOrThrow()).id);
    const before = await stock();
    const refused = await postForm(seller, path, {
      [`stock${rotterdam}`]: "12.5",
      incomingPieces0: "100",
      incomingDate0: "2001-01-01",
      dotYear: "2026",
      dotWeek: "60",
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain("Rotterdam: the pieces (12.5) are not a whole number");
    expect(page).toContain("Incoming 1: the expected date 2001-01-01 is in the past");
    expect(page).toContain("The DOT week &#x27;60&#x27; is not a week from 1 to 53.");
    expect(await stock()).toEqual(before);

    const revision = (await getCatalogueRevision(database.db)).revision;
    const saved = await postForm(seller, path, { [`stock${rotterdam}`]: "90", leadTimeDays: "21", dotMaxAgeMonths: "6" });
    expect([saved.status, saved.headers.get("location")]).toEqual([303, `${path}?saved`]);
    expect(await stock()).toMatchObject({
      stock: [{ warehouse: "Rotterdam", onHand: 90 }],
      incoming: [],
      leadTimeDays: 21,
      notOrderable: false,
      production: { kind: "maxAge", months: 6 },
    });
    expect((await getCatalogueRevision(database.db)).revision).toBe(revision + 1);
    const audit = await database.db.selectFrom("audit_log").selectAll().where("action", "=", "stock.edit").executeTakeFirstOrThrow();
    expect(audit.subject_id).toBe(String(tyre.id));
  });
});
