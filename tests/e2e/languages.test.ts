// The shop in its five languages (decisions 294-296): a translated home page leaves none of the
// shell's or the home catalogue's English behind, Arabic reads right to left with its layout
// mirrored, every page names its translations, an unknown language is a 404 with the ones we have,
// the render cache keeps each language, and the English page offers a visitor's own language.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { LANGUAGES, pathInLanguage, type Language } from "../../app/i18n/languages";
import { sql } from "kysely";
import { CURRENCY_CATALOGUE, HOME_CATALOGUE, SHELL_CATALOGUE } from "../../app/i18n/catalogues.server";
import { fillMessage } from "../../app/i18n/fill-message";
import { getRaw } from "../../scripts/support/raw-http";
import { englishLeft } from "../support/english-left";
import { axeCheckedAt, DESKTOP, expectLayoutAt, PHONE } from "../support/layout";
import { useStorefront } from "../support/storefront";

/** The texts of the parts of home this session translated: the shell and the home catalogue's sections. */
const TRANSLATED_PARTS = [
  "[data-site-header]",
  "nav[aria-label]",
  "footer",
  "main h1",
  "main h1 + p",
  "section[aria-labelledby=trial-heading]",
  "#brands-heading",
];

/** The English messages a page in `language` must not show: those its catalogue words differently. */
function englishLeftBehind(language: Language, shown: string): string[] {
  const left: string[] = [];
  for (const catalogue of [SHELL_CATALOGUE, HOME_CATALOGUE] as Array<Record<Language, Record<string, string>>>) {
    for (const [key, english] of Object.entries(catalogue.en)) {
      const translated = catalogue[language][key]!;
      if (translated === english || /\{/.test(english)) continue;
      const phrase = new RegExp(`(^|[^\\p{L}])${english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u");
      if (phrase.test(shown)) left.push(`${key}: ${english}`);
    }
  }
  return left;
}

const shownText = (page: Page) =>
  page.evaluate((selectors) => selectors.flatMap((s) => [...document.querySelectorAll<HTMLElement>(s)].map((e) => e.innerText)).join("\n"), TRANSLATED_PARTS);

describe("the shop in five languages", () => {
  const storefront = useStorefront("sqlite");

  it.each(["fr", "ar"] as const)("home in %s: its language, no English message left, fitting at 390 and 1280 and axe clean", async (language) => {
    const { page, response } = await storefront.open(pathInLanguage(language, "/"), { width: DESKTOP });
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([language, language === "ar" ? "rtl" : "ltr"]);
    expect(await page.locator("main h1").textContent()).toBe(HOME_CATALOGUE[language].heading);
    expect(englishLeftBehind(language, await shownText(page))).toEqual([]);
    const { page: english } = await storefront.open("/", { width: DESKTOP });
    // "Suggestions" (the search box's list) and "Contact" are French words too.
    expect(await englishLeft(page, english, { within: TRANSLATED_PARTS.join(", "), same: ["Suggestions", "Contact"] })).toEqual([]);
    // Links inside the page keep its language.
    expect(await page.locator("nav[aria-label] a").first().getAttribute("href")).toBe(pathInLanguage(language, "/summer-offers"));
    for (const width of [PHONE, DESKTOP]) {
      await expectLayoutAt(page, width, {
        axe: axeCheckedAt(language, width, page.url()),
        check: async () => {
          if (language !== "ar" || width !== DESKTOP) return;
          // Mirrored: the logo starts the header on the right, the search box sits to its left.
          const logo = await page.locator("[data-site-header] a").first().boundingBox();
          const search = await page.locator("[data-site-header] form").first().boundingBox();
          expect(logo!.x).toBeGreaterThan(DESKTOP / 2);
          expect(search!.x + search!.width).toBeLessThanOrEqual(logo!.x);
        },
      });
    }
  });

  it("goes on in the page's language when a buyer follows a link", async () => {
    const { page } = await storefront.open("/fr", { width: PHONE });
    await page.getByRole("link", { name: SHELL_CATALOGUE.fr.navSummer, exact: true }).click();
    await page.waitForURL(/\/fr\/summer-offers$/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
    expect(await page.locator("footer").getByRole("link", { name: SHELL_CATALOGUE.fr.truckTyres, exact: true }).getAttribute("href")).toBe(
      "/fr/summer-offers?vehicleType=truck",
    );
  });

  it.each(["/de/buy-now", "/xx", "/en/summer-offers", "/fr/admin"])("%s is not found, with links to the languages we have", async (path) => {
    storefront.expectErrors(/status of 404/);
    const { page, response } = await storefront.open(path, { width: PHONE });
    expect(response?.status()).toBe(404);
    const links = page.locator("[data-not-found-help] [data-language-switcher] a");
    expect(await links.evaluateAll((as) => as.map((a) => [a.getAttribute("hreflang"), a.getAttribute("href")]))).toEqual(
      LANGUAGES.map((language) => [language, pathInLanguage(language, "/")]),
    );
  });

  it("names every translation of a page with hreflang and x-default, and each names it back", async () => {
    const alternates = async (path: string) => {
      const html = await (await fetch(storefront.app.baseUrl + path)).text();
      return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
        ([, lang, href]) => `${lang} ${new URL(href!).pathname}${new URL(href!).search}`,
      );
    };
    const path = "/summer-offers?vehicleType=truck";
    const expected = [...LANGUAGES.map((language) => `${language} ${pathInLanguage(language, path)}`), `x-default ${path}`];
    for (const language of LANGUAGES) expect(await alternates(pathInLanguage(language, path)), language).toEqual(expected);
    const canonical = (await (await fetch(`${storefront.app.baseUrl}/ar/tyres/summer`)).text()).match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical && new URL(canonical).pathname).toBe("/ar/tyres/summer");
  });

  it("keeps each language's anonymous page in the render cache, under its own URL", async () => {
    for (const path of ["/", "/fr", "/ar"]) {
      let answer = await getRaw(storefront.app.baseUrl + path);
      // A page is kept just after its first answer is sent: asked again until the cache answers.
      for (let i = 0; i < 100 && answer.headers["x-page-cache"] !== "hit"; i++) answer = await getRaw(storefront.app.baseUrl + path);
      expect(answer.headers["x-page-cache"], path).toBe("hit");
      expect(answer.body.toString("utf8"), path).toContain(`<html lang="${path === "/" ? "en" : path.slice(1)}"`);
    }
  });

  it("offers an English page in the visitor's own language, once, without sending them there", async () => {
    const page = await storefront.newPage({ width: PHONE, locale: "ar-SA" });
    const response = await storefront.openHydrated(page, "/trial-tyres");
    expect(response?.url()).toBe(`${storefront.app.baseUrl}/trial-tyres`);
    const offer = page.locator("[data-language-suggestion]");
    await offer.waitFor();
    expect(await offer.getAttribute("lang")).toBe("ar");
    expect(await offer.getByRole("link").getAttribute("href")).toBe("/ar/trial-tyres");
    await offer.getByRole("button").click();
    expect(await offer.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("language-chosen"))).toBe("1");
    await storefront.openHydrated(page, "/contact-us");
    expect(await page.locator("[data-language-suggestion]").count()).toBe(0);
  });

  it("chooses the currency in French: the chooser, its refusal and the line under the header are French, and every way back keeps /fr", async () => {
    const { page } = await storefront.open("/fr/summer-offers?vehicleType=truck", { width: PHONE });
    const french = CURRENCY_CATALOGUE.fr;
    await page.locator("[data-currency-link]").click();
    await page.waitForURL((url) => url.pathname === "/fr/currency");
    expect(await page.locator("main h1").innerText()).toBe(french.title);
    expect(await page.getByRole("link", { name: french.back }).getAttribute("href")).toBe("/fr/summer-offers?vehicleType=truck");
    // A code the seller keeps no rate for, as a tampered form would send it: refused in French.
    const dollars = page.getByRole("button", { name: `USD, ${new Intl.DisplayNames("fr-FR", { type: "currency" }).of("USD")}` });
    await dollars.evaluate((button) => button.setAttribute("value", "XYZ"));
    storefront.expectErrors(/status of 400/);
    await dollars.click();
    await expect.poll(() => page.getByRole("alert").innerText()).toBe(fillMessage(french.noRateChosen, { named: "XYZ" }));
    await page.getByRole("button", { name: /^USD, / }).click();
    await page.waitForURL((url) => url.pathname === "/fr/summer-offers" && url.search === "?vehicleType=truck");
    const day = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(Date.UTC(2026, 10, 24));
    expect(await page.locator("[data-rate-line]").innerText()).toBe(fillMessage(french.rateLine, { rate: `1 EUR = 1.0812 USD, ${day}` }));
  });

  // Last: it breaks the exchange rates under the running server on purpose.
  it("draws the error page with the English shell words when the root loader fails, and hydrates it", async () => {
    await sql`drop table exchange_rate`.execute(storefront.database.db);
    storefront.expectErrors(/status of 500/);
    const context = await storefront.newContext({ width: PHONE });
    // A remembered currency makes the root loader read the rates.
    await context.addCookies([{ name: "currency", value: "USD", url: storefront.app.baseUrl }]);
    const page = await context.newPage();
    const response = await storefront.openHydrated(page, "/contact-us");
    expect(response?.status()).toBe(500);
    expect(await page.locator("main h1").innerText()).toBe(SHELL_CATALOGUE.en.errorHeading);
    // Hydrated, with the header's words the browser keeps.
    expect(await page.locator("nav[aria-label] a").first().innerText()).toBe(SHELL_CATALOGUE.en.navSummer);
  });
});
