// The tyre lists in French, Spanish, Portuguese and Arabic (decision 294): an offer list filtered
// by vehicle type, a search with results and facets, a size page and a season page each answer in
// the page's language with none of the English page's words left in what the lists draw, fit a
// phone and a desktop, pass axe, and in Arabic read right to left with the layout mirrored; the
// compare tray and the header's suggestions drawn over them are in the language too (decision 310).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { pathInLanguage, type Language, type OtherLanguage } from "../../app/i18n/languages";
import { OFFERS_CATALOGUE, SEARCH_CATALOGUE, SEASONS_CATALOGUE, SHELL_CATALOGUE, SIZES_CATALOGUE } from "../../app/i18n/catalogues.server";
import { formatMessage } from "../../app/i18n/format-message";
import { englishLeft } from "../support/english-left";
import { axeCheckedAt, DESKTOP, expectLayoutAt, PHONE } from "../support/layout";
import { shootForReview } from "../support/review-shots";
import { useStorefront } from "../support/storefront";

const LANGUAGES: OtherLanguage[] = ["fr", "es", "pt", "ar"];

/**
 * Words on these pages that other parts of the shop draw, read once those parts are translated:
 * the purchase inquiry's 'Contact to Buy' button on every result.
 */
const OTHER_PARTS = [/^Contact to Buy/];

/**
 * What each page shows, and the element that starts its content: in Arabic it stands on the
 * right at 1280 px (the page mirrors).
 */
const PAGES = [
  { name: "offers", path: "/summer-offers?vehicleType=truck", first: "[data-offer-result] img" },
  { name: "search", path: "/search?q=22.5", first: "[data-facets]" },
  { name: "size", path: "/tyres/size/315-80r22.5", first: "[data-facets]" },
  { name: "season", path: "/tyres/winter", first: "main h1" },
] as const;

/** The texts a translated list page still shows as its English page does, other parts' words aside. */
async function listEnglishLeft(page: Page, english: Page): Promise<string[]> {
  // A result is named by its brand, model and size, never translated; "Standard", the pattern of
  // every non-truck tyre, is the French trade's word too.
  const names = await english.locator("[data-offer-result]").evaluateAll((results) => results.map((result) => result.getAttribute("aria-label") ?? ""));
  const left = await englishLeft(page, english, { within: "main", same: ["Standard", ...names] });
  // The page's title and description are the lists' too.
  const head = (p: Page) => p.evaluate(() => [document.title, document.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""]);
  const englishHead = await head(english);
  const sameHead = (await head(page)).filter((text, i) => text === englishHead[i]);
  return [...left, ...sameHead].filter((text) => !OTHER_PARTS.some((part) => part.test(text)));
}

describe("the tyre lists in four more languages", () => {
  const storefront = useStorefront("sqlite");

  it.each(PAGES)("$name: in each language, no English left, fitting at 390 and 1280 and axe clean, mirrored in Arabic", async ({ name, path, first }) => {
    const { page: english } = await storefront.open(path, { width: DESKTOP });
    for (const language of LANGUAGES) {
      const { page, response } = await storefront.open(pathInLanguage(language, path), { width: DESKTOP });
      expect(response?.status(), language).toBe(200);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([language, language === "ar" ? "rtl" : "ltr"]);
      expect(await listEnglishLeft(page, english), `${name} in ${language}`).toEqual([]);
      for (const width of [PHONE, DESKTOP]) {
        await expectLayoutAt(page, width, {
          axe: axeCheckedAt(language, width, page.url()),
          check: async () => {
            if (language === "fr" || language === "ar") await shootForReview(page, `${name}-${language}-${width}`);
            if (language !== "ar" || width !== DESKTOP) return;
            const box = await page.locator(first).first().boundingBox();
            expect(box!.x + box!.width, `${name}: the first part ends on the right`).toBeGreaterThan(DESKTOP / 2);
          },
        });
      }
    }
  });

  it("the compare tray and the header's open suggestions: no English left, the tray clear of the chat button", async () => {
    /** The truck offers with two tyres ticked for comparison and the header's suggestions open for a model and size. */
    const withTrayAndSuggestions = async (language: Language) => {
      const { page } = await storefront.open(pathInLanguage(language, "/summer-offers?vehicleType=truck"), { width: DESKTOP });
      const toggles = page.locator("[data-compare-toggle]");
      await toggles.nth(0).check();
      await toggles.nth(1).check();
      await page.locator("[data-compare-tray-item]").nth(1).waitFor();
      await page.locator("[data-site-header] [role=combobox]").fill("x multi d 315/80");
      await page.locator("[data-site-header] [role=option]").first().waitFor();
      return page;
    };
    const english = await withTrayAndSuggestions("en");
    for (const language of LANGUAGES) {
      const page = await withTrayAndSuggestions(language);
      const shell = SHELL_CATALOGUE[language];
      const tray = page.getByRole("region", { name: shell.compareTray });
      expect(await tray.getByRole("link", { name: shell.compareNow }).getAttribute("href")).toMatch(new RegExp(`^/${language}/compare\\?tyres=`));
      expect(await englishLeft(page, english, { within: "[data-compare-tray]" }), `the tray in ${language}`).toEqual([]);
      // "Suggestions" is French too.
      const search = "[data-site-header] form[role=search]";
      expect(await englishLeft(page, english, { within: search, same: language === "fr" ? ["Suggestions"] : [] }), `the suggestions in ${language}`).toEqual(
        [],
      );
      const seasons = await page.locator("[data-suggestion-label]").allInnerTexts();
      expect(
        seasons.every((label) => label.endsWith(` · ${shell.navWinter}`) || label.endsWith(` · ${shell.navSummer}`)),
        seasons.join(", "),
      ).toBe(true);
      // The tray stops short of the round chat button, which sits at the end of the row (the left in Arabic).
      const [trayBox, chat] = [(await tray.boundingBox())!, (await page.locator("[data-chat-button]").boundingBox())!];
      if (language === "ar") expect(trayBox.x).toBeGreaterThan(chat.x + chat.width);
      else expect(trayBox.x + trayBox.width).toBeLessThan(chat.x);
      if (language === "fr" || language === "ar") await shootForReview(page, `compare-tray-${language}-${DESKTOP}`);
    }
  });

  it("names the offer list's season and vehicle type in the heading, and the brand as the catalogue writes it", async () => {
    const { page } = await storefront.open("/fr/summer-offers?vehicleType=truck", { width: PHONE });
    const heading = formatMessage("fr-FR", OFFERS_CATALOGUE.fr.heading, { brand: "", season: "summer", vehicle: "truck" }).replace(/\s+/g, " ").trim();
    expect(await page.locator("main h1").textContent()).toBe(heading);
    // Links inside the list keep the page's language.
    expect(await page.locator("[data-offer-result] a[href*='/tyres/']").first().getAttribute("href")).toMatch(/^\/fr\//);
  });

  it("says a French search found nothing in French, with the buyer's words as typed", async () => {
    const query = "zzqx";
    const { page, response } = await storefront.open(`/fr/search?q=${query}`, { width: PHONE });
    expect(response?.status()).toBe(200);
    expect(await page.locator("main h1").textContent()).toBe(formatMessage("fr-FR", SEARCH_CATALOGUE.fr.resultsFor, { query }));
    expect(await page.getByRole("status").textContent()).toBe(formatMessage("fr-FR", SEARCH_CATALOGUE.fr.noResults, { query }));
    expect(await page.locator("main [translate=no]").first().textContent()).toBe(query);
    const { page: english } = await storefront.open(`/search?q=${query}`, { width: PHONE });
    expect(await listEnglishLeft(page, english)).toEqual([]);
    await expectLayoutAt(page, PHONE);
  });

  it("words the size and season pages from their catalogues", async () => {
    const { page: size } = await storefront.open("/pt/tyres/size/315-80r22.5", { width: PHONE });
    expect(await size.locator("main h1").textContent()).toBe(formatMessage("pt-BR", SIZES_CATALOGUE.pt.heading, { size: "315/80R22.5" }));
    const { page: season } = await storefront.open("/es/tyres/winter", { width: PHONE });
    expect(await season.locator("main h1").textContent()).toBe(formatMessage("es-ES", SEASONS_CATALOGUE.es.heading, { season: "winter" }));
  });
});
