import { describe, expect, it } from "vitest";
import { EMPTY_SELECTION, type OfferSelection } from "./offer-selection";
import { listSearchOf, priceListFileName, priceListFormatOf, priceListPath, seasonOfPriceListPath } from "./price-list-link";

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

  it.each<[OfferSelection, string]>([
    [EMPTY_SELECTION, "/summer-offers/price-list.csv?format=xlsx"],
    [{ ...EMPTY_SELECTION, vehicleType: "truck" }, "/summer-offers/price-list.csv?vehicleType=truck&format=xlsx"],
  ])("links the workbook of %j to %s: one route for both formats (decision 290)", (selection, expected) => {
    expect(priceListPath("summer", selection, "xlsx")).toBe(expected);
  });

  it.each([
    ["", "csv"],
    ["?format=csv", "csv"],
    ["?brand=X&format=xlsx", "xlsx"],
    ["?format=pdf", null],
    ["?format=", null],
  ])("reads the format of %s as %s", (search, format) => {
    expect(priceListFormatOf(new URLSearchParams(search))).toBe(format);
  });

  it.each([
    ["?vehicleType=truck&format=xlsx", "?vehicleType=truck"],
    ["?format=xlsx", ""],
    ["", ""],
  ])("sends a visitor back to the list of %s without the format: %s", (search, expected) => {
    expect(listSearchOf(new URLSearchParams(search))).toBe(expected);
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

  it("names the workbook .xlsx", () => {
    expect(priceListFileName("summer", EMPTY_SELECTION, day, "xlsx")).toBe("summer-offers-2026-11-23.xlsx");
  });
});
