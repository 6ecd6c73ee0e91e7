// Where an offer list's price list is downloaded and what the file is called. The link
// is built from the list's selection alone, so the page kept for every visitor carries the same
// link for all of them (decision 090); the download itself asks for a signed-in buyer.
import type { Season } from "~/catalogue/seasons-and-vehicle-types";
import { OFFER_FILTER_FIELDS, offerSearch, type OfferSelection } from "./offer-selection";

const PRICE_LIST_FILE = "price-list.csv";

/** /summer-offers/price-list.csv?vehicleType=truck&brand=...: the list's filters, never its page. */
export function priceListPath(season: Season, selection: OfferSelection): string {
  return `/${season}-offers/${PRICE_LIST_FILE}${offerSearch(selection)}`;
}

/** The season of a price list's path, or null. */
export function seasonOfPriceListPath(pathname: string): Season | null {
  const match = /^\/(summer|winter|allseason)-offers\/price-list\.csv$/.exec(pathname);
  return match ? (match[1] as Season) : null;
}

/** Letters and digits of a name, lowercase, in dash-separated words ("X Multi D" → "x-multi-d"). */
function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * summer-offers-truck-michelin-2026-11-23.csv: the list, its filters and the day the prices were
 * read. Only [a-z0-9-], so it needs no quoting or encoding in Content-Disposition.
 */
export function priceListFileName(season: Season, selection: OfferSelection, today: Date): string {
  const filters = OFFER_FILTER_FIELDS.map((field) => slug(selection[field]))
    .filter(Boolean)
    .join("-")
    .slice(0, 120)
    .replace(/-+$/, "");
  const day = today.toISOString().slice(0, 10);
  return [`${season}-offers`, filters, day].filter(Boolean).join("-") + ".csv";
}
