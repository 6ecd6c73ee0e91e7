// Comparing tyres in real Chromium: the 'Compare' toggle on cards, at most 4, the tray
// kept across pages, 'Compare now', the shareable /compare URL, differences and best values,
// ids that are ignored, phones, and accessibility.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { waitForToast } from "../support/auth-browser";
import { axeViolations } from "../support/axe";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

const FULL_MESSAGE = "You can compare up to 4 tyres. Remove one from the compare tray to add another.";

describe.each(TEST_DIALECTS)("compare on %s", (dialect) => {
  const storefront = useStorefront(dialect);

  const newPage = (width = 1280, javaScriptEnabled = true) => storefront.newPage({ width, javaScriptEnabled });
  const go = (page: Page, path: string) => storefront.openHydrated(page, path);
  const toggles = (page: Page) => page.locator("[data-offer-result] input[data-compare-toggle]");
  const tray = (page: Page) => page.getByRole("region", { name: "Compare tray" });
  const trayIds = (page: Page) =>
    page.locator("[data-compare-toggle]:checked").evaluateAll((els) => [...new Set(els.map((e) => Number(e.getAttribute("data-compare-toggle"))))]);
  /** Two summer truck tyres of one model in two sizes, and their data, straight from the database. */
  const twoTyres = async () =>
    storefront.database.db
      .selectFrom("tyre")
      .select(["id", "offer_price_minor", "rating", "size_normalized"])
      .where("model", "=", "X Multi D")
      .where("season", "=", "summer")
      .orderBy("id")
      .limit(2)
      .execute();

  it("adds tyres with 'Compare', shows them in the tray, and keeps them on other pages", async () => {
    const page = await newPage();
    await go(page, "/summer-offers?vehicleType=truck&brand=Michelin");
    expect(await tray(page).count()).toBe(0);
    await toggles(page).nth(0).check();
    await toggles(page).nth(1).check();
    await expect.poll(() => tray(page).innerText()).toContain("(2 of 4)");
    const ids = await trayIds(page);
    expect(ids).toHaveLength(2);
    await expect.poll(() => tray(page).getByRole("listitem").count()).toBe(2);
    // Another page (the search results) shows the same tyres ticked and the same tray.
    await go(page, "/search?q=michelin%20drive");
    await expect.poll(() => tray(page).getByRole("listitem").count()).toBe(2);
    for (const id of ids) {
      const toggle = page.locator(`[data-compare-toggle="${id}"]`).first();
      if (await toggle.count()) expect(await toggle.isChecked()).toBe(true);
    }
    // 'Compare now' opens the comparison of exactly these tyres.
    await tray(page).getByRole("link", { name: "Compare now" }).click();
    await page.waitForURL(`${storefront.app.baseUrl}/compare?tyres=${ids.join(",")}`);
    await expect.poll(() => page.locator("[data-compare-column]").count()).toBe(2);
    await expect.poll(() => tray(page).count()).toBe(0);
  });

  it("refuses a fifth tyre with a message", async () => {
    const page = await newPage();
    await go(page, "/summer-offers?vehicleType=truck");
    for (let i = 0; i < 4; i++) await toggles(page).nth(i).check();
    await toggles(page).nth(4).click();
    await waitForToast(page, FULL_MESSAGE);
    expect(await toggles(page).nth(4).isChecked()).toBe(false);
    await expect.poll(() => tray(page).innerText()).toContain("(4 of 4)");
  });

  it("removes one tyre from the tray, unticks it, and clears the tray", async () => {
    const page = await newPage();
    await go(page, "/summer-offers?vehicleType=truck");
    await toggles(page).nth(0).check();
    await toggles(page).nth(1).check();
    const first = await page.locator("[data-offer-result]").nth(0).getAttribute("aria-label");
    await tray(page)
      .getByRole("button", { name: `Remove ${first} from compare` })
      .click();
    await expect.poll(() => toggles(page).nth(0).isChecked()).toBe(false);
    await expect.poll(() => tray(page).getByRole("listitem").count()).toBe(1);
    await toggles(page).nth(1).uncheck();
    await expect.poll(() => tray(page).count()).toBe(0);
    await toggles(page).nth(2).check();
    await tray(page).getByRole("button", { name: "Clear" }).click();
    await expect.poll(() => tray(page).count()).toBe(0);
    await expect.poll(() => toggles(page).nth(2).isChecked()).toBe(false);
  });

  it("offers 'Compare' on the home page's tyre cards too", async () => {
    const page = await newPage();
    await go(page, "/");
    const toggle = page.locator("article input[data-compare-toggle]").first();
    await toggle.check();
    await expect.poll(() => tray(page).getByRole("listitem").count()).toBe(1);
  });

  it("offers 'Compare' on the tyre detail page", async () => {
    const [a] = await twoTyres();
    const page = await newPage();
    await go(page, `/tyres/summer/truck/Michelin/X%20Multi%20D?size=${encodeURIComponent(a!.size_normalized)}`);
    await page.locator(`main input[data-compare-toggle="${a!.id}"]`).first().check();
    await expect.poll(() => tray(page).getByRole("listitem").count()).toBe(1);
    expect(await tray(page).getByRole("link", { name: "Compare now" }).getAttribute("href")).toBe(`/compare?tyres=${a!.id}`);
  });

  it("keeps the tray clear of the chat button, on a desktop and on a phone", async () => {
    for (const width of [1280, 390]) {
      const page = await newPage(width);
      await go(page, "/summer-offers?vehicleType=truck");
      await toggles(page).nth(0).check();
      await toggles(page).nth(1).check();
      const a = (await tray(page).boundingBox())!;
      const b = (await page.locator("a[href*='wa.me'], a[aria-label*='hat']").last().boundingBox())!;
      const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap, `width ${width}`).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it("renders every toggle unticked and no tray without JavaScript", async () => {
    const page = await newPage(1280, false);
    await page.goto(storefront.app.baseUrl + "/summer-offers");
    expect(await toggles(page).count()).toBe(5);
    for (const t of await toggles(page).all()) expect(await t.isChecked()).toBe(false);
    expect(await tray(page).count()).toBe(0);
  });

  it("compares side by side from a shared URL: differences highlighted and the best of each ranked row marked", async () => {
    const [a, b] = await twoTyres();
    const page = await newPage();
    await go(page, `/compare?tyres=${a!.id},${b!.id}`);
    expect(await page.title()).toBe("Compare Michelin X Multi D vs Michelin X Multi D | Tyre Wholesale");
    expect(await page.locator("link[rel=canonical]").getAttribute("href")).toBe(`${storefront.app.baseUrl}/compare?tyres=${a!.id},${b!.id}`);
    const columns = await page.locator("[data-compare-column]").allInnerTexts();
    expect(columns[0]).toContain(a!.size_normalized);
    expect(columns[1]).toContain(b!.size_normalized);
    const row = (key: string) => page.locator(`[data-compare-row="${key}"]`);
    expect(await row("brand").getAttribute("data-differs")).toBeNull();
    expect(await row("size").getAttribute("data-differs")).toBe("true");
    for (const key of ["offerPrice", "rating", "fuel", "loadIndex", "loadSpeedWords", "treadDepth", "weight", "plyRating", "revsPerMile"]) {
      expect(await row(key).count(), key).toBe(1);
    }
    expect(await row("loadSpeedWords").locator("td").first().innerText()).toMatch(/^\d+\/\d+ [A-Z]: [\d,]+ kg single, [\d,]+ kg dual, up to \d+ km\/h$/);
    const bestPrice = await row("offerPrice")
      .locator("td")
      .evaluateAll((tds) => tds.map((td) => td.hasAttribute("data-best")));
    if (a!.offer_price_minor !== b!.offer_price_minor) {
      expect(bestPrice).toEqual([a!.offer_price_minor! < b!.offer_price_minor!, b!.offer_price_minor! < a!.offer_price_minor!]);
      expect(await row("offerPrice").locator("td[data-best]").innerText()).toMatch(/Best$/);
    }
    const bestRating = await row("rating")
      .locator("td")
      .evaluateAll((tds) => tds.map((td) => td.hasAttribute("data-best")));
    expect(bestRating).toEqual(a!.rating === b!.rating ? [false, false] : [a!.rating! > b!.rating!, b!.rating! > a!.rating!]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("ignores ids that are not tyres, repeats and more than 4, with a note", async () => {
    const ids = (await storefront.database.db.selectFrom("tyre").select("id").orderBy("id").limit(5).execute()).map((r) => r.id);
    const page = await newPage();
    await go(page, `/compare?tyres=abc,999999,${ids[0]},${ids[0]},${ids.slice(1).join(",")}`);
    expect(await page.locator("[data-compare-column]").count()).toBe(4);
    const note = await page.getByRole("note").innerText();
    expect(note).toContain("abc");
    expect(note).toContain("999999");
    expect(note).toContain(String(ids[4]));
    // 'Remove' in a column drops that tyre from the URL.
    await page
      .locator("[data-compare-column]")
      .first()
      .getByRole("link", { name: /^Remove / })
      .click();
    await page.waitForURL(`${storefront.app.baseUrl}/compare?tyres=${ids.slice(1, 4).join(",")}`);
    await expect.poll(() => page.locator("[data-compare-column]").count()).toBe(3);
  });

  it("explains how to start when no tyre is given", async () => {
    const page = await newPage();
    await go(page, "/compare");
    expect(await page.getByRole("main").innerText()).toContain("No tyres to compare yet.");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("fits a 360 px phone: the table scrolls sideways inside itself, its first column stays put", async () => {
    const ids = (await storefront.database.db.selectFrom("tyre").select("id").orderBy("id").limit(4).execute()).map((r) => r.id);
    const page = await newPage(360);
    await go(page, `/compare?tyres=${ids.join(",")}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const scroller = page.locator("[data-compare-table]");
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const label = page.locator('[data-compare-row="weight"] th');
    const before = (await label.boundingBox())!.x;
    await scroller.evaluate((el) => el.scrollBy(300, 0));
    expect((await label.boundingBox())!.x).toBe(before);
  });
});
