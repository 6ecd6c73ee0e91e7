// The freight table as the engine reads it, on both databases: a fresh shop's settings quote the
// spec's shipping, the seeded ports are examples, and a signed-in buyer's choice is remembered.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceDeal, resolveShipping } from "../../app/domain/deal";
import { LOCODE_PATTERN } from "../../app/domain/freight";
import { loadFreightTable } from "../../app/freight/freight-table.server";
import { lastShippingChoice, rememberShippingChoice } from "../../app/freight/shipping-choice.server";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

describe.each(TEST_DIALECTS)("the freight table on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("starts with the spec's default rates and 30 example ports", async () => {
    const table = await loadFreightTable(database.db);
    expect(table.settings).toEqual({ portOfLoading: "Rotterdam", insuranceBasisPoints: 30, defaultRate20Minor: 120_000, defaultRate40Minor: 200_000 });
    expect(table.ports).toHaveLength(30);
    for (const port of table.ports) {
      expect(port.code).toMatch(LOCODE_PATTERN);
      expect(port.code.slice(0, 2)).toBe(port.country);
      expect(port.example).toBe(true);
      expect(port.rate40Minor).toBeGreaterThan(port.rate20Minor);
    }
    const lagos = table.ports.find((port) => port.code === "NGAPP")!;
    const deal = priceDeal(
      [{ size: "295/80R22.5", quantity: 281, weightKg: null, offerPrice: { amountMinor: 41_800, currency: "EUR" } }],
      resolveShipping({ term: "CIF", port: "Lagos Apapa" }, table),
    )!;
    expect(deal.freight?.amountMinor).toBe(2 * lagos.rate40Minor);
  });

  it("remembers a signed-in buyer's last choice, replaced by the next", async () => {
    const userId = "buyer-freight-choice";
    const now = dialect === "postgres" ? new Date() : new Date().toISOString();
    // The user table is better-auth's, outside the app's typed schema.
    await (database.db as Kysely<any>)
      .insertInto("user")
      .values({
        id: userId,
        name: "Buyer",
        email: "freight-choice@example.com",
        emailVerified: dialect === "postgres" ? false : 0,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    expect(await lastShippingChoice(database.db, userId)).toEqual({ term: null });
    await rememberShippingChoice(database.db, userId, { term: "CIF", port: "NGAPP" });
    await rememberShippingChoice(database.db, userId, { term: "DDP", address: "Plot 5, Apapa, Lagos, Nigeria", country: "NG" });
    expect(await lastShippingChoice(database.db, userId)).toEqual({ term: "DDP", address: "Plot 5, Apapa, Lagos, Nigeria", country: "NG" });
  });
});
