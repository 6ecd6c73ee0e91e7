// Facets and sorting on search results in real Chromium (decision 160), on SQLite and
// PostgreSQL, at a phone's and a desktop's width: choosing a facet and a sort keeps them in the
// URL with JavaScript and without it (plain GET forms), paging keeps them, an empty combination
// says so and offers the way back, a value no tyre could have is dropped, axe passes and nothing is
// wider than the window. The sample catalogue has 162 tyres matching '22.5': 108 summer, 30 winter,
// 117 in stock.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe";
import { resultNames, resultPrices } from "../support/list-pages";
import { shootForReview } from "../support/review-shots";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";
import { itOnSqliteOnly } from "../support/database-bound";

const SEARCH = "/search?q=22.5";

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
const countLine = (page: Page) => page.getByText(/^\d+ tyres? match/).textContent();
const pageLine = (page: Page) => page.getByRole("navigation", { name: "Search result pages" }).locator("p").textContent();
const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);
const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

describe.each(TEST_DIALECTS)("search facets on %s", (dialect) => {
  // Layouts, focus and messages: proved on SQLite; PostgreSQL runs what its database decides (decision 321).
  const itOnSqlite = itOnSqliteOnly(dialect);
  const storefront = useStorefront(dialect);
  const url = (path: string) => `${storefront.app.baseUrl}${path}`;

  itOnSqlite.each([390, 1280])("shows facets with counts and a sort beside the results at %i px, passes axe, fits the window", async (width) => {
    const { page } = await storefront.open(SEARCH, { width });
    expect(await countLine(page)).toBe("162 tyres match");
    const facets = page.locator("[data-facets]");
    // A phone shows the facets in a closed panel; a desktop beside the list.
    if (width < 1024) {
      expect(await facets.getByRole("checkbox", { name: /^Winter/ }).isVisible()).toBe(false);
      await facets.locator("summary").click();
    }
    expect(await facets.getByRole("checkbox", { name: /^Winter/ }).isVisible()).toBe(true);
    expect(await facets.locator("label", { hasText: /^Winter/ }).textContent()).toBe("Winter30");
    expect(await facets.locator("legend").allTextContents()).toEqual(
      expect.arrayContaining(["Season", "Brand", "Load index", "EU fuel class", "Price per tyre"]),
    );
    expect(await page.getByLabel("Sort by").inputValue()).toBe("");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");
    expect(await overflows(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await shootForReview(page, `search-facets-${dialect}-${width}`);
  });

  it("filters, sorts and pages in place with JavaScript, the URL keeping every choice, and Back restores the list", async () => {
    const { page } = await storefront.open(SEARCH, { width: 1280 });
    await page.getByRole("checkbox", { name: /^Summer/ }).click();
    await page.waitForURL(url(`${SEARCH}&season=summer`));
    await expect.poll(() => countLine(page)).toBe("108 tyres match");
    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.waitForURL(url(`${SEARCH}&season=summer&sort=price-asc`));
    await expect.poll(async () => (await resultPrices(page)).length === 20 && ascending(await resultPrices(page))).toBe(true);
    const firstPage = await resultPrices(page);
    expect(await pageLine(page)).toBe("Page 1 of 6");

    await page.getByRole("navigation", { name: "Search result pages" }).getByRole("link", { name: "Next" }).click();
    await page.waitForURL(url(`${SEARCH}&season=summer&sort=price-asc&page=2`));
    await expect.poll(() => pageLine(page)).toBe("Page 2 of 6");
    const secondPage = await resultPrices(page);
    expect(ascending([...firstPage, ...secondPage])).toBe(true);
    expect(await page.getByRole("checkbox", { name: /^Summer/ }).isChecked()).toBe(true);

    await page.goBack();
    await page.waitForURL(url(`${SEARCH}&season=summer&sort=price-asc`));
    await page.goBack();
    await page.waitForURL(url(`${SEARCH}&season=summer`));
    await expect.poll(() => page.getByLabel("Sort by").inputValue()).toBe("");
    expect(await page.getByRole("checkbox", { name: /^Summer/ }).isChecked()).toBe(true);
  });

  it("narrows to the tyres in stock and sorts by availability (decision 267), the counts following", async () => {
    const { page } = await storefront.open(SEARCH, { width: 1280 });
    const inStock = page.locator("[data-facets]").getByRole("checkbox", { name: /^In stock/ });
    // The sample catalogue has 117 of the 162 tyres in stock.
    expect(await page.locator("[data-facets] label", { hasText: /^In stock/ }).textContent()).toBe("In stock117");
    await inStock.click();
    await page.waitForURL(url(`${SEARCH}&stock=in-stock`));
    await expect.poll(() => countLine(page)).toBe("117 tyres match");
    await page.getByLabel("Sort by").selectOption("availability");
    await page.waitForURL(url(`${SEARCH}&stock=in-stock&sort=availability`));
    await expect.poll(() => page.locator("[data-offer-result]").first().textContent()).toMatch(/In stock: [\d,]+ pcs/);
  });

  itOnSqlite("filters, sorts and pages without JavaScript through plain GET forms, on a phone", async () => {
    const page = await storefront.newPage({ width: 390, javaScriptEnabled: false });
    await storefront.openHydrated(page, SEARCH);
    await page.locator("[data-facets] summary").click();
    await page.getByRole("checkbox", { name: /^Winter/ }).check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(url(`${SEARCH}&season=winter`));
    expect(await countLine(page)).toBe("30 tyres match");
    // A filtered view points search engines at the search itself, and stays out of their index.
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(url(SEARCH));
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");

    await page.getByLabel("Sort by").selectOption("price-desc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await page.waitForURL(url(`${SEARCH}&season=winter&sort=price-desc`));
    const firstPage = await resultPrices(page);
    expect(firstPage).toHaveLength(20);
    expect(descending(firstPage)).toBe(true);

    await page.getByRole("navigation", { name: "Search result pages" }).getByRole("link", { name: "Next" }).click();
    await page.waitForURL(url(`${SEARCH}&season=winter&sort=price-desc&page=2`));
    expect(await pageLine(page)).toBe("Page 2 of 2");
    const secondPage = await resultPrices(page);
    expect(secondPage).toHaveLength(10);
    expect(descending([...firstPage, ...secondPage])).toBe(true);
    expect(await overflows(page)).toBe(false);
  });

  itOnSqlite("says so when no tyre matches the filters, offers the way back, and keeps the combination out of search engines", async () => {
    const { page, response } = await storefront.open(`${SEARCH}&brand=no-such-brand&sort=rating`, { width: 390 });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("status").textContent()).toBe("No tyres match these filters.");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");
    await page.getByRole("link", { name: "Clear the filters" }).click();
    await page.waitForURL(url(`${SEARCH}&sort=rating`));
    await expect.poll(() => countLine(page)).toBe("162 tyres match");
    expect(await axeViolations(page)).toEqual([]);
  });

  itOnSqlite("drops a value no tyre could have and a sort it does not know, and lists the search", async () => {
    const { page, response } = await storefront.open(`${SEARCH}&season=spring&fuel=Z&price=1-2&sort=cheapest&load=%3Cb%3E`, { width: 1280 });
    expect(response?.status()).toBe(200);
    expect(await countLine(page)).toBe("162 tyres match");
    const plain = await storefront.open(SEARCH, { width: 1280 });
    expect(await resultNames(page)).toEqual(await resultNames(plain.page));
  });
});
