// The home page in real Chromium: section order, the search form's cascade, disabling
// and alert, the explorer's tabs, 4 cards with See More / See Less, and the brand strip.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useStorefront, type ContextOptions } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";
import { bumpCatalogueRevision } from "../../app/catalogue/revision.server";

describe.each(TEST_DIALECTS)("home page on %s", (dialect) => {
  const storefront = useStorefront(dialect);
  const open = (options: ContextOptions = {}) => storefront.open("/", options);
  const select = (page: Page, label: string) => page.locator("form[action='/']").getByLabel(label, { exact: true });
  const optionTexts = (page: Page, label: string) => select(page, label).locator("option").allInnerTexts();
  const waitForOptions = async (page: Page, label: string) => {
    await page.waitForFunction((l) => {
      const el = [...document.querySelectorAll("label")].find((x) => x.textContent === l);
      const sel = el && document.getElementById(el.htmlFor);
      return sel instanceof HTMLSelectElement && sel.options.length > 1;
    }, label);
  };

  it("shows the search form, trial promo, Explore All Tyres and Best Tyre Brands in that order", async () => {
    const { page } = await open();
    const order = await page.evaluate(() => {
      const at = (el: Element | null) => (el ? el.getBoundingClientRect().top + window.scrollY : -1);
      const heading = (text: string) => [...document.querySelectorAll("h2")].find((h) => h.textContent === text) ?? null;
      return [
        at(document.querySelector("form[action='/']")),
        at(heading("Trial Tyre Purchase")),
        at(heading("Explore All Tyres")),
        at(heading("Best Tyre Brands")),
      ];
    });
    expect(order.every((y) => y >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(await page.getByRole("link", { name: "Browse Trial Tyres" }).getAttribute("href")).toBe("/trial-tyres");
  });

  it("defaults to truck and summer, with vehicle options labelled '{Type} Tyres'", async () => {
    const { page } = await open();
    expect(await optionTexts(page, "Vehicle type")).toEqual(["Car Tyres", "Motorcycle Tyres", "Truck Tyres", "Off-Road Tyres"]);
    expect(await select(page, "Vehicle type").inputValue()).toBe("truck");
    expect(await optionTexts(page, "Tyre type")).toEqual(["Summer", "Winter", "All-Season"]);
    expect(await select(page, "Tyre type").inputValue()).toBe("summer");
    expect(await select(page, "Pattern").isDisabled()).toBe(true);
    expect(await select(page, "Model").isDisabled()).toBe(true);
  });

  it("cascades: brand enables pattern, pattern enables model; each change resets what is below", async () => {
    const { page } = await open();
    await select(page, "Brand").selectOption("Michelin");
    await waitForOptions(page, "Pattern");
    expect(await select(page, "Pattern").isDisabled()).toBe(false);
    expect(await select(page, "Model").isDisabled()).toBe(true);
    await select(page, "Pattern").selectOption("Drive");
    await waitForOptions(page, "Model");
    expect(await select(page, "Model").isDisabled()).toBe(false);
    const models = (await optionTexts(page, "Model")).slice(1);
    for (const m of models) expect(m).toMatch(/^.+ - \d.+$/);
    await select(page, "Model").selectOption({ index: 1 });

    await select(page, "Pattern").selectOption("Steer");
    expect(await select(page, "Model").inputValue()).toBe("");
    await select(page, "Brand").selectOption("Bridgestone");
    expect(await select(page, "Pattern").inputValue()).toBe("");
    expect(await select(page, "Pattern").isDisabled()).toBe(false);
    expect(await select(page, "Model").isDisabled()).toBe(true);

    await select(page, "Tyre type").selectOption("winter");
    expect(await select(page, "Brand").inputValue()).toBe("");
    expect(await select(page, "Pattern").isDisabled()).toBe(true);

    await select(page, "Vehicle type").selectOption("car");
    expect(await select(page, "Pattern").count()).toBe(0);
    await waitForOptions(page, "Brand");
    await select(page, "Brand").selectOption({ index: 1 });
    await waitForOptions(page, "Model");
    expect(await select(page, "Model").isDisabled()).toBe(false);
  });

  it("alerts 'Please select all options before searching!' and stays put without brand and model", async () => {
    const { page } = await open();
    const messages: string[] = [];
    page.on("dialog", async (dialog) => {
      messages.push(dialog.message());
      await dialog.dismiss();
    });
    await page.getByRole("button", { name: "Search Tyres" }).click();
    await select(page, "Brand").selectOption("Michelin");
    await page.getByRole("button", { name: "Search Tyres" }).click();
    expect(messages).toEqual(["Please select all options before searching!", "Please select all options before searching!"]);
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("opens the chosen tyre's detail route with its size and pattern in the query", async () => {
    const { page } = await open();
    await select(page, "Brand").selectOption("Michelin");
    await waitForOptions(page, "Pattern");
    await select(page, "Pattern").selectOption("Drive");
    await waitForOptions(page, "Model");
    const label = (await optionTexts(page, "Model"))[1]!;
    await select(page, "Model").selectOption({ label });
    await page.getByRole("button", { name: "Search Tyres" }).click();
    await page.waitForURL(/\/tyres\/summer\/truck\/Michelin\//);
    const [model, size] = label.split(" - ");
    const url = new URL(page.url());
    expect(decodeURIComponent(url.pathname)).toBe(`/tyres/summer/truck/Michelin/${model}`);
    expect(url.searchParams.get("size")).toBe(size);
    expect(url.searchParams.get("pattern")).toBe("Drive");
  });

  it("works without JavaScript: the GET form refines the choices and opens the tyre", async () => {
    const { page } = await open({ javaScriptEnabled: false });
    // Each 'Update choices' is a full page load; the next choice must wait for the new page,
    // or it lands on the old one while the browser is still navigating.
    await select(page, "Brand").selectOption("Michelin");
    await page.getByRole("button", { name: "Update choices" }).click();
    await page.waitForURL((url) => url.searchParams.get("brand") === "Michelin");
    await select(page, "Pattern").selectOption("Steer");
    await page.getByRole("button", { name: "Update choices" }).click();
    await page.waitForURL((url) => url.searchParams.get("pattern") === "Steer");
    const label = (await optionTexts(page, "Model"))[1]!;
    await select(page, "Model").selectOption({ label });
    await page.getByRole("button", { name: "Search Tyres" }).click();
    await page.waitForURL(/\/tyres\/summer\/truck\/Michelin\//);
    expect(new URL(page.url()).searchParams.get("size")).toBe(label.split(" - ")[1]);
  });

  it("shows 4 cards, 'See More' shows the rest and 'See Less' folds them again", async () => {
    const { page } = await open();
    const panel = page.getByRole("tabpanel");
    const cards = panel.locator("article");
    expect(await cards.count()).toBe(4);
    await page.getByRole("button", { name: "See More" }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(4);
    await page.getByRole("button", { name: "See Less" }).click();
    await expect.poll(() => cards.count()).toBe(4);
    const first = cards.first();
    expect(await first.getByRole("link", { name: "View All Offers" }).getAttribute("href")).toMatch(/^\/summer-offers\?brand=/);
    expect(await first.getByRole("link", { name: "See Details" }).getAttribute("href")).toMatch(/^\/tyres\/summer\/truck\/.+\?size=.+/);
    expect(await first.locator("s").count()).toBe(1);
  });

  it("defaults to Truck, and switching the vehicle tab loads that category collapsed", async () => {
    const { page } = await open();
    expect(await page.getByRole("tab", { name: "Truck" }).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("tab", { name: "Summer" }).getAttribute("aria-selected")).toBe("true");
    await page.getByRole("button", { name: "See More" }).click();
    await page.getByRole("tab", { name: "Car" }).click();
    await page.getByRole("tab", { name: "Car" }).and(page.locator("[aria-selected=true]")).waitFor();
    const cards = page.getByRole("tabpanel").locator("article");
    await cards.first().waitFor();
    expect(await cards.count()).toBe(4);
    await page.getByRole("button", { name: "See More" }).waitFor({ state: "visible" });
    expect(await cards.first().getByRole("link", { name: "See Details" }).getAttribute("href")).toMatch(/^\/tyres\/summer\/car\//);
    await page.getByRole("tab", { name: "Winter" }).click();
    await page.getByRole("tab", { name: "Winter" }).and(page.locator("[aria-selected=true]")).waitFor();
    await cards.first().waitFor();
    expect(await cards.first().getByRole("link", { name: "See Details" }).getAttribute("href")).toMatch(/^\/tyres\/winter\/car\//);
  });

  it("shows a spinner while a tab loads and 'No tyres available in this category.' when it is empty", async () => {
    await storefront.database.db.deleteFrom("tyre").where("season", "=", "allseason").where("vehicle_type", "=", "motorcycle").execute();
    // A change of the catalogue always bumps its revision, which retires every cached answer.
    await bumpCatalogueRevision(storefront.database.db, new Date().toISOString());
    const { page } = await open();
    let release!: () => void;
    const held = new Promise<void>((ok) => (release = ok));
    await page.route("**/api/tyres?*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("tab", { name: "All-season" }).click();
    await page.getByRole("status").filter({ hasText: "Loading tyres..." }).waitFor();
    release();
    await page.getByRole("tab", { name: "Motorcycle" }).click();
    await page.getByText("No tyres available in this category.").waitFor();
  });

  it("scrolls the nine brands of 'Best Tyre Brands' for 20 s, linear, forever", async () => {
    const { page } = await open({ reducedMotion: "no-preference" });
    const names = await page.locator(".brand-strip li:not([aria-hidden]) img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")));
    expect(names).toEqual(["Michelin", "Bridgestone", "Goodyear", "Continental", "Pirelli", "BFGoodrich", "Hankook", "Toyo Tires", "Yokohama"]);
    const animation = await page.locator(".brand-strip-track").evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.animationDuration, s.animationTimingFunction, s.animationIterationCount];
    });
    expect(animation).toEqual(["20s", "linear", "infinite"]);
  });
});
