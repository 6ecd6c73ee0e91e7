// The account pages, the information pages and the not-found page in French, Spanish, Portuguese
// and Arabic (decisions 294-295): each in its language with no English left, fitting at 390 and 1280
// and axe clean, Arabic mirrored; the forms answer in the page's language, and signing up,
// signing in and out keep the buyer on pages of that language.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { AUTH_CATALOGUE, FLASH_CATALOGUE } from "../../app/i18n/catalogues.server";
import { pathInLanguage, textDirection, type OtherLanguage } from "../../app/i18n/languages";
import { fillRegisterForm, uniqueEmail, waitForToast } from "../support/auth-browser";
import { englishLeft } from "../support/english-left";
import { axeCheckedAt, DESKTOP, expectLayoutAt, PHONE } from "../support/layout";
import { shootForReview } from "../support/review-shots";
import { useStorefront } from "../support/storefront";

const TRANSLATED: OtherLanguage[] = ["fr", "es", "pt", "ar"];

interface PageCase {
  path: string;
  /** The parts of the page its catalogues translate; the header and footer are the shell's, checked on their own. */
  within: string;
  /** Words that are rightly the same in some language, with the reason beside each. */
  same?: string[];
  status?: number;
  /** A heading whose text starts its line: at its right end in Arabic. */
  startsLine?: string;
}

const PAGES: PageCase[] = [
  { path: "/login", within: "main" },
  { path: "/register", within: "main" },
  { path: "/forgot-password", within: "main" },
  // The general inquiry's button is the inquiry dialog's, translated with it.
  {
    path: "/contact-us",
    within: "main h1, main h1 + p, main address, main dl, #contact-channels, #contact-channels ~ a",
    // "E-mail" is French and Portuguese too; "Chat" Spanish and Portuguese.
    same: ["E-mail", "Chat"],
  },
  // "Contact" and "Cookies" are French, Spanish and Portuguese headings too.
  { path: "/terms-of-service", within: "main", same: ["Contact"] },
  { path: "/privacy-policy", within: "main", same: ["Cookies"] },
  { path: "/return-policy", within: "main" },
  // The error page's own heading is centred; its size finder's starts its line.
  { path: "/no-such-page", within: "main", status: 404, startsLine: "#find-size-heading" },
];

/** The heading's text sits at the right end of its line, where Arabic starts. */
async function headingStartsOnTheRight(page: Page, heading: string) {
  const { text, box } = await page.locator(heading).evaluate((h1) => {
    const range = document.createRange();
    range.selectNodeContents(h1);
    const text = range.getBoundingClientRect();
    const box = h1.getBoundingClientRect();
    return { text: { left: text.left, right: text.right }, box: { left: box.left, right: box.right } };
  });
  expect(Math.abs(text.right - box.right)).toBeLessThanOrEqual(2);
  expect(text.left).toBeGreaterThan(box.left + 2);
}

describe("the account and information pages in four languages", () => {
  const storefront = useStorefront("sqlite");

  it.each(PAGES)(
    "$path: its language, no English left, fitting at 390 and 1280 and axe clean, mirrored in Arabic",
    async ({ path, within, same, status, startsLine = "main h1" }) => {
      if (status === 404) storefront.expectErrors(/status of 404/);
      const { page: english } = await storefront.open(path, { width: DESKTOP });
      for (const language of TRANSLATED) {
        const { page, response } = await storefront.open(pathInLanguage(language, path), { width: DESKTOP });
        expect(response?.status(), language).toBe(status ?? 200);
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([language, textDirection(language)]);
        expect(await englishLeft(page, english, { within, same }), language).toEqual([]);
        expect(await page.title(), language).not.toBe(await english.title());
        for (const width of [PHONE, DESKTOP]) {
          await expectLayoutAt(page, width, {
            axe: axeCheckedAt(language, width, page.url()),
            check: async () => {
              if (language === "ar" && width === DESKTOP) await headingStartsOnTheRight(page, startsLine);
              if (language === "fr" || language === "ar") await shootForReview(page, `${path.slice(1)}-${language}-${width}`);
            },
          });
        }
      }
    },
  );

  it("a translated legal page says once that the English text prevails, and links to it", async () => {
    const { page } = await storefront.open("/fr/terms-of-service", { width: PHONE });
    const note = page.locator("[data-translation-note]");
    expect(await note.count()).toBe(1);
    expect(await note.getByRole("link").getAttribute("href")).toBe("/terms-of-service");
    const { page: english } = await storefront.open("/terms-of-service", { width: PHONE });
    expect(await english.locator("[data-translation-note]").count()).toBe(0);
  });

  it("register in each language: an empty form and a taken e-mail are refused in the page's language", async () => {
    // A refused form is answered 400, which Chromium reports as a failed resource.
    storefront.expectErrors(/status of 400/);
    // One account, signed up in English, is the taken e-mail every language is refused.
    const email = uniqueEmail("taken");
    const first = await storefront.open("/register");
    await fillRegisterForm(first.page, { name: "Ana Buyer", email, password: "tyres in bulk 1" });
    await first.page.getByRole("button", { name: "Continue", exact: true }).click();
    await first.page.waitForURL(`${storefront.app.baseUrl}/`);

    for (const language of TRANSLATED) {
      const words = AUTH_CATALOGUE[language];
      const { page } = await storefront.open(pathInLanguage(language, "/register"));
      await page.getByRole("button", { name: words.continue, exact: true }).click();
      await waitForToast(page, words.registerMissing);
      expect(await page.locator("#field-name-error").innerText(), language).toBe(words.enterName);

      await page.getByLabel(words.name, { exact: true }).fill("Someone");
      await page.getByLabel(words.email, { exact: true }).fill(email);
      await page.getByLabel(words.password, { exact: true }).fill("other password 9");
      await page.getByLabel(words.confirmPassword, { exact: true }).fill("other password 9");
      await page.getByRole("button", { name: words.continue, exact: true }).click();
      await waitForToast(page, words.accountExists);
      expect(await page.getByRole("alert").innerText(), language).toBe(words.accountExists);
    }
  });

  it("signing up, out and in on /fr pages stays on /fr pages, with the notices in French", async () => {
    const words = AUTH_CATALOGUE.fr;
    const email = uniqueEmail("fr");
    const { page } = await storefront.open("/fr/register?redirectTo=%2Fcontact-us");
    await page.getByLabel(words.name, { exact: true }).fill("Ana Buyer");
    await page.getByLabel(words.email, { exact: true }).fill(email);
    await page.getByLabel(words.password, { exact: true }).fill("tyres in bulk 1");
    await page.getByLabel(words.confirmPassword, { exact: true }).fill("tyres in bulk 1");
    await page.getByRole("button", { name: words.continue, exact: true }).click();
    await page.waitForURL(`${storefront.app.baseUrl}/fr/contact-us`);
    await waitForToast(page, FLASH_CATALOGUE.fr.signup);

    // Signed out from the account menu: back on the same French page.
    await page.locator("[data-site-header] button[aria-controls]").click();
    await page.locator("[data-site-header] form[action='/fr/logout'] button").click();
    await page.waitForURL(`${storefront.app.baseUrl}/fr/contact-us`);
    await page.locator(`[data-site-header] a[href^='/fr/login']`).waitFor();

    await storefront.openHydrated(page, "/fr/login?redirectTo=%2Freturn-policy");
    await page.getByLabel(words.email, { exact: true }).fill(email);
    await page.getByLabel(words.password, { exact: true }).fill("tyres in bulk 1");
    await page.getByRole("button", { name: words.continue, exact: true }).click();
    await page.waitForURL(`${storefront.app.baseUrl}/fr/return-policy`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
  });

  it("a form sent without JavaScript is answered in its language, and a sign-in lands under the language's prefix", async () => {
    storefront.expectErrors(/status of 400/);
    const email = uniqueEmail("no-script");
    const setup = await storefront.open("/register");
    await fillRegisterForm(setup.page, { name: "Ana Buyer", email, password: "tyres in bulk 1" });
    await setup.page.getByRole("button", { name: "Continue", exact: true }).click();
    await setup.page.waitForURL(`${storefront.app.baseUrl}/`);

    const words = AUTH_CATALOGUE.ar;
    const page = await storefront.newPage({ javaScriptEnabled: false, width: PHONE });
    await page.goto(`${storefront.app.baseUrl}/ar/login?redirectTo=%2Fterms-of-service`);
    await page.getByRole("button", { name: words.continue, exact: true }).click();
    await page.getByRole("alert").waitFor();
    expect(await page.getByRole("alert").innerText()).toBe(words.loginMissing);
    expect(new URL(page.url()).pathname).toBe("/ar/login");

    await page.getByLabel(words.email, { exact: true }).fill(email);
    await page.getByLabel(words.password, { exact: true }).fill("tyres in bulk 1");
    await page.getByRole("button", { name: words.continue, exact: true }).click();
    await page.waitForURL(`${storefront.app.baseUrl}/ar/terms-of-service`);
  });
});
