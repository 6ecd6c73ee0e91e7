// Sellers' second factor (decision 281), on both databases: the back office sends a seller without
// one to enrol (the secret, backup codes once, a code to confirm); a seller with one logs in with
// the password and then a code; wrong codes are 4xx with the reason and counted, never a 5xx; a
// session opened without a code does not open the back office; a buyer is never asked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { grantSellerRole } from "../../app/admin/seller-role.server";
import { AuthClient } from "../support/auth-client";
import { signedUpBuyer } from "../support/inquiry-fixtures";
import { makeSeller } from "../support/seller";
import { SELLER_PASSWORD } from "../support/seller-profile-form";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { TEST_AUTH_SECRET } from "../support/test-server";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";
import { totpCode, wrongTotpCode } from "../support/totp";

const form = (fields: Record<string, string>) => ({
  method: "POST",
  body: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

describe.each(TEST_DIALECTS)("sellers' two-factor sign-in on %s", (dialect) => {
  let database: TestDatabase;
  let shop: RunningStorefront;
  /** An address per test, so better-auth's per-address limits count one test's requests. */
  let address = 0;
  const fromOwnAddress = () => ({ "x-forwarded-for": `10.11.0.${++address}` });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    shop = await startStorefront(database);
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });

  /** A signed-up account made a seller by the CLI's call only: no second factor yet. */
  async function sellerWithoutSecondFactor() {
    const seller = await signedUpBuyer(shop.baseUrl, "Sam Seller");
    expect((await grantSellerRole(database.db, seller.email)).ok).toBe(true);
    return seller;
  }

  async function logIn(email: string, headers: Record<string, string>) {
    const client = new AuthClient(shop.baseUrl);
    const response = await client.request("/login", {
      ...form({ email, password: SELLER_PASSWORD, redirectTo: "/admin" }),
      headers: { ...form({}).headers, ...headers },
    });
    return { client, response };
  }

  it("sends a seller without it from /admin to enrol, refuses their form posts with 403, and enrols with the password and a code", async () => {
    const { client } = await sellerWithoutSecondFactor();
    const gate = await client.get("/admin/inquiries");
    expect(gate.status).toBe(302);
    expect(gate.headers.get("location")).toBe("/admin/two-factor?redirectTo=%2Fadmin%2Finquiries");
    const post = await client.request("/admin/profile", form({ password: SELLER_PASSWORD }));
    expect(post.status).toBe(403);

    const page = await client.get("/admin/two-factor?redirectTo=%2Fadmin%2Finquiries");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Show the secret");
    expect(html).not.toContain('aria-label="Back office"');

    const wrongPassword = await client.request("/admin/two-factor", form({ intent: "start", password: "not my password" }));
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.text()).toContain("That password is not right.");

    const started = await client.request("/admin/two-factor", form({ intent: "start", password: SELLER_PASSWORD, redirectTo: "/admin/inquiries" }));
    expect(started.status).toBe(200);
    const shown = await started.text();
    const uri = /data-two-factor-uri="true">([^<]+)</.exec(shown)![1]!.replaceAll("&amp;", "&");
    const secret = new URL(uri).searchParams.get("secret")!;
    expect(shown.replace(/<!-- -->/g, "")).toContain(secret.match(/.{1,4}/g)!.join(" "));
    expect(uri).toMatch(/^otpauth:\/\/totp\/Tyre%20Wholesale:/);
    expect(/data-backup-codes="true">(.*?)<\/ul>/.exec(shown)![1]!.match(/[A-Za-z0-9]{5}-[A-Za-z0-9]{5}/g)).toHaveLength(10);

    const wrong = await client.request("/admin/two-factor", form({ intent: "confirm", totpUri: uri, code: wrongTotpCode(secret) }));
    expect(wrong.status).toBe(400);
    const again = await wrong.text();
    expect(again).toContain("That code is not right.");
    expect(again).toContain(uri.replaceAll("&", "&amp;"));
    expect(again).not.toContain("data-backup-codes");
    expect((await client.get("/admin")).status).toBe(302);

    const confirmed = await client.request(
      "/admin/two-factor",
      form({ intent: "confirm", totpUri: uri, code: totpCode(secret), redirectTo: "/admin/inquiries" }),
    );
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/admin/two-factor?on&redirectTo=%2Fadmin%2Finquiries");
    expect((await client.get("/admin/inquiries")).status).toBe(200);
    const on = await (await client.get("/admin/two-factor?on")).text();
    expect(on).toContain("Two-factor sign-in is on.");
  });

  it("logs a seller in with the password and then a code; a wrong code is a 400 with the reason, and a backup code works once", async () => {
    const { email } = await signedUpBuyer(shop.baseUrl, "Sue Seller");
    const secret = await makeSeller(database, email, TEST_AUTH_SECRET);
    const headers = fromOwnAddress();

    const { client, response } = await logIn(email, headers);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login/two-factor?redirectTo=%2Fadmin");
    // No session yet: only the pending login's cookie.
    expect([...client.cookies.keys()].some((name) => name.endsWith("session_token"))).toBe(false);
    expect((await client.get("/admin")).status).toBe(302);
    const page = await client.get("/login/two-factor?redirectTo=%2Fadmin");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Enter your code");

    const malformed = await client.request("/login/two-factor", {
      ...form({ code: "12ab", redirectTo: "/admin" }),
      headers: { ...form({}).headers, ...headers },
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("Enter the 6-digit code from your authenticator app");
    const wrong = await client.request("/login/two-factor", {
      ...form({ code: wrongTotpCode(secret), redirectTo: "/admin" }),
      headers: { ...form({}).headers, ...headers },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That code is not right.");

    const right = await client.request("/login/two-factor", {
      ...form({ code: totpCode(secret), redirectTo: "/admin" }),
      headers: { ...form({}).headers, ...headers },
    });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin");
    expect((await client.get("/admin")).status).toBe(200);

    // makeSeller stores one backup code, aaaaa-11111: it opens one login, not a second.
    for (const expected of [302, 400]) {
      const next = await logIn(email, headers);
      const backup = await next.client.request("/login/two-factor", {
        ...form({ code: "aaaaa-11111", redirectTo: "/admin" }),
        headers: { ...form({}).headers, ...headers },
      });
      expect(backup.status).toBe(expected);
    }
  });

  it("stops a login after 5 wrong codes and locks nothing open, never answering a 5xx", async () => {
    const { email } = await signedUpBuyer(shop.baseUrl, "Tim Seller");
    const secret = await makeSeller(database, email, TEST_AUTH_SECRET);
    const headers = fromOwnAddress();
    const { client } = await logIn(email, headers);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await client.request("/login/two-factor", {
        ...form({ code: wrongTotpCode(secret), redirectTo: "/admin" }),
        headers: { ...form({}).headers, ...headers },
      });
      statuses.push(answer.status);
      if (i === 5) expect(await answer.text()).toMatch(/Too many wrong codes|Your login has expired/);
    }
    expect(statuses.every((status) => status >= 400 && status < 500)).toBe(true);
    const late = await client.request("/login/two-factor", {
      ...form({ code: totpCode(secret), redirectTo: "/admin" }),
      headers: { ...form({}).headers, ...headers },
    });
    expect(late.status).toBeGreaterThanOrEqual(400);
    expect(late.status).toBeLessThan(500);
    expect((await client.get("/admin")).status).toBe(302);
  });

  it("does not open the back office to a seller's session opened without a code (Google, say)", async () => {
    const { client, email } = await signedUpBuyer(shop.baseUrl, "Gail Seller");
    await makeSeller(database, email, TEST_AUTH_SECRET);
    expect((await client.get("/admin")).status).toBe(200);
    const db = database.db as unknown as Kysely<any>;
    const user = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await db
      .updateTable("session")
      .set({ secondFactor: dialect === "postgres" ? false : 0 })
      .where("userId", "=", user.id)
      .execute();
    const gate = await client.get("/admin");
    expect(gate.status).toBe(302);
    const page = await (await client.get(gate.headers.get("location")!)).text();
    expect(page).toContain("you logged in without a code this time");
    expect(page).not.toContain("Show the secret");
  });

  it("never asks a buyer for a code: the password logs them straight in", async () => {
    const { email } = await signedUpBuyer(shop.baseUrl, "Ana Buyer");
    const { client, response } = await logIn(email, fromOwnAddress());
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
    expect([...client.cookies.keys()].some((name) => name.endsWith("session_token"))).toBe(true);
    // The code page has nothing to ask a signed-in buyer, or a visitor with no login under way.
    expect((await client.get("/login/two-factor?redirectTo=%2Faccount%2Finquiries")).headers.get("location")).toBe("/account/inquiries");
    expect((await new AuthClient(shop.baseUrl).get("/login/two-factor")).headers.get("location")).toBe("/login");
  });
});
