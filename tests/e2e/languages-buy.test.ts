// /buy-now and the inquiry dialog in French, Spanish, Portuguese and Arabic (decisions 294, 295):
// the spec's reference size at 281 pcs with CIF to a listed port and with FOB leaves no English
// behind in the page's own parts, writes every figure as the language writes amounts, each isolated
// left to right in Arabic (decision 317), fits at 390 and 1280, passes axe, and mirrors in Arabic; the
// inquiry dialog opened from a tyre's page is worded in the page's language, says a validation
// error in it, prices in the page's ?currency=, and sends an inquiry the shop stores; a refused
// shipping choice in /buy-now's address is said in the page's language (decision 310).
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { BUY_NOW_CATALOGUE, DEAL_CATALOGUE, DEAL_TEXT_CATALOGUE, INQUIRY_CATALOGUE } from "../../app/i18n/catalogues.server";
import { fillMessage } from "../../app/i18n/fill-message";
import { LOCALES, pathInLanguage, type OtherLanguage } from "../../app/i18n/languages";
import { formatMoney } from "../../app/domain/money";
import { fillRegisterForm, uniqueEmail } from "../support/auth-browser";
import { englishLeft } from "../support/english-left";
import { axeCheckedAt, DESKTOP, expectLayoutAt, PHONE } from "../support/layout";
import { shootForReview } from "../support/review-shots";
import { useStorefront } from "../support/storefront";
import { eurosIn, expectAmountsIn, written } from "../support/written-amounts";

const LANGUAGES: OtherLanguage[] = ["fr", "es", "pt", "ar"];

/**
 * The parts of /buy-now its own catalogues word: the heading, the calculator with its breakdown
 * and terms, the purchase terms, and the tyre card's facts. The rest of the card (the detail
 * page's parts) and the shell are read by their own tests.
 */
const BUY_NOW_PARTS =
  "main h1, section[aria-labelledby=bulk-price-heading], section[aria-labelledby=terms-heading], article[aria-labelledby=tyre-summary-name] dl";

/**
 * Texts rightly the same: "Total" is French, Spanish and Portuguese too, "Subtotal" Spanish and
 * Portuguese, and "Message" French; an Incoterm with its named place ("CIF Lagos Apapa (NGAPP)",
 * "FOB Rotterdam") is written so in every language; and the purchase terms' no-script style, which
 * the page holds as text inside <noscript>, is read by no buyer.
 */
const SAME = ["Total", "Subtotal", "Message", /^(?:FOB|CIF|DDP) \p{Lu}/u, /^<style>/];

/** A figure's cents read back in any of the languages: two decimals, Latin digits. */
const centsOf = (text: string) => Number(text.replace(/\D/g, ""));

/**
 * The places /buy-now writes amounts: the breakdown's figures, the notes under them, the cheaper-load
 * hint, the shipping rates of the purchase terms (the fourth line of their first panel), and the
 * tyre card's price (its offer price and the regular price struck through).
 */
const FIGURES = ["unit-price", "subtotal", "shipping", "insurance", "total"].map((row) => `[data-quote="${row}"] [data-quote-value]`);
const SENTENCES = [
  '[data-quote="unit-price"] [data-quote-note]',
  '[data-quote="shipping"] [data-quote-note]',
  '[data-hint="more-costs-less"] > span',
  '[data-hint="remove-to-save"] > span',
  "section[aria-labelledby=terms-heading] li >> nth=3",
  "article[aria-labelledby=tyre-summary-name] [data-price-payable] strong",
  "article[aria-labelledby=tyre-summary-name] s",
];

/** The remove-to-save hint's button at 281 pcs under CIF: the 280 it sets, counted as the language counts pieces. */
const ORDER_280: Record<OtherLanguage, string> = { fr: "Commander 280 pièces", es: "Pedir 280 uds.", pt: "Pedir 280 peças", ar: "اطلب 280 قطعة" };

describe("buy-now and the inquiry dialog in four languages", () => {
  const storefront = useStorefront("sqlite");
  let reference: { id: number; detail: string };
  let port: string;

  beforeAll(async () => {
    const { db } = storefront.database;
    const { id } = await db
      .selectFrom("tyre")
      .select("id")
      .where("size_normalized", "=", "295/80R22.5")
      .where("offer_price_currency", "=", "EUR")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const tyre = (await (await fetch(`${storefront.app.baseUrl}/api/tyres/${id}`)).json()) as {
      id: number;
      season: string;
      vehicleType: string;
      brand: string;
      model: string;
      size: { normalized: string };
    };
    const detail = `/tyres/${tyre.season}/${tyre.vehicleType}/${encodeURIComponent(tyre.brand)}/${encodeURIComponent(tyre.model)}?size=${encodeURIComponent(tyre.size.normalized)}`;
    reference = { id: Number(tyre.id), detail };
    const listed = await db.selectFrom("freight_port").select(["code", "name"]).where("code", "=", "NGAPP").executeTakeFirstOrThrow();
    port = `${listed.name} (${listed.code})`;
  });

  const buyNowPath = (terms: "CIF" | "FOB") =>
    `/buy-now?tyre=${reference.id}&quantity=281&terms=${terms}${terms === "CIF" ? `&place=${encodeURIComponent(port)}` : ""}`;

  /** Fits at both widths, passes axe at its language's (axeCheckedAt); in Arabic at 1280 the way back starts the page on the right. */
  async function expectLayout(page: Page, language: OtherLanguage, backLabel: string) {
    for (const width of [PHONE, DESKTOP]) {
      await expectLayoutAt(page, width, {
        axe: axeCheckedAt(language, width, page.url()),
        check: async () => {
          if (language !== "ar" || width !== DESKTOP) return;
          const box = (await page.locator("main").getByRole("link", { name: backLabel, exact: true }).boundingBox())!;
          expect(box.x).toBeGreaterThan(DESKTOP / 2);
        },
      });
    }
  }

  async function shoot(page: Page, language: OtherLanguage, name: string) {
    if (!process.env.SHOTS_DIR || (language !== "fr" && language !== "ar")) return;
    await page.setViewportSize({ width: DESKTOP, height: 900 });
    await shootForReview(page, `${name}-${language}-${DESKTOP}`);
    await page.setViewportSize({ width: PHONE, height: 844 });
    await shootForReview(page, `${name}-${language}-${PHONE}`);
    await page.setViewportSize({ width: DESKTOP, height: 900 });
  }

  it.each(["CIF", "FOB"] as const)("/buy-now at 281 pcs with %s: every word of its own in the language", async (terms) => {
    const { page: english } = await storefront.open(buyNowPath(terms), { width: DESKTOP });
    for (const language of LANGUAGES) {
      const words = BUY_NOW_CATALOGUE[language];
      const { page, response } = await storefront.open(pathInLanguage(language, buyNowPath(terms)), { width: DESKTOP });
      expect(response?.status(), language).toBe(200);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([language, language === "ar" ? "rtl" : "ltr"]);
      expect(await page.locator("main h1").innerText()).toContain(words.heading);
      expect(await page.title()).toContain(words.heading);
      expect(await englishLeft(page, english, { within: BUY_NOW_PARTS, same: SAME }), language).toEqual([]);
      // Every amount the English page writes, the figures and those inside sentences, as the language
      // writes amounts (decision 317); the purchase terms' shipping panel open, so their rates are laid out.
      for (const open of [page, english]) {
        const panel = DEAL_CATALOGUE[open === page ? language : "en"].shippingInfo;
        const button = open.getByRole("button", { name: panel, exact: true });
        if ((await button.getAttribute("aria-expanded")) === "false") await button.click();
      }
      let checked = 0;
      for (const place of FIGURES) checked += await expectAmountsIn(page, english, language, place, true);
      for (const place of SENTENCES) checked += await expectAmountsIn(page, english, language, place, false);
      // Under CIF five figures, the freight rate in its note, the terms' three rates and the card's
      // price; under FOB, whose freight is the buyer's, three figures, the rates and the card's price.
      expect(checked, language).toBeGreaterThanOrEqual(terms === "CIF" ? 10 : 7);
      if (terms === "CIF") expect(await page.locator('[data-hint="remove-to-save"] button').innerText(), language).toBe(ORDER_280[language]);
      // The meta description's price as the language writes amounts, plain as the tyre page's is.
      const description = (open: Page) => open.locator('meta[name="description"]').getAttribute("content");
      const [price] = eurosIn((await description(english)) ?? "");
      expect(price, "the English description's price").toBeGreaterThan(0);
      expect(await description(page), language).toContain(formatMoney({ amountMinor: price!, currency: "EUR" }, LOCALES[language]));
      // Typing a quantity under the minimum says why in the language, and the loader prices the
      // minimum: the figures it sends back are written in the language too.
      await page.locator("#quantity").fill("20");
      await expect
        .poll(() => page.locator("#quantity-adjustment").innerText(), { message: `${language}: the note on a quantity under the minimum` })
        .toBe(fillMessage(words.belowMinimum, { minimum: "50", priced: "50" }));
      const figure = (row: string) => page.locator(`[data-quote="${row}"] [data-quote-value]`).innerText();
      await expect
        .poll(async () => [await figure("subtotal"), written(centsOf(await figure("unit-price")) * 50, language)], {
          message: `${language}: the subtotal of 50 pcs, reloaded as the language writes it`,
        })
        .toSatisfy(([subtotal, fifty]) => subtotal === fifty);
      await page.locator("#quantity").fill("281");
      await page.locator("#quantity").blur();
      await page.waitForURL((url) => url.searchParams.get("quantity") === "281");
      await expectLayout(page, language, words.goBack);
      await shoot(page, language, `buy-now-${terms}`);
    }
  });

  it("a refused shipping choice answers 400 in the page's language, with no English left", async () => {
    storefront.expectErrors(/status of 400/);
    const refusedPath = (query: string) => `/buy-now?tyre=${reference.id}&quantity=281&${query}`;
    const cases = [
      // An unknown Incoterm, in each language; CIF without its port, in Arabic.
      ...LANGUAGES.map((language) => ({ language, query: "terms=EXW", reason: INQUIRY_CATALOGUE[language].chooseTerms })),
      {
        language: "ar" as const,
        query: "terms=CIF&place=",
        reason: fillMessage(INQUIRY_CATALOGUE.ar.placeRequired, { place: INQUIRY_CATALOGUE.ar.theDestinationPort, term: "CIF" }),
      },
    ];
    const englishPages = new Map<string, Page>();
    for (const { language, query, reason } of cases) {
      if (!englishPages.has(query)) {
        const { page: english, response } = await storefront.open(refusedPath(query), { width: PHONE });
        expect(response?.status()).toBe(400);
        englishPages.set(query, english);
      }
      const { page, response } = await storefront.open(pathInLanguage(language, refusedPath(query)), { width: PHONE });
      expect(response?.status(), `${language} ${query}`).toBe(400);
      expect(await page.locator("main [data-refused]").innerText()).toBe(reason);
      expect(await page.title()).toContain(BUY_NOW_CATALOGUE[language].refusedTitle);
      // "Contact" and "Suggestions" (the menu's and the header search's) are French words too, "Chat"
      // (the chat button's) Spanish and Portuguese.
      expect(await englishLeft(page, englishPages.get(query)!, { same: ["Contact", "Suggestions", "Chat"] }), `${language} ${query}`).toEqual([]);
      if (language === "fr" || language === "ar") await shootForReview(page, `buy-now-refused-${language}-${PHONE}`);
    }
  });

  it.each(["fr", "ar"] as const)(
    "the inquiry dialog from a tyre's page in %s: its words, a validation error, the page's currency, and a stored inquiry",
    async (language) => {
      const words = INQUIRY_CATALOGUE[language];
      const page = await storefront.newPage({ width: DESKTOP });
      const email = uniqueEmail(`inquiry-${language}`);
      await storefront.openHydrated(page, "/register");
      await fillRegisterForm(page, { name: "Lina Langue", email, password: "tyres in bulk 1" });
      await page.getByRole("button", { name: "Continue", exact: true }).click();
      await page.waitForURL((url) => url.pathname !== "/register");

      // The English dialog to read the translated one against, in the same buyer's session.
      const english = await page.context().newPage();
      await storefront.openHydrated(english, reference.detail);
      await english.locator("main").getByRole("button", { name: "Contact to Buy" }).first().click();
      await english.getByRole("dialog").locator("[data-inquiry-price-line]").waitFor();

      // A page opened with ?currency=USD prices the dialog in dollars, though the buyer remembered none.
      await storefront.openHydrated(page, pathInLanguage(language, `${reference.detail}&currency=USD`));
      await page.locator("main").getByRole("button", { name: words.contactToBuy }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("heading", { name: words.contactToBuy }).waitFor();
      const line = dialog.locator("[data-inquiry-price-line]");
      await line.waitFor();
      // Dollars as the page's language writes them (decision 310): "1 234,50 $US", "1,234.50 US$".
      const dollars = { fr: /^[\d\u202f]+,\d{2}\u00a0\$US$/, ar: /^\u200f?[\d,]+\.\d{2}\u00a0US\$$/ }[language];
      expect(await dialog.locator('[data-inquiry-price-row="Total"] dd').innerText()).toMatch(dollars);
      expect(await dialog.locator('[data-inquiry-price-row="Total"] dt').innerText()).toBe(DEAL_TEXT_CATALOGUE[language].total);
      expect(await englishLeft(page, english, { within: "dialog", same: SAME })).toEqual([]);

      // A validation error, in the language.
      await dialog.getByRole("button", { name: words.send, exact: true }).click();
      const phoneError = fillMessage(words.required, { field: words.phone });
      await dialog.getByText(phoneError).waitFor();
      expect(await dialog.getByLabel(words.phone, { exact: true }).getAttribute("aria-invalid")).toBe("true");
      for (const width of [PHONE, DESKTOP]) await expectLayoutAt(page, width, { axe: axeCheckedAt(language, width, page.url()) });
      await shoot(page, language, "inquiry-dialog");

      await dialog.getByLabel(words.phone, { exact: true }).fill("+971 4 555 0100");
      await dialog.getByLabel(words.address, { exact: true }).fill("Jebel Ali Free Zone, Dubai");
      await dialog.getByRole("radio", { name: /CIF/ }).check();
      await dialog.getByLabel(words.destinationPort, { exact: true }).fill(port);
      await expect.poll(() => dialog.locator('[data-inquiry-price-row="Insurance"]').count()).toBe(1);
      await dialog.getByRole("button", { name: words.send, exact: true }).click();
      await dialog.getByText(words.sent).waitFor();
      await page.locator("[data-inquiry-reference]").first().waitFor();

      const stored = await storefront.database.db.selectFrom("inquiry").select(["shipping_terms", "named_place"]).where("email", "=", email).execute();
      expect(stored).toEqual([{ shipping_terms: "CIF", named_place: port }]);
    },
  );
});
