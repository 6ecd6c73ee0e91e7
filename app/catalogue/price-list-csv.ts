// The buyer's price list as CSV lines: size, brand, model, pattern, EAN, offer price
// and currency, one line per tyre. Prices are decimals of the integer minor units ("123.45"); a
// tyre without an offer price has empty price and currency cells. Text cells are formula-safe.
import { csvLine } from "../csv/csv-line";
import { decimalAmount, type Money } from "../domain/money";

/** What a price list says of one tyre. */
export interface PriceListTyre {
  size: string;
  brand: string;
  model: string;
  pattern: string;
  ean: string | null;
  offerPrice: Money | null;
}

export const PRICE_LIST_COLUMNS = ["Size", "Brand", "Model", "Pattern", "EAN", "Offer price", "Currency"] as const;

/**
 * The file's first line. It starts with a byte order mark: without one, Excel reads UTF-8 as the
 * Windows code page and a brand or model with an accent comes out garbled.
 */
export function priceListHeader(): string {
  return `\uFEFF${csvLine(PRICE_LIST_COLUMNS)}`;
}

export function priceListLine(tyre: PriceListTyre): string {
  const price = tyre.offerPrice;
  return csvLine([tyre.size, tyre.brand, tyre.model, tyre.pattern, tyre.ean, price ? decimalAmount(price.amountMinor) : null, price?.currency ?? null]);
}
