// "Show what a buyer needs to tell tyres apart" (decisions 150, 155), in real Chromium on both databases at a
// phone's and a desktop's width: the compare page's per-column Contact to Buy, season badges, the
// 'Differs' mark, one tyre per screen with a sticky label column and scroll-snap on a phone; the
// detail page's metric figures and its truck-only rows; and the one 'Prices exclude VAT.' line on
// every page that shows prices.
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { uniqueEmail, waitForToast } from "../support/auth-browser";
import { axeViolations } from "../support/axe";
import { DESKTOP, expectLayoutAt, PHONE } from "../support/layout";
import { useStorefront } from "../support/storefront";
import { TEST_DIALECTS } from "../support/test-database";

const LOGIN_TOAST = "To contact for buying, please log in or create an account first.";
const VAT_NOTE = "Prices exclude VAT.";

interface ComparedTyre {
  id: number;
  name: string;
}

describe.each(TEST_DIALECTS)("telling tyres apart on %s", (dialect) => {
  const storefront = useStorefront(dialect);

  /** Tyres with their brand's name, in catalogue id order. */
  const tyreRows = () =>
    storefront.database.db
      .selectFrom("tyre")
      .innerJoin("brand", "brand.id", "tyre.brand_id")
      .select(["tyre.id", "tyre.season", "tyre.vehicle_type", "brand.name as brand", "tyre.model", "tyre.size_normalized"])
      .orderBy("tyre.id");
  const detailPathOf = (t: { season: string; vehicle_type: string; brand: string; model: string; size_normalized: string }) =>
    `/tyres/${t.season}/${t.vehicle_type}/${encodeURIComponent(t.brand)}/${encodeURIComponent(t.model)}?size=${encodeURIComponent(t.size_normalized)}`;

  /** Two summer truck tyres of one model in two sizes, and a winter car tyre with the 3PMSF mark. */
  async function threeTyres(): Promise<ComparedTyre[]> {
    const trucks = await tyreRows().where("tyre.model", "=", "X Multi D").where("tyre.season", "=", "summer").limit(2).execute();
    const car = await tyreRows()
      .where("tyre.vehicle_type", "=", "car")
      .where("tyre.season", "=", "winter")
      .where("tyre.snow_grip", "=", 1)
      .executeTakeFirstOrThrow();
    return [...trucks, car].map((t) => ({ id: Number(t.id), name: `${t.brand} ${t.model} ${t.size_normalized}` }));
  }
  const comparePathOf = (tyres: ComparedTyre[]) => `/compare?tyres=${tyres.map((t) => t.id).join(",")}`;

  /** A context whose buyer has signed up (the sign-up answer sets the session cookie). */
  async function signedInContext(width: number): Promise<BrowserContext> {
    const context = await storefront.newContext({ width });
    const signUp = await context.request.post(`${storefront.app.baseUrl}/api/auth/sign-up/email`, {
      data: { name: "Compare Buyer", email: uniqueEmail("compare"), password: "tyres in bulk 1" },
      headers: { origin: storefront.app.baseUrl },
    });
    expect(signUp.status()).toBe(200);
    return context;
  }

  const wholePageFits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  // Each flow at a phone's width; the desktop's layout of the page is checked where the flow ends.
  describe("the compare page at 390 px", () => {
    const width = PHONE;
    it("has Contact to Buy in every column: a visitor gets the login toast", async () => {
      const tyres = await threeTyres();
      const page = await storefront.newPage({ width });
      await storefront.openHydrated(page, comparePathOf(tyres));
      for (const tyre of tyres) {
        const column = page.locator(`[data-compare-column="${tyre.id}"]`);
        expect(await column.getByRole("button", { name: `Contact to Buy: ${tyre.name}` }).count()).toBe(1);
        expect(await column.getByRole("button", { name: `Add to quote: ${tyre.name}` }).count()).toBe(1);
      }
      const last = page.getByRole("button", { name: `Contact to Buy: ${tyres[2]!.name}` });
      await last.scrollIntoViewIfNeeded();
      await last.click();
      await waitForToast(page, LOGIN_TOAST);
      expect(await page.getByRole("dialog").count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe("/compare");
    });

    it("opens the inquiry for that column's tyre for a signed-in buyer", async () => {
      const tyres = await threeTyres();
      const page = await (await signedInContext(width)).newPage();
      await storefront.openHydrated(page, comparePathOf(tyres));
      for (const tyre of [tyres[1]!, tyres[2]!]) {
        const button = page.getByRole("button", { name: `Contact to Buy: ${tyre.name}` });
        await button.scrollIntoViewIfNeeded();
        await button.click();
        const dialog = page.getByRole("dialog");
        await dialog.waitFor();
        expect(await dialog.locator("#inquiry-model").innerText()).toContain(tyre.name);
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "hidden" });
      }
    });

    it("shows each tyre's season, with 3PMSF where it applies", async () => {
      const tyres = await threeTyres();
      const page = await storefront.newPage({ width });
      await storefront.openHydrated(page, comparePathOf(tyres));
      const badge = async (tyre: ComparedTyre) => {
        const shown = page.locator(`[data-compare-column="${tyre.id}"] [data-season]`);
        return { season: await shown.getAttribute("data-season"), text: await shown.innerText(), snowMarks: await shown.locator("[data-snow-mark]").count() };
      };
      expect(await badge(tyres[0]!)).toEqual({ season: "summer", text: "Summer", snowMarks: 0 });
      expect(await badge(tyres[2]!)).toMatchObject({ season: "winter", snowMarks: 1 });
      expect((await badge(tyres[2]!)).text).toMatch(/^Winter\s+3PMSF\s+snow mark$/);
    });

    it("marks the rows that differ with a visible 'Differs' and bold values, and leaves equal rows plain", async () => {
      const tyres = await threeTyres();
      const page = await storefront.newPage({ width });
      await storefront.openHydrated(page, comparePathOf(tyres.slice(0, 2)));
      const row = (key: string) => page.locator(`[data-compare-row="${key}"]`);
      const weights = (key: string) =>
        row(key)
          .locator("td")
          .evaluateAll((tds) => tds.map((td) => Number(getComputedStyle(td).fontWeight)));
      // The two X Multi D differ in size and agree on brand, model and season.
      for (const key of ["size", "overallDiameter"]) {
        expect(await row(key).getAttribute("data-differs"), key).toBe("true");
        const mark = row(key).locator("th [data-differs-mark]");
        expect(await mark.isVisible(), key).toBe(true);
        expect(await mark.innerText(), key).toBe("≠ Differs");
        // Named in the row's header, so a screen reader hears it with the row.
        expect(await row(key).locator("th").innerText(), key).toMatch(/Differs$/);
        for (const weight of await weights(key)) expect(weight, key).toBeGreaterThanOrEqual(600);
      }
      for (const key of ["brand", "model", "season"]) {
        expect(await row(key).getAttribute("data-differs"), key).toBeNull();
        expect(await row(key).locator("[data-differs-mark]").count(), key).toBe(0);
        expect(await weights(key), key).toEqual([400, 400]);
      }
      // The marks are counted: one per differing row, none elsewhere.
      const differing = await page.locator("[data-compare-row][data-differs]").count();
      expect(differing).toBeGreaterThan(1);
      expect(await page.locator("[data-compare-row] [data-differs-mark]").count()).toBe(differing);
      expect(await axeViolations(page)).toEqual([]);
      await expectLayoutAt(page, DESKTOP, {
        check: async () => {
          for (const key of ["size", "overallDiameter"]) expect(await row(key).locator("th [data-differs-mark]").isVisible(), key).toBe(true);
        },
      });
    });
  });

  it("shows one tyre per screen on a 390 px phone: labels stick, swipes snap to the next tyre, nothing else is wider than the screen", async () => {
    const tyres = await threeTyres();
    const page = await storefront.newPage({ width: 390 });
    await storefront.openHydrated(page, comparePathOf(tyres));
    const scroller = page.locator("[data-compare-table]");
    const label = page.locator('[data-compare-row="weight"] th');
    await label.scrollIntoViewIfNeeded();

    // Each tyre's column is exactly the room beside the label column.
    const visible = await scroller.evaluate((el) => el.clientWidth);
    const labelWidth = (await label.boundingBox())!.width;
    const columnWidths = await page.locator("[data-compare-column]").evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().width));
    expect(columnWidths).toHaveLength(3);
    for (const columnWidth of columnWidths) expect(Math.abs(columnWidth - (visible - labelWidth))).toBeLessThanOrEqual(1);
    const column = columnWidths[0]!;

    // A scroll part of the way snaps to the nearest tyre's column, which then starts right beside the labels.
    const labelBefore = (await label.boundingBox())!;
    const scrollTo = (left: number) => scroller.evaluate((el, x) => el.scrollTo({ left: x, behavior: "instant" }), left);
    const scrollLeft = () => scroller.evaluate((el) => Math.round(el.scrollLeft));
    await scrollTo(column * 0.7);
    await expect.poll(scrollLeft).toBe(Math.round(column));
    await scrollTo(column * 1.6);
    await expect.poll(scrollLeft).toBe(Math.round(column * 2));
    const third = (await page.locator(`[data-compare-column="${tyres[2]!.id}"]`).boundingBox())!;
    expect(Math.abs(third.x - (labelBefore.x + labelBefore.width))).toBeLessThanOrEqual(1);
    await scrollTo(column * 1.3);
    await expect.poll(scrollLeft).toBe(Math.round(column));

    // The label column stayed where it was, on top of the scrolled cells.
    const labelAfter = (await label.boundingBox())!;
    expect(labelAfter.x).toBe(labelBefore.x);
    const onTop = await label.evaluate((th) => {
      const box = th.getBoundingClientRect();
      return th.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(onTop).toBe(true);

    // Only the table's own scroller is wider than the screen.
    expect(await wholePageFits(page)).toBeLessThanOrEqual(0);
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((el) => !el.closest("[data-compare-table]") && el.getClientRects().length > 0)
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(wide).toEqual([]);
    expect(await scroller.evaluate((el) => el.getBoundingClientRect().right <= document.documentElement.clientWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("keeps the desktop layout at 1280 px: every tyre in view, no snapping", async () => {
    const tyres = await threeTyres();
    const page = await storefront.newPage({ width: 1280 });
    await storefront.openHydrated(page, comparePathOf(tyres));
    const scroller = page.locator("[data-compare-table]");
    expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await scroller.evaluate((el) => getComputedStyle(el).scrollSnapType)).toBe("none");
    expect(await page.locator("[data-swipe-hint]").isVisible()).toBe(false);
    expect(await wholePageFits(page)).toBeLessThanOrEqual(0);
  });

  describe("the tyre page's specifications at 390 px", () => {
    const width = PHONE;
    const specRows = (page: Page) =>
      page
        .locator("#specifications-heading + * table tbody tr")
        .evaluateAll((rows) => Object.fromEntries(rows.map((r) => [r.querySelector("th")!.textContent, r.querySelector("td")!.textContent])));
    const detailPath = async (vehicleType: string) =>
      detailPathOf(
        await tyreRows().where("tyre.vehicle_type", "=", vehicleType).where("tyre.single_max_load_pressure", "is not", null).executeTakeFirstOrThrow(),
      );

    it("gives a truck tyre's imperial figures in metric beside them, and keeps its truck rows", async () => {
      const page = await storefront.newPage({ width });
      await storefront.openHydrated(page, await detailPath("truck"));
      const rows = await specRows(page);
      expect(rows["Overall diameter"]).toMatch(/^\d+(\.\d+)? in \([\d,]+ mm\)$/);
      expect(rows["Section width"]).toMatch(/^\d+(\.\d+)? in \(\d+ mm\)$/);
      expect(rows["Tread depth"]).toMatch(/^\d+\/32 in \(\d+(\.\d)? mm\)$/);
      expect(rows["Single max load and pressure"]).toMatch(/^[\d,]+ lb at \d+ psi \([\d,]+ kg at \d+0 kPa\)$/);
      expect(rows["Weight"]).toMatch(/^\d+ lb \(\d+ kg\)$/);
      expect(rows["Revs per mile"]).toMatch(/^\d+ \(\d+ per km\)$/);
      for (const truckRow of ["Ply rating", "Load range", "Dual max load and pressure"]) expect(Object.keys(rows)).toContain(truckRow);
      expect(await wholePageFits(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await expectLayoutAt(page, DESKTOP);
    });

    it("leaves a car tyre's empty truck-only rows out", async () => {
      const page = await storefront.newPage({ width });
      await storefront.openHydrated(page, await detailPath("car"));
      const rows = await specRows(page);
      for (const truckRow of ["Ply rating", "Load range", "Dual max load and pressure"]) expect(Object.keys(rows)).not.toContain(truckRow);
      expect(rows["Single max load and pressure"]).toMatch(/^[\d,]+ lb at \d+ psi \(\d+ kg at \d+0 kPa\)$/);
      expect(Object.keys(rows)).toHaveLength(11);
    });
  });

  describe("'Prices exclude VAT.' at 390 px, and shown at 1280 px", () => {
    const width = PHONE;
    /** The note is on the page once, and shown. */
    async function expectOneVatNote(page: Page, where: string) {
      const notes = page.getByText(VAT_NOTE, { exact: true });
      expect(await notes.count(), where).toBe(1);
      expect(await notes.isVisible(), where).toBe(true);
    }

    it("says it once on the lists, the size page, the tyre page, buy-now, compare and the quote", async () => {
      const tyres = await threeTyres();
      const truck = await tyreRows().where("tyre.id", "=", tyres[0]!.id).executeTakeFirstOrThrow();
      const slug = truck.size_normalized.toLowerCase().replace("/", "-");
      const page = await storefront.newPage({ width });
      for (const path of [
        "/summer-offers?vehicleType=truck",
        "/winter-offers?vehicleType=car",
        "/search?q=michelin",
        `/tyres/size/${slug}`,
        detailPathOf(truck),
        comparePathOf(tyres),
        `/buy-now?tyre=${tyres[0]!.id}`,
      ]) {
        await storefront.openHydrated(page, path);
        await expectOneVatNote(page, path);
        await expectLayoutAt(page, DESKTOP, { axe: false, check: () => expectOneVatNote(page, `${path} at ${DESKTOP} px`) });
      }
      // From buy-now into the quote: its total says it once too.
      await Promise.all([page.waitForURL(`${storefront.app.baseUrl}/quote`), page.getByRole("button", { name: "Add 50 to quote" }).click()]);
      await page.locator("[data-quote-line]").first().waitFor();
      await expectOneVatNote(page, "/quote");
      expect(await axeViolations(page)).toEqual([]);
      await expectLayoutAt(page, DESKTOP, { check: () => expectOneVatNote(page, `/quote at ${DESKTOP} px`) });
    });
  });
});
