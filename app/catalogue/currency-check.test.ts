import { describe, expect, it } from "vitest";
import type { CurrencyCode } from "../domain/money";
import type { CatalogueTyreInput } from "./catalogue-entry";
import { foreignCurrencyPrices } from "./currency-check";

const tyre = (model: string, price: [number | null, CurrencyCode | null], offer: [number | null, CurrencyCode | null]) =>
  ({
    brand: "Applyco",
    model,
    sizeText: "315/80R22.5",
    season: "summer",
    vehicleType: "truck",
    pattern: "Steer",
    priceMinor: price[0],
    priceCurrency: price[1],
    offerPriceMinor: offer[0],
    offerPriceCurrency: offer[1],
  }) as CatalogueTyreInput;

describe("prices in another currency than the catalogue's (decision 256)", () => {
  it.each([
    ["euro prices", tyre("A", [40000, "EUR"], [35000, "EUR"]), null],
    ["bare numbers, read as the catalogue's", tyre("B", [40000, null], [35000, null]), null],
    ["no price at all", tyre("C", [null, null], [null, null]), null],
    ["a dollar offer price", tyre("D", [40000, null], [35000, "USD"]), { amountMinor: 35000, currency: "USD" }],
    ["a pound list price only", tyre("E", [40000, "GBP"], [null, null]), { amountMinor: 40000, currency: "GBP" }],
  ])("%s", (_what, input, price) => {
    const found = foreignCurrencyPrices([input], "EUR");
    expect(found && found.sample[0]!.price).toEqual(price);
  });

  it("counts them all and lists the first with the catalogue's currency", () => {
    const many = Array.from({ length: 250 }, (_, i) => tyre(`M${i}`, [100, "USD"], [90, "USD"]));
    const found = foreignCurrencyPrices([tyre("Euro", [1, "EUR"], [1, "EUR"]), ...many], "EUR")!;
    expect([found.catalogueCurrency, found.count, found.sample.length, found.sample[0]!.model]).toEqual(["EUR", 250, 200, "M0"]);
  });
});
