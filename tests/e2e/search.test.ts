// The search page (spec §2, §5, §6) in real Chromium, on SQLite and PostgreSQL: results
// for a query however a size is typed, a blank query ignored, paging, the logged-out alert.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe";
import { useStorefront } from "../support/storefront";
import { resultNames } from "../support/list-pages";
import { TEST_DIALECTS } from "../support/test-database";

describe.each(TEST_DIALECTS)("search page on %s", (dialect) => {
  const storefront = useStorefront(dialect);
  const open = (path: string, width = 1280) => storefront.open(path, { width });
  const pageText = (page: Page) => page.getByRole("navigation", { name: "Search result pages" }).locator("p").innerText();
  const total = async (page: Page) => Number((await page.getByText(/^\d+ tyres? match/).innerText()).split(" ")[0]);

  it("finds the same tyres however a size is typed", async () => {
    const counts: number[] = [];
    const first: string[][] = [];
    for (const q of ["315/80R22.5", "315/80 R22.5", "315 80 22.5", "3158022.5"]) {
      const { page } = await open(`/search?q=${encodeURIComponent(q)}`);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(`Search results for '${q}'`);
      counts.push(await total(page));
      const names = await resultNames(page);
      first.push(names);
      for (const name of names) expect(name).toMatch(/315\/80R22\.5$/);
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(new Set(counts).size).toBe(1);
    expect(first.every((names) => JSON.stringify(names) === JSON.stringify(first[0]))).toBe(true);
  });

  it("matches brand, model and pattern case-insensitively, every word of the query", async () => {
    const { page } = await open("/search?q=michelin%20drive");
    const names = await resultNames(page);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^Michelin /);
  });

  it("ignores a blank query: a prompt, no results list", async () => {
    for (const path of ["/search", "/search?q=", "/search?q=%20%20"]) {
      const { page } = await open(path);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Search tyres");
      expect(await page.locator("[data-search-prompt]").innerText()).toMatch(/^Type a brand, model, pattern or tyre size/);
      expect(await page.locator("[data-offer-result]").count()).toBe(0);
      expect(await page.getByRole("region", { name: "Search results" }).count()).toBe(0);
    }
  });

  it("says so when nothing matches", async () => {
    const { page } = await open("/search?q=zzzz-nothing");
    expect(await page.getByRole("status").innerText()).toBe("No tyres found for 'zzzz-nothing'.");
  });

  it("pages 20 results at a time, with the edges disabled and a page past the last clamped", async () => {
    const { page } = await open("/search?q=22.5");
    const count = await total(page);
    const pages = Math.ceil(count / 20);
    expect(pages).toBeGreaterThan(2);
    expect(await resultNames(page)).toHaveLength(20);
    expect(await pageText(page)).toBe(`Page 1 of ${pages}`);
    const nav = page.getByRole("navigation", { name: "Search result pages" });
    expect(await nav.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await nav.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    expect(await pageText(page)).toBe(`Page 2 of ${pages}`);
    await storefront.openHydrated(page, "/search?q=22.5&page=999");
    expect(new URL(page.url()).searchParams.get("page")).toBe(String(pages));
    expect(await pageText(page)).toBe(`Page ${pages} of ${pages}`);
    expect(await nav.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    expect(await resultNames(page)).toHaveLength(count - (pages - 1) * 20);
  });

  it("comes from the header search box with Enter", async () => {
    const { page } = await open("/");
    const box = page.locator("form[role=search] input[type=search]");
    await box.fill("Bridgestone");
    await box.press("Enter");
    await page.waitForURL(/\/search\?q=Bridgestone/);
    await page.getByRole("heading", { name: "Search results for 'Bridgestone'" }).waitFor();
    for (const name of await resultNames(page)) expect(name).toMatch(/^Bridgestone /);
  });

  it("offers 'See Details' and 'Contact to Buy'; a logged-out visitor gets the alert 'Please log in to contact for buying'", async () => {
    const { page } = await open("/search?q=X%20Multi%20D");
    const card = page.locator("[data-offer-result]").first();
    expect(await card.getByRole("link", { name: "See Details" }).getAttribute("href")).toMatch(/^\/tyres\/summer\/truck\/Michelin\/X%20Multi%20D\?size=/);
    const messages: string[] = [];
    page.on("dialog", async (dialog) => {
      messages.push(dialog.message());
      await dialog.dismiss();
    });
    await card.getByRole("button", { name: "Contact to Buy" }).click();
    await expect.poll(() => messages).toEqual(["Please log in to contact for buying"]);
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
  });

  it("has its own title, a canonical URL and noindex", async () => {
    const { page } = await open("/search?q=michelin&page=2");
    expect(await page.title()).toBe("Search results for 'michelin' | Tyre Wholesale");
    expect(await page.locator("meta[name=description]").getAttribute("content")).toMatch(/^Search the wholesale tyre catalogue/);
    expect(await page.locator("meta[name=robots]").getAttribute("content")).toBe("noindex, follow");
    expect(await page.locator("link[rel=canonical]").getAttribute("href")).toBe(`${storefront.app.baseUrl}/search?q=michelin&page=2`);
  });

  it("has no axe violations, with results and blank", async () => {
    for (const path of ["/search?q=315%2080%2022.5", "/search"]) {
      const { page } = await open(path);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  it("fits a 360 px phone without sideways scrolling", async () => {
    const { page } = await open("/search?q=michelin", 360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
