// Prices an upload writes in another currency than the catalogue's (decision 256): a price list
// in USD uploaded over a EUR catalogue would otherwise go live as written. Plain data; the
// preview lists them and Apply needs them confirmed. Browser-safe.
import type { CurrencyCode, Money } from "../domain/money";
import type { CatalogueTyreInput } from "./catalogue-entry";
import type { ForeignCurrencyPrices, RemovedTyre } from "./import-preview";

export const FOREIGN_SAMPLE = 200;

/** The tyre as the preview names it. */
export function previewTyreOf(tyre: Pick<CatalogueTyreInput, "brand" | "model" | "sizeText" | "season" | "vehicleType" | "pattern">): RemovedTyre {
  return { brand: tyre.brand, model: tyre.model, size: tyre.sizeText, season: tyre.season, vehicleType: tyre.vehicleType, pattern: tyre.pattern };
}

/** The tyres whose price or offer price the file wrote in a currency other than `catalogue`; null when none. A bare number is the catalogue's. */
export function foreignCurrencyPrices(tyres: readonly CatalogueTyreInput[], catalogue: CurrencyCode): ForeignCurrencyPrices | null {
  let count = 0;
  const sample: ForeignCurrencyPrices["sample"] = [];
  for (const tyre of tyres) {
    const price: Money | null =
      tyre.offerPriceMinor !== null && tyre.offerPriceCurrency !== null && tyre.offerPriceCurrency !== catalogue
        ? { amountMinor: tyre.offerPriceMinor, currency: tyre.offerPriceCurrency }
        : tyre.priceMinor !== null && tyre.priceCurrency !== null && tyre.priceCurrency !== catalogue
          ? { amountMinor: tyre.priceMinor, currency: tyre.priceCurrency }
          : null;
    if (!price) continue;
    count++;
    if (sample.length < FOREIGN_SAMPLE) sample.push({ ...previewTyreOf(tyre), price });
  }
  return count === 0 ? null : { catalogueCurrency: catalogue, count, sample };
}
