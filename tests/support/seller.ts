// The back office's tests: the seller CLI run as the shop's owner runs it, and a
// signed-up account made a seller as the CLI makes one, with the second factor the back office
// asks for (decision 281).
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { symmetricEncrypt } from "better-auth/crypto";
import { grantSellerRole } from "../../app/admin/seller-role.server";
import { dialectOf } from "../../app/db/dialect.server";
import { APP_AUTH_SECRET } from "../../scripts/support/app-process";
import type { Page } from "playwright-core";
import type { AuthClient } from "./auth-client";
import { REPO_ROOT } from "./fixtures";
import { signedUpBuyer } from "./inquiry-fixtures";
import { SELLER_PASSWORD } from "./seller-profile-form";
import type { ContextOptions, Storefront } from "./storefront";
import type { TestDatabase } from "./test-database";
import { base32Encode, secretOfTotpUri, totpCode } from "./totp";

/** `npm run seller:add|seller:remove -- EMAIL` against the test database. */
export function runSellerCli(database: Pick<TestDatabase, "childUrl">, command: "add" | "remove", ...args: string[]): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/seller-role.ts", command, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: database.childUrl },
    encoding: "utf8",
  });
}

let sellers = 0;

/**
 * A new account, signed in, made a seller by the CLI's own call (grantSellerRole, audited as the
 * CLI's change), then enrolled in TOTP through better-auth's endpoints with a code computed from
 * the secret: the client's session is the one the confirming code opened. The CLI itself is
 * proved in tests/integration/admin-access.test.ts; a fixture that ran it cost a Node process with
 * tsx and a migration check, 1.3 s of CPU and 3 to 5 s of a blocked test file on a loaded machine,
 * some 60 times a run (decision 236).
 */
export async function signedUpSeller(
  baseUrl: string,
  database: Pick<TestDatabase, "db">,
  name = "Sam Seller",
): Promise<{ client: AuthClient; email: string; secret: string }> {
  const seller = await signedUpBuyer(baseUrl, name);
  await grantSeller(database, seller.email);
  const secret = await enrolSecondFactor(seller.client);
  return { ...seller, secret };
}

/**
 * A page of a new checked context signed in as a new seller (signedUpSeller's session, its cookies
 * given to the context): a back-office suite starts on its own page, without the two page loads of
 * the sign-up form, which auth-pages proves (decision 308).
 */
export async function newSellerPage(storefront: Storefront, options?: ContextOptions): Promise<Page> {
  const baseUrl = storefront.app.baseUrl;
  const { client } = await signedUpSeller(baseUrl, storefront.database);
  const page = await storefront.newPage(options);
  await page.context().addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
  return page;
}

/**
 * Turns on TOTP for a signed-in client as the enrolment page does (password, then a code); answers
 * the base32 secret. Each seller asks from its own address, as signedUpBuyer signs up from one, so
 * a file's many sellers stay within the per-address limits of /two-factor/*.
 */
export async function enrolSecondFactor(client: AuthClient, password = SELLER_PASSWORD): Promise<string> {
  sellers++;
  const from = { "x-forwarded-for": `10.9.${Math.floor(sellers / 250)}.${(sellers % 250) + 1}` };
  const enabled = await client.post("/api/auth/two-factor/enable", { password }, from);
  if (enabled.status !== 200) throw new Error(`two-factor enable failed: ${enabled.status} ${await enabled.text()}`);
  const secret = secretOfTotpUri(((await enabled.json()) as { totpURI: string }).totpURI);
  const verified = await client.post("/api/auth/two-factor/verify-totp", { code: totpCode(secret) }, from);
  if (verified.status !== 200) throw new Error(`two-factor verify failed: ${verified.status} ${await verified.text()}`);
  return secret;
}

/**
 * An existing account made a seller by the CLI's own call, with TOTP on as enrolling leaves it,
 * written straight to the database: a browser test signs the account up in its page, whose session
 * this marks as opened with the code (the browser enrolment itself is proved in
 * tests/e2e/admin-two-factor.test.ts). Answers the base32 secret.
 */
export async function makeSeller(database: Pick<TestDatabase, "db">, email: string, authSecret = APP_AUTH_SECRET): Promise<string> {
  const userId = await grantSeller(database, email);
  // better-auth's own shape: a 32-character secret (the HMAC key as text), encrypted with AUTH_SECRET.
  const raw = randomBytes(24).toString("base64url").slice(0, 32);
  const db = database.db as unknown as Kysely<any>;
  // What better-auth stores for a boolean: true on PostgreSQL, 1 on SQLite.
  const yes = dialectOf(db) === "postgres" ? true : 1;
  await db
    .insertInto("twoFactor")
    .values({
      id: randomBytes(16).toString("hex"),
      secret: await symmetricEncrypt({ key: authSecret, data: raw }),
      backupCodes: await symmetricEncrypt({ key: authSecret, data: JSON.stringify(["aaaaa-11111"]) }),
      userId,
      verified: yes,
      failedVerificationCount: 0,
    })
    .execute();
  await db.updateTable("user").set({ twoFactorEnabled: yes }).where("id", "=", userId).execute();
  await db.updateTable("session").set({ secondFactor: yes }).where("userId", "=", userId).execute();
  return base32Encode(Buffer.from(raw));
}

async function grantSeller(database: Pick<TestDatabase, "db">, email: string): Promise<string> {
  const made = await grantSellerRole(database.db, email);
  if (!made.ok || !made.changed) throw new Error(`seller:add failed: ${made.ok ? `${email} was already a seller` : made.reason}`);
  const row = await (database.db as unknown as Kysely<any>).selectFrom("user").select("id").where("email", "=", made.email).executeTakeFirstOrThrow();
  return String(row.id);
}
