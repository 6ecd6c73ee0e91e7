// Sorting the offer lists in real Chromium, on SQLite and PostgreSQL: a sort reorders the
// same tyres across pages as the database orders their prices, stays in the URL through paging and
// filter changes, works as a plain GET form without JavaScript, leaves the canonical link alone, an
// unknown sort is the catalogue order, axe passes and a phone needs no sideways scroll.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { PAYABLE_PRICE } from "../../app/catalogue/tyre-facets.server";
import { axeViolations } from "../support/axe";
import { resultNames, resultPrices, waitForSettled } from "../support/list-pages";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

const TRUCKS = "/summer-offers?vehicleType=truck";

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
const pageLine = (page: Page) => page.getByRole("navigation", { name: "Offer pages" }).locator("p").innerText();

describe.each(TEST_DIALECTS)("offer list sorting on %s", (dialect) => {
  const storefront = useStorefront(dialect);
  const url = (path: string) => `${storefront.app.baseUrl}${path}`;
  /** The ten lowest prices per tyre (offer price, else regular) of the summer truck list, in euro. */
  const lowestTruckPrices = async () => {
    const rows = await storefront.database.db
      .selectFrom("tyre")
      .select(PAYABLE_PRICE.as("price"))
      .where("season", "=", "summer")
      .where("vehicle_type", "=", "truck")
      .where(PAYABLE_PRICE, "is not", null)
      .orderBy(PAYABLE_PRICE)
      .limit(10)
      .execute();
    return rows.map((r) => Number(r.price) / 100);
  };

  it("sorts by price ascending across pages with JavaScript, keeping the sort in the URL, the page count and a filter change", async () => {
    const { page } = await storefront.open(TRUCKS, { width: 1280 });
    const unsortedPages = await pageLine(page);
    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.waitForURL(url(`${TRUCKS}&sort=price-asc`));
    await waitForSettled(page);
    const firstPage = await resultPrices(page);
    expect(await pageLine(page)).toBe(unsortedPages);
    // A sorted list is the same list: the canonical link names it without the sort.
    expect(await page.locator("link[rel=canonical]").getAttribute("href")).toBe(url(TRUCKS));

    await page.getByRole("navigation", { name: "Offer pages" }).getByRole("link", { name: "Next" }).click();
    await page.waitForURL(url(`${TRUCKS}&sort=price-asc&page=2`));
    await waitForSettled(page);
    const secondPage = await resultPrices(page);
    expect([...firstPage, ...secondPage]).toEqual(await lowestTruckPrices());
    expect(await page.getByLabel("Sort by").inputValue()).toBe("price-asc");

    // Changing a filter keeps the sort and goes back to page 1.
    const brand = (await page
      .getByRole("form", { name: "Filter offers" })
      .getByLabel("Brand", { exact: true })
      .locator("option")
      .nth(1)
      .getAttribute("value"))!;
    await page.getByRole("form", { name: "Filter offers" }).getByLabel("Brand", { exact: true }).selectOption(brand);
    await page.waitForURL((u) => u.searchParams.get("brand") === brand);
    expect(new URL(page.url()).searchParams.get("sort")).toBe("price-asc");
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
  });

  it("sorts and pages without JavaScript through a plain GET form, on a phone, and a page past the last keeps the sort", async () => {
    const page = await storefront.newPage({ width: 390, javaScriptEnabled: false });
    await storefront.openHydrated(page, TRUCKS);
    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await page.waitForURL(url(`${TRUCKS}&sort=price-asc`));
    const firstPage = await resultPrices(page);
    await page.getByRole("navigation", { name: "Offer pages" }).getByRole("link", { name: "Next" }).click();
    await page.waitForURL(url(`${TRUCKS}&sort=price-asc&page=2`));
    expect([...firstPage, ...(await resultPrices(page))]).toEqual(await lowestTruckPrices());
    expect(await overflows(page)).toBe(false);

    const pages = Number(/of (\d+)/.exec(await pageLine(page))![1]);
    await storefront.openHydrated(page, `${TRUCKS}&sort=price-asc&page=999`);
    expect(page.url()).toBe(url(`${TRUCKS}&sort=price-asc&page=${pages}`));
  });

  it("ignores an unknown sort: the catalogue order, answered 200", async () => {
    const { page: plain } = await storefront.open(TRUCKS);
    const { page, response } = await storefront.open(`${TRUCKS}&sort=cheapest`);
    expect(response?.status()).toBe(200);
    expect(await resultNames(page)).toEqual(await resultNames(plain));
    expect(await page.getByLabel("Sort by").inputValue()).toBe("");
  });

  it.each([390, 1280])("passes axe and fits the window at %i px with a sort chosen", async (width) => {
    const { page } = await storefront.open(`${TRUCKS}&sort=price-asc`, { width });
    expect(await resultPrices(page)).toHaveLength(5);
    expect(await overflows(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });
});
