// The offer lists (spec §2, §4, §8, §9) in real Chromium, on SQLite and PostgreSQL:
// filters in the URL with the cascade resets and disabling rules, ?brand=, Reset All Filters,
// paging and its edges, Back, 'Loading tyres...', the empty text, the login toast, the page
// without JavaScript, accessibility, phones, and the failure toast when the catalogue is gone.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { runClockUntilToast, waitForToast } from "../support/auth-browser";
import { axeViolations } from "../support/axe";
import { useStorefront } from "../support/storefront";
import { resultNames, waitForSettled } from "../support/list-pages";
import { TEST_DIALECTS } from "../support/test-database";
import { bumpCatalogueRevision } from "../../app/catalogue/revision.server";

const LOGIN_TOAST = "To contact for buying, please log in or create an account first.";
const FAILED_TOAST = "Failed to load tyre data. Please try again later.";
const EMPTY_TEXT = "No tyres found matching your criteria.";

describe.each(TEST_DIALECTS)("offer lists on %s", (dialect) => {
  const storefront = useStorefront(dialect);
  const open = (path: string, options: { javaScriptEnabled?: boolean; width?: number } = {}) => storefront.open(path, options);
  const filter = (page: Page, label: string) => page.getByRole("form", { name: "Filter offers" }).getByLabel(label, { exact: true });
  const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
  /** Picks an option and waits for the list of the new URL. */
  const choose = async (page: Page, label: string, value: string) => {
    const before = page.url();
    await filter(page, label).selectOption(value);
    await page.waitForURL((u) => u.toString() !== before);
    await waitForSettled(page);
  };
  const pageText = (page: Page) => page.getByRole("navigation", { name: "Offer pages" }).locator("p").innerText();

  it("opens the summer list with its title, description, canonical URL, five results and page 1", async () => {
    const { page, response } = await open("/summer-offers");
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe("Summer Tyre Offers | Tyre Wholesale");
    expect(await page.locator("meta[name=description]").getAttribute("content")).toMatch(/^Summer Tyre Offers: wholesale prices/);
    expect(await page.locator("link[rel=canonical]").getAttribute("href")).toBe(`${storefront.app.baseUrl}/summer-offers`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Summer Tyre Offers");
    expect(await resultNames(page)).toHaveLength(5);
    expect(await pageText(page)).toMatch(/^Page 1 of \d+$/);
    const card = page.locator("[data-offer-result]").first();
    expect(await card.getByRole("button", { name: "Contact to Buy" }).textContent()).toBe("Contact to Buy >>");
    const details = card.getByRole("link", { name: "See Details" });
    expect(await details.textContent()).toBe("See Details >>");
    expect(await details.getAttribute("href")).toMatch(/^\/tyres\/summer\/\w+\/[^/]+\/[^/?]+\?size=/);
  });

  it("keeps brand, pattern, model and size disabled until their parent is chosen (trucks)", async () => {
    const { page } = await open("/summer-offers");
    expect(await filter(page, "Brand").isDisabled()).toBe(true);
    expect(await filter(page, "Pattern").count()).toBe(0);
    expect(await filter(page, "Model").isDisabled()).toBe(true);
    expect(await filter(page, "Size").isDisabled()).toBe(true);
    await choose(page, "Vehicle type", "truck");
    expect(query(page)).toEqual({ vehicleType: "truck" });
    expect(await filter(page, "Brand").isDisabled()).toBe(false);
    expect(await filter(page, "Pattern").isDisabled()).toBe(true);
    expect(await filter(page, "Model").isDisabled()).toBe(true);
    await choose(page, "Brand", "Michelin");
    expect(await filter(page, "Pattern").isDisabled()).toBe(false);
    expect(await filter(page, "Model").isDisabled()).toBe(true);
    expect(await filter(page, "Size").isDisabled()).toBe(true);
    await choose(page, "Pattern", "Drive");
    expect(await filter(page, "Model").isDisabled()).toBe(false);
    expect(await filter(page, "Size").isDisabled()).toBe(true);
    await choose(page, "Model", "X Multi D");
    expect(await filter(page, "Size").isDisabled()).toBe(false);
    expect(await filter(page, "Size").locator("option").allInnerTexts()).toEqual(["Select size", "295/80R22.5", "315/70R22.5", "315/80R22.5"]);
    await choose(page, "Size", "315/80R22.5");
    expect(query(page)).toEqual({ vehicleType: "truck", brand: "Michelin", pattern: "Drive", model: "X Multi D", size: "315/80R22.5" });
    expect(await resultNames(page)).toEqual(["Michelin X Multi D 315/80R22.5"]);
    expect(await pageText(page)).toBe("Page 1 of 1");
  });

  it("enables the model straight after the brand for other vehicle types, which have no pattern", async () => {
    const { page } = await open("/summer-offers?vehicleType=car");
    expect(await filter(page, "Pattern").count()).toBe(0);
    await choose(page, "Brand", "Michelin");
    expect(await filter(page, "Model").isDisabled()).toBe(false);
    expect(await filter(page, "Size").isDisabled()).toBe(true);
  });

  it("resets what is below a changed filter: model resets size, pattern resets model and size, brand resets pattern, model and size, vehicle type resets all", async () => {
    const full = "/summer-offers?vehicleType=truck&brand=Michelin&pattern=Drive&model=X+Multi+D&size=315%2F80R22.5";
    const { page } = await open(full);
    expect(await filter(page, "Size").inputValue()).toBe("315/80R22.5");
    await choose(page, "Model", "XDA Energy+");
    expect(query(page)).toEqual({ vehicleType: "truck", brand: "Michelin", pattern: "Drive", model: "XDA Energy+" });
    expect(await filter(page, "Size").inputValue()).toBe("");
    await choose(page, "Size", "11R22.5");
    await choose(page, "Pattern", "Steer");
    expect(query(page)).toEqual({ vehicleType: "truck", brand: "Michelin", pattern: "Steer" });
    expect(await filter(page, "Model").inputValue()).toBe("");
    expect(await filter(page, "Size").isDisabled()).toBe(true);
    await choose(page, "Model", "X Multi Z");
    await choose(page, "Brand", "Bridgestone");
    expect(query(page)).toEqual({ vehicleType: "truck", brand: "Bridgestone" });
    expect(await filter(page, "Pattern").inputValue()).toBe("");
    expect(await filter(page, "Model").isDisabled()).toBe(true);
    await choose(page, "Pattern", "Trailer");
    await choose(page, "Vehicle type", "car");
    expect(query(page)).toEqual({ vehicleType: "car" });
    expect(await filter(page, "Brand").inputValue()).toBe("");
    for (const name of await resultNames(page)) expect(name).not.toMatch(/R22\.5$/);
  });

  it("pre-fills the brand from ?brand= and lists that brand's tyres of every vehicle type", async () => {
    const { page } = await open("/summer-offers?brand=Michelin");
    expect(await filter(page, "Brand").inputValue()).toBe("Michelin");
    expect(await filter(page, "Brand").isDisabled()).toBe(true);
    expect(await page.locator("[data-brand-only]").innerText()).toBe(
      "Showing Michelin tyres for every vehicle type. Choose a vehicle type to narrow the list.",
    );
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Michelin Summer Tyre Offers");
    expect(await page.getByText("48 tyres", { exact: true }).count()).toBe(1);
    for (const name of await resultNames(page)) expect(name).toMatch(/^Michelin /);
    await choose(page, "Vehicle type", "truck");
    expect(query(page)).toEqual({ vehicleType: "truck", brand: "Michelin" });
    expect(await filter(page, "Brand").inputValue()).toBe("Michelin");
    expect(await filter(page, "Brand").isDisabled()).toBe(false);
    // The count is worded by the loader: read once the new list has come.
    await expect.poll(() => page.getByText("24 tyres", { exact: true }).count()).toBe(1);
  });

  it("takes the catalogue's spelling of a brand from the URL and drops a brand the vehicle type lacks", async () => {
    const { page } = await open("/summer-offers?vehicleType=truck&brand=michelin");
    expect(await filter(page, "Brand").inputValue()).toBe("Michelin");
    expect(await page.locator("link[rel=canonical]").getAttribute("href")).toBe(`${storefront.app.baseUrl}/summer-offers?vehicleType=truck&brand=Michelin`);
    await storefront.openHydrated(page, "/summer-offers?vehicleType=motorcycle&brand=Goodyear");
    expect(await filter(page, "Brand").inputValue()).toBe("");
  });

  it("says 'No tyres found matching your criteria.' when nothing matches", async () => {
    // An unknown brand is a 404, which Chromium reports as a failed resource.
    storefront.expectErrors(/status of 404/);
    const { page } = await open("/summer-offers?brand=No+Such+Brand");
    expect(await page.getByRole("status").innerText()).toBe(EMPTY_TEXT);
    expect(await page.locator("[data-offer-result]").count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Offer pages" }).count()).toBe(0);
  });

  it("'Reset All Filters' clears every filter and the page", async () => {
    const { page } = await open("/summer-offers?vehicleType=truck&brand=Michelin&pattern=Drive&page=2");
    await page.getByRole("link", { name: "Reset All Filters" }).click();
    await page.waitForURL(storefront.app.baseUrl + "/summer-offers");
    await waitForSettled(page);
    expect(await filter(page, "Vehicle type").inputValue()).toBe("");
    expect(await filter(page, "Brand").inputValue()).toBe("");
    expect(await filter(page, "Brand").isDisabled()).toBe(true);
    expect(await pageText(page)).toMatch(/^Page 1 of /);
  });

  it("pages five at a time: Previous disabled on page 1, Next disabled on the last page", async () => {
    const { page } = await open("/summer-offers?vehicleType=truck&brand=Michelin");
    const nav = page.getByRole("navigation", { name: "Offer pages" });
    expect(await pageText(page)).toBe("Page 1 of 5");
    expect(await nav.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    const first = await resultNames(page);
    await nav.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    await waitForSettled(page);
    expect(await pageText(page)).toBe("Page 2 of 5");
    const second = await resultNames(page);
    expect(second).toHaveLength(5);
    expect(second.filter((n) => first.includes(n))).toEqual([]);
    await nav.getByRole("link", { name: "Previous" }).click();
    await page.waitForURL((u) => !u.searchParams.has("page"));
    await waitForSettled(page);
    expect(await resultNames(page)).toEqual(first);
    await storefront.openHydrated(page, "/summer-offers?vehicleType=truck&brand=Michelin&page=5");
    expect(await pageText(page)).toBe("Page 5 of 5");
    expect(await resultNames(page)).toHaveLength(4);
    expect(await nav.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    expect(await nav.getByRole("link", { name: "Previous" }).getAttribute("href")).toBe("/summer-offers?vehicleType=truck&brand=Michelin&page=4");
  });

  it("clamps a page past the last (?page=999) to the last page, and goes back to page 1 on a filter change", async () => {
    const { page, response } = await open("/summer-offers?vehicleType=truck&brand=Michelin&page=999");
    expect(response?.status()).toBe(200);
    expect(query(page)).toEqual({ vehicleType: "truck", brand: "Michelin", page: "5" });
    expect(await pageText(page)).toBe("Page 5 of 5");
    await choose(page, "Pattern", "Drive");
    expect(query(page)).toEqual({ vehicleType: "truck", brand: "Michelin", pattern: "Drive" });
    expect(await pageText(page)).toBe("Page 1 of 2");
  });

  it("restores the previous filters with the browser's Back button", async () => {
    const { page } = await open("/summer-offers");
    await choose(page, "Vehicle type", "truck");
    await choose(page, "Brand", "Goodyear");
    await choose(page, "Pattern", "Steer");
    await page.goBack();
    await page.waitForURL((u) => !u.searchParams.has("pattern"));
    await waitForSettled(page);
    expect(query(page)).toEqual({ vehicleType: "truck", brand: "Goodyear" });
    expect(await filter(page, "Brand").inputValue()).toBe("Goodyear");
    expect(await filter(page, "Pattern").inputValue()).toBe("");
    await page.goBack();
    await page.waitForURL((u) => !u.searchParams.has("brand"));
    await waitForSettled(page);
    expect(await filter(page, "Brand").inputValue()).toBe("");
    expect(await filter(page, "Vehicle type").inputValue()).toBe("truck");
    await page.goForward();
    await page.waitForURL((u) => u.searchParams.get("brand") === "Goodyear");
    await waitForSettled(page);
    expect(await filter(page, "Brand").inputValue()).toBe("Goodyear");
  });

  it("shows 'Loading tyres...' while the next list loads", async () => {
    const { page } = await open("/summer-offers");
    let release!: () => void;
    const held = new Promise<void>((ok) => (release = ok));
    await page.route(/\/summer-offers\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await filter(page, "Vehicle type").selectOption("car");
    await page.getByText("Loading tyres...", { exact: true }).waitFor();
    expect(await page.locator("[data-offer-result]").count()).toBe(0);
    release();
    await page.getByText("Loading tyres...", { exact: true }).waitFor({ state: "detached" });
    expect(await resultNames(page)).toHaveLength(5);
  });

  it("tells a logged-out visitor to log in when they press 'Contact to Buy >>'", async () => {
    const { page } = await open("/summer-offers?vehicleType=truck");
    await page.locator("[data-offer-result]").first().getByRole("button", { name: "Contact to Buy" }).click();
    await waitForToast(page, LOGIN_TOAST);
    expect(new URL(page.url()).pathname).toBe("/summer-offers");
  });

  it("filters without JavaScript through the form's 'Apply' button", async () => {
    const { page } = await open("/summer-offers", { javaScriptEnabled: false });
    await filter(page, "Vehicle type").selectOption("truck");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/vehicleType=truck/);
    await filter(page, "Brand").selectOption("Michelin");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/brand=Michelin/);
    expect(query(page)).toEqual({ vehicleType: "truck", brand: "Michelin" });
    expect(await pageText(page)).toBe("Page 1 of 5");
    // The vehicle type changes while a brand is still chosen: the server keeps only what the
    // new vehicle type offers (Double Coin makes no car tyres).
    await filter(page, "Brand").selectOption("Double Coin");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/brand=Double/);
    await filter(page, "Vehicle type").selectOption("car");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/vehicleType=car/);
    expect(await filter(page, "Brand").inputValue()).toBe("");
    expect(await page.locator("link[rel=canonical]").getAttribute("href")).toBe(`${storefront.app.baseUrl}/summer-offers?vehicleType=car`);
  });

  it.each([
    ["/winter-offers", "Winter Tyre Offers", "winter"],
    ["/allseason-offers", "All-Season Tyre Offers", "allseason"],
  ])("serves %s with its own season's tyres", async (path, heading, season) => {
    const { page } = await open(path);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(heading);
    expect(await page.title()).toBe(`${heading} | Tyre Wholesale`);
    const links = await page
      .locator("[data-offer-result]")
      .getByRole("link", { name: "See Details" })
      .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(links).toHaveLength(5);
    for (const href of links) expect(href).toMatch(new RegExp(`^/tyres/${season}/`));
  });

  it("has no axe violations, unfiltered and fully filtered", async () => {
    for (const path of ["/summer-offers", "/summer-offers?vehicleType=truck&brand=Michelin&pattern=Drive&model=X+Multi+D", "/summer-offers?brand=Michelin"]) {
      const { page } = await open(path);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  it("fits a 360 px phone without sideways scrolling", async () => {
    const { page } = await open("/summer-offers?vehicleType=truck&brand=Michelin&pattern=Drive", { width: 360 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  // Last, because it breaks the catalogue under the running server on purpose.
  it("shows the toast 'Failed to load tyre data. Please try again later.' and an empty list when the catalogue cannot be read", async () => {
    await sql`drop table tyre_search`.execute(storefront.database.db).catch(() => undefined);
    // Other tables (inquiries) refer to tyres; PostgreSQL drops those references with the table.
    await (dialect === "postgres" ? sql`drop table tyre cascade` : sql`drop table tyre`).execute(storefront.database.db);
    // A change of the catalogue always bumps its revision, which retires every cached page.
    await bumpCatalogueRevision(storefront.database.db, new Date().toISOString());
    storefront.expectErrors(/status of 503/);
    // The toast's 4 s run on the page's clock, which moves only when the test moves it.
    const page = await storefront.newPage();
    await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
    const response = await storefront.openHydrated(page, "/summer-offers?vehicleType=truck");
    expect(response?.status()).toBe(503);
    await runClockUntilToast(page, FAILED_TOAST);
    expect(await page.getByRole("status").filter({ hasText: EMPTY_TEXT }).count()).toBe(1);
    expect(await page.locator("meta[name=robots]").getAttribute("content")).toBe("noindex");
    expect(storefront.app.output()).toMatch(/"requestId":"[^"]+".*offer list failed/);
    // Navigating within the page fails the same way, with the same toast.
    await page.clock.runFor(5_000);
    await page.locator("[data-sonner-toast]").first().waitFor({ state: "detached" });
    await page.getByRole("link", { name: "Reset All Filters" }).click();
    await page.waitForURL(storefront.app.baseUrl + "/summer-offers");
    await runClockUntilToast(page, FAILED_TOAST);
  });
});
