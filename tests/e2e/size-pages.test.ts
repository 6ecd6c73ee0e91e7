// Shopping by size in real Chromium: the size page at a phone's and a desktop's width,
// every spelling redirected to it, a size we do not sell, a facet and a sort with and without
// JavaScript, noindex for an empty combination, the size finder on home (selects that narrow and
// a box that takes any spelling), and axe on the size page and home.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe";
import { DESKTOP, expectLayoutAt, PHONE } from "../support/layout";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

const SIZE_PAGE = "/tyres/size/315-80r22.5";

const prices = async (page: Page) =>
  (await page.locator("section[aria-label='315/80R22.5 tyres'] li").evaluateAll((items) => items.map((li) => li.textContent ?? ""))).map((text) => {
    const amounts = [...text.matchAll(/€([\d,]+\.\d{2})/g)].map((m) => Number(m[1]!.replace(/,/g, "")));
    return amounts[amounts.length - 1]!;
  });
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe.each(TEST_DIALECTS)("size pages on %s", (dialect) => {
  const storefront = useStorefront(dialect);

  it.each([390, 1280])("shows every tyre of the size at %i px, with its own title and canonical address, and passes axe", async (width) => {
    const { page, response } = await storefront.open(SIZE_PAGE, { width });
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("315/80R22.5 tyres");
    expect(await page.title()).toBe("315/80R22.5 Tyres in Bulk | Tyre Wholesale");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${storefront.app.baseUrl}${SIZE_PAGE}`);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(await page.getByText("30 tyres", { exact: true }).isVisible()).toBe(true);
    expect(await page.locator("section[aria-label='315/80R22.5 tyres'] li").count()).toBe(20);
    expect(await page.getByText("Page 1 of 2").isVisible()).toBe(true);
    expect(await overflows(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each([
    ["/tyres/size/315%2080%2022.5", SIZE_PAGE],
    ["/tyres/size/3158022.5", SIZE_PAGE],
    ["/tyres/size/315/80R22.5", SIZE_PAGE],
    ["/tyres/size/315%2F80%20r%2022.5?season=winter", `${SIZE_PAGE}?season=winter`],
    ["/tyres/size/315-80R22.5", SIZE_PAGE],
  ])("redirects %s to its one address with a 301", async (path, to) => {
    const response = await fetch(storefront.app.baseUrl + path, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });

  it("answers a size we do not sell with the not-found page", async () => {
    storefront.expectErrors(/status of 404/);
    const { page, response } = await storefront.open("/tyres/size/999-80r22.5");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Oops! Something went wrong.");
    expect(await page.getByText("We have no tyres in this size. Try another size or search the catalogue.").isVisible()).toBe(true);
  });

  it("filters and sorts without JavaScript, through the forms, on a phone", async () => {
    const page = await storefront.newPage({ width: 390, javaScriptEnabled: false });
    await storefront.openHydrated(page, SIZE_PAGE);
    await page.locator("[data-facets] summary").click();
    await page.getByRole("checkbox", { name: /^Winter/ }).check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(`${storefront.app.baseUrl}${SIZE_PAGE}?season=winter`);
    expect(await page.getByText("8 tyres", { exact: true }).isVisible()).toBe(true);
    // A filtered view points search engines at the size page.
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${storefront.app.baseUrl}${SIZE_PAGE}`);
    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await page.waitForURL(`${storefront.app.baseUrl}${SIZE_PAGE}?season=winter&sort=price-asc`);
    const shown = await prices(page);
    expect(shown).toHaveLength(8);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(await overflows(page)).toBe(false);
  });

  it("filters and sorts in place with JavaScript, and Back restores the list", async () => {
    const { page } = await storefront.open(SIZE_PAGE, { width: 1280 });
    // The box shows the URL's choice, so it turns ticked once the list for it has loaded.
    await page.getByRole("checkbox", { name: /^All-Season/ }).click();
    await page.waitForURL(`${storefront.app.baseUrl}${SIZE_PAGE}?season=allseason`);
    await expect.poll(() => page.getByText("6 tyres", { exact: true }).isVisible()).toBe(true);
    await page.getByLabel("Sort by").selectOption("price-desc");
    await page.waitForURL(`${storefront.app.baseUrl}${SIZE_PAGE}?season=allseason&sort=price-desc`);
    await expect
      .poll(async () => {
        const p = await prices(page);
        return p.length === 6 && p.every((v, i) => i === 0 || p[i - 1]! >= v);
      })
      .toBe(true);
    expect(await page.getByRole("checkbox", { name: /^All-Season/ }).isChecked()).toBe(true);
    await page.goBack();
    await page.waitForURL(`${storefront.app.baseUrl}${SIZE_PAGE}?season=allseason`);
    await expect.poll(() => page.getByLabel("Sort by").inputValue()).toBe("");
  });

  it("keeps an empty combination out of search engines", async () => {
    const { page, response } = await storefront.open(`${SIZE_PAGE}?brand=no-such-brand`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");
    expect(await page.getByText("No tyres of this size match these filters. Clear a filter to see more.").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Clear all filters" }).getAttribute("href")).toBe(SIZE_PAGE);
  });

  it("finds a size from home with the selects, narrowed in place, at 1280 px; the size page fits 390 px", async () => {
    const { page } = await storefront.open("/", { width: DESKTOP });
    const profile = page.getByLabel("Profile", { exact: true });
    expect(await profile.isDisabled()).toBe(true);
    await page.getByLabel("Width", { exact: true }).selectOption("315");
    expect(await profile.locator("option").allTextContents()).toEqual(["Profile", "70", "80"]);
    await profile.selectOption("80");
    // The only rim of 315/80 is chosen for the buyer.
    expect(await page.getByLabel("Rim", { exact: true }).inputValue()).toBe("315-80r22.5");
    await page.getByRole("button", { name: "Show tyres" }).click();
    await page.waitForURL(`${storefront.app.baseUrl}${SIZE_PAGE}`);
    expect(await overflows(page)).toBe(false);
    await expectLayoutAt(page, PHONE, { axe: false });
  });

  it("takes a typed size in any spelling, and says so when it cannot read one", async () => {
    storefront.expectErrors(/status of 400/);
    const { page } = await storefront.open("/", { width: 390 });
    await page.getByLabel("Or type a size").fill("315 80 22.5");
    await page.getByRole("button", { name: "Go" }).click();
    await page.waitForURL(`${storefront.app.baseUrl}${SIZE_PAGE}`);
    await storefront.openHydrated(page, "/");
    await page.getByLabel("Or type a size").fill("big truck tyre");
    await page.getByRole("button", { name: "Go" }).click();
    await page.waitForURL(/\/tyres\/size\?size=big\+truck\+tyre$/);
    expect(await page.getByRole("alert").textContent()).toBe("We could not read a tyre size there. Type it like 315/80R22.5, 315 80 22.5 or 3158022.5.");
    expect((await fetch(`${storefront.app.baseUrl}/tyres/size?size=big+truck+tyre`)).status).toBe(400);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("finds a size without JavaScript through a page that narrows the choices", async () => {
    const page = await storefront.newPage({ width: 390, javaScriptEnabled: false });
    await storefront.openHydrated(page, "/");
    await page.getByLabel("Width", { exact: true }).selectOption("315");
    await page.getByRole("button", { name: "Show tyres" }).click();
    await page.waitForURL(`${storefront.app.baseUrl}/tyres/size?width=315`);
    expect(await page.getByLabel("Profile", { exact: true }).locator("option").allTextContents()).toEqual(["Profile", "70", "80"]);
    await page.getByLabel("Profile", { exact: true }).selectOption("80");
    await page.getByRole("button", { name: "Show tyres" }).click();
    await page.waitForURL(`${storefront.app.baseUrl}${SIZE_PAGE}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("315/80R22.5 tyres");
  });

  it("passes axe on home with the size finder", async () => {
    const { page } = await storefront.open("/", { width: 1280 });
    expect(await page.getByRole("heading", { name: "Shop by size" }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
