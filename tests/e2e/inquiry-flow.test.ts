// The purchase inquiry in Chromium on SQLite and PostgreSQL: sign up, open the form from
// buy-now and the contact page, Sending..., success, reset, close after 2 s, the e-mail at a real
// SMTP server; the sent inquiry's reference and link to My inquiries, the same after a resend with
// the same key; validation messages, the error state, focus and Escape, axe on the open
// dialog; on a phone, the price the dialog will send and a first inquiry kept as the company
// profile the next one starts from, and /account/company (decisions 255, 257).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { fillRegisterForm, uniqueEmail, waitForToast } from "../support/auth-browser";
import { axeViolations } from "../support/axe";
import { utf8TextOf } from "../support/inquiry-fixtures";
import { startSmtpServer, type TestSmtpServer } from "../../scripts/support/smtp-server";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";
import { itOnSqliteOnly } from "../support/database-bound";
import { DESKTOP, expectLayoutAt, PHONE } from "../support/layout";
import { shootForReview } from "../support/review-shots";

const SUPPLIER = "supplier@tyres.example";
const SENT = "Message sent successfully!";
const FAILED = "Failed to send message. Please try again.";

describe.each(TEST_DIALECTS)("inquiry form on %s", (dialect) => {
  // Layouts, focus and messages: proved on SQLite; PostgreSQL runs what its database decides (decision 321).
  const itOnSqlite = itOnSqliteOnly(dialect);
  let smtp: TestSmtpServer;
  let tyre: { id: number; brand: string; model: string };
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp?.close());
  const storefront = useStorefront(dialect, { env: () => ({ SMTP_URL: smtp.url, SUPPLIER_EMAIL: SUPPLIER, MAIL_POLL_MS: "100" }) });
  beforeAll(async () => {
    const list = (await (await fetch(`${storefront.app.baseUrl}/api/tyres?vehicleType=truck&pageSize=1`)).json()) as { items: Array<typeof tyre> };
    tyre = list.items[0]!;
  });
  const openHydrated = (page: Page, path: string) => storefront.openHydrated(page, path);

  /** A new buyer signed up through /register, on a page of its own. */
  async function signedInPage(name = "Ana Buyer", width?: number): Promise<{ page: Page; email: string }> {
    const page = await storefront.newPage(width ? { width } : {});
    const email = uniqueEmail("inquiry");
    await openHydrated(page, "/register");
    await fillRegisterForm(page, { name, email, password: "tyres in bulk 1" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL((url) => url.pathname !== "/register");
    return { page, email };
  }

  const dialog = (page: Page) => page.getByRole("dialog");

  itOnSqlite("opens for the right tyre from the detail page, an offer result and a search result", async () => {
    const { page } = await signedInPage("Dee Tail");
    const full = (await (await fetch(`${storefront.app.baseUrl}/api/tyres/${tyre.id}`)).json()) as {
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
    const { page, email } = await signedInPage();
    await page.clock.install();
    await openHydrated(page, `/buy-now?tyre=${tyre.id}&quantity=120`);
    const trigger = page.locator("[data-contact-to-buy]");
    await trigger.click();
    await dialog(page).waitFor();
    await dialog(page).getByRole("heading", { name: "Contact to Buy" }).waitFor({ state: "visible" });
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    expect(await dialog(page).getByLabel("Name", { exact: true }).inputValue()).toBe("Ana Buyer");
    expect(await dialog(page).getByLabel("Email", { exact: true }).inputValue()).toBe(email);
    expect(await dialog(page).getByLabel("Quantity (pcs, minimum 50)").inputValue()).toBe("120");
    for (const terms of ["FOB (Free On Board)", "CIF (Cost, Insurance and Freight)", "DDP (Delivered Duty Paid)"]) {
      await dialog(page).getByText(terms).waitFor({ state: "visible" });
    }
    await dialog(page).getByLabel("Phone", { exact: true }).fill("+31 6 5555 0000");
    await dialog(page).getByLabel("Company (optional)").fill("Ana Transport BV");
    await dialog(page).getByLabel("Address", { exact: true }).fill("Main Street 1, Rotterdam");
    await dialog(page).getByLabel("Message (optional)").fill("Delivery in March, please.");
    await dialog(page).getByRole("radio", { name: /CIF/ }).check();
    // CIF names its destination port: one the seller lists, picked as the list writes it.
    await dialog(page).getByLabel("Destination port").fill("Lagos Apapa (NGAPP)");

    // Hold the answer until the sending state has been seen.
    let release!: () => void;
    const held = new Promise<void>((ok) => (release = ok));
    await page.route("**/api/send-email", async (route) => {
      await held;
      await route.continue();
    });
    // From here the page's timers run only when the test moves its clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await dialog(page).getByRole("button", { name: "Send", exact: true }).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    await dialog(page).getByText(SENT).waitFor();
    expect(await dialog(page).getByLabel("Phone", { exact: true }).inputValue()).toBe("");
    expect(await dialog(page).getByLabel("Address", { exact: true }).inputValue()).toBe("");
    expect(await dialog(page).getByLabel("Name", { exact: true }).inputValue()).toBe("Ana Buyer");
    // spec §4: closes 2 s after the success message.
    await page.clock.runFor(1_999);
    await dialog(page).waitFor({ state: "visible" });
    await page.clock.runFor(1);
    await dialog(page).waitFor({ state: "hidden" });
    await page.clock.resume();
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-contact-to-buy"));

    const toBuyer = await smtp.waitForMail(email, 15_000);
    expect(utf8TextOf(toBuyer)).toContain(`${tyre.brand} ${tyre.model}`);
    const toSupplier = smtp.messages.find((m) => m.to.includes(SUPPLIER) && m.raw.includes(`Reply-To: ${email}`));
    expect(toSupplier).toBeDefined();
    expect(utf8TextOf(toSupplier!)).toContain("Quantity: 120 pcs");
    expect(utf8TextOf(toSupplier!)).toContain("Shipping terms: CIF (Cost, Insurance and Freight)");
    expect(utf8TextOf(toSupplier!)).toContain("Lagos Apapa (NGAPP)");
  });

  itOnSqlite(
    "shows the line and total it will send, keeps a first inquiry as the company profile when ticked, starts the next from it and from a saved address picked, on a phone",
    async () => {
      const { page, email } = await signedInPage("Cora Company", PHONE);
      await openHydrated(page, `/buy-now?tyre=${tyre.id}&quantity=120`);
      await page.locator("[data-contact-to-buy]").click();
      const price = dialog(page).locator("[data-inquiry-price]");
      const line = price.locator("[data-inquiry-price-line]");
      await line.waitFor();
      expect(await line.innerText()).toMatch(/: 120 pcs × €[\d,.]+ = €[\d,.]+$/);
      await dialog(page).getByLabel("Phone", { exact: true }).fill("+234 1 555 0100");
      await dialog(page).getByLabel("Company (optional)").fill("Cora Haulage Ltd");
      await dialog(page).getByLabel("Address", { exact: true }).fill("12 Marina Road, Lagos, Nigeria");
      await dialog(page).getByRole("radio", { name: /CIF/ }).check();
      await dialog(page).getByLabel("Destination port").fill("Lagos Apapa (NGAPP)");
      // CIF to a named port: the sea freight and insurance join the total.
      await price.locator('[data-inquiry-price-row="Insurance"]').waitFor();
      const total = await price.locator('[data-inquiry-price-row="Total"] dd').innerText();
      const shownLine = await line.innerText();
      const keep = dialog(page).getByRole("checkbox", { name: /Keep these details as my company's profile/ });
      await keep.check();
      expect(await axeViolations(page)).toEqual([]);
      await expectLayoutAt(page, DESKTOP);
      await shootForReview(page, `inquiry-dialog-price-${dialect}-${PHONE}`);
      await dialog(page).getByRole("button", { name: "Send", exact: true }).click();
      await dialog(page).getByText(SENT).waitFor();
      await dialog(page).getByRole("button", { name: "Cancel" }).click();
      await dialog(page).waitFor({ state: "hidden" });

      // The e-mail to the seller carries the very line and total the dialog showed.
      await smtp.waitForMail(email, 15_000);
      const toSupplier = smtp.messages.find((m) => m.to.includes(SUPPLIER) && m.raw.includes(`Reply-To: ${email}`))!;
      expect(utf8TextOf(toSupplier)).toContain(shownLine);
      expect(utf8TextOf(toSupplier)).toContain(`Total: ${total}`);

      // The next inquiry starts from the profile, and no longer offers to keep it.
      await page.locator("[data-contact-to-buy]").click();
      await expect.poll(() => dialog(page).getByLabel("Phone", { exact: true }).inputValue()).toBe("+234 1 555 0100");
      expect(await dialog(page).getByLabel("Company (optional)").inputValue()).toBe("Cora Haulage Ltd");
      expect(await dialog(page).getByLabel("Destination port").inputValue()).toBe("Lagos Apapa (NGAPP)");
      expect(await dialog(page).getByRole("checkbox").count()).toBe(0);
      await page.keyboard.press("Escape");

      await openHydrated(page, "/account/company");
      expect(await page.getByLabel("Company name").inputValue()).toBe("Cora Haulage Ltd");
      expect(await page.getByLabel("Country").inputValue()).toBe("NG");
      expect(await axeViolations(page)).toEqual([]);
      await expectLayoutAt(page, DESKTOP, { check: () => shootForReview(page, `account-company-${dialect}-${DESKTOP}`) });
      await shootForReview(page, `account-company-${dialect}-${PHONE}`);

      // A second saved address: the dialog starts from the first and fills in the one picked.
      await page.getByLabel("Addresses").fill("12 Marina Road, Lagos, Nigeria\n\nPlot 7, Trans-Amadi Industrial Layout\nPort Harcourt, Nigeria");
      await Promise.all([page.waitForURL(/done=saved/), page.getByRole("button", { name: "Save profile" }).click()]);
      await openHydrated(page, `/buy-now?tyre=${tyre.id}&quantity=120`);
      await page.locator("[data-contact-to-buy]").click();
      const address = dialog(page).getByLabel("Address", { exact: true });
      await expect.poll(() => address.inputValue()).toBe("12 Marina Road, Lagos, Nigeria");
      await dialog(page).getByLabel("Saved addresses").selectOption({ label: "Plot 7, Trans-Amadi Industrial Layout, Port Harcourt, Nigeria" });
      expect(await address.inputValue()).toBe("Plot 7, Trans-Amadi Industrial Layout\nPort Harcourt, Nigeria");
      expect(await axeViolations(page)).toEqual([]);
      await shootForReview(page, `inquiry-dialog-saved-address-${dialect}-${PHONE}`);
    },
  );

  /** The ids of the inquiries stored for this buyer, oldest first. */
  const storedInquiryIds = async (email: string) =>
    (await storefront.database.db.selectFrom("inquiry").select("id").where("email", "=", email).orderBy("id").execute()).map((r) => Number(r.id));

  itOnSqlite("shows the sent inquiry's reference and a link to My inquiries, from the tyre page, and keeps them once the dialog closes", async () => {
    const { page, email } = await signedInPage("Rhea Ference");
    const full = (await (await fetch(`${storefront.app.baseUrl}/api/tyres/${tyre.id}`)).json()) as {
      season: string;
      vehicleType: string;
      size: { normalized: string };
    };
    await page.clock.install();
    await openHydrated(
      page,
      `/tyres/${full.season}/${full.vehicleType}/${encodeURIComponent(tyre.brand)}/${encodeURIComponent(tyre.model)}?size=${encodeURIComponent(full.size.normalized)}`,
    );
    await page.locator("main").getByRole("button", { name: "Contact to Buy" }).click();
    await dialog(page).getByLabel("Phone", { exact: true }).fill("+31 6 5555 0001");
    await dialog(page).getByLabel("Address", { exact: true }).fill("Quay 4, Rotterdam");
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await dialog(page).getByRole("button", { name: "Send", exact: true }).click();
    // The spec's words stay as they are; the reference and the link come after them.
    const status = dialog(page).getByRole("status");
    await status.getByText(SENT, { exact: true }).waitFor();
    const [id] = await storedInquiryIds(email);
    expect(id).toBeDefined();
    expect(await status.locator("[data-inquiry-reference]").innerText()).toBe(`Your reference: inquiry #${id}. See it in My inquiries`);
    expect(await status.getByRole("link", { name: "See it in My inquiries" }).getAttribute("href")).toBe("/account/inquiries");
    // spec §4: the dialog still closes after 2 s; the reference stays under the button.
    await page.clock.runFor(2_000);
    await dialog(page).waitFor({ state: "hidden" });
    await page.clock.resume();
    const kept = page.locator("main [data-inquiry-reference]");
    expect(await kept.getAttribute("data-inquiry-reference")).toBe(String(id));
    // axe waits on the page's timers, so it runs once the clock does.
    expect(await axeViolations(page)).toEqual([]);
    await kept.getByRole("link", { name: "See it in My inquiries" }).click();
    await page.waitForURL(`${storefront.app.baseUrl}/account/inquiries`);
    await page.getByRole("heading", { name: `Inquiry #${id}` }).waitFor();
    expect(await page.locator(`[data-inquiry="${id}"]`).innerText()).toContain(`${tyre.brand} ${tyre.model}`);
  });

  it("shows the same reference when a send whose answer was lost is sent again (same idempotency key), on a phone", async () => {
    const page = await storefront.newPage({ width: 390 });
    const email = uniqueEmail("inquiry-retry");
    await openHydrated(page, "/register");
    await fillRegisterForm(page, { name: "Otto Again", email, password: "tyres in bulk 1" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL((url) => url.pathname !== "/register");
    await openHydrated(page, `/buy-now?tyre=${tyre.id}&quantity=200`);
    await page.locator("[data-contact-to-buy]").click();
    await dialog(page).getByLabel("Phone", { exact: true }).fill("+49 30 1234");
    await dialog(page).getByLabel("Address", { exact: true }).fill("Hafenstrasse 9, Hamburg");
    // The first answer is lost on the way back: the server stored the inquiry, the buyer sees the failure.
    const keys: string[] = [];
    let first = true;
    await page.route("**/api/send-email", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (!first) return route.continue();
      first = false;
      await route.fetch();
      await route.fulfill({ status: 502, body: "" });
    });
    storefront.expectErrors(/status of 502/);
    await dialog(page).getByRole("button", { name: "Send", exact: true }).click();
    await dialog(page).getByRole("alert").filter({ hasText: FAILED }).waitFor();
    const [id, ...others] = await storedInquiryIds(email);
    expect(id).toBeDefined();
    expect(others).toEqual([]);
    await dialog(page).getByRole("button", { name: "Send", exact: true }).click();
    await dialog(page).getByText(SENT, { exact: true }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await dialog(page).locator("[data-inquiry-reference]").getAttribute("data-inquiry-reference")).toBe(String(id));
    expect(await storedInquiryIds(email)).toEqual([id]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });

  itOnSqlite("sends a General Inquiry from the contact page", async () => {
    const { page, email } = await signedInPage("Ben Buyer");
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
  });

  itOnSqlite("shows the validation messages, focuses the first wrong field, and reads a non-numeric quantity as 50", async () => {
    const { page } = await signedInPage();
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
  });

  itOnSqlite("shows the failure message when the server refuses (the session ended)", async () => {
    const { page, email } = await signedInPage();
    await openHydrated(page, `/buy-now?tyre=${tyre.id}`);
    await page.locator("[data-contact-to-buy]").click();
    await dialog(page).getByLabel("Phone", { exact: true }).fill("+31 6 1");
    await dialog(page).getByLabel("Address", { exact: true }).fill("Somewhere 2");
    const user = (await storefront.database.db
      .selectFrom("user" as never)
      .select("id" as never)
      .where("email" as never, "=", email as never)
      .executeTakeFirstOrThrow()) as { id: string };
    await storefront.database.db
      .deleteFrom("session" as never)
      .where("userId" as never, "=", user.id as never)
      .execute();
    // The refusal (401) is the test's own doing.
    storefront.expectErrors(/status of 401/);
    await dialog(page).getByRole("button", { name: "Send", exact: true }).click();
    const alert = dialog(page).getByRole("alert").filter({ hasText: FAILED });
    await alert.waitFor();
    await dialog(page).waitFor({ state: "visible" });
    expect(await dialog(page).getByLabel("Address", { exact: true }).inputValue()).toBe("Somewhere 2");
  });

  itOnSqlite("moves focus in, closes on Escape with focus back, passes axe; visitors get the login toast", async () => {
    const { page } = await signedInPage();
    await openHydrated(page, `/buy-now?tyre=${tyre.id}`);
    const trigger = page.locator("[data-contact-to-buy]");
    await trigger.click();
    await dialog(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "hidden" });
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-contact-to-buy"));

    const visitor = await storefront.newPage();
    await openHydrated(visitor, `/buy-now?tyre=${tyre.id}`);
    await visitor.locator("[data-contact-to-buy]").click();
    await waitForToast(visitor, "To contact for buying, please log in or create an account first.");
    expect(await visitor.getByRole("dialog").count()).toBe(0);
  });
});
