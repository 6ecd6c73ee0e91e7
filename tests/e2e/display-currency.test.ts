// The buyer's remembered display currency in real Chromium (decision 298), at 1280 px: USD picked
// once on /currency shows on the offers, a tyre's page, the inquiry dialog and /quote with the rate
// said once per page and no ?currency= in any address; CLP then shows whole pesos.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { fillRegisterForm, uniqueEmail } from "../support/auth-browser";
import { axeViolations } from "../support/axe";
import { DESKTOP, PHONE } from "../support/layout";
import { shootForReview } from "../support/review-shots";
import { useStorefront } from "../support/storefront";

const USD_LINE = "1 EUR = 1.0812 USD, 24 Nov 2026; the quote fixes the rate";
const US_DOLLARS = /^(?:Offer price\s+)?US\$[\d,]+\.\d{2}$/;

describe("the remembered display currency on sqlite", () => {
  const storefront = useStorefront("sqlite");

  const rateLines = (page: Page) => page.locator("[data-rate-line]").allInnerTexts();
  /** Screenshots for review at both widths, only when SHOTS_DIR asks for them. */
  async function shoot(page: Page, name: string) {
    if (!process.env.SHOTS_DIR) return;
    await shootForReview(page, `${name}-${DESKTOP}`);
    await page.setViewportSize({ width: PHONE, height: 844 });
    await shootForReview(page, `${name}-${PHONE}`);
    await page.setViewportSize({ width: DESKTOP, height: 900 });
  }
  async function choose(page: Page, choice: string, backTo: string) {
    await page.locator("[data-currency-link]").click();
    await page.getByRole("button", { name: choice }).click();
    await page.waitForURL((url) => url.pathname === backTo && !url.searchParams.has("currency"));
  }

  it("shows USD, picked once, on offers, a tyre's page, the inquiry dialog and /quote, then CLP without decimals", async () => {
    const page = await storefront.newPage();
    await storefront.openHydrated(page, "/register");
    await fillRegisterForm(page, { name: "Dina Dollar", email: uniqueEmail("currency"), password: "tyres in bulk 1" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL((url) => url.pathname !== "/register");

    await storefront.openHydrated(page, "/summer-offers?vehicleType=truck");
    await choose(page, "USD, US Dollar", "/summer-offers");
    await expect.poll(() => page.locator("[data-currency-link]").innerText()).toBe("Prices in USD");
    expect(await rateLines(page)).toEqual([USD_LINE]);
    expect(await page.locator("[data-price-payable] strong").first().innerText()).toMatch(US_DOLLARS);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, "offers-usd");

    // A tyre's page, reached by an ordinary link: still dollars, the rate said once.
    const detail = (await page.locator('main a[href^="/tyres/summer/truck/"]').first().getAttribute("href"))!;
    await storefront.openHydrated(page, detail);
    expect(await rateLines(page)).toEqual([USD_LINE]);
    expect(await page.locator("[data-price-payable] strong").first().innerText()).toMatch(US_DOLLARS);
    await shoot(page, "detail-usd");

    // The inquiry dialog's price, from inquiry-price.json, in the same currency.
    await page.locator("main").getByRole("button", { name: "Contact to Buy" }).first().click();
    const line = page.getByRole("dialog").locator("[data-inquiry-price-line]");
    await line.waitFor();
    expect(await line.innerText()).toMatch(/: [\d,]+ pcs × US\$[\d,]+\.\d{2} = US\$[\d,]+\.\d{2}$/);
    expect(await page.getByRole("dialog").locator('[data-inquiry-price-row="Total"] dd').innerText()).toMatch(/^US\$[\d,]+\.\d{2}$/);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });

    // /quote: the lines, the subtotal and the total in dollars; the total the sum of what is shown.
    await page.getByRole("button", { name: "Add to quote" }).click();
    await page.waitForURL(`${storefront.app.baseUrl}/quote`);
    expect(await rateLines(page)).toEqual([USD_LINE]);
    // A row's amount is its last (the subtotal's note names the surcharge first).
    const dollars = (text: string) => Math.round(Number([...text.matchAll(/US\$([\d,]+\.\d{2})/g)].at(-1)![1]!.replace(/,/g, "")) * 100);
    const lineTotal = dollars(await page.locator("[data-line-total]").first().innerText());
    const shipping = dollars(await page.locator('[data-quote="shipping"]').innerText());
    expect(dollars(await page.locator('[data-quote="subtotal"]').innerText())).toBe(lineTotal);
    expect(dollars(await page.locator('[data-quote="total"]').innerText())).toBe(lineTotal + shipping);
    await shoot(page, "quote-usd");

    // CLP has no minor units: whole pesos, and the choice replaces USD everywhere.
    await choose(page, "CLP, Chilean Peso", "/quote");
    await expect.poll(() => page.locator("[data-currency-link]").innerText()).toBe("Prices in CLP");
    expect(await rateLines(page)).toEqual(["1 EUR = 1040 CLP, 24 Nov 2026; the quote fixes the rate"]);
    expect((await page.locator('[data-quote="total"]').innerText()).replace(/\s+/g, " ")).toMatch(/CLP [\d,]+$/);
    await storefront.openHydrated(page, "/summer-offers?vehicleType=truck");
    expect((await page.locator("[data-price-payable] strong").first().innerText()).replace(/\s+/g, " ")).toMatch(/CLP [\d,]+$/);
  });
});
