// The legal pages' dates and trade terms in every language: the same day as the English page
// states, and the same figures as shop/policies.ts in each language's own words.
import { describe, expect, it } from "vitest";
import { LEGAL_CATALOGUE } from "~/i18n/catalogues.server";
import { LANGUAGES, LOCALES } from "~/i18n/languages";
import { LEGAL_EN } from "~/i18n/messages/legal.en";
import { policiesUpdatedIn } from "./legal-page.server";
import { POLICIES_UPDATED } from "~/shop/policies";

const TERMS = ["deliveryDays", "paymentMethods", "guarantee", "refundBusinessDays", "containers20", "containers40"] as const;
const figures = (text: string) => text.match(/\d+/g) ?? [];

describe("the legal pages in every language", () => {
  it("write the English page's date as the English page does", () => {
    expect(policiesUpdatedIn(LOCALES.en)).toBe(POLICIES_UPDATED);
  });

  it.each(LANGUAGES)("state the policies' figures in %s", (language) => {
    for (const term of TERMS) {
      // Arabic writes "two years" as one word, سنتين, as the trade reads it.
      if (language === "ar" && term === "guarantee") continue;
      expect(figures(LEGAL_CATALOGUE[language][term]), `${language}.${term}`).toEqual(figures(LEGAL_EN[term]));
    }
  });
});
