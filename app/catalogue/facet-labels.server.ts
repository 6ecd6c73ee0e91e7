// The facets of a search or size page labelled in the page's language (decision 294): the counts
// are folded and kept without words, and each request names them from its language's catalogues.
import { FACETS_CATALOGUE, LISTING_CATALOGUE } from "~/i18n/catalogues.server";
import { formatMessage } from "~/i18n/format-message";
import { LOCALES, type Language } from "~/i18n/languages";
import { PRICE_BUCKETS, type FacetCounts, type FacetName } from "./facets";
import { patternName, seasonName, vehicleName } from "./listing-names";
import { isSeason, isVehicleType } from "./seasons-and-vehicle-types";

export function labelFacetCounts(counts: FacetCounts, language: Language): FacetCounts {
  const words = FACETS_CATALOGUE[language];
  const listing = LISTING_CATALOGUE[language];
  const locale = LOCALES[language];
  const euros = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const euro = (cents: number) => euros.format(cents / 100);
  const valueLabel = (facet: FacetName, value: string, label: string): string => {
    switch (facet) {
      case "season":
        return isSeason(value) ? seasonName(listing, value) : label;
      case "vehicle":
        return isVehicleType(value) ? vehicleName(listing, value) : label;
      case "pattern":
        return patternName(listing, value) ?? label;
      case "snow":
        return words.snowMarked;
      case "stock":
        return words.inStock;
      case "ready":
        return words.readySoon;
      case "price": {
        const bucket = PRICE_BUCKETS.find((b) => b.id === value);
        if (!bucket) return label;
        if (bucket.min === 0) return formatMessage(locale, words.priceUnder, { max: euro(bucket.max) });
        return bucket.max === null
          ? formatMessage(locale, words.priceOver, { min: euro(bucket.min) })
          : formatMessage(locale, words.priceBetween, { min: euro(bucket.min), max: euro(bucket.max) });
      }
      default:
        return label;
    }
  };
  return {
    ...counts,
    facets: counts.facets.map((f) => ({ ...f, label: words[f.facet], values: f.values.map((v) => ({ ...v, label: valueLabel(f.facet, v.value, v.label) })) })),
  };
}
