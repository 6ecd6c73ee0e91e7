// The back office's container capacities (decision 180) over HTTP, on both databases: a
// seller sets and removes a size's counts, each audited with before and after; the CLI's rules
// refuse bad counts (400, nothing changed); the planner's store is the CLI's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditOf } from "../../app/admin/audit-log.server";
import { listCapacityOverrides } from "../../app/quote-basket/container-capacity.server";
import type { AuthClient } from "../support/auth-client";
import { signedUpSeller } from "../support/seller";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

describe.each(TEST_DIALECTS)("the back office's container capacities on %s", (dialect) => {
  let database: TestDatabase;
  let shop: RunningStorefront;
  let seller: AuthClient;
  let sellerEmail: string;
  const post = (fields: Record<string, string>) =>
    seller.request("/admin/capacities", {
      method: "POST",
      body: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  const overrides = async () => Object.fromEntries(await listCapacityOverrides(database.db));

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    shop = await startStorefront(database);
    ({ client: seller, email: sellerEmail } = await signedUpSeller(shop.baseUrl, database));
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });

  it("sets a size's counts (the size normalised), changes and removes them, auditing before and after", async () => {
    const set = await post({ intent: "set", size: "315/80 R22.5", capacity20: "150", capacity40: "270" });
    expect(set.status).toBe(303);
    expect(set.headers.get("location")).toBe("/admin/capacities?size=315%2F80R22.5&changed=315%2F80R22.5");
    expect(await overrides()).toEqual({ "315/80R22.5": { "20ft": 150, "40ft": 270 } });
    const page = await (await seller.get("/admin/capacities?size=315/80R22.5")).text();
    expect(page).toContain("Own counts: 150 in a 20ft, 270 in a 40ft.");
    expect(page).toMatch(/Worked out: <!-- -->\d+<!-- --> \/ <!-- -->\d+/);

    expect((await post({ intent: "set", size: "315/80R22.5", capacity20: "160", capacity40: "280" })).status).toBe(303);
    expect((await post({ intent: "remove", size: "315/80R22.5" })).status).toBe(303);
    expect(await overrides()).toEqual({});
    const audit = await listAuditOf(database.db, "container_capacity", "315/80R22.5");
    expect(audit.map(({ actor, action, before, after }) => ({ actor, action, before, after }))).toEqual([
      { actor: sellerEmail, action: "capacity.remove", before: { "20ft": 160, "40ft": 280 }, after: null },
      { actor: sellerEmail, action: "capacity.set", before: { "20ft": 150, "40ft": 270 }, after: { "20ft": 160, "40ft": 280 } },
      { actor: sellerEmail, action: "capacity.set", before: null, after: { "20ft": 150, "40ft": 270 } },
    ]);
  });

  it.each([
    [{ size: "315/80R22.5", capacity20: "0", capacity40: "10" }, "The 20ft count must be a whole number from 1 to 100000."],
    [{ size: "315/80R22.5", capacity20: "2.5", capacity40: "10" }, "The 20ft count must be a whole number from 1 to 100000."],
    [{ size: "315/80R22.5", capacity20: "200", capacity40: "100" }, "a 40ft holds at least what a 20ft holds (100 &lt; 200)"],
    [{ size: "banana", capacity20: "10", capacity40: "20" }, "&quot;banana&quot; is not a tyre size"],
  ])("refuses %j with 400 and the reason, changing nothing", async (fields, reason) => {
    const response = await post({ intent: "set", ...fields });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(reason);
    expect(await overrides()).toEqual({});
  });

  it("answers removing a size without counts of its own with 404, writing no audit entry", async () => {
    const response = await post({ intent: "remove", size: "11R22.5" });
    expect(response.status).toBe(404);
    expect(await listAuditOf(database.db, "container_capacity", "11R22.5")).toEqual([]);
  });
});
