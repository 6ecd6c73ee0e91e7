// The back office's overview on both databases: each section's card says what waits
// there now, read from the database: new inquiries to answer, e-mails in trouble, the catalogue's
// size and last import, the sizes with the seller's own container counts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countTyres } from "../../app/catalogue/repository.server";
import { inquiryBody, newIdempotencyKey, signedUpBuyer } from "../support/inquiry-fixtures";
import { signedUpSeller } from "../support/seller";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";
import type { AuthClient } from "../support/auth-client";

/** The figure line of each card, by the section's path. */
async function figures(seller: AuthClient): Promise<Record<string, string>> {
  const response = await seller.get("/admin");
  expect(response.status).toBe(200);
  const html = await response.text();
  const found: Record<string, string> = {};
  for (const match of html.matchAll(/data-figure="([^"]+)"[^>]*>([^<]*)</g)) found[match[1]!] = match[2]!.replaceAll("&#x27;", "'");
  return found;
}

describe.each(TEST_DIALECTS)("the back office's overview on %s", (dialect) => {
  let database: TestDatabase;
  let shop: RunningStorefront;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    shop = await startStorefront(database);
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });

  it("counts what waits in each section, and follows new inquiries and capacities", async () => {
    const { client: seller } = await signedUpSeller(shop.baseUrl, database);
    const tyres = await countTyres(database.db);
    const before = await figures(seller);
    expect(before).toEqual({
      "/admin/inquiries": "0 new inquiries to answer · 0 quoted, awaiting the buyer · 0 expired",
      "/admin/mail": "No e-mail is failing or waiting.",
      "/admin/catalogue": `${tyres.toLocaleString("en-US")} tyres · no import from the back office yet`,
      "/admin/capacities": "0 sizes have the seller's own counts",
      "/admin/profile": "No bank details yet: proforma invoices print none until the profile is saved.",
    });

    const { client: buyer, email } = await signedUpBuyer(shop.baseUrl);
    for (const company of ["Lagos Haulage", "Berlin Fleet"]) {
      const sent = await buyer.post("/api/send-email", inquiryBody({ email, company }), { "idempotency-key": newIdempotencyKey() });
      expect(sent.status).toBe(201);
    }
    await database.db
      .insertInto("container_capacity")
      .values({ size: "315/80R22.5", capacity_20ft: 150, capacity_40ft: 270, updated_at: new Date().toISOString() })
      .execute();

    const after = await figures(seller);
    expect(after["/admin/inquiries"]).toBe("2 new inquiries to answer · 0 quoted, awaiting the buyer · 0 expired");
    expect(after["/admin/capacities"]).toBe("1 size has the seller's own counts");
  });
});
