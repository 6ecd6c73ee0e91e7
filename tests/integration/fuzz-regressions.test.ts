// The requests the fuzz suites (fuzz-api, fuzz-pages) found answered wrongly, kept as examples on
// each database so they are checked on every run, not only when fast-check happens on them again.
// Each was a 5xx, a refusal without a reason, or a redirect off the site; each is now a 4xx that
// says why, and changes nothing (fuzz-oracle.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendChecked, type Sent } from "../support/fuzz-oracle";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

type Case = [what: string, path: string, sent: Sent, status: number, reason: RegExp];

const FORM = "application/x-www-form-urlencoded";

const CASES: Case[] = [
  ["a season named after an inherited property (was 500)", "/api/tyres?season=constructor", {}, 400, /season must be summer, winter or allseason/],
  ["the same through __proto__ (was 500)", "/api/tyres?season=__proto__", {}, 400, /season must be/],
  ["the filters with season=toString (was 500)", "/api/filters?season=toString", {}, 400, /season must be/],
  ["an unknown better-auth path (was a bare 404)", "/api/auth/no-such-endpoint", {}, 404, /No such account endpoint/],
  ["a better-auth endpoint asked with the wrong method (was a bare 404)", "/api/auth/sign-in/email", {}, 404, /does not take this method/],
  [
    "the unused verify-email link with a foreign callbackURL (was a redirect there)",
    "/api/auth/verify-email?token=x&callbackURL=https%3A%2F%2Fevil.example",
    {},
    404,
    /Not Found/,
  ],
  ["the unused verify-email link with a callbackURL past Latin-1 (was 500)", "/api/auth/verify-email?token=x&callbackURL=%2F%C4%80", {}, 404, /Not Found/],
  [
    "a reset link with a foreign callbackURL (redirected there when NODE_ENV=test)",
    "/api/auth/reset-password/abc?callbackURL=https%3A%2F%2Fevil.example",
    {},
    403,
    /Invalid callbackURL/,
  ],
  ["a logout posted without a body (was 500)", "/logout", { method: "POST" }, 400, /The form could not be read/],
  [
    "a register form typed JSON with an empty body (was 500)",
    "/register",
    { method: "POST", headers: { "content-type": "application/json" }, body: "" },
    400,
    /The form could not be read/,
  ],
  [
    "a login form as multipart without a boundary (was 500)",
    "/login",
    { method: "POST", headers: { "content-type": "multipart/form-data; boundary=" }, body: "{" },
    400,
    /The form could not be read/,
  ],
  [
    "the same as a .data submission (was 500)",
    "/login.data",
    { method: "POST", headers: { "content-type": "multipart/form-data; boundary=" }, body: "{" },
    400,
    /The form could not be read/,
  ],
  [
    // The oracle reads the page's reason ('No tyres found matching your criteria.') from the flag.
    "an unknown brand's offer list as a navigation's data, its loader data packed (decision 184)",
    "/winter-offers.data?brand=!",
    {},
    404,
    /\\"unknownBrand\\":true/,
  ],
  [
    "a sign-in callback whose error better-auth echoes into a Location past 16 KiB (was an answer no client could read)",
    `/api/auth/oauth2/callback/google?error=${"%C3%A9".repeat(1000)}`,
    {},
    414,
    /a sign-in address may be at most 4,096 characters/,
  ],
  ["a URL past Node's 16 KiB header limit (was a 431 without a body)", `/search?q=${"%C3%A9".repeat(3000)}`, {}, 431, /may not be over 16 KiB/],
  [
    "a form posted with a charset the body parser still reads",
    "/forgot-password",
    { method: "POST", headers: { "content-type": `${FORM}; charset=utf-7` }, body: "email=" },
    400,
    /Enter your email/,
  ],
  // The page said why all along (role="alert" after an id); the oracle read only role first.
  ["the size finder asked for an empty typed size", "/tyres/size?size", {}, 400, /Type a tyre size, for example 315\/80R22.5\./],
];

describe.each(TEST_DIALECTS)("requests the fuzz suites found, on %s", (dialect) => {
  let database: TestDatabase;
  let app: RunningStorefront;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    app = await startStorefront(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it.each(CASES)("answers %s with a reason", async (_what, path, sent, status, reason) => {
    const answer = await sendChecked(database.db, app.baseUrl, path, { ...sent, headers: { origin: app.baseUrl, ...sent.headers } });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatch(reason);
    expect(answer.location).toBeNull();
  });
});
