// The season badge in real Chromium (decision 150), on SQLite and PostgreSQL, at a
// phone's and a desktop's width: every home explorer card (server-rendered and loaded by a tab),
// offer-list, search and size-page result, recommended card and header suggestion names its tyre's
// season as the catalogue holds it, with the 3PMSF snow mark and its text alternative exactly where
// the tyre carries the mark; suggestions read 'brand — model (size) · season'; nothing is wider
// than a phone's screen, and axe passes.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { SEASON_LABELS, isSeason } from "../../app/catalogue/seasons-and-vehicle-types";
import { axeViolations } from "../support/axe";
import { DESKTOP, expectLayoutAt, PHONE } from "../support/layout";
import { waitForSettled } from "../support/list-pages";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

const SNOW_MARK_TEXT = "3PMSF snow mark";

interface ShownBadge {
  id: number;
  season: string | null;
  text: string | null;
  snowMark: string | null;
}

/** What each item (found by `selector`, its tyre id in `idAttribute`) shows as its season. */
function badgesOf(page: Page, selector: string, idAttribute: string): Promise<ShownBadge[]> {
  return page.locator(selector).evaluateAll(
    (items, attribute) =>
      items.map((item) => {
        const badge = item.querySelector("[data-season]");
        return {
          id: Number(item.getAttribute(attribute)),
          season: badge?.getAttribute("data-season") ?? null,
          text: badge?.firstElementChild?.textContent ?? null,
          snowMark: item.querySelector("[data-snow-mark]")?.textContent ?? null,
        };
      }),
    idAttribute,
  );
}

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Whether every badge (or snow mark) inside `scope` ends within the window. */
const badgesInside = (scope: Locator) =>
  scope.evaluateAll((items) => items.every((item) => item.getBoundingClientRect().right <= document.documentElement.clientWidth));

describe.each(TEST_DIALECTS)("season badges on %s", (dialect) => {
  const storefront = useStorefront(dialect);

  /** The badge each tyre should show, from the database: its season, and the mark when it has one. */
  async function expectedBadges(ids: number[]): Promise<ShownBadge[]> {
    expect(ids.length).toBeGreaterThan(0);
    const rows = await storefront.database.db.selectFrom("tyre").select(["id", "season", "snow_grip"]).where("id", "in", ids).execute();
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    return ids.map((id) => {
      const row = byId.get(id)!;
      if (!isSeason(row.season)) throw new Error(`tyre ${id} has season ${row.season}`);
      return { id, season: row.season, text: SEASON_LABELS[row.season], snowMark: row.snow_grip === 1 ? SNOW_MARK_TEXT : null };
    });
  }

  async function expectBadgesMatchCatalogue(page: Page, selector: string, idAttribute: string) {
    const shown = await badgesOf(page, selector, idAttribute);
    expect(shown).toEqual(await expectedBadges(shown.map((b) => b.id)));
    return shown;
  }

  it("home explorer cards show the season and the snow mark at 390 px, also after a tab loads others; they fit 1280 px", async () => {
    const width = PHONE;
    const { page } = await storefront.open("/?explore=winter-car#explore", { width });
    const winter = await expectBadgesMatchCatalogue(page, "#explore [data-tyre-card]", "data-tyre-card");
    expect(winter.every((b) => b.text === "Winter")).toBe(true);
    // The sample's winter car tyres carry the 3PMSF mark, and its picture comes with words.
    expect(winter.some((b) => b.snowMark === SNOW_MARK_TEXT)).toBe(true);
    const mark = page.locator("#explore [data-snow-mark]").first();
    expect(await mark.ariaSnapshot()).toContain(SNOW_MARK_TEXT);
    expect(await mark.isVisible()).toBe(true);

    // A tab loads its cards from /api/tyres: they show the badge too.
    await page.getByRole("tab", { name: "All-season" }).click();
    await expect.poll(async () => (await badgesOf(page, "#explore [data-tyre-card]", "data-tyre-card")).map((b) => b.text)).toContain("All-Season");
    const allSeason = await expectBadgesMatchCatalogue(page, "#explore [data-tyre-card]", "data-tyre-card");
    expect(allSeason.every((b) => b.text === "All-Season")).toBe(true);
    expect(await badgesInside(page.locator("#explore [data-season]"))).toBe(true);
    expect(await overflows(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await expectLayoutAt(page, DESKTOP, { check: async () => expect(await badgesInside(page.locator("#explore [data-season]"))).toBe(true) });
  });

  it("offer list, search and size-page results show each tyre's season at 390 px, and fit 1280 px", async () => {
    const width = PHONE;
    const page = await storefront.newPage({ width });
    for (const path of ["/winter-offers?vehicleType=car", "/allseason-offers?vehicleType=car", "/search?q=michelin", "/tyres/size/315-80r22.5"]) {
      await storefront.openHydrated(page, path);
      await waitForSettled(page);
      const shown = await expectBadgesMatchCatalogue(page, "[data-offer-result]", "data-offer-result");
      if (path.startsWith("/winter"))
        expect(
          shown.every((b) => b.text === "Winter" && b.snowMark === SNOW_MARK_TEXT),
          path,
        ).toBe(true);
      if (path.startsWith("/allseason"))
        expect(
          shown.every((b) => b.text === "All-Season"),
          path,
        ).toBe(true);
      // The size page lists every season of its size, each result with its own.
      if (path.startsWith("/tyres/size")) expect(new Set(shown.map((b) => b.season)).size, path).toBeGreaterThan(1);
      expect(await badgesInside(page.locator("[data-offer-result] [data-season]")), path).toBe(true);
      expect(await overflows(page), path).toBe(false);
      expect(await axeViolations(page), path).toEqual([]);
      // These lists pass axe at 1280 px in offer-sort, search-facets and size-pages.
      await expectLayoutAt(page, DESKTOP, {
        axe: false,
        check: async () => expect(await badgesInside(page.locator("[data-offer-result] [data-season]")), path).toBe(true),
      });
    }
  });

  it("recommended tyres on a detail page show their season at 390 px, and fit 1280 px", async () => {
    const width = PHONE;
    const tyre = await storefront.database.db
      .selectFrom("tyre")
      .innerJoin("brand", "brand.id", "tyre.brand_id")
      .select(["tyre.model", "tyre.size_normalized", "brand.name as brand"])
      .where("tyre.season", "=", "winter")
      .where("tyre.vehicle_type", "=", "car")
      .orderBy("tyre.id")
      .executeTakeFirstOrThrow();
    const path = `/tyres/winter/car/${encodeURIComponent(tyre.brand)}/${encodeURIComponent(tyre.model)}?size=${encodeURIComponent(tyre.size_normalized)}`;
    const { page } = await storefront.open(path, { width });
    const shown = await expectBadgesMatchCatalogue(page, "[data-recommended-tyre]", "data-recommended-tyre");
    expect(shown.length).toBeGreaterThan(0);
    expect(await overflows(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await expectLayoutAt(page, DESKTOP);
  });

  it("header suggestions read 'brand — model (size) · season', with the snow mark beside it, at 390 px, and fit 1280 px", async () => {
    const width = PHONE;
    const { page } = await storefront.open("/", { width });
    const box = page.getByRole("combobox", { name: "Search tyres" });
    await box.fill("x multi d 315/80");
    const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
    await expect.poll(() => options.count()).toBe(2);
    const labels = await page.locator("[data-suggestion-label]").allTextContents();
    expect(labels).toEqual(["Michelin — X Multi Grip D (315/80R22.5) · Winter", "Michelin — X Multi D (315/80R22.5) · Summer"]);
    // The option's accessible name is the label and, for the winter tyre, the mark in words.
    expect(await options.nth(0).ariaSnapshot()).toContain(`Michelin — X Multi Grip D (315/80R22.5) · Winter ${SNOW_MARK_TEXT}`);
    expect(await options.nth(1).locator("[data-snow-mark]").count()).toBe(0);
    const snowMarks = await badgesOf(page, "[role='option']", "data-suggestion");
    expect(snowMarks.map((s) => s.snowMark)).toEqual((await expectedBadges(snowMarks.map((s) => s.id))).map((b) => b.snowMark));
    expect(await badgesInside(page.locator("[data-suggestion-label], [role='option'] [data-snow-mark]"))).toBe(true);
    expect(await overflows(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await expectLayoutAt(page, DESKTOP, {
      check: async () => expect(await badgesInside(page.locator("[data-suggestion-label], [role='option'] [data-snow-mark]"))).toBe(true),
    });

    // A broader word: every label names the brand, model, size and season the catalogue holds.
    await box.fill("michelin");
    await expect.poll(() => options.count()).toBe(10);
    const items = await page
      .locator("[role='option']")
      .evaluateAll((els) =>
        els.map((el) => ({ id: Number(el.getAttribute("data-suggestion")), label: el.querySelector("[data-suggestion-label]")?.textContent ?? "" })),
      );
    const rows = await storefront.database.db
      .selectFrom("tyre")
      .innerJoin("brand", "brand.id", "tyre.brand_id")
      .select(["tyre.id", "brand.name as brand", "tyre.model", "tyre.size_normalized", "tyre.season"])
      .where(
        "tyre.id",
        "in",
        items.map((i) => i.id),
      )
      .execute();
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    expect(items.map((i) => i.label)).toEqual(
      items.map(({ id }) => {
        const r = byId.get(id)!;
        return `${r.brand} — ${r.model} (${r.size_normalized}) · ${SEASON_LABELS[r.season as keyof typeof SEASON_LABELS]}`;
      }),
    );
  });
});
