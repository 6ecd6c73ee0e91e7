// 'Request quote' and My inquiries in real Chromium on SQLite and PostgreSQL, at 1280
// and 390 px: a basket of two sizes requested with CIF and a destination port, the supplier's
// e-mail with its table of lines through a real SMTP server, the success state, My inquiries from
// the account menu, Request again; the visitor's login-required toast; field errors and focus; the
// whole flow without JavaScript; axe on /quote with the form and on /account/inquiries.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { fillRegisterForm, uniqueEmail, waitForToast } from "../support/auth-browser";
import { axeViolations } from "../support/axe";
import { htmlPartOf, utf8TextOf } from "../support/inquiry-fixtures";
import { startSmtpServer, type TestSmtpServer } from "../../scripts/support/smtp-server";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";
import { itOnSqliteOnly } from "../support/database-bound";
import { twoTruckSizesInEuro } from "../support/quote-tyres";

const SUPPLIER = "supplier@tyres.example";
const LOGIN_REQUIRED = "To contact for buying, please log in or create an account first.";

describe.each(TEST_DIALECTS)("quote requests on %s", (dialect) => {
  // Layouts, focus and messages: proved on SQLite; PostgreSQL runs what its database decides (decision 321).
  const itOnSqlite = itOnSqliteOnly(dialect);
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.close());
  const storefront = useStorefront(dialect, { env: () => ({ SMTP_URL: smtp.url, SUPPLIER_EMAIL: SUPPLIER, MAIL_POLL_MS: "100" }) });
  const base = () => storefront.app.baseUrl;

  const twoTyres = () => twoTruckSizesInEuro(storefront.database.db);
  const lines = (page: Page) => page.locator("[data-quote-line]");

  async function addFromBuyNow(page: Page, tyreId: number, quantity: number) {
    await storefront.openHydrated(page, `/buy-now?tyre=${tyreId}&quantity=${quantity}`);
    await Promise.all([page.waitForURL(`${base()}/quote`), page.getByRole("button", { name: `Add ${quantity} to quote` }).click()]);
  }

  async function signUp(page: Page, redirectTo = "/quote") {
    const email = uniqueEmail("request");
    await storefront.openHydrated(page, `/register?redirectTo=${encodeURIComponent(redirectTo)}`);
    await fillRegisterForm(page, { name: "Fleet Buyer", email, password: "tyres in bulk 1" });
    await Promise.all([page.waitForURL(`${base()}${redirectTo}`), page.getByRole("button", { name: "Continue", exact: true }).click()]);
    return email;
  }

  async function fillRequest(page: Page, terms: "FOB" | "CIF" | "DDP", place: string) {
    const form = page.locator('[data-quote-request="buyer"]');
    await form.getByLabel("Phone").fill("+254 20 123 4567");
    await form.getByLabel("Company (optional)").fill("Nairobi Haulage Ltd");
    await form.getByLabel("Address", { exact: true }).fill("Mombasa Road 12, Nairobi");
    await form.getByLabel(new RegExp(`^${terms} `)).check();
    if (terms === "CIF") await form.getByLabel("Destination port").fill(place);
    if (terms === "DDP") await form.getByLabel("Delivery address").fill(place);
  }

  it("requests a basket of two sizes with CIF, e-mails the supplier its table of lines, and lists it in My inquiries to request again", async () => {
    const [a, b] = await twoTyres();
    const page = await storefront.newPage();
    const email = await signUp(page);
    await addFromBuyNow(page, a!.id, 100);
    await addFromBuyNow(page, b!.id, 60);
    await expect.poll(() => lines(page).count()).toBe(2);
    // FOB names the shop's port; CIF asks for the buyer's.
    await expect.poll(() => page.locator('[data-named-place="FOB"]').innerText()).toBe("Port of loading: Rotterdam");
    await fillRequest(page, "CIF", "Mombasa, Kenya");
    expect(await page.locator('[data-named-place="FOB"]').isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Request quote" }).click();
    await page.locator("[data-quote-sent]").waitFor();
    const id = await page.locator("[data-quote-sent]").getAttribute("data-quote-sent");
    expect(await page.getByRole("status").filter({ hasText: "is sent" }).innerText()).toContain(`Your quote request #${id} is sent.`);
    await expect.poll(() => page.locator("[data-quote-count]").count()).toBe(0);

    const toSupplier = await smtp.waitForMail(SUPPLIER, 15_000);
    const html = htmlPartOf(toSupplier);
    expect(utf8TextOf(toSupplier)).toContain(`Subject: Quote request #${id}: 2 tyres, 160 pcs`);
    for (const heading of ["Tyre", "Size", "Quantity", "Unit price", "Line total"]) expect(html).toMatch(new RegExp(`<th[^>]*>${heading}</th>`));
    expect(html).toContain(`>${a!.size}</td>`);
    expect(html).toContain(`>${b!.size}</td>`);
    expect(html).toContain(">100 pcs</td>");
    expect(html).toContain("Mombasa, Kenya");
    expect(utf8TextOf(await smtp.waitForMail(email, 15_000))).toContain(`We received your quote request #${id}`);

    await page.getByRole("link", { name: "See it in My inquiries" }).click();
    await page.waitForURL(`${base()}/account/inquiries`);
    const inquiry = page.locator(`[data-inquiry="${id}"]`);
    // A client-side navigation: the URL can change before the list is on screen.
    await expect.poll(() => inquiry.locator("[data-inquiry-line]").count()).toBe(2);
    expect(await inquiry.locator("[data-inquiry-status]").innerText()).toBe("Sent");
    expect(await inquiry.locator("[data-inquiry-terms]").innerText()).toBe("CIF Mombasa, Kenya");
    expect(await axeViolations(page)).toEqual([]);
    await Promise.all([page.waitForURL(`${base()}/quote?again=${id}`), inquiry.getByRole("button", { name: "Request again" }).click()]);
    await expect.poll(() => lines(page).count()).toBe(2);
    await expect.poll(() => page.locator("[data-quote-count]").textContent()).toBe("160");
    expect(await page.locator(`[data-request-again="${id}"]`).innerText()).toBe(`The tyres of inquiry #${id} are back in your quote at today's prices.`);
  });

  itOnSqlite(
    "on a 390 px phone: the visitor's login-required toast, then field errors with focus, the request, and My inquiries from the account menu",
    async () => {
      const [a] = await twoTyres();
      const page = await storefront.newPage({ width: 390 });
      await addFromBuyNow(page, a!.id, 80);
      await page.getByRole("button", { name: "Request quote" }).click();
      await waitForToast(page, LOGIN_REQUIRED);
      expect(page.url()).toBe(`${base()}/quote`);
      await signUp(page);
      await expect.poll(() => lines(page).count()).toBe(1);
      await fillRequest(page, "DDP", "");
      storefront.expectErrors(/status of 400/);
      await page.getByRole("button", { name: "Request quote" }).click();
      await page.getByText("Delivery address is required for DDP.").first().waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("inquiry-deliveryAddress");
      expect(await page.locator("#inquiry-deliveryAddress").getAttribute("aria-invalid")).toBe("true");
      await page.locator("#inquiry-deliveryAddress").fill("Depot 4, Industrial Area, Nairobi");
      await page.getByRole("button", { name: "Request quote" }).click();
      await page.locator("[data-quote-sent]").waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.getByRole("button", { name: /^Account menu/ }).click();
      await Promise.all([page.waitForURL(`${base()}/account/inquiries`), page.getByRole("link", { name: "My inquiries", exact: true }).click()]);
      expect(await page.locator("[data-inquiry-terms]").first().innerText()).toBe("DDP Depot 4, Industrial Area, Nairobi");
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  itOnSqlite("works without JavaScript: a visitor goes to log in; a buyer requests, sees the number, and requests again", async () => {
    const [a, b] = await twoTyres();
    const context = await storefront.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await addFromBuyNow(page, a!.id, 50);
    await Promise.all([page.waitForURL(`${base()}/login?redirectTo=%2Fquote`), page.getByRole("button", { name: "Request quote" }).click()]);
    const email = uniqueEmail("nojs");
    const signUp = await context.request.post(`${base()}/api/auth/sign-up/email`, {
      data: { name: "Plain Form", email, password: "tyres in bulk 1" },
      headers: { origin: base() },
    });
    expect(signUp.status()).toBe(200);
    await addFromBuyNow(page, b!.id, 70);
    expect(await lines(page).count()).toBe(2);
    await fillRequest(page, "FOB", "");
    await Promise.all([page.waitForURL(/\/quote\?sent=\d+$/), page.getByRole("button", { name: "Request quote" }).click()]);
    const id = await page.locator("[data-quote-sent]").getAttribute("data-quote-sent");
    expect(await page.locator("[data-quote-sent]").innerText()).toContain(`Your quote request #${id} is sent.`);
    await Promise.all([page.waitForURL(`${base()}/account/inquiries`), page.getByRole("link", { name: "See it in My inquiries" }).click()]);
    expect(await page.locator(`[data-inquiry="${id}"] [data-inquiry-terms]`).innerText()).toBe("FOB Rotterdam");
    await Promise.all([page.waitForURL(`${base()}/quote?again=${id}`), page.getByRole("button", { name: "Request again" }).click()]);
    expect(await lines(page).count()).toBe(2);
  });
});
