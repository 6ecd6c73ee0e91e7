// Hostile input against the built server on each database, the pages' side of docs/security.md:
// open redirects, bodies posted to page forms, ids and searches that used to be 5xx, private
// answers for a session, the Content-Security-Policy in real Chromium with fresh and kept pages
// (decision 100), unknown brands on offer pages, and log levels.
import { beforeAll, describe, expect, it } from "vitest";
import { fillLoginForm, waitForToast } from "../support/auth-browser";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

const PASSWORD = "hostile-test-password";

describe.each(TEST_DIALECTS)("hostile requests to the pages on %s", (dialect) => {
  // info, so the test can see which level each refusal is logged at.
  const storefront = useStorefront(dialect, { env: { LOG_LEVEL: "info" } });
  let cookie: string;
  const email = `hostile-${dialect}@example.com`;

  const get = (path: string, headers: Record<string, string> = {}) => fetch(storefront.app.baseUrl + path, { headers, redirect: "manual" });
  const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(storefront.app.baseUrl + path, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Origin: storefront.app.baseUrl, ...headers },
      redirect: "manual",
    });
  const users = async () =>
    Number(
      (
        await storefront.database.db
          .selectFrom("user" as never)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirst()
      )?.n ?? 0,
    );

  beforeAll(async () => {
    const signUp = await fetch(`${storefront.app.baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: storefront.app.baseUrl },
      body: JSON.stringify({ name: "Hostile Tester", email, password: PASSWORD }),
    });
    expect(signUp.status).toBe(200);
    cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  });

  it.each(["/login", "/register"])("sends a signed-in visitor of %s only to paths on this site", async (page) => {
    for (const target of ["/..//evil.example", "/./%2F/evil.example", "//evil.example", "/%5C/evil.example", "https://evil.example/"]) {
      const answer = await get(`${page}?redirectTo=${encodeURIComponent(target)}`, { Cookie: cookie });
      expect(answer.status, target).toBe(302);
      expect(answer.headers.get("location"), target).toBe("/");
    }
    const fine = await get(`${page}?redirectTo=${encodeURIComponent("/buy-now?tyre=1")}`, { Cookie: cookie });
    expect(fine.headers.get("location")).toBe("/buy-now?tyre=1");
  });

  it("sends a buyer who logs in with a crafted redirectTo home, not away", async () => {
    for (const target of ["/..//evil.example", "/./%2F/evil.example"]) {
      const answer = await postForm("/login", { email, password: PASSWORD, redirectTo: target });
      expect(answer.status, target).toBe(302);
      expect(answer.headers.get("location"), target).toBe("/");
      expect(answer.headers.get("cache-control"), "an answer that signs in is private").toBe("private, no-store");
    }
  });

  it.each(["/login", "/register", "/logout", "/forgot-password", "/reset-password", "/login.data"])(
    "answers JSON posted to the form %s with 415 and changes nothing",
    async (path) => {
      const before = await users();
      const body = JSON.stringify({ name: "Json Poster", email: "json-poster@example.com", password: PASSWORD, confirmPassword: PASSWORD });
      const answer = await fetch(storefront.app.baseUrl + path, {
        method: "POST",
        body,
        headers: { "Content-Type": "application/json", Origin: storefront.app.baseUrl },
        redirect: "manual",
      });
      expect(answer.status).toBe(415);
      expect((await answer.json()).error).toMatch(/^forms are sent as/);
      expect(await users()).toBe(before);
    },
  );

  it("answers a register form over 16 KiB with 413 and stores no account", async () => {
    const before = await users();
    const answer = await postForm("/register", { name: "x".repeat(20_000), email: "huge@example.com", password: PASSWORD, confirmPassword: PASSWORD });
    expect(answer.status).toBe(413);
    expect(await users()).toBe(before);
  });

  it.each([
    ["/buy-now?tyre=2147483648", 404],
    ["/buy-now?tyre=99999999999", 404],
    ["/compare?tyres=2147483648,1", 200],
    ["/?go=1&vehicleType=truck&brand=Michelin&variant=2147483648", 200],
    ["/search?q=%25", 200],
    ["/search?q=_", 200],
    ["/search?q=%5C", 200],
    ["/search.data?q=%5C%25_", 200],
    ["/search?q=a%00b", 400],
    ["/summer-offers?brand=a%00b", 400],
  ])("answers %s with %i, never a 5xx", async (path, status) => {
    expect((await get(path)).status).toBe(status);
  });

  it("does not echo an unknown ?brand= into the offer page, and keeps it out of search engines", async () => {
    const typed = "Cheap Fake Rolex";
    const answer = await get(`/summer-offers?brand=${encodeURIComponent(typed)}`);
    expect(answer.status).toBe(404);
    const html = await answer.text();
    expect(html).not.toContain(typed);
    expect(html).toContain("<title>Summer Tyre Offers | Tyre Wholesale</title>");
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toContain("No tyres found matching your criteria.");
    const known = await (await get("/summer-offers?brand=michelin")).text();
    expect(known).toContain("<title>Michelin Summer Tyre Offers | Tyre Wholesale</title>");
  });

  it("marks every answer rendered for a session private, pages and .data alike", async () => {
    for (const path of ["/buy-now?tyre=1", "/buy-now.data?tyre=1", "/contact-us", "/_root.data", "/reset-password?token=x", "/api/tyres", "/no-such-page"]) {
      const answer = await get(path, { Cookie: cookie });
      expect(answer.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("gives a session's page a fresh nonce on every script, and a kept page its scripts' hashes", async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const answer = await get("/contact-us", { Cookie: cookie });
      const nonce = answer.headers.get("content-security-policy")?.match(/script-src 'self' 'nonce-([^';]+)';/)?.[1];
      expect(nonce).toBeDefined();
      const scripts = [...(await answer.text()).matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    // An anonymous public page is the same bytes for everyone, so it carries no nonce at all.
    const first = await get("/trial-tyres");
    let kept: Response | null = null;
    for (let i = 0; i < 50 && !kept; i++) {
      const again = await get("/trial-tyres");
      if (again.headers.get("x-page-cache") === "hit") kept = again;
    }
    expect(kept).not.toBeNull();
    const firstBody = await first.text();
    expect(await kept!.text()).toBe(firstBody);
    expect(firstBody).not.toContain("nonce=");
    for (const answer of [first, kept!]) {
      const policy = answer.headers.get("content-security-policy") ?? "";
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy).not.toContain("nonce-");
    }
  });

  it("sends the other security headers on fresh and kept pages, and no referrer from the reset page", async () => {
    for (const answer of [await get("/contact-us", { Cookie: cookie }), await get("/trial-tyres"), await get("/api/tyres/1"), await get("/no-such-page")]) {
      expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(answer.headers.get("permissions-policy")).toContain("geolocation=()");
      expect(answer.headers.get("strict-transport-security")).toBeNull();
    }
    expect((await get("/reset-password?token=abc")).headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("hydrates fresh and kept pages under the policy, with toasts and the chat link, and no violation", async () => {
    // Failed sign-in answers (400, 401) are the test's own doing.
    storefront.expectErrors(/status of 40[01]/);
    const page = await storefront.newPage();
    // Anonymous pages allow their scripts by hash: one rendered for this visit, one from the cache.
    while ((await get("/contact-us")).headers.get("x-page-cache") !== "hit");
    for (const [path, source] of [
      ["/return-policy", "miss"],
      ["/contact-us", "hit"],
    ] as const) {
      const response = await storefront.openHydrated(page, path);
      expect(response?.headers()["content-security-policy"], path).toContain("'sha256-");
      expect(response?.headers()["x-page-cache"], path).toBe(source);
    }
    expect(await page.locator('a[href^="https://wa.me/"]').count()).toBeGreaterThan(0);
    await storefront.openHydrated(page, "/login");
    await fillLoginForm(page, email, "wrong-password-here");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await waitForToast(page, "Incorrect email or password.");
    // A signed-in buyer's pages go by nonce, fresh each time.
    await fillLoginForm(page, email, PASSWORD);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(storefront.app.baseUrl + "/");
    const signedIn = await storefront.openHydrated(page, "/contact-us");
    expect(signedIn?.headers()["content-security-policy"]).toMatch(/'nonce-/);
    await page.getByRole("button", { name: "General Inquiry" }).click();
    await page.getByRole("dialog").waitFor();
  });

  it("logs client errors below error level, and nothing at error level for any of the above", async () => {
    const notAllowed = await postForm("/summer-offers", { anything: "x" });
    expect(notAllowed.status).toBe(405);
    const lines = () =>
      storefront.app
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"));
    // The log line reaches this process through the server's stdout, which may come after the answer.
    await expect.poll(() => lines().some((line) => /"status":405/.test(line) && JSON.parse(line).level === 30)).toBe(true);
    const errors = lines().filter((line) => JSON.parse(line).level >= 50);
    expect(errors).toEqual([]);
    expect(storefront.app.output()).not.toMatch(/^\s+at /m);
  });
});
