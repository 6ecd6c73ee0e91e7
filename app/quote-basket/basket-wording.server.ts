// The basket's wording for a request's language (decision 294): its catalogue, on the server only.
import { BASKET_CATALOGUE } from "~/i18n/catalogues.server";
import { LOCALES, moneyLocale, textDirection, type Language } from "~/i18n/languages";
import { ENGLISH_BASKET, type BasketWording } from "./basket-wording";

export function basketWording(language: Language): BasketWording {
  if (language === "en") return ENGLISH_BASKET;
  return { messages: BASKET_CATALOGUE[language], locale: LOCALES[language], rtl: textDirection(language) === "rtl", moneyLocale: moneyLocale(language) };
}
