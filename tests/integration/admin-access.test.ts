// Who reaches the back office (decision 170), on both databases: the role is granted and
// taken away only by the CLI, each change audited; every /admin page answers a visitor with a trip
// to login, a buyer with 403 and the reason, a seller with the page, always private; and a
// removed seller is refused at the next request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_SECTIONS } from "../../app/admin/admin-sections";
import { listAuditOf } from "../../app/admin/audit-log.server";
import { isSeller } from "../../app/admin/seller-role.server";
import { AuthClient } from "../support/auth-client";
import { signedUpBuyer } from "../support/inquiry-fixtures";
import { enrolSecondFactor, runSellerCli, signedUpSeller } from "../support/seller";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

/** Every back-office page; each section adds itself to ADMIN_SECTIONS, which this list must cover. */
const ADMIN_PAGES = ["/admin", ...ADMIN_SECTIONS.map((section) => section.path)];

describe.each(TEST_DIALECTS)("the back office's gate on %s", (dialect) => {
  let database: TestDatabase;
  let shop: RunningStorefront;
  const userIdOf = async (email: string) =>
    String((await (database.db as any).selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    shop = await startStorefront(database);
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });

  it.each(ADMIN_PAGES)("sends a visitor at %s to log in and back", async (path) => {
    const response = await new AuthClient(shop.baseUrl).get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  // One buyer and one seller for the pages' reads below: signing up (a password hash, and a seller's
  // second factor) was most of each test's time, and reading a page changes neither account.
  let buyer: ReturnType<typeof signedUpBuyer> | undefined;
  let seller: ReturnType<typeof signedUpSeller> | undefined;

  it.each(ADMIN_PAGES)("refuses a buyer at %s with 403 and the reason, page and data request alike", async (path) => {
    const { client } = await (buyer ??= signedUpBuyer(shop.baseUrl));
    const page = await client.get(path);
    expect(page.status).toBe(403);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(await page.text()).toContain("This page is for the shop&#x27;s sellers.");
    const dataRequest = await client.get(`${path}.data`);
    expect(dataRequest.status).toBe(403);
  });

  it.each(ADMIN_PAGES)("shows a seller %s, private", async (path) => {
    const { client } = await (seller ??= signedUpSeller(shop.baseUrl, database));
    const page = await client.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain('aria-label="Back office"');
    // The storefront's chat to the seller is left out of the seller's own back office.
    expect(html).not.toContain("data-chat-button");
  });

  it("links the back office from a seller's account menu, and never from a buyer's", async () => {
    const backOfficeLink = /<a [^>]*href="\/admin"[^>]*>Back office<\/a>/;
    const { client: buyer } = await signedUpBuyer(shop.baseUrl);
    const { client: seller } = await signedUpSeller(shop.baseUrl, database);
    for (const path of ["/", "/account/inquiries"]) {
      expect(await (await buyer.get(path)).text()).not.toMatch(backOfficeLink);
      expect(await (await seller.get(path)).text()).toMatch(backOfficeLink);
    }
  });

  it("grants and removes the role only through the CLI, auditing each change, and a removed seller is refused at once", async () => {
    const { client, email } = await signedUpBuyer(shop.baseUrl, "Rita Role");
    const userId = await userIdOf(email);

    const added = runSellerCli(database, "add", email.toUpperCase());
    expect(added.status).toBe(0);
    expect(added.stdout.trim()).toBe(`${email} is now a seller`);
    expect(runSellerCli(database, "add", email).stdout.trim()).toBe(`${email} was already a seller`);
    expect(await isSeller(database.db, userId)).toBe(true);
    // A new seller turns on the second factor before the back office opens (decision 281).
    expect((await client.get("/admin")).headers.get("location")).toBe("/admin/two-factor?redirectTo=%2Fadmin");
    await enrolSecondFactor(client);
    expect((await client.get("/admin")).status).toBe(200);

    const removed = runSellerCli(database, "remove", email);
    expect(removed.status).toBe(0);
    expect(removed.stdout.trim()).toBe(`${email} is no longer a seller`);
    expect(runSellerCli(database, "remove", email).stdout.trim()).toBe(`${email} was not a seller`);
    expect((await client.get("/admin")).status).toBe(403);

    const history = await listAuditOf(database.db, "user", userId);
    expect(history.map(({ actor, action, before, after }) => ({ actor, action, before, after }))).toEqual([
      { actor: "cli", action: "seller.revoke", before: { seller: true }, after: { seller: false } },
      { actor: "cli", action: "seller.grant", before: { seller: false }, after: { seller: true } },
    ]);
  });

  it("says why the CLI refused: no such account (exit 1), or a wrong call (exit 2), and changes nothing", async () => {
    const before = await database.db.selectFrom("user_role").select("user_id").execute();
    const unknown = runSellerCli(database, "add", "nobody@example.com");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("no account with the e-mail nobody@example.com");
    const wrong = runSellerCli(database, "add");
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain("usage: npm run seller:add -- EMAIL");
    expect(await database.db.selectFrom("user_role").select("user_id").execute()).toEqual(before);
  });

  it("gives no web route that grants the role: a buyer's sign-up fields cannot set it", async () => {
    const client = new AuthClient(shop.baseUrl);
    const email = `role-${Date.now()}@example.com`;
    const signUp = await client.post(
      "/api/auth/sign-up/email",
      { name: "Mallory", email, password: "correct horse 1", role: "seller" },
      { "x-forwarded-for": "10.99.0.1" },
    );
    // better-auth keeps only the fields it knows: the account is made, a buyer.
    expect(signUp.status).toBe(200);
    const account = await (database.db as any).selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    expect(await isSeller(database.db, String(account.id))).toBe(false);
    expect((await client.get("/admin")).status).toBe(403);
  });
});
