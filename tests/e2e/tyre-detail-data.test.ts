// The tyre detail page's data in real Chromium, over a catalogue of its own: every
// specification row with metric beside imperial figures, size switching with and without
// JavaScript, the pattern switcher, brand and size spellings, the 404s, and an empty carousel.
// The page's zoom, prices and carousel are in tyre-detail.test.ts (decision 236).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe";
import { DETAIL_CATALOGUE, DETAIL_CAR_PATH as CAR, DETAIL_TRUCK_PATH as TRUCK } from "../support/detail-fixtures";
import { useStorefront, type ContextOptions } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

const specRows = (page: Page) =>
  page.locator("table tbody tr").evaluateAll((rows) => rows.map((r) => [r.querySelector("th")!.textContent, r.querySelector("td")!.textContent]));

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
      const sizes = page.getByRole("navigation", { name: "Other sizes of this model" });
      await sizes.getByRole("link", { name: "225/45R17" }).click();
      await page.waitForURL((url) => url.searchParams.get("size") === "225/45R17");
      await page.getByRole("heading", { level: 1, name: /225\/45R17/ }).waitFor();
      // The size switcher's own current link: the footer's language switcher marks its language too.
      expect(await sizes.locator("[aria-current='page']").innerText()).toBe("225/45R17");
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
