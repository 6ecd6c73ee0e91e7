import { describe, expect, it } from "vitest";
import { EMPTY_SELECTION, type OfferSelection } from "./offer-selection";
import { priceListFileName, priceListPath, seasonOfPriceListPath } from "./price-list-link";

const full: OfferSelection = { vehicleType: "truck", brand: "Michelin", pattern: "Drive", model: "X Multi D", size: "315/80R22.5" };
const day = new Date("2026-11-23T22:30:00Z");

describe("the price list's link and file name", () => {
  it.each<[OfferSelection, string]>([
    [EMPTY_SELECTION, "/summer-offers/price-list.csv"],
    [{ ...EMPTY_SELECTION, vehicleType: "truck" }, "/summer-offers/price-list.csv?vehicleType=truck"],
    [full, "/summer-offers/price-list.csv?vehicleType=truck&brand=Michelin&pattern=Drive&model=X+Multi+D&size=315%2F80R22.5"],
  ])("links %j to %s", (selection, expected) => {
    expect(priceListPath("summer", selection)).toBe(expected);
  });

  it.each([
    ["/summer-offers/price-list.csv", "summer"],
    ["/allseason-offers/price-list.csv", "allseason"],
    ["/winter-offers/price-list.csv", "winter"],
    ["/summer-offers", null],
    ["/summer-offers/price-list.csv.data", null],
    ["/spring-offers/price-list.csv", null],
  ])("reads the season of %s as %s", (path, season) => {
    expect(seasonOfPriceListPath(path)).toBe(season);
  });

  it.each<[OfferSelection, string]>([
    [EMPTY_SELECTION, "summer-offers-2026-11-23.csv"],
    [full, "summer-offers-truck-michelin-drive-x-multi-d-315-80r22-5-2026-11-23.csv"],
    [{ ...EMPTY_SELECTION, brand: "Pneumátic & Co." }, "summer-offers-pneumatic-co-2026-11-23.csv"],
    [{ ...EMPTY_SELECTION, vehicleType: "car", brand: '"; rm -rf /' }, "summer-offers-car-rm-rf-2026-11-23.csv"],
    [{ ...EMPTY_SELECTION, vehicleType: "car", brand: "B".repeat(200) }, `summer-offers-car-${"b".repeat(116)}-2026-11-23.csv`],
  ])("names the file of %j %s", (selection, expected) => {
    expect(priceListFileName("summer", selection, day)).toBe(expected);
  });
});
