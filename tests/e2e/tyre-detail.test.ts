// The tyre detail page in real Chromium: zoom, specification table, prices, EU label,
// load and speed in words, purchase links, the recommended carousel on a controlled clock, size
// switching, 404s and accessibility.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { axeViolations } from "../support/axe";
import { waitForToast } from "../support/auth-browser";
import { DETAIL_CATALOGUE } from "../support/detail-fixtures";
import { useStorefront, type ContextOptions } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

const TRUCK = "/tyres/summer/truck/Michelin/X%20Multi%20D";
const CAR = "/tyres/summer/car/Michelin/Pilot%20Sport%205";

/** Retries from Node, because the page's own timers are under the test's clock. */
async function waitForAttribute(locator: Locator, name: string, value: string) {
  await expect.poll(() => locator.getAttribute(name), { message: name, timeout: 5000 }).toBe(value);
}

const words = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

const specRows = (page: Page) =>
  page.locator("table tbody tr").evaluateAll((rows) => rows.map((r) => [r.querySelector("th")!.textContent, r.querySelector("td")!.textContent]));

describe.each(TEST_DIALECTS)("tyre detail page on %s", (dialect) => {
  const storefront = useStorefront(dialect);
  const newPage = (options?: ContextOptions) => storefront.newPage(options);
  /** Hydrated, with the carousel's own ready marker. */
  async function openHydrated(page: Page, path: string) {
    await storefront.openHydrated(page, path);
    await page.locator("[data-carousel][data-ready='true']").waitFor();
  }
  /** A page whose timers run only when the test moves the clock. */
  async function newPageOnPausedClock(options: ContextOptions = {}) {
    const page = await storefront.newPage(options);
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

describe.each(TEST_DIALECTS)("tyre detail data on %s", (dialect) => {
  const storefront = useStorefront(dialect, { catalogue: DETAIL_CATALOGUE });
  const newPage = (options?: ContextOptions) => storefront.newPage(options);

  it("shows every specification row, with the catalogue's values and metric beside imperial figures", async () => {
    const page = await newPage();
    await storefront.openHydrated(page, TRUCK + "?size=315/80R22.5&pattern=Drive");
    expect(await specRows(page)).toEqual([
      ["Ply rating", "20"],
      ["Load range", "L"],
      ["Load index", "156/150"],
      ["Speed symbol", "L"],
      ["Overall diameter", "42.3 in (1,074 mm)"],
      ["Section width", "12.4 in (315 mm)"],
      ["Tread depth", "26/32 in (20.6 mm)"],
      ["Rim", "9.00 in (229 mm)"],
      ["Single max load and pressure", "8,820 lb at 130 psi (4,000 kg at 900 kPa)"],
      ["Dual max load and pressure", "7,385 lb at 130 psi (3,350 kg at 900 kPa)"],
      ["Static load radius", "20 in (508 mm)"],
      ["Revs per mile", "491 (305 per km)"],
      ["Weight", "140 lb (64 kg)"],
      ["Tyre type", "Summer"],
    ]);
    expect(await page.locator("[data-load-speed]").innerText()).toBe("Load and speed: 156/150 L: 4,000 kg single, 3,350 kg dual, up to 120 km/h");
  });

  it("shows '—' for values the catalogue lacks, leaves a car's empty truck-only rows out, and 'All Season' as the all-season tyre type", async () => {
    const page = await newPage();
    await storefront.openHydrated(page, "/tyres/allseason/car/Goodyear/Vector%204Seasons");
    const rows = Object.fromEntries(await specRows(page));
    // Ply rating, load range and dual load are truck rows: empty on a car, so not shown.
    expect(Object.keys(rows)).toHaveLength(11);
    for (const truckRow of ["Ply rating", "Load range", "Dual max load and pressure"]) expect(rows).not.toHaveProperty(truckRow);
    expect(rows["Tyre type"]).toBe("All Season");
    expect(rows["Static load radius"]).toBe("—");
    expect(rows["Weight"]).toBe("—");
    expect(rows["Load index"]).toBe("91");
  });

  it("shows the first size without ?size, and the size asked for in any spelling", async () => {
    const page = await newPage();
    await storefront.openHydrated(page, CAR);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Pilot Sport 5\n205/55R16");
    const switcher = page.getByRole("navigation", { name: "Other sizes of this model" });
    expect(await switcher.getByRole("link").allInnerTexts()).toEqual(["205/55R16", "225/45R17", "245/40R18"]);
    expect(await switcher.locator("[aria-current='page']").innerText()).toBe("205/55R16");
    for (const spelling of ["245/40R18", "245/40 r18", "245/40R18 94Y"]) {
      await page.goto(`${storefront.app.baseUrl}${CAR}?size=${encodeURIComponent(spelling)}`);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Pilot Sport 5\n245/40R18");
    }
  });

  it("switches size with plain links, with and without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await newPage({ javaScriptEnabled });
      await storefront.openHydrated(page, CAR);
      await page.getByRole("navigation", { name: "Other sizes of this model" }).getByRole("link", { name: "225/45R17" }).click();
      await page.waitForURL((url) => url.searchParams.get("size") === "225/45R17");
      await page.getByRole("heading", { level: 1, name: /225\/45R17/ }).waitFor();
      expect(await page.locator("nav [aria-current='page']").innerText()).toBe("225/45R17");
      expect(await page.title()).toBe("Michelin Pilot Sport 5 225/45R17 | Tyre Wholesale");
    }
  });

  it("names the pattern in the switcher when a truck model comes in several, and ?pattern picks one", async () => {
    const page = await newPage();
    await storefront.openHydrated(page, TRUCK + "?size=315%2F80R22.5&pattern=Steer");
    expect(await page.locator("main dl").innerText()).toContain("Steer");
    const switcher = page.getByRole("navigation", { name: "Other sizes of this model" });
    expect(await switcher.getByRole("link").allInnerTexts()).toEqual(["295/80R22.5 · Drive", "315/80R22.5 · Drive", "315/80R22.5 · Steer"]);
    expect(await switcher.locator("[aria-current='page']").innerText()).toBe("315/80R22.5 · Steer");
  });

  it("finds the brand by any case or its slug", async () => {
    const page = await newPage();
    for (const brand of ["michelin", "MICHELIN"]) {
      const response = await page.goto(`${storefront.app.baseUrl}/tyres/summer/car/${brand}/Pilot%20Sport%205`);
      expect(response?.status()).toBe(200);
    }
  });

  it.each([
    ["an unknown model", "/tyres/summer/car/Michelin/Nope"],
    ["an unknown brand", "/tyres/summer/car/Nobody/Pilot%20Sport%205"],
    ["the wrong season", "/tyres/winter/car/Michelin/Pilot%20Sport%205"],
    ["a season that does not exist", "/tyres/spring/car/Michelin/Pilot%20Sport%205"],
    ["a vehicle type that does not exist", "/tyres/summer/bus/Michelin/Pilot%20Sport%205"],
    ["a size the model lacks", `${CAR}?size=195%2F65R15`],
    ["a pattern the model lacks", `${TRUCK}?pattern=Trailer`],
    ["a model left empty ('unknown')", "/tyres/summer/car/Michelin/unknown"],
  ])("answers 404 'Tyre not found.' for %s", async (_name, path) => {
    storefront.expectErrors(/status of 404/);
    const page = await newPage();
    const response = await storefront.openHydrated(page, path);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Tyre not found.");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await page.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/");
  });

  it("says 'No recommended products available.' when nothing else is in the season", async () => {
    const page = await newPage();
    await storefront.openHydrated(page, "/tyres/winter/offRoad/Nokian/Hakkapeliitta%20LT3");
    expect(await page.locator("[data-carousel]").innerText()).toContain("No recommended products available.");
    expect(await page.locator("[data-recommended-tyre]").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
