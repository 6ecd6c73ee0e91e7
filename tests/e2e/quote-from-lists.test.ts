// 'Add to quote' from the lists and the price list in real Chromium: adding from the
// offer results, the search results and a compare column, with and without JavaScript, at a
// phone's and a desktop's width, the lines on /quote with the header's count; and a visitor who
// follows 'Download price list (CSV)' signs in, comes back to the list and downloads it, and
// its XLSX beside it. axe on every changed page.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { uniqueEmail } from "../support/auth-browser";
import { axeViolations } from "../support/axe";
import { DESKTOP, expectLayoutAt, PHONE } from "../support/layout";
import { shootForReview } from "../support/review-shots";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

describe.each(TEST_DIALECTS)("adding to the quote from lists, and the price list, on %s", (dialect) => {
  const storefront = useStorefront(dialect);

  const count = (page: Page) => page.locator("[data-quote-count]").textContent();
  const quoteLineIds = (page: Page) =>
    page.locator("[data-quote-line]").evaluateAll((lines) => lines.map((line) => Number(line.getAttribute("data-quote-line"))));
  const result = (page: Page, n: number) => page.locator("[data-offer-result]").nth(n);
  const tyreIdOf = async (page: Page, n: number) => Number(await result(page, n).getAttribute("data-offer-result"));
  const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  /** Clicks a list's 'Add to quote' and waits for the quote page it answers with. */
  async function addFrom(page: Page, button: ReturnType<Page["locator"]>) {
    await Promise.all([page.waitForURL(`${storefront.app.baseUrl}/quote`), button.click()]);
  }

  it("adds from the offer results, the search results and a compare column at 390 px; each page fits 1280 px", async () => {
    const width = PHONE;
    const page = await storefront.newPage({ width });
    await storefront.openHydrated(page, "/summer-offers?vehicleType=truck");
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await expectLayoutAt(page, DESKTOP);
    const fromOffers = await tyreIdOf(page, 0);
    await addFrom(page, result(page, 0).getByRole("button", { name: "Add to quote" }));
    await expect.poll(() => count(page)).toBe("50");

    await storefront.openHydrated(page, "/search?q=r22.5");
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await expectLayoutAt(page, DESKTOP);
    const fromSearch = await tyreIdOf(page, 1);
    await addFrom(page, result(page, 1).getByRole("button", { name: "Add to quote" }));
    await expect.poll(() => count(page)).toBe("100");

    await storefront.openHydrated(page, `/summer-offers?vehicleType=truck&page=2`);
    const compared = [await tyreIdOf(page, 0), await tyreIdOf(page, 1)];
    await storefront.openHydrated(page, `/compare?tyres=${compared.join(",")}`);
    expect(await axeViolations(page)).toEqual([]);
    await expectLayoutAt(page, DESKTOP);
    const column = page.locator(`[data-compare-column="${compared[1]}"]`);
    await addFrom(page, column.getByRole("button", { name: /^Add to quote: / }));
    await expect.poll(() => count(page)).toBe("150");

    // The header's count can change before /quote's lines are on screen: wait for the lines.
    await expect.poll(() => quoteLineIds(page)).toEqual([fromOffers, fromSearch, compared[1]]);
    expect(await page.locator('[data-quote="pieces"]').innerText()).toContain("150 pcs");
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectLayoutAt(page, DESKTOP, { axe: false });
  });

  it("adds from the offer and search results and compare without JavaScript", async () => {
    const page = await storefront.newPage({ javaScriptEnabled: false });
    await storefront.openHydrated(page, "/summer-offers?vehicleType=truck");
    const fromOffers = await tyreIdOf(page, 2);
    await addFrom(page, result(page, 2).getByRole("button", { name: "Add to quote" }));
    await storefront.openHydrated(page, "/search?q=r22.5");
    const fromSearch = await tyreIdOf(page, 3);
    await addFrom(page, result(page, 3).getByRole("button", { name: "Add to quote" }));
    await storefront.openHydrated(page, `/compare?tyres=${fromOffers},${fromSearch}`);
    await addFrom(page, page.locator(`[data-compare-column="${fromOffers}"]`).getByRole("button", { name: /^Add to quote: / }));
    expect(await quoteLineIds(page)).toEqual([fromOffers, fromSearch]);
    expect(await page.locator('[data-quote="pieces"]').innerText()).toContain("150 pcs");
  });

  it("sends a visitor who asks for the price list to login and back to the list, where it downloads", async () => {
    const email = uniqueEmail("pricelist");
    const signUp = await fetch(`${storefront.app.baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: storefront.app.baseUrl, "x-forwarded-for": "10.77.0.1" },
      body: JSON.stringify({ name: "Price List Buyer", email, password: "tyres in bulk 1" }),
    });
    expect(signUp.status).toBe(200);
    const list = "/summer-offers?vehicleType=truck&brand=Bridgestone";
    const page = await storefront.newPage({ width: 390 });
    await storefront.openHydrated(page, list);
    const total = Number(/^(\d+) tyres$/.exec(await page.getByText(/^\d+ tyres$/).innerText())![1]);
    await Promise.all([page.waitForURL(/\/login\?redirectTo=/), page.getByRole("link", { name: "Download price list (CSV)" }).click()]);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("tyres in bulk 1");
    await Promise.all([page.waitForURL(`${storefront.app.baseUrl}${list}#price-list`), page.getByRole("button", { name: "Continue", exact: true }).click()]);
    // Back at the list, scrolled to the link, below the sticky header.
    const link = page.getByRole("link", { name: "Download price list (CSV)" });
    await expect
      .poll(() => link.evaluate((a) => a.getBoundingClientRect().top - document.querySelector("header")!.getBoundingClientRect().bottom))
      .toBeGreaterThan(0);
    expect(await link.evaluate((a) => a.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^summer-offers-truck-bridgestone-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await download.path(), "utf8")).split("\r\n");
    expect(lines[0]).toBe("\uFEFFSize,Brand,Model,Pattern,EAN,Offer price,Currency,Stock (pcs),Ready date,DOT,Weight (kg),Load index,Speed symbol");
    expect(lines.slice(1, -1)).toHaveLength(total);
    expect(lines[1]).toMatch(/^[^,]+,Bridgestone,[^,]+,[^,]+,\d*,\d+\.\d{2},EUR,\d*,[\d-]*,[^,]*,[\d.]*,[^,]*,[^,]*$/);
    // The same list as a workbook, from the link beside it (decision 290).
    await shootForReview(page, "price-list-links-390");
    const [workbook] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "XLSX", exact: true }).click()]);
    expect(workbook.suggestedFilename()).toMatch(/^summer-offers-truck-bridgestone-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect((await readFile(await workbook.path())).subarray(0, 2).toString("latin1")).toBe("PK");
    // The downloads left the buyer on the list.
    expect(page.url()).toBe(`${storefront.app.baseUrl}${list}#price-list`);
  });
});
