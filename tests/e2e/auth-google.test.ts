// Google sign-in end to end in Chromium, against a real OpenID provider started here (standing in
// for Google): redirect, the provider's login and consent pages, the callback, a new account with
// name, e-mail and picture, and a returning user signed in to the same account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import type { Page } from "playwright-core";
import { freePort } from "../../scripts/support/app-process";
import { sessionOf } from "../support/auth-browser";
import { startOidcProvider, type TestOidcProvider } from "../support/oidc-provider";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

// The picture is an image the shop serves itself, so the header can load it offline.
const ACCOUNT = { sub: "google-user-1", email: "gina.google@example.com", name: "Gina Google", picture: "" };

describe.each(TEST_DIALECTS)("Google sign-in on %s", (dialect) => {
  let provider: TestOidcProvider;
  // The app needs the issuer and the provider needs the app's callback: pick the port first.
  let providerPort: number;
  beforeAll(async () => {
    providerPort = await freePort();
  });
  afterAll(() => provider?.close());
  const storefront = useStorefront(dialect, {
    env: () => ({
      GOOGLE_CLIENT_ID: "storefront-test",
      GOOGLE_CLIENT_SECRET: "storefront-test-secret-0123456789",
      GOOGLE_ISSUER: `http://127.0.0.1:${providerPort}`,
    }),
  });
  beforeAll(async () => {
    ACCOUNT.picture = `${storefront.app.baseUrl}/favicon.svg`;
    provider = await startOidcProvider({
      port: providerPort,
      redirectUri: `${storefront.app.baseUrl}/api/auth/oauth2/callback/google`,
      accounts: [ACCOUNT],
    });
  });

  /** The provider's development login page, then its consent page (first time only). */
  async function passProviderPages(page: Page) {
    await page.waitForURL((url) => url.origin === provider.issuer);
    // Each test has a browser context of its own, so the provider always asks who signs in.
    const login = page.locator('input[name="login"]');
    await login.fill(ACCOUNT.sub);
    await page.locator('input[name="password"]').fill("any");
    await page.locator('button[type="submit"]').click();
    await login.waitFor({ state: "detached" });
    await page.waitForLoadState();
    if (new URL(page.url()).origin === provider.issuer) {
      await page.locator('button[type="submit"]').click(); // consent: "Continue"
    }
  }

  it("creates the account on first sign-in and returns to the page the buyer came from", async () => {
    // Only the storefront's pages are checked for errors: the provider's pages load things of their own.
    const { page } = await storefront.open("/login?redirectTo=%2Fcontact-us");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await passProviderPages(page);
    await page.waitForURL(storefront.app.baseUrl + "/contact-us");
    await page.reload();

    const session = await sessionOf(page);
    expect(session?.user).toMatchObject({ name: ACCOUNT.name, email: ACCOUNT.email, image: ACCOUNT.picture });
  });

  it("uses PKCE (S256) in the authorization request", async () => {
    const { page } = await storefront.open("/register");
    const request = page.waitForRequest((r) => r.url().startsWith(provider.issuer + "/auth"));
    await page.getByRole("button", { name: "Continue with Google" }).click();
    const url = new URL((await request).url());
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")?.split(" ").sort()).toEqual(["email", "openid", "profile"]);
  });

  it("signs a returning user in to the same account", async () => {
    const { page } = await storefront.open("/login");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await passProviderPages(page);
    await page.waitForURL(storefront.app.baseUrl + "/");
    const session = await sessionOf(page);
    expect(session?.user.email).toBe(ACCOUNT.email);

    const users = await sql<{ n: number }>`select count(*) as n from "user" where email = ${ACCOUNT.email}`.execute(storefront.database.db);
    expect(Number(users.rows[0]!.n)).toBe(1);
    const accounts = await sql<{ n: number }>`select count(*) as n from "account" where "providerId" = 'google' and "accountId" = ${ACCOUNT.sub}`.execute(
      storefront.database.db,
    );
    expect(Number(accounts.rows[0]!.n)).toBe(1);
  });

  it("a refused consent comes back to Login with 'Google signup failed'", async () => {
    const { page } = await storefront.open("/login");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    // The provider's login page has a way out; the shop is told access_denied.
    const abort = page.getByRole("link", { name: /cancel|abort/i });
    if (await abort.count()) await abort.first().click();
    else await page.goto(`${storefront.app.baseUrl}/api/auth/oauth2/callback/google?error=access_denied`);
    await page.waitForURL((url) => url.origin === storefront.app.baseUrl && url.pathname === "/login");
    await page.locator("[data-sonner-toast]").filter({ hasText: "Google signup failed" }).first().waitFor();
  });
});
