// The purchase inquiry in Chromium (issue 7) on SQLite and PostgreSQL: sign up, open the form from
// buy-now and the contact page, Sending..., success, reset, close after 2 s, the e-mail at a real
// SMTP server; validation messages, the error state, focus and Escape, axe on the open dialog.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { startAppProcess, type AppProcess } from "../support/app-process";
import { fillRegisterForm, newBuyerContext, uniqueEmail, waitForToast } from "../support/auth-browser";
import { axeViolations } from "../support/axe";
import { launchBrowser, newCheckedPage } from "../support/browser";
import { utf8TextOf } from "../support/inquiry-fixtures";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

const SUPPLIER = "supplier@tyres.example";
const SENT = "Message sent successfully!";
const FAILED = "Failed to send message. Please try again.";

describe.each(TEST_DIALECTS)("inquiry form on %s", (dialect) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let app: AppProcess;
  let browser: Browser;
  let tyre: { id: number; brand: string; model: string };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await startSmtpServer();
    app = await startAppProcess(database.childUrl, { SMTP_URL: smtp.url, SUPPLIER_EMAIL: SUPPLIER, MAIL_POLL_MS: "100" });
    browser = await launchBrowser();
    const list = (await (await fetch(`${app.baseUrl}/api/tyres?vehicleType=truck&pageSize=1`)).json()) as { items: Array<typeof tyre> };
    tyre = list.items[0]!;
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.stop();
    await smtp?.close();
    await database?.destroy();
  });

  /** A new buyer signed up through /register, on a page of its own. */
  async function signedInPage(name = "Ana Buyer", width = 1280): Promise<{ page: Page; errors: string[]; email: string }> {
    const context = await newBuyerContext(browser, { width });
    contexts.push(context);
    const { page, errors } = await newCheckedPage(context);
    const email = uniqueEmail("inquiry");
    await page.goto(`${app.baseUrl}/register`);
    await fillRegisterForm(page, { name, email, password: "tyres in bulk 1" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL((url) => url.pathname !== "/register");
    return { page, errors, email };
  }

  async function openHydrated(page: Page, path: string) {
    await page.goto(app.baseUrl + path);
    await page.waitForFunction(() => "__reactRouterRouteModules" in window && document.readyState === "complete");
    await page.waitForLoadState("networkidle");
  }

  const dialog = (page: Page) => page.getByRole("dialog");

  it("opens for the right tyre from the detail page, an offer result and a search result", async () => {
    const { page } = await signedInPage("Dee Tail");
    const full = (await (await fetch(`${app.baseUrl}/api/tyres/${tyre.id}`)).json()) as {
      season: string;
      vehicleType: string;
      pattern: string;
      size: { normalized: string };
    };
    const detail = `/tyres/${full.season}/${full.vehicleType}/${encodeURIComponent(tyre.brand)}/${encodeURIComponent(tyre.model)}?size=${encodeURIComponent(full.size.normalized)}`;
    const places = [
      detail,
      `/${full.season}-offers?vehicleType=${full.vehicleType}&brand=${encodeURIComponent(tyre.brand)}&pattern=${encodeURIComponent(full.pattern)}&model=${encodeURIComponent(tyre.model)}&size=${encodeURIComponent(full.size.normalized)}`,
      `/search?q=${encodeURIComponent(`${tyre.model} ${full.size.normalized}`)}`,
    ];
    for (const place of places) {
      await openHydrated(page, place);
      await page.locator("main").getByRole("button", { name: "Contact to Buy" }).first().click();
      await dialog(page).waitFor();
      expect(await dialog(page).locator("#inquiry-model").innerText(), place).toContain(`${tyre.brand} ${tyre.model}`);
      await page.keyboard.press("Escape");
      await dialog(page).waitFor({ state: "hidden" });
    }
  });

  it("sends from buy-now: prefilled, Sending..., success, reset, closes after 2 s, focus back, e-mail arrives", async () => {
    const { page, errors, email } = await signedInPage();
    await openHydrated(page, `/buy-now?tyre=${tyre.id}&quantity=120`);
    const trigger = page.locator("[data-contact-to-buy]");
    await trigger.click();
    await dialog(page).waitFor();
    expect(await dialog(page).getByRole("heading", { name: "Contact to Buy" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    expect(await dialog(page).getByLabel("Name", { exact: true }).inputValue()).toBe("Ana Buyer");
    expect(await dialog(page).getByLabel("Email", { exact: true }).inputValue()).toBe(email);
    expect(await dialog(page).getByLabel("Quantity (pcs, minimum 50)").inputValue()).toBe("120");
    for (const terms of ["FOB (Free On Board)", "CIF (Cost, Insurance and Freight)", "DDP (Delivered Duty Paid)"]) {
      expect(await dialog(page).getByText(terms).isVisible()).toBe(true);
    }
    await dialog(page).getByLabel("Phone", { exact: true }).fill("+31 6 5555 0000");
    await dialog(page).getByLabel("Company (optional)").fill("Ana Transport BV");
    await dialog(page).getByLabel("Address", { exact: true }).fill("Main Street 1, Rotterdam");
    await dialog(page).getByLabel("Message (optional)").fill("Delivery in March, please.");
    await dialog(page).getByRole("radio", { name: /CIF/ }).check();

    // Hold the answer a moment so the sending state can be seen.
    await page.route("**/api/send-email", async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await dialog(page).getByRole("button", { name: "Send", exact: true }).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    await dialog(page).getByText(SENT).waitFor();
    const shownAt = Date.now();
    expect(await dialog(page).getByLabel("Phone", { exact: true }).inputValue()).toBe("");
    expect(await dialog(page).getByLabel("Address", { exact: true }).inputValue()).toBe("");
    expect(await dialog(page).getByLabel("Name", { exact: true }).inputValue()).toBe("Ana Buyer");
    await dialog(page).waitFor({ state: "hidden", timeout: 5000 });
    const closedAfter = Date.now() - shownAt;
    expect(closedAfter).toBeGreaterThan(1500);
    expect(closedAfter).toBeLessThan(3500);
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-contact-to-buy"));

    const toBuyer = await smtp.waitForMail(email, 15_000);
    expect(utf8TextOf(toBuyer)).toContain(`${tyre.brand} ${tyre.model}`);
    const toSupplier = smtp.messages.find((m) => m.to.includes(SUPPLIER) && m.raw.includes(`Reply-To: ${email}`));
    expect(toSupplier).toBeDefined();
    expect(utf8TextOf(toSupplier!)).toContain("Quantity: 120 pcs");
    expect(utf8TextOf(toSupplier!)).toContain("Shipping terms: CIF (Cost, Insurance and Freight)");
    expect(errors).toEqual([]);
  });

  it("sends a General Inquiry from the contact page", async () => {
    const { page, errors, email } = await signedInPage("Ben Buyer");
    await openHydrated(page, "/contact-us");
    await page.getByRole("button", { name: "General Inquiry" }).click();
    await dialog(page).getByRole("heading", { name: "General Inquiry" }).waitFor();
    expect(await dialog(page).getByLabel("Quantity (pcs, minimum 50)").inputValue()).toBe("50");
    await dialog(page).getByLabel("Phone", { exact: true }).fill("+44 20 1234");
    await dialog(page).getByLabel("Address", { exact: true }).fill("1 High Street, London");
    await dialog(page).getByRole("button", { name: "Send", exact: true }).click();
    await dialog(page).getByText(SENT).waitFor();
    const mail = await smtp.waitForMail(email, 15_000);
    expect(mail.raw).toMatch(/Subject: We received your inquiry #\d+/);
    expect(errors).toEqual([]);
  });

  it("shows the validation messages, focuses the first wrong field, and reads a non-numeric quantity as 50", async () => {
    const { page, errors } = await signedInPage();
    await openHydrated(page, `/buy-now?tyre=${tyre.id}`);
    await page.locator("[data-contact-to-buy]").click();
    await dialog(page).getByLabel("Name", { exact: true }).fill("");
    await dialog(page).getByLabel("Email", { exact: true }).fill("not-an-email");
    await dialog(page).getByLabel("Quantity (pcs, minimum 50)").fill("12");
    await dialog(page).getByLabel("Quantity (pcs, minimum 50)").blur();
    expect(await dialog(page).getByLabel("Quantity (pcs, minimum 50)").inputValue()).toBe("50");
    await dialog(page).getByRole("button", { name: "Send", exact: true }).click();
    for (const message of ["Name is required.", "Enter a valid email address.", "Phone is required.", "Address is required."]) {
      await dialog(page).getByText(message).waitFor();
    }
    expect(await dialog(page).getByLabel("Name", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("inquiry-name");
    expect(await dialog(page).getByText(SENT).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("shows the failure message when the server refuses (the session ended)", async () => {
    const { page, errors, email } = await signedInPage();
    await openHydrated(page, `/buy-now?tyre=${tyre.id}`);
    await page.locator("[data-contact-to-buy]").click();
    await dialog(page).getByLabel("Phone", { exact: true }).fill("+31 6 1");
    await dialog(page).getByLabel("Address", { exact: true }).fill("Somewhere 2");
    const user = await database.db.selectFrom("user" as never).select("id" as never).where("email" as never, "=", email as never).executeTakeFirstOrThrow() as { id: string };
    await database.db.deleteFrom("session" as never).where("userId" as never, "=", user.id as never).execute();
    await dialog(page).getByRole("button", { name: "Send", exact: true }).click();
    const alert = dialog(page).getByRole("alert").filter({ hasText: FAILED });
    await alert.waitFor();
    expect(await dialog(page).isVisible()).toBe(true);
    expect(await dialog(page).getByLabel("Address", { exact: true }).inputValue()).toBe("Somewhere 2");
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });

  it("moves focus in, closes on Escape with focus back, passes axe; visitors get the login toast", async () => {
    const { page, errors } = await signedInPage();
    await openHydrated(page, `/buy-now?tyre=${tyre.id}`);
    const trigger = page.locator("[data-contact-to-buy]");
    await trigger.click();
    await dialog(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "hidden" });
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-contact-to-buy"));
    expect(errors).toEqual([]);

    const visitorContext = await newBuyerContext(browser);
    contexts.push(visitorContext);
    const visitor = await newCheckedPage(visitorContext);
    await openHydrated(visitor.page, `/buy-now?tyre=${tyre.id}`);
    await visitor.page.locator("[data-contact-to-buy]").click();
    await waitForToast(visitor.page, "To contact for buying, please log in or create an account first.");
    expect(await visitor.page.getByRole("dialog").count()).toBe(0);
  });
});
