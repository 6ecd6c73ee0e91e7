// The detail, compare, home, bulk pricing and trial tyre pages in French, Spanish, Portuguese and
// Arabic (decisions 294-296): each page is in its language with no English left behind (the parts
// other list components draw aside), fits at 390 and 1280, is axe clean, and mirrors in Arabic;
// the bulk pricing guide shows the buyer's display currency with the rate line (decision 298).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { tyreDetailPath } from "../../app/catalogue/tyre-path";
import { SIZE_FINDER_CATALOGUE } from "../../app/i18n/catalogues.server";
import { pathInLanguage, type OtherLanguage } from "../../app/i18n/languages";
import { englishLeft } from "../support/english-left";
import { expectIsolatedRightToLeft } from "../support/left-to-right";
import { axeCheckedAt, DESKTOP, expectLayoutAt, PHONE } from "../support/layout";
import { shootForReview } from "../support/review-shots";
import { useStorefront } from "../support/storefront";

const LANGUAGES: OtherLanguage[] = ["fr", "es", "pt", "ar"];

/**
 * Parts drawn by the header's search, the chat button, the list components (tyre card, price, VAT note, season
 * badge, stars, EU label, compare toggle, add to quote) and the inquiry's 'Contact
 * to Buy': their words are another catalogue's, so they are left out of this check.
 */
const OTHER_COMPONENTS = [
  "[data-site-header] form",
  "aside:has(> [data-chat-button])",
  "[data-tyre-card]",
  "[data-vat-note]",
  "[data-price]",
  "[data-vat]",
  "[data-season]",
  ":has(> .star-row)",
  ":has(> [data-eu-label])",
  "label:has([data-compare-toggle])",
  "form[action$='/quote']",
  "button[form]",
  "[data-inquiry-trigger]",
];

/**
 * Written the same in every language: a figure in the trade's units ("140 lb (64 kg)", "1,074 mm",
 * "72 dB"), "Zoom" (French, Spanish and Portuguese say it too), French "Contact" and "Suggestions"
 * (the footer's and the header's), Spanish "No", and Spanish and Portuguese "Regional" (a truck
 * tyre's use).
 */
const SAME_EVERYWHERE = [/^(?:[\d.,/]+ ?(?:mm|kg|lb|psi|kPa|dB)?[\s()]*)+$/, /^Zoom \d/];
const SAME_IN: Partial<Record<OtherLanguage, string[]>> = { fr: ["Contact", "Suggestions"], es: ["No", "Regional"], pt: ["Regional"] };

/** Every text (and label) a part of the page shows: what `englishLeft` reads, for the parts it leaves out. */
const textsWithin = (page: Page, selectors: string[]) =>
  page.evaluate((selector) => {
    const texts: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? "");
      for (const element of [root, ...root.querySelectorAll("[aria-label], img[alt]")])
        for (const name of ["aria-label", "alt"]) texts.push(element.getAttribute(name) ?? "");
    }
    return texts.map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean);
  }, selectors.join(", "));

/** The English a translated page leaves behind in this page's own parts: the whole page but the other components' parts. */
async function ownEnglishLeft(page: Page, english: Page, same: Array<string | RegExp> = []): Promise<string[]> {
  const others = new Set(await textsWithin(page, OTHER_COMPONENTS));
  return (await englishLeft(page, english, { same })).filter((text) => !others.has(text));
}

/** A service description as the trade writes it: "154/150 M", "91 V". */
const LOAD_AND_SPEED = /^\d{2,3}(?:\/\d{2,3})? [A-Z]+$/;

/** No box that clips its overflow cuts into the element: every such ancestor holds it whole. */
function labelShownWhole(element: Element): boolean {
  const box = element.getBoundingClientRect();
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (getComputedStyle(parent).overflowX === "visible") continue;
    const holder = parent.getBoundingClientRect();
    if (box.left < holder.left - 0.5 || box.right > holder.right + 0.5) return false;
  }
  return true;
}

/**
 * The EU label's title and the regulation's number "2020/740" in its band: where their text is
 * drawn (a text's range, so an overflowing title counts too), and the band's box.
 */
function euLabelBand(label: Element) {
  const rectOf = (selector: string) => {
    const range = document.createRange();
    range.selectNodeContents(label.querySelector(selector)!);
    const { left, right, top, bottom } = range.getBoundingClientRect();
    return { left, right, top, bottom };
  };
  const { left, right, top, bottom } = label.querySelector("[data-eu-label-title]")!.parentElement!.getBoundingClientRect();
  return { title: rectOf("[data-eu-label-title]"), regulation: rectOf("[data-eu-label-regulation]"), band: { left, right, top, bottom } };
}

describe("the detail, compare, home and offer pages in four languages", () => {
  const storefront = useStorefront("sqlite");

  /** A summer truck tyre's page with recommendations, and a second tyre of the same model to compare it with. */
  async function twoTruckTyres() {
    const tyres = await storefront.database.db
      .selectFrom("tyre")
      .innerJoin("brand", "brand.id", "tyre.brand_id")
      .select(["tyre.id", "tyre.season", "tyre.vehicle_type", "brand.name as brand", "tyre.model", "tyre.size_normalized", "tyre.pattern"])
      .where("tyre.model", "=", "X Multi D")
      .where("tyre.season", "=", "summer")
      .orderBy("tyre.id")
      .limit(2)
      .execute();
    expect(tyres).toHaveLength(2);
    const first = tyres[0]!;
    const detail = tyreDetailPath({
      season: first.season,
      vehicleType: first.vehicle_type,
      brand: first.brand,
      model: first.model,
      size: first.size_normalized,
      pattern: first.pattern,
    });
    return { detail, compare: `/compare?tyres=${tyres.map((t) => t.id).join(",")}`, name: `${first.brand} ${first.model} ${first.size_normalized}` };
  }

  /** Its language and direction, no English of its own left, fitting and axe clean at both widths, mirrored in Arabic, and screenshots. */
  async function expectTranslated(
    language: OtherLanguage,
    path: string,
    english: Page,
    { same = [], mirrored, shot }: { same?: Array<string | RegExp>; mirrored: string; shot: string },
  ) {
    const { page, response } = await storefront.open(pathInLanguage(language, path), { width: DESKTOP });
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([language, language === "ar" ? "rtl" : "ltr"]);
    expect(await ownEnglishLeft(page, english, [...same, ...SAME_EVERYWHERE, ...(SAME_IN[language] ?? [])])).toEqual([]);
    for (const width of [PHONE, DESKTOP]) {
      await expectLayoutAt(page, width, {
        axe: axeCheckedAt(language, width, page.url()),
        check: async () => {
          if (language === "fr" || language === "ar") await shootForReview(page, `${shot}-${language}-${width}`);
          if (language !== "ar" || width !== DESKTOP) return;
          // Mirrored: the part that starts the page's row sits on the right.
          const box = await page.locator(mirrored).first().boundingBox();
          expect(box!.x + box!.width / 2, mirrored).toBeGreaterThan(DESKTOP / 2);
        },
      });
    }
    return page;
  }

  it("home: the search form, size finder, explorer, truck guide and the rest", async () => {
    const { page: english } = await storefront.open("/", { width: DESKTOP });
    for (const language of LANGUAGES) {
      await expectTranslated(language, "/", english, { mirrored: "#search-vehicle", shot: "home" });
    }
  });

  it("detail: the facts, specifications, zoom and recommendations, and its description for search engines", async () => {
    const { detail, name } = await twoTruckTyres();
    const { page: english } = await storefront.open(detail, { width: DESKTOP });
    const englishDescription = await english.locator('meta[name="description"]').getAttribute("content");
    for (const language of LANGUAGES) {
      // The page's title is the tyre's brand, model and size, written the same in every language.
      const title = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\|.*)?$`);
      const page = await expectTranslated(language, detail, english, { same: [title], mirrored: "[data-zoom-frame]", shot: "detail" });
      expect(await page.locator('meta[name="description"]').getAttribute("content")).not.toBe(englishDescription);
      // The size switcher's and the purchase link's addresses keep the language.
      expect(await page.locator("main a[href*='buy-now']").getAttribute("href")).toMatch(new RegExp(`^/${language}/buy-now\\?`));
      // The EU label's title wraps within its band beside "2020/740", never over it, at both widths.
      for (const width of [PHONE, DESKTOP]) {
        await page.setViewportSize({ width, height: 900 });
        const { title, regulation, band } = await page.locator("main :has(> [data-eu-label])").first().evaluate(euLabelBand);
        const where = `${language} at ${width}: title ${JSON.stringify(title)}, 2020/740 ${JSON.stringify(regulation)}`;
        const apart = title.right <= regulation.left || regulation.right <= title.left || title.bottom <= regulation.top || regulation.bottom <= title.top;
        expect(apart, where).toBe(true);
        for (const text of [title, regulation]) {
          expect(text.left, where).toBeGreaterThanOrEqual(band.left);
          expect(text.right, where).toBeLessThanOrEqual(band.right);
          expect(text.bottom, where).toBeLessThanOrEqual(band.bottom);
        }
      }
      if (language !== "ar") continue;
      // The load and speed line: "154/150 M" and each figure read left to right, right of the ones after it (decision 311).
      const line = page.locator("[data-load-speed]");
      const values = await expectIsolatedRightToLeft(line, LOAD_AND_SPEED);
      expect(values.slice(1).filter((value) => / kg$/.test(value)).length, values.join(" | ")).toBeGreaterThan(0);
      const label = (await line.locator("span").first().boundingBox())!;
      const code = (await line.locator("bdi[dir=ltr]").first().boundingBox())!;
      expect(label.x, "the line's words start it on the right").toBeGreaterThan(code.x);
      // The EU label's picture lies whole inside the window at 1280 px.
      const euLabel = (await page.locator("main [data-eu-label]").first().boundingBox())!;
      expect(euLabel.x).toBeGreaterThanOrEqual(0);
      expect(euLabel.x + euLabel.width).toBeLessThanOrEqual(DESKTOP);
      expect(await page.locator("main [data-eu-label]").first().evaluate(labelShownWhole), "the EU label is not cut by what holds it").toBe(true);
    }
  });

  it("compare: two tyres side by side, its rows, groups and legend", async () => {
    const { compare } = await twoTruckTyres();
    const { page: english } = await storefront.open(compare, { width: DESKTOP });
    for (const language of LANGUAGES) {
      const page = await expectTranslated(language, compare, english, { mirrored: "[data-compare-table] tbody th", shot: "compare" });
      expect(await page.locator("[data-compare-row]").count()).toBe(await english.locator("[data-compare-row]").count());
      // Each tyre's load and speed in words: the codes and figures isolated left to right inside the Arabic (decision 311).
      if (language === "ar") await expectIsolatedRightToLeft(page.locator("[data-compare-row=loadSpeedWords] td > bdi").first(), LOAD_AND_SPEED);
    }
  });

  it("the size finder's page, and what it says of a size it cannot read, in the page's language", async () => {
    const { page: english } = await storefront.open("/tyres/size", { width: DESKTOP });
    for (const language of LANGUAGES) {
      await expectTranslated(language, "/tyres/size", english, { mirrored: "#finder-width", shot: "size-finder" });
    }
    storefront.expectErrors(/status of 400/);
    const { page: unread, response } = await storefront.open("/fr/tyres/size?size=abc", { width: PHONE });
    expect(response?.status()).toBe(400);
    expect(await unread.locator("#finder-size-message").innerText()).toBe(SIZE_FINDER_CATALOGUE.fr.unreadable);
  });

  it("bulk pricing: its tiers, container counts and freight terms", async () => {
    const { page: english } = await storefront.open("/bulk-pricing", { width: DESKTOP });
    for (const language of LANGUAGES) {
      await expectTranslated(language, "/bulk-pricing", english, { mirrored: "[data-bulk-tiers] thead th", shot: "bulk-pricing" });
    }
  });

  it("trial tyres: the sizes and their marketplace links, and /trial leads there in the page's language", async () => {
    const { page: english } = await storefront.open("/trial-tyres", { width: DESKTOP });
    for (const language of LANGUAGES) {
      await expectTranslated(language, "/trial-tyres", english, { mirrored: "main li", shot: "trial-tyres" });
    }
    const moved = await fetch(`${storefront.app.baseUrl}/fr/trial`, { redirect: "manual" });
    expect([moved.status, moved.headers.get("location")]).toEqual([301, "/fr/trial-tyres"]);
  });

  it("bulk pricing in US dollars: every amount converted, with the rate said once", async () => {
    const { page: euro } = await storefront.open("/bulk-pricing", { width: DESKTOP });
    const amounts = (page: Page) => page.locator("[data-bulk-tiers] td, [data-default-freight]").allInnerTexts();
    expect((await amounts(euro)).join(" ")).toContain("€");
    for (const language of ["en", "fr"] as const) {
      const { page } = await storefront.open(pathInLanguage(language, "/bulk-pricing?currency=USD"), { width: DESKTOP });
      const shown = (await amounts(page)).join(" ");
      expect(shown).toMatch(/\$/);
      expect(shown).not.toContain("€");
      const rateLines = await page.locator("[data-rate-line]").allInnerTexts();
      expect(rateLines).toHaveLength(1);
      expect(rateLines[0]).toContain("USD");
    }
  });
});
