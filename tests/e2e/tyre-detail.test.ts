// The tyre detail page in real Chromium: zoom, prices, EU label, load and speed in words,
// purchase links, the recommended carousel on a controlled clock, and accessibility. The
// specification table, size switching and 404s over their own catalogue are in
// tyre-detail-data.test.ts (a file of its own, so the two run side by side: decision 236).
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { axeViolations } from "../support/axe";
import { waitForToast } from "../support/auth-browser";
import { DETAIL_TRUCK_PATH as TRUCK } from "../support/detail-fixtures";
import { useStorefront, type ContextOptions } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

/** Retries from Node, because the page's own timers are under the test's clock. */
async function waitForAttribute(locator: Locator, name: string, value: string) {
  await expect.poll(() => locator.getAttribute(name), { message: name, timeout: 5000 }).toBe(value);
}

const words = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

describe.each(TEST_DIALECTS)("tyre detail page on %s", (dialect) => {
  const storefront = useStorefront(dialect);
  const newPage = (options?: ContextOptions) => storefront.newPage(options);
  /** Hydrated, with the carousel's own ready marker. */
  async function openHydrated(page: Page, path: string) {
    await storefront.openHydrated(page, path);
    await page.locator("[data-carousel][data-ready='true']").waitFor();
  }
  /** A page whose timers run only when the test moves the clock. */
  /** Motion allowed unless told: the carousel rotates only for visitors who have not asked for less. */
  async function newPageOnPausedClock(options: ContextOptions = {}) {
    const page = await storefront.newPage({ reducedMotion: "no-preference", ...options });
    await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
    return page;
  }

  it("shows the tyre: heading, stars, regular and offer price, EU label, load and speed in words", async () => {
    const page = await newPage();
    const response = await storefront.openHydrated(page, TRUCK + "?size=315%2F80R22.5&pattern=Drive");
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("X Multi D\n315/80R22.5");
    expect(await page.getByRole("img", { name: /^Rated \d(\.5)? out of 5$/ }).count()).toBeGreaterThan(0);
    const price = page
      .locator("main p")
      .filter({ has: page.locator("s") })
      .first();
    expect(await price.locator("s").innerText()).toMatch(/^Regular price\s*€\d+\.\d\d$/);
    expect(await price.locator("strong").innerText()).toMatch(/^Offer price\s*€\d+\.\d\d$/);
    expect(await page.locator("[data-eu-label]").first().getAttribute("aria-label")).toMatch(/^EU tyre label: fuel efficiency class [A-E]/);
    expect(await page.locator("[data-load-speed]").innerText()).toMatch(
      /^Load and speed: \d{3}\/\d{3} [A-Z]: [\d,]+ kg single, [\d,]+ kg dual, up to \d+ km\/h$/,
    );
  });

  it("zooms from 1x to 5x in steps of 0.5, shows the level and disables the buttons at the limits", async () => {
    const page = await newPage();
    await openHydrated(page, TRUCK);
    const text = page.locator("[data-zoom-text]");
    const zoomIn = page.getByRole("button", { name: "Zoom in" });
    const zoomOut = page.getByRole("button", { name: "Zoom out" });
    expect(await text.innerText()).toBe("Zoom 1x");
    expect(await zoomOut.isDisabled()).toBe(true);
    const seen: string[] = [];
    for (let i = 0; i < 8; i++) {
      await zoomIn.click();
      seen.push(await text.innerText());
    }
    expect(seen).toEqual(["Zoom 1.5x", "Zoom 2x", "Zoom 2.5x", "Zoom 3x", "Zoom 3.5x", "Zoom 4x", "Zoom 4.5x", "Zoom 5x"]);
    expect(await zoomIn.isDisabled()).toBe(true);
    expect(await page.locator("[data-zoom-level]").getAttribute("data-zoom-level")).toBe("5");
    await zoomOut.click();
    expect(await text.innerText()).toBe("Zoom 4.5x");
    await page.getByRole("button", { name: "Reset zoom" }).click();
    expect(await text.innerText()).toBe("Zoom 1x");
    expect(await zoomOut.isDisabled()).toBe(true);
  });

  it("links 'Get Purchase Details >>' to /buy-now for this tyre", async () => {
    const page = await newPage();
    await storefront.openHydrated(page, TRUCK);
    const tyres = (await (await fetch(`${storefront.app.baseUrl}/api/tyres?season=summer&vehicleType=truck&brand=Michelin&model=X%20Multi%20D`)).json()) as {
      items: Array<{ id: number }>;
    };
    const link = page.getByRole("link", { name: "Get Purchase Details" });
    expect(words(await link.textContent())).toBe("Get Purchase Details >>");
    expect(await link.getAttribute("href")).toBe(`/buy-now?tyre=${tyres.items[0]!.id}`);
    await link.click();
    await page.waitForURL(/\/buy-now\?tyre=\d+$/);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain("X Multi D");
  });

  it("tells a logged-out visitor to log in when they press 'Contact to Buy >>'", async () => {
    const page = await newPage();
    await openHydrated(page, TRUCK);
    const contact = page.getByRole("button", { name: "Contact to Buy" });
    expect(words(await contact.textContent())).toBe("Contact to Buy >>");
    await contact.click();
    await waitForToast(page, "To contact for buying, please log in or create an account first.");
    expect(new URL(page.url()).pathname).toBe(decodeURI(TRUCK).replace(/ /g, "%20"));
  });

  it("recommends 6 other tyres, each linking to its own detail page", async () => {
    const page = await newPage();
    await storefront.openHydrated(page, TRUCK);
    const slides = page.locator("[data-recommended-tyre]");
    expect(await slides.count()).toBe(6);
    const hrefs = await slides.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const href of hrefs) expect(href).toMatch(/^\/tyres\/summer\/[a-zA-Z]+\/[^/]+\/[^/?]+\?size=/);
    // The 4 repeated cards loop the row; they are hidden from assistive technology and the keyboard.
    const copies = page.locator("[data-carousel] li[aria-hidden='true']");
    expect(await copies.count()).toBe(4);
    expect(await copies.first().getAttribute("inert")).not.toBeNull();
  });

  it("steps every 3 s and loops, restarts its timer on a manual click, and rests while hovered", async () => {
    const page = await newPageOnPausedClock();
    await openHydrated(page, TRUCK);
    const carousel = page.locator("[data-carousel]");
    const at = (n: number) => waitForAttribute(carousel, "data-current", String(n));
    await at(0);
    await page.clock.runFor(2_900);
    await at(0);
    await page.clock.runFor(100);
    await at(1);
    // Loops: after the sixth card the row shows the first again.
    for (const n of [2, 3, 4, 5, 0]) {
      await page.clock.runFor(3_000);
      await at(n);
    }
    await page.clock.runFor(3_000);
    await at(1);
    // A manual click restarts the 3 s.
    await page.clock.runFor(2_000);
    await page.getByRole("button", { name: "Next recommended tyre" }).click();
    await at(2);
    await page.clock.runFor(2_000);
    await at(2);
    await page.clock.runFor(1_000);
    await at(3);
    await page.getByRole("button", { name: "Previous recommended tyre" }).click();
    await at(2);
    // Hovering the cards pauses it.
    await page.locator("[data-carousel-viewport]").hover();
    await waitForAttribute(carousel, "data-paused", "true");
    await page.clock.runFor(9_000);
    await at(2);
    await page.mouse.move(5, 5);
    await waitForAttribute(carousel, "data-paused", "false");
    await page.clock.runFor(3_000);
    await at(3);
  });

  it("goes back from the first card to the last, and the Pause button stops the rotation", async () => {
    const page = await newPageOnPausedClock({ viewport: { width: 390, height: 844 } });
    await openHydrated(page, TRUCK);
    const carousel = page.locator("[data-carousel]");
    await page.getByRole("button", { name: "Previous recommended tyre" }).click();
    await waitForAttribute(carousel, "data-current", "5");
    await page.getByRole("button", { name: "Pause" }).click();
    expect(await page.getByRole("button", { name: "Play" }).getAttribute("aria-pressed")).toBe("true");
    await page.clock.runFor(9_000);
    await waitForAttribute(carousel, "data-current", "5");
    await page.getByRole("button", { name: "Play" }).click();
    await page.clock.runFor(3_000);
    await waitForAttribute(carousel, "data-current", "0");
  });

  it("does not rotate for visitors who prefer reduced motion", async () => {
    const page = await newPageOnPausedClock({ reducedMotion: "reduce" });
    await openHydrated(page, TRUCK);
    const carousel = page.locator("[data-carousel]");
    await waitForAttribute(carousel, "data-paused", "true");
    await page.clock.runFor(9_000);
    await waitForAttribute(carousel, "data-current", "0");
  });

  it("has no axe violations and fits a 360 px screen", async () => {
    for (const width of [1280, 360]) {
      const page = await newPage({ viewport: { width, height: 800 } });
      await openHydrated(page, TRUCK);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
});
