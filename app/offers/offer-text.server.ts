// An offer list's sentences in the page's language (decision 294): its heading, title and
// description, and its count, formatted here so the page's script carries no formatter.
import { LISTING_CATALOGUE, OFFERS_CATALOGUE } from "~/i18n/catalogues.server";
import { formatMessage } from "~/i18n/format-message";
import { LOCALES, type Language } from "~/i18n/languages";
import type { Season } from "~/catalogue/seasons-and-vehicle-types";
import { SITE_NAME } from "~/seo/meta-tags";
import type { OfferSelection } from "./offer-selection";

export interface OfferListText {
  heading: string;
  title: string;
  description: string;
  count: string;
}

export function offerListText(language: Language, season: Season, selection: OfferSelection, page: number, total: number): OfferListText {
  const words = OFFERS_CATALOGUE[language];
  const locale = LOCALES[language];
  // An empty brand or vehicle type leaves two spaces together: one, as the English heading joined its words.
  const heading = formatMessage(locale, words.heading, { brand: selection.brand, season, vehicle: selection.vehicleType || "none" })
    .replace(/\s+/g, " ")
    .trim();
  const pageNote = page > 1 ? ` ${formatMessage(locale, words.pageNote, { page })}` : "";
  return {
    heading,
    title: `${heading}${pageNote} | ${SITE_NAME}`,
    description: formatMessage(locale, words.description, { heading }),
    count: formatMessage(locale, LISTING_CATALOGUE[language].tyreCount, { count: total }),
  };
}
