// The words of a size page: its heading, the line under it, and its title and description for
// search engines, from the size and its facet counts, in the page's language (decision 294).
import type { FacetCounts } from "~/catalogue/facets";
import { seasonName, vehicleName } from "~/catalogue/listing-names";
import { isSeason, isVehicleType } from "~/catalogue/seasons-and-vehicle-types";
import { LISTING_CATALOGUE, SIZES_CATALOGUE } from "~/i18n/catalogues.server";
import { formatMessage } from "~/i18n/format-message";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "~/i18n/languages";

export interface SizePageText {
  heading: string;
  title: string;
  intro: string;
  description: string;
}

/** `counts` without a selection: the size as a whole. */
export function describeSizePage(size: { normalized: string; tyreCount: number }, counts: FacetCounts, language: Language = DEFAULT_LANGUAGE): SizePageText {
  const words = SIZES_CATALOGUE[language];
  const listing = LISTING_CATALOGUE[language];
  const locale = LOCALES[language];
  const values = (facet: string) => counts.facets.find((f) => f.facet === facet)?.values ?? [];
  const brands = values("brand").length;
  const seasons = values("season").map((v) => (isSeason(v.value) ? seasonName(listing, v.value) : v.label).toLocaleLowerCase(locale));
  const vehicles = values("vehicle").map((v) => (isVehicleType(v.value) ? vehicleName(listing, v.value) : v.label).toLocaleLowerCase(locale));
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  const say = (message: string) =>
    formatMessage(locale, message, { size: size.normalized, tyres: size.tyreCount, brands, seasons: list.format(seasons), vehicles: list.format(vehicles) });
  return { heading: say(words.heading), title: say(words.title), intro: say(words.intro), description: say(words.description) };
}
