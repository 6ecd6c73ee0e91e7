// schema.org Product + Offer for a tyre's detail page, and its safe serialisation into a <script>.
import type { Tyre } from "~/catalogue/tyre";
import { payablePrice } from "~/catalogue/tyre";
import type { Money } from "~/domain/money";
import { MINIMUM_ORDER_QUANTITY } from "~/domain/pricing";

/** "365.00" from 36500 minor units: schema.org wants the price as a decimal string, not a float. */
export function decimalAmount(money: Money): string {
  const minor = money.amountMinor;
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
}

export interface ProductLinks {
  /** Absolute canonical URL of the page. */
  url: string;
  /** Absolute image URL. */
  image: string;
  description: string;
}

export function productJsonLd(tyre: Tyre, links: ProductLinks): Record<string, unknown> {
  const name = `${tyre.brand} ${tyre.model} ${tyre.size.normalized}`;
  const price = payablePrice(tyre);
  const product: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    description: links.description,
    url: links.url,
    image: links.image,
    brand: { "@type": "Brand", name: tyre.brand },
    sku: tyre.productCode ?? `TYRE-${tyre.id}`,
  };
  if (tyre.productCode) product.productID = tyre.productCode;
  if (tyre.ean && /^\d{13}$/.test(tyre.ean)) product.gtin13 = tyre.ean;
  if (tyre.rating !== null && tyre.reviewCount > 0) {
    product.aggregateRating = { "@type": "AggregateRating", ratingValue: tyre.rating, reviewCount: tyre.reviewCount, bestRating: 5, worstRating: 0 };
  }
  if (price) {
    product.offers = {
      "@type": "Offer",
      url: links.url,
      price: decimalAmount(price),
      priceCurrency: price.currency,
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      // spec §9: minimum order 50 pieces.
      eligibleQuantity: { "@type": "QuantitativeValue", minValue: MINIMUM_ORDER_QUANTITY, unitCode: "C62" },
    };
  }
  return product;
}

/**
 * JSON for an inline <script type="application/ld+json">: "<" is escaped so no text from the
 * catalogue can close the script ("</script>") or open a comment; U+2028/9 for old parsers.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
