// The seller's pipeline and one inquiry's page in Chromium at 390 and 1280 px: the GET
// filter form narrows the list and keeps it in the URL, the inquiry page takes a note and a status
// by hand; every page is axe-clean and nothing is wider than the window. A new seller turns on the
// second factor and logs in with a code (decision 281).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { waitForHydration } from "../../scripts/support/browser";
import { grantSellerRole } from "../../app/admin/seller-role.server";
import { fillLoginForm, fillRegisterForm, uniqueEmail } from "../support/auth-browser";
import { axeViolations } from "../support/axe";
import { inquiryBody, newIdempotencyKey, signedUpBuyer } from "../support/inquiry-fixtures";
import { DESKTOP, expectLayoutAt, PHONE } from "../support/layout";
import { shootForReview } from "../support/review-shots";
import { signedUpSeller } from "../support/seller";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";
import { totpCode } from "../support/totp";

/** Whether the route manifest the page loaded names a route (React Router's global). */
const namesRoute = (page: Page, id: string) =>
  page.evaluate((routeId) => routeId in (window as unknown as { __reactRouterManifest: { routes: object } }).__reactRouterManifest.routes, id);

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(TEST_DIALECTS)("the seller's inquiries in Chromium on %s", (dialect) => {
  const storefront = useStorefront(dialect);

  it("filters the pipeline and works one inquiry at 390 px; every page fits 1280 px", async () => {
    const width = PHONE;
    const base = storefront.app.baseUrl;
    const { client: buyer, email } = await signedUpBuyer(base, "Olu Buyer");
    for (const [company, address] of [
      [`Lagos Haulage ${width}`, "12 Marina Road, Lagos, Nigeria"],
      [`Berlin Fleet ${width}`, "Hauptstrasse 1, Berlin, Germany"],
    ]) {
      const res = await buyer.post("/api/send-email", inquiryBody({ email, company, address }), { "idempotency-key": newIdempotencyKey() });
      expect(res.status).toBe(201);
    }
    const { client: seller } = await signedUpSeller(base, storefront.database);
    const page = await storefront.newPage({ width });
    await page.context().addCookies([...seller.cookies].map(([name, value]) => ({ name, value, url: base })));

    // A storefront page's route manifest leaves the back office out (decision 304): the menu's link
    // arrives by a document load, whose page ships the whole manifest for the back office's own links.
    await storefront.openHydrated(page, "/");
    expect(await namesRoute(page, "routes/admin-mail")).toBe(false);
    await page.getByRole("button", { name: /^Account menu for / }).click();
    await Promise.all([page.waitForURL(`${base}/admin`), page.getByRole("link", { name: "Back office" }).click()]);
    await page.getByRole("heading", { name: "Back office", level: 1 }).waitFor();
    await waitForHydration(page);
    expect(await namesRoute(page, "routes/admin-mail")).toBe(true);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "E-mail" }).click();
    await page.getByRole("heading", { name: "E-mail", level: 1 }).waitFor();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

    await storefront.openHydrated(page, "/admin");
    await page.getByRole("heading", { name: "Back office", level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectLayoutAt(page, DESKTOP);
    // Every section is in sight on a phone: the navigation wraps rather than scrolls.
    for (const link of await page.getByRole("navigation", { name: "Back office" }).getByRole("link").all()) {
      const box = await link.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    }
    const unanswered = await storefront.database.db
      .selectFrom("inquiry")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("sales_status", "=", "sent")
      .executeTakeFirstOrThrow();
    expect(await page.locator('[data-figure="/admin/inquiries"]').innerText()).toMatch(new RegExp(`^${Number(unanswered.n)} new inquiries to answer · `));
    await shootForReview(page, `admin-home-${dialect}-${width}`);

    await storefront.openHydrated(page, "/admin/inquiries");
    await page.getByRole("heading", { name: "Inquiries", level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectLayoutAt(page, DESKTOP);
    await shootForReview(page, `pipeline-${dialect}-${width}`);

    await page.getByLabel("Search buyer, company or tyre").fill(`Lagos Haulage ${width}`);
    await page.getByLabel("Country").selectOption("NG");
    await page.getByRole("button", { name: "Apply" }).click();
    // React Router moves the URL once the filtered page's data is in.
    await page.waitForURL((url) => url.searchParams.get("q") === `Lagos Haulage ${width}`);
    expect(new URL(page.url()).searchParams.get("country")).toBe("NG");
    const rows = page.getByRole("list", { name: "Inquiries" }).getByRole("link");
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    expect(await rows.first().textContent()).toContain("Nigeria");

    await rows.first().click();
    await page.getByRole("heading", { name: /^Inquiry #\d+$/ }).waitFor();
    await page.getByLabel("New note").fill("Asked for a CIF Lagos price.");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByText("Asked for a CIF Lagos price.", { exact: true }).waitFor();
    await page.getByLabel("Status").selectOption("won");
    await page.getByRole("button", { name: "Change status" }).click();
    await page.getByText("Status changed from sent to won").waitFor();
    expect(await page.getByRole("link", { name: "Answer with a quote" }).getAttribute("href")).toMatch(/^\/admin\/inquiries\/\d+\/quote$/);
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectLayoutAt(page, DESKTOP);
    await shootForReview(page, `inquiry-${dialect}-${width}`);

    // An e-mail the outbox gave up on: the banner on every admin page, the list at /admin/mail.
    const inquiryId = Number(/\/admin\/inquiries\/(\d+)/.exec(page.url())![1]);
    const failed = await storefront.database.db
      .insertInto("mail_job")
      .values({
        inquiry_id: inquiryId,
        kind: "buyer",
        message_id: `<e2e-failed-${width}-${Date.now()}@example.com>`,
        to_address: "nobody@example.com",
        reply_to: null,
        subject: "We received your inquiry",
        text_body: "x",
        html_body: null,
        status: "failed",
        attempts: 3,
        next_attempt_at: new Date().toISOString(),
        last_error: "550 5.1.1 mailbox unavailable",
        created_at: new Date(Date.now() - 3_600_000).toISOString(),
        sent_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await storefront.openHydrated(page, "/admin/mail");
    await page.getByRole("alert").filter({ hasText: "1 e-mail is failing" }).waitFor();
    await page.getByText("Last error: 550 5.1.1 mailbox unavailable").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectLayoutAt(page, DESKTOP);
    await shootForReview(page, `mail-${dialect}-${width}`);
    await page.getByRole("button", { name: `Send e-mail #${failed.id} again` }).click();
    await page.waitForURL((url) => url.pathname === "/admin/mail");
    await storefront.database.db.deleteFrom("mail_job").where("id", "=", failed.id).execute();
  });

  it("turns on a new seller's second factor and logs in with a code at 390 px; both pages fit 1280 px", async () => {
    const base = storefront.app.baseUrl;
    const page = await storefront.newPage({ width: PHONE });
    const email = uniqueEmail("seller");
    await storefront.openHydrated(page, "/register?redirectTo=%2Fquote");
    await fillRegisterForm(page, { name: "Sam Seller", email, password: "tyres in bulk 1" });
    await Promise.all([page.waitForURL(`${base}/quote`), page.getByRole("button", { name: "Continue", exact: true }).click()]);
    expect((await grantSellerRole(storefront.database.db, email)).ok).toBe(true);

    await storefront.openHydrated(page, "/admin");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Two-factor sign-in");
    expect(page.url()).toBe(`${base}/admin/two-factor?redirectTo=%2Fadmin`);
    await page.getByLabel("Password", { exact: true }).fill("tyres in bulk 1");
    await page.getByRole("button", { name: "Show the secret" }).click();
    const uri = page.locator("[data-two-factor-uri]");
    await uri.waitFor();
    const secret = new URL(await uri.innerText()).searchParams.get("secret")!;
    expect((await page.locator("[data-two-factor-secret]").innerText()).replaceAll(" ", "")).toBe(secret);
    expect(await page.locator("[data-backup-codes] li").count()).toBe(10);
    expect(await axeViolations(page)).toEqual([]);
    await shootForReview(page, `admin-two-factor-${dialect}-${PHONE}`);
    await expectLayoutAt(page, DESKTOP, { axe: false, check: () => shootForReview(page, `admin-two-factor-${dialect}-${DESKTOP}`) });
    await page.getByLabel("Code", { exact: true }).fill(totpCode(secret));
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await page.getByText("Two-factor sign-in is on. From now on").waitFor();

    await page.context().clearCookies();
    await storefront.openHydrated(page, "/login?redirectTo=%2Fadmin");
    await fillLoginForm(page, email, "tyres in bulk 1");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Enter your code");
    expect(await axeViolations(page)).toEqual([]);
    await shootForReview(page, `login-two-factor-${dialect}-${PHONE}`);
    await expectLayoutAt(page, DESKTOP, { axe: false, check: () => shootForReview(page, `login-two-factor-${dialect}-${DESKTOP}`) });
    await page.getByLabel("Code", { exact: true }).fill(totpCode(secret));
    await Promise.all([page.waitForURL(`${base}/admin`), page.getByRole("button", { name: "Continue", exact: true }).click()]);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Back office");
  });
});
