// Where an offer list's price list is downloaded and what the file is called. The link
// is built from the list's selection alone, so the page kept for every visitor carries the same
// link for all of them (decision 090); the download itself asks for a signed-in buyer.
import type { Season } from "~/catalogue/seasons-and-vehicle-types";
import { OFFER_FILTER_FIELDS, offerSearch, type OfferSelection } from "./offer-selection";

const PRICE_LIST_FILE = "price-list.csv";

/**
 * The list as CSV, or as an XLSX workbook for a spreadsheet that reads numbers as such. One route
 * answers both, the workbook asked for with `format=xlsx` (decision 290): every route is named in
 * the manifest each page carries, so a route per format and season would weigh on every page.
 */
export type PriceListFormat = "csv" | "xlsx";

const FORMAT_PARAM = "format";

/** /summer-offers/price-list.csv?vehicleType=truck&brand=...: the list's filters, never its page; `&format=xlsx` for the workbook. */
export function priceListPath(season: Season, selection: OfferSelection, format: PriceListFormat = "csv"): string {
  const search = offerSearch(selection);
  const wanted = format === "csv" ? "" : `${search === "" ? "?" : "&"}${FORMAT_PARAM}=${format}`;
  return `/${season}-offers/${PRICE_LIST_FILE}${search}${wanted}`;
}

/** The format a price list's address asks for (CSV when it names none), or null for one there is not. */
export function priceListFormatOf(params: URLSearchParams): PriceListFormat | null {
  const format = params.get(FORMAT_PARAM) ?? "csv";
  return format === "csv" || format === "xlsx" ? format : null;
}

/** The list's own address for a price list's: the same filters, without the format. */
export function listSearchOf(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  rest.delete(FORMAT_PARAM);
  const text = rest.toString();
  return text === "" ? "" : `?${text}`;
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
 * summer-offers-truck-michelin-2026-11-23.csv (or .xlsx): the list, its filters and the day the prices were
 * read. Only [a-z0-9-], so it needs no quoting or encoding in Content-Disposition.
 */
export function priceListFileName(season: Season, selection: OfferSelection, today: Date, format: PriceListFormat = "csv"): string {
  const filters = OFFER_FILTER_FIELDS.map((field) => slug(selection[field]))
    .filter(Boolean)
    .join("-")
    .slice(0, 120)
    .replace(/-+$/, "");
  const day = today.toISOString().slice(0, 10);
  return [`${season}-offers`, filters, day].filter(Boolean).join("-") + `.${format}`;
}
