import { describe, expect, it } from "vitest";
import type { Tyre } from "~/catalogue/tyre";
import { decimalAmount, productJsonLd, serializeJsonLd } from "./product-json-ld";

describe("decimalAmount", () => {
  it.each([
    [36500, "365.00"],
    [7405, "74.05"],
    [5, "0.05"],
    [0, "0.00"],
    [123456789, "1234567.89"],
  ])("%i minor units are %s", (amountMinor, expected) => {
    expect(decimalAmount({ amountMinor, currency: "EUR" })).toBe(expected);
  });
});

describe("serializeJsonLd", () => {
  it("never lets catalogue text close the script", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script> & <!--" });
    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script> & <!--" });
  });
});

const tyre = {
  id: 7,
  brand: "Michelin",
  model: "X Multi D",
  size: { normalized: "315/80R22.5" },
  price: { amountMinor: 50500, currency: "EUR" },
  offerPrice: { amountMinor: 43500, currency: "EUR" },
  rating: 4.2,
  reviewCount: 21,
  productCode: "MIC-1",
  ean: "2100000002160",
} as Tyre;
const links = { url: "https://t.example/p", image: "https://t.example/i.svg", description: "D" };

describe("productJsonLd", () => {
  it("describes the product, its offer at the offer price and its rating", () => {
    expect(productJsonLd(tyre, links)).toMatchObject({
      "@type": "Product",
      name: "Michelin X Multi D 315/80R22.5",
      brand: { "@type": "Brand", name: "Michelin" },
      sku: "MIC-1",
      gtin13: "2100000002160",
      image: "https://t.example/i.svg",
      offers: { "@type": "Offer", price: "435.00", priceCurrency: "EUR", availability: "https://schema.org/InStock" },
      aggregateRating: { ratingValue: 4.2, reviewCount: 21 },
    });
  });
  it("leaves out what the catalogue lacks: no offer without a price, no rating without reviews, no gtin13 for other codes", () => {
    const ld = productJsonLd({ ...tyre, price: null, offerPrice: null, rating: null, reviewCount: 0, ean: "12345", productCode: null }, links);
    expect(ld).not.toHaveProperty("offers");
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("gtin13");
    expect(ld.sku).toBe("TYRE-7");
  });
});
