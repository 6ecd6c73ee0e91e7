// The quote basket in real Chromium: 'Add to quote' from a tyre's page and from buy-now
// with its quantity, the plan and prices on /quote, changing and removing lines, the header's
// count, the same without JavaScript, a phone's width, axe, the visitor's basket joining the
// account's after sign-up, and a made-to-order line swapped for an in-stock tyre (decision 263).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { fillRegisterForm, uniqueEmail } from "../support/auth-browser";
import { axeViolations } from "../support/axe";
import { listWarehouses, writeAvailability } from "../../app/catalogue/availability.server";
import { bumpCatalogueRevision } from "../../app/catalogue/revision.server";
import { DESKTOP, expectLayoutAt, PHONE } from "../support/layout";
import { shootForReview } from "../support/review-shots";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";
import { twoTruckSizesInEuro } from "../support/quote-tyres";

describe.each(TEST_DIALECTS)("the quote basket on %s", (dialect) => {
  const storefront = useStorefront(dialect);

  const twoTyres = () => twoTruckSizesInEuro(storefront.database.db, "summer");
  const count = (page: Page) => page.locator("[data-quote-count]").textContent();
  const lines = (page: Page) => page.locator("[data-quote-line]");
  const summary = (page: Page) => page.locator("[data-plan-summary]").textContent();

  async function addFromBuyNow(page: Page, tyreId: number, quantity: number) {
    await storefront.openHydrated(page, `/buy-now?tyre=${tyreId}&quantity=${quantity}`);
    await page.getByRole("button", { name: `Add ${quantity} to quote` }).click();
    await page.waitForURL(`${storefront.app.baseUrl}/quote`);
  }

  it("adds from buy-now with its quantity, plans the load, and changes and removes lines", async () => {
    const [a, b] = await twoTyres();
    const page = await storefront.newPage();
    await addFromBuyNow(page, a!.id, 100);
    await expect.poll(() => count(page)).toBe("100");
    expect(await summary(page)).toMatch(/^Fills \d+% of a 20ft container: room for about \d+ more /);
    await addFromBuyNow(page, b!.id, 200);
    await expect.poll(() => lines(page).count()).toBe(2);
    await expect.poll(() => count(page)).toBe("300");
    expect(await summary(page)).toMatch(/40ft/);
    expect(await page.locator('[data-quote="shipping"]').innerText()).toMatch(/× 40ft container/);
    // Change the first line to 50 pieces.
    await lines(page).nth(0).getByRole("spinbutton").fill("50");
    await lines(page).nth(0).getByRole("button", { name: "Update" }).click();
    await expect.poll(() => count(page)).toBe("250");
    await expect.poll(() => page.locator('[data-quote="pieces"]').innerText()).toContain("250 pcs");
    expect(await axeViolations(page)).toEqual([]);
    // Remove both.
    await page.getByRole("button", { name: new RegExp(`^Remove .* ${a!.size.replace(/[/.]/g, "\\$&")}$`) }).click();
    await expect.poll(() => lines(page).count()).toBe(1);
    await lines(page)
      .nth(0)
      .getByRole("button", { name: /^Remove/ })
      .click();
    await expect.poll(() => page.getByText("Your quote is empty.").count()).toBe(1);
    await expect.poll(() => page.locator("[data-quote-count]").count()).toBe(0);
  });

  it("adds from a tyre's page, and fits a 390 px phone without sideways scrolling", async () => {
    const page = await storefront.newPage({ width: 390 });
    const offers = await (await fetch(`${storefront.app.baseUrl}/summer-offers?vehicleType=truck`)).text();
    const detail = /href="(\/tyres\/summer\/truck\/[^"]+)"/.exec(offers)![1]!.replace(/&amp;/g, "&");
    await storefront.openHydrated(page, detail);
    await page.getByRole("button", { name: "Add to quote" }).click();
    await page.waitForURL(`${storefront.app.baseUrl}/quote`);
    await expect.poll(() => lines(page).count()).toBe(1);
    await expect.poll(() => count(page)).toBe("50");
    expect(await page.locator('[data-quote="subtotal"]').innerText()).toContain("Minimum order (50 pieces in all)");
    // The sample catalogue's tyres have stock, lead times or none to order: the line and the load say which (decision 249).
    expect(await page.locator("[data-line-readiness]").innerText()).toMatch(
      /^(All 50 pcs in stock|.+: ready by \d{1,2} [A-Z][a-z]{2}( \d{4})?|At most [\d,]+ pcs can be had|Out of stock, and no more can be ordered)$/,
    );
    expect(await page.locator("[data-load-readiness]").innerText()).toMatch(
      /^(Ready to load (now|by \d{1,2} [A-Z][a-z]{2}( \d{4})?)|.+: you ask for 50 pcs, but (at most [\d,]+ pcs|none) can be had\.)$/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await shootForReview(page, "quote-basket-readiness-390");
    await expectLayoutAt(page, DESKTOP, { check: () => shootForReview(page, `quote-basket-readiness-${DESKTOP}`) });
  });

  it("suggests an in-stock tyre of the same size and axle position for a made-to-order line, and swaps it in with the line's pieces", async () => {
    const db = storefront.database.db;
    // Two EUR truck tyres of one size and pattern: the first made to order, the second in stock.
    const rows = await db
      .selectFrom("tyre")
      .select(["id", "size_normalized", "pattern"])
      .where("vehicle_type", "=", "truck")
      .where("offer_price_currency", "=", "EUR")
      .orderBy("id")
      .execute();
    const key = (row: (typeof rows)[number]) => `${row.size_normalized}|${row.pattern}`;
    const waiting = rows.find((row) => rows.some((other) => other.id !== row.id && key(other) === key(row)))!;
    const inStock = rows.find((row) => row.id !== waiting.id && key(row) === key(waiting))!;
    const supply = { notOrderable: false, dotYear: null, dotWeek: null, dotMaxAgeMonths: null };
    await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      await writeAvailability(
        trx,
        [
          { tyreId: Number(waiting.id), input: { stock: [], incoming: [], supply: { ...supply, leadTimeDays: 35 } } },
          { tyreId: Number(inStock.id), input: { stock: [{ warehouse: "Rotterdam", pieces: 5000 }], incoming: [], supply: { ...supply, leadTimeDays: null } } },
        ],
        await listWarehouses(trx),
        now,
      );
      // As the seller's stock screens and feed do: the priced pages keep availability per revision.
      await bumpCatalogueRevision(trx, now);
    });
    const page = await storefront.newPage();
    await addFromBuyNow(page, Number(waiting.id), 100);
    await expect.poll(() => lines(page).count()).toBe(1);
    expect(await page.locator("[data-line-readiness]").innerText()).toMatch(/^100 pcs made to order: ready by /);
    // The cheapest tyre of the size and pattern with all 100 pieces in stock: the one above, or another as fit.
    const swap = page.locator("[data-stock-swap]");
    expect(await swap.innerText()).toMatch(/^Sooner instead: .+: [\d,]+ pcs in stock, ready now\s*Swap$/);
    const swapped = Number(await swap.getAttribute("data-stock-swap"));
    expect(await axeViolations(page)).toEqual([]);
    await expectLayoutAt(page, PHONE, { axe: false, check: () => shootForReview(page, `quote-basket-swap-${PHONE}`) });
    await shootForReview(page, `quote-basket-swap-${DESKTOP}`);
    await Promise.all([page.waitForURL(`${storefront.app.baseUrl}/quote`), swap.getByRole("button", { name: /^Swap / }).click()]);
    await expect.poll(() => lines(page).first().getAttribute("data-quote-line")).toBe(String(swapped));
    await expect.poll(() => count(page)).toBe("100");
    expect(await page.locator("[data-line-readiness]").innerText()).toBe("All 100 pcs in stock");
    expect(await page.locator("[data-stock-swap]").count()).toBe(0);
  });

  it("adds, changes and removes without JavaScript", async () => {
    const [a] = await twoTyres();
    const page = await storefront.newPage({ javaScriptEnabled: false });
    await storefront.openHydrated(page, `/buy-now?tyre=${a!.id}&quantity=120`);
    await page.getByRole("button", { name: "Add 120 to quote" }).click();
    await page.waitForURL(`${storefront.app.baseUrl}/quote`);
    expect(await lines(page).count()).toBe(1);
    expect(await page.locator('[data-quote="pieces"]').innerText()).toContain("120 pcs");
    await lines(page).nth(0).getByRole("spinbutton").fill("60");
    await Promise.all([page.waitForURL(`${storefront.app.baseUrl}/quote`), lines(page).nth(0).getByRole("button", { name: "Update" }).click()]);
    expect(await page.locator('[data-quote="pieces"]').innerText()).toContain("60 pcs");
    await Promise.all([
      page.waitForURL(`${storefront.app.baseUrl}/quote`),
      lines(page)
        .nth(0)
        .getByRole("button", { name: /^Remove/ })
        .click(),
    ]);
    expect(await page.getByText("Your quote is empty.").count()).toBe(1);
  });

  it("keeps a visitor's basket when they sign up, and shows it on another device", async () => {
    const [a, b] = await twoTyres();
    const page = await storefront.newPage();
    await addFromBuyNow(page, a!.id, 80);
    await storefront.openHydrated(page, "/register?redirectTo=%2Fquote");
    const email = uniqueEmail("quote");
    await fillRegisterForm(page, { name: "Fleet Buyer", email, password: "tyres in bulk 1" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(`${storefront.app.baseUrl}/quote`);
    await expect.poll(() => lines(page).count()).toBe(1);
    await addFromBuyNow(page, b!.id, 70);
    await expect.poll(() => count(page)).toBe("150");
    // Another browser, signed in as the same buyer, finds the same two lines.
    const other = await storefront.newPage();
    await storefront.openHydrated(other, "/login?redirectTo=%2Fquote");
    await other.getByLabel("Email", { exact: true }).fill(email);
    await other.getByLabel("Password", { exact: true }).fill("tyres in bulk 1");
    await other.getByRole("button", { name: "Continue", exact: true }).click();
    await other.waitForURL(`${storefront.app.baseUrl}/quote`);
    await expect.poll(() => lines(other).count()).toBe(2);
    await expect.poll(() => count(other)).toBe("150");
  });
});
