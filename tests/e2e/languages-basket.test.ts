// The quote basket and the buyer's account in French, Spanish, Portuguese and Arabic (decision 294):
// /quote with two sizes shipped CIF (the plan, a made-to-order line's ready day, a line that asks for
// more than can be had, the shipping rows and a cheaper-load hint, their amounts as the language
// writes them: decision 317), My inquiries with a sent inquiry and a quote to accept, the order's
// confirmation and the company page. Each in its language, no English left in the parts the
// shop's catalogues word, fitting at 390 and 1280 and axe clean, Arabic mirrored; and an action's
// refusal answered in Arabic.
// SHOTS_DIR=/some/dir saves screenshots of the French and Arabic pages for a person to look at.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { listWarehouses, writeAvailability } from "../../app/catalogue/availability.server";
import { bumpCatalogueRevision } from "../../app/catalogue/revision.server";
import { decimalAmount, formatMoney } from "../../app/domain/money";
import { addDays, shopDate } from "../../app/domain/seller-quote";
import { BASKET_CATALOGUE, COMPANY_CATALOGUE, DEAL_CATALOGUE, ORDERS_CATALOGUE } from "../../app/i18n/catalogues.server";
import { LOCALES, pathInLanguage, type OtherLanguage } from "../../app/i18n/languages";
import type { AuthClient } from "../support/auth-client";
import { dealTyres, storedDealInquiry, userIdOf } from "../support/deal-inquiry";
import { englishLeft } from "../support/english-left";
import { expectIsolatedRightToLeft } from "../support/left-to-right";
import { signedUpBuyer } from "../support/inquiry-fixtures";
import { axeCheckedAt, DESKTOP, expectLayoutAt, PHONE } from "../support/layout";
import { twoTruckSizesInEuro } from "../support/quote-tyres";
import { shootForReview } from "../support/review-shots";
import { signedUpSeller } from "../support/seller";
import { PROFILE_FORM } from "../support/seller-profile-form";
import { useStorefront } from "../support/storefront";
import { eurosIn, expectAmountsIn } from "../support/written-amounts";

const LANGUAGES: OtherLanguage[] = ["fr", "es", "pt", "ar"];
/**
 * Rightly the same in the language: "Total" and "Subtotal" in Spanish and Portuguese (and "Total" in
 * French), "Message" and "Documents" in French; an Incoterm with its named place ("CIF Lagos Apapa
 * (NGAPP)") in every language; and the purchase terms' no-script style, held as text inside <noscript>.
 */
const SAME = ["Total", "Total:", "Subtotal", "Message", "Documents", /^(?:FOB|CIF|DDP) \p{Lu}/u, /^<style>/];

/**
 * The parts of /quote the shop's catalogues word: the lines with their hints, the plan with the
 * breakdown, the hints and the shipping terms, and the purchase terms. Left out: the request form's
 * shared fields (the inquiry dialog's).
 */
const QUOTE_PARTS = [
  "main h1",
  "main h1 + p",
  "[data-quote-line] > div:first-child > p",
  "[data-quote-line] [data-hint]",
  "[data-stock-swap]",
  "[data-quote-line] > form",
  "section[aria-labelledby=plan-heading]",
  "[data-quote-request] > h2, [data-quote-request] > h2 + p, [data-quote-request] > form > button, [data-quote-request] > p",
  "section[aria-labelledby=terms-heading]",
].join(", ");

/** Where /quote's loader writes amounts (decision 317): the shipping rows' figures alone; their notes, the tier's note, the hints and the purchase terms' rates in sentences. */
const QUOTE_FIGURES = [
  ...["subtotal", "shipping", "insurance", "total"].map((row) => `[data-quote="${row}"] [data-quote-value]`),
  ...[1, 2].map((line) => `[data-quote-line]:nth-child(${line}) [data-line-total]`),
];
const QUOTE_SENTENCES = [
  // Each line's unit price, after its size.
  ...[1, 2].map((line) => `[data-quote-line]:nth-child(${line}) > div:first-child > p:first-of-type`),
  '[data-quote="shipping"] [data-quote-note]',
  '[data-quote="subtotal"] [data-quote-note]',
  '[data-hint="remove-to-save"] > span',
  '[data-hint="more-costs-less"] > span',
  "section[aria-labelledby=terms-heading] li >> nth=3",
];

/** My inquiries: the heading, and each inquiry whole (its summary, lines, price rows and quote). */
const INQUIRIES_PARTS = "main h1, main h1 + p, [data-inquiry]";
/** The order page: its heading, the quote with its tyres' table, and the form. */
const ORDER_PARTS =
  "main h1, main h1 + p, main a[href$='/account/inquiries'], [data-order-quote] > div, [data-order-quote] > dl, [data-order-quote] > p, [data-order-quote] table, main form";

/** The company page without the country list (Intl's names, many the same in English) and what the buyer typed. */
const COMPANY_PARTS = "main h1, main h1 + p, main h2, main h2 + p, main label, main form p, main button, [data-company-member] > span:last-child";

describe("the basket and the buyer's account in four languages", () => {
  const storefront = useStorefront("sqlite");
  const base = () => storefront.app.baseUrl;

  /** Opens `path` in each language and in English, and checks each as the brief asks, and with `also`. */
  async function checkEveryLanguage(
    open: (path: string) => Promise<Page>,
    path: string,
    within: string,
    shot: string,
    mirrored: (page: Page) => Promise<void>,
    also?: (page: Page, english: Page, language: OtherLanguage) => Promise<void>,
  ) {
    const english = await open(path);
    // One page goes through the languages: a new page costs Chromium a renderer each time.
    let page: Page | undefined;
    for (const language of LANGUAGES) {
      if (page) expect((await storefront.openHydrated(page, pathInLanguage(language, path)))?.status()).toBe(200);
      else page = await open(pathInLanguage(language, path));
      const shown = page;
      expect(await shown.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([language, language === "ar" ? "rtl" : "ltr"]);
      expect(await englishLeft(shown, english, { within, same: SAME }), `${language} ${path}`).toEqual([]);
      await also?.(shown, english, language);
      for (const width of [PHONE, DESKTOP]) {
        await expectLayoutAt(shown, width, {
          axe: axeCheckedAt(language, width, shown.url()),
          check: async () => {
            if (language === "fr" || language === "ar") await shootForReview(shown, `${shot}-${language}-${width}`);
            if (language === "ar" && width === DESKTOP) await mirrored(shown);
          },
        });
      }
    }
    await page?.close();
    await english.close();
  }

  /** The buyer's cookies in a new browser context. */
  async function signedInPage(client: AuthClient, width = DESKTOP): Promise<(path: string) => Promise<Page>> {
    const context = await storefront.newContext({ width });
    await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: base() })));
    return async (path) => {
      const page = await context.newPage();
      const response = await storefront.openHydrated(page, path);
      expect(response?.status(), path).toBe(200);
      return page;
    };
  }

  it("/quote with two sizes shipped CIF: the plan, a ready day, a warning, the shipping rows and a hint, in each language; Arabic mirrored", async () => {
    const { db } = storefront.database;
    const [waiting, short] = await twoTruckSizesInEuro(db);
    // The first made to order (a ready day), the second with 100 in stock and no more to order (a warning).
    const supply = { notOrderable: false, dotYear: null, dotWeek: null, dotMaxAgeMonths: null };
    await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      await writeAvailability(
        trx,
        [
          { tyreId: waiting!.id, input: { stock: [], incoming: [], supply: { ...supply, leadTimeDays: 35 } } },
          {
            tyreId: short!.id,
            input: { stock: [{ warehouse: "Rotterdam", pieces: 100 }], incoming: [], supply: { ...supply, notOrderable: true, leadTimeDays: null } },
          },
        ],
        await listWarehouses(trx),
        now,
      );
      // As the seller's stock screens and feed do: the priced pages keep availability per revision.
      await bumpCatalogueRevision(trx, now);
    });
    const context = await storefront.newContext({ width: DESKTOP });
    // 280 pcs of the two sizes fill a second 40ft container a little: a hint says what fewer would save.
    for (const [tyre, quantity] of [
      [waiting!, 120],
      [short!, 160],
    ] as const) {
      const added = await context.request.post(`${base()}/quote`, {
        form: { intent: "add", tyre: String(tyre.id), quantity: String(quantity) },
        headers: { origin: base() },
        maxRedirects: 0,
      });
      expect(added.status()).toBe(303);
    }
    const open = async (path: string) => {
      const page = await context.newPage();
      const response = await storefront.openHydrated(page, path);
      expect(response?.status(), path).toBe(200);
      return page;
    };
    // The French page's own words are its catalogue's.
    const french = await open("/fr/quote");
    expect(await french.locator("main h1").textContent()).toBe(BASKET_CATALOGUE.fr.heading);
    expect(await french.locator("[data-quote-line]").count()).toBe(2);
    expect(await french.locator("[data-load-readiness] p").last().textContent()).toContain("160");
    await french.close();
    const port = await db.selectFrom("freight_port").select(["code", "name"]).where("code", "=", "NGAPP").executeTakeFirstOrThrow();
    const cif = `/quote?terms=CIF&place=${encodeURIComponent(`${port.name} (${port.code})`)}`;
    const mirrored = async (page: Page) => {
      // The lines start on the right, the plan beside them on the left.
      const lines = await page.locator("section[aria-labelledby=lines-heading]").boundingBox();
      const plan = await page.locator("section[aria-labelledby=plan-heading]").boundingBox();
      expect(lines!.x + lines!.width).toBeGreaterThan(DESKTOP / 2);
      expect(plan!.x).toBeLessThan(lines!.x);
    };
    await checkEveryLanguage(open, cif, QUOTE_PARTS, "languages-basket-quote", mirrored, async (page, english, language) => {
      expect(await page.locator("[data-hint=remove-to-save]").count(), `${language}: the hint`).toBe(1);
      // Every amount the loader writes, as the language writes amounts (decision 317); the purchase
      // terms' shipping panel open, so their rates are laid out.
      for (const shown of [page, english]) {
        const button = shown.getByRole("button", { name: DEAL_CATALOGUE[shown === page ? language : "en"].shippingInfo, exact: true });
        if ((await button.getAttribute("aria-expanded")) === "false") await button.click();
      }
      let checked = 0;
      for (const place of QUOTE_FIGURES) checked += await expectAmountsIn(page, english, language, place, true);
      for (const place of QUOTE_SENTENCES) checked += await expectAmountsIn(page, english, language, place, false);
      // The subtotal, freight, insurance and total, each line's unit price and total, the freight
      // rate in its note, the hint's saving and the terms' three rates.
      expect(checked, language).toBeGreaterThanOrEqual(13);
    });

    // A refused change answers in Arabic: a tyre no longer in the catalogue.
    storefront.expectErrors(/status of 404/);
    const arabic = await open("/ar/quote");
    await Promise.all([
      arabic.waitForNavigation(),
      arabic.evaluate(() => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = location.pathname;
        for (const [name, value] of Object.entries({ intent: "add", tyre: "999999999", quantity: "1" })) {
          const input = document.createElement("input");
          input.type = "hidden";
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      }),
    ]);
    expect(await arabic.getByRole("alert").first().textContent()).toContain(BASKET_CATALOGUE.ar.notInCatalogue);
  });

  /** A buyer with a sent inquiry and a quoted one, and a seller's profile: made once, for the three tests below. */
  let account: Promise<{ buyer: Awaited<ReturnType<typeof signedUpBuyer>>; quotedId: number }> | undefined;
  const buyerWithQuote = () => (account ??= makeBuyerWithQuote());
  async function makeBuyerWithQuote() {
    const { db } = storefront.database;
    const seller = (await signedUpSeller(base(), storefront.database)).client;
    const form = (client: AuthClient, path: string, fields: Record<string, string>) =>
      client.request(path, {
        method: "POST",
        body: new URLSearchParams(fields).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: base() },
      });
    expect((await form(seller, "/admin/profile", PROFILE_FORM)).status).toBe(303);
    const buyer = await signedUpBuyer(base(), "Ada Buyer");
    const userId = await userIdOf(db, buyer.email);
    expect(
      (
        await form(buyer.client, "/account/company", {
          intent: "save",
          name: "Lagos Fleet Ltd",
          country: "NG",
          vatNumber: "TIN 01234567-0001",
          phone: "+234 1 555 0100",
          addresses: "12 Marina Road, Lagos, Nigeria",
          ports: "Lagos Apapa (NGAPP)",
          incoterm: "CIF",
          currency: "EUR",
        })
      ).status,
    ).toBe(303);
    const tyres = await dealTyres(db, 2);
    await storedDealInquiry(db, { userId, tyres, quantities: [120, 40], choice: { term: "CIF", port: "NGAPP" } });
    const quoted = await storedDealInquiry(db, { userId, tyres, quantities: [260, 21], choice: { term: "CIF", port: "NGAPP" } });
    const prices = Object.fromEntries(quoted.deal.lines.map((line, i) => [`price-${i}`, decimalAmount(line.unitPrice.amountMinor)]));
    const sent = await form(seller, `/admin/inquiries/${quoted.id}/quote`, {
      ...prices,
      shipping: decimalAmount(quoted.deal.freight!.amountMinor),
      insurance: decimalAmount(quoted.deal.insurance!.amountMinor),
      incoterm: "CIF",
      namedPlace: quoted.deal.shipping.place,
      validUntil: addDays(shopDate(new Date()), 21),
      paymentTerms: "T/T 30% deposit, 70% against copy of B/L",
      note: "",
    });
    expect(sent.status).toBe(303);
    return { buyer, quotedId: quoted.id };
  }

  it("My inquiries with a sent inquiry and a quote to accept, in each language", async () => {
    const { buyer } = await buyerWithQuote();
    const open = await signedInPage(buyer.client);
    const french = await open("/fr/account/inquiries");
    expect(await french.locator("main h1").textContent()).toBe(ORDERS_CATALOGUE.fr.heading);
    expect(await french.locator("[data-quote-status]").textContent()).toBe(ORDERS_CATALOGUE.fr.awaitingAnswer);
    await french.close();
    await checkEveryLanguage(open, "/account/inquiries", INQUIRIES_PARTS, "languages-basket-inquiries", async (page) => {
      // The quote's status badge sits at the start of its line, on the right.
      const heading = await page.locator("[data-buyer-quote] h3").boundingBox();
      const status = await page.locator("[data-quote-status]").boundingBox();
      expect(heading!.x).toBeGreaterThan(status!.x);
    });
  });

  it("the order's confirmation in each language, its payment schedule's amounts as each language writes them", async () => {
    const { buyer, quotedId } = await buyerWithQuote();
    const open = await signedInPage(buyer.client);
    await checkEveryLanguage(open, `/account/inquiries/${quotedId}/order`, ORDER_PARTS, "languages-basket-order", async (page) => {
      const heading = await page.locator("main h1").boundingBox();
      expect(heading!.x + heading!.width).toBeGreaterThan(DESKTOP / 2);
      // The payment schedule: each part's amount isolated left to right, the deposit's before the balance's (decision 311).
      const amounts = await expectIsolatedRightToLeft(page.locator("[data-order-schedule]"), /\d/);
      expect(amounts).toHaveLength(2);
    });
    // The schedule's amounts, inside its sentences, as each language writes amounts (decision 310).
    const englishOrder = await open(`/account/inquiries/${quotedId}/order`);
    const schedule = eurosIn(await englishOrder.locator("[data-order-schedule]").innerText());
    expect(schedule).toHaveLength(2);
    for (const language of ["fr", "ar"] as const) {
      const order = await open(pathInLanguage(language, `/account/inquiries/${quotedId}/order`));
      // Arabic's right-to-left mark before an amount is not needed where the amount is isolated.
      const unmarked = (text: string) => text.replace(/[\u200e\u200f]/g, "");
      const said = unmarked(await order.locator("[data-order-schedule]").innerText());
      for (const minor of schedule) expect(said, language).toContain(unmarked(formatMoney({ amountMinor: minor, currency: "EUR" }, LOCALES[language])));
      await order.close();
    }
  });

  it("the company page in each language", async () => {
    const { buyer } = await buyerWithQuote();
    const open = await signedInPage(buyer.client);
    const company = await open("/es/account/company");
    expect(await company.locator("main h1").textContent()).toBe(COMPANY_CATALOGUE.es.heading);
    await company.close();
    await checkEveryLanguage(open, "/account/company", COMPANY_PARTS, "languages-basket-company", async (page) => {
      const label = await page.locator("label[for=company-name]").boundingBox();
      expect(label!.x + label!.width).toBeGreaterThan(DESKTOP / 2);
    });
  });
});
