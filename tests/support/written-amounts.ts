// Amounts a translated page writes as its language writes them (decision 317), read against the
// same page in English: the English page's amounts in the shop's format ("€64,934.70"), each
// expected in the translated page's text as formatMoney writes it in the language's locale, and in
// Arabic isolated left to right (decision 311) in the sentence's order.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { formatMoney } from "../../app/domain/money";
import { LOCALES, type OtherLanguage } from "../../app/i18n/languages";
import { expectIsolatedRightToLeft } from "./left-to-right";

/** The amounts, in cents, a text of the English page writes in the shop's format ("€64,934.70"), in order. */
export const eurosIn = (text: string) => [...text.matchAll(/€([\d,]+)\.(\d{2})/g)].map((match) => Number(`${match[1]!.replace(/,/g, "")}${match[2]}`));

/** Cents as `language` writes a figure: formatMoney in its locale; in Arabic without the right-to-left mark its isolate stands for. */
export function written(cents: number, language: OtherLanguage): string {
  const text = formatMoney({ amountMinor: cents, currency: "EUR" }, LOCALES[language]);
  return language === "ar" ? text.replace("\u200f", "") : text;
}

/**
 * Each amount `place` of the English page writes, written in `language` on `page`: a figure alone
 * (`alone`) exactly, a sentence's among its words; in Arabic each one isolated left to right, in
 * the sentence's order (beside a size or code isolated with them). Returns how many amounts it checked.
 */
export async function expectAmountsIn(page: Page, english: Page, language: OtherLanguage, place: string, alone: boolean): Promise<number> {
  const [shown, source] = [page.locator(place), english.locator(place)];
  if ((await source.count()) === 0) return 0;
  const amounts = eurosIn(await source.innerText()).map((cents) => written(cents, language));
  const text = await shown.innerText();
  if (alone) expect(text, `${language} ${place}`).toBe(amounts[0] ?? "");
  for (const amount of amounts) expect(text, `${language} ${place}`).toContain(amount);
  if (language === "ar" && amounts.length > 0) {
    const isolated = await expectIsolatedRightToLeft(shown, /\S/);
    expect(
      isolated.filter((value) => /^[\d,]+\.\d{2}\u00a0€$/.test(value)),
      place,
    ).toEqual(amounts);
  }
  return amounts.length;
}
