// The buyer's price list as CSV lines: size, brand, model, pattern, EAN, offer price
// and currency, then what a buyer loading a container asks next (issue's "how many, and when"):
// pieces in stock, the first day one can be loaded, the DOT, weight, load index and speed symbol;
// one line per tyre. An empty cell means nothing known (a 0 in Stock is known to be none). Prices are decimals of the integer minor units ("123.45"); a
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
  /** Pieces a buyer can have now (decision 225); null when the seller gave no stock. */
  stock: number | null;
  /** YYYY-MM-DD: the first day a piece can be loaded. */
  readyOn: string | null;
  /** "DOT 2026", as the pages word it. */
  dot: string | null;
  weightKg: number | null;
  loadIndex: string | null;
  speedSymbol: string | null;
}

export const PRICE_LIST_COLUMNS = [
  "Size",
  "Brand",
  "Model",
  "Pattern",
  "EAN",
  "Offer price",
  "Currency",
  "Stock (pcs)",
  "Ready date",
  "DOT",
  "Weight (kg)",
  "Load index",
  "Speed symbol",
] as const;

/**
 * The file's first line. It starts with a byte order mark: without one, Excel reads UTF-8 as the
 * Windows code page and a brand or model with an accent comes out garbled.
 */
export function priceListHeader(): string {
  return `\uFEFF${csvLine(PRICE_LIST_COLUMNS)}`;
}

export function priceListLine(tyre: PriceListTyre): string {
  return csvLine(priceListCells(tyre));
}

/** One tyre's cells, in the columns' order: the price as decimal text, counts and weights as numbers. */
export function priceListCells(tyre: PriceListTyre): Array<string | number | null> {
  const price = tyre.offerPrice;
  return [
    tyre.size,
    tyre.brand,
    tyre.model,
    tyre.pattern,
    tyre.ean,
    price ? decimalAmount(price.amountMinor) : null,
    price?.currency ?? null,
    tyre.stock,
    tyre.readyOn,
    tyre.dot,
    tyre.weightKg === null ? null : Math.round(tyre.weightKg * 10) / 10,
    tyre.loadIndex,
    tyre.speedSymbol,
  ];
}
