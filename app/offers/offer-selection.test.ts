import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  EMPTY_SELECTION,
  OFFER_FILTER_FIELDS,
  changeFilter,
  disabledFilters,
  keepAvailable,
  offerSearch,
  readOfferSelection,
  seasonOfOffersPath,
  type OfferSelection,
} from "./offer-selection";

const full: OfferSelection = { vehicleType: "truck", brand: "Michelin", pattern: "Drive", model: "X Multi D", size: "315/80R22.5" };

describe("changeFilter (spec §4 cascade)", () => {
  it.each([
    ["vehicleType", "car", { ...EMPTY_SELECTION, vehicleType: "car" }],
    ["brand", "Goodyear", { ...EMPTY_SELECTION, vehicleType: "truck", brand: "Goodyear" }],
    ["pattern", "Steer", { ...full, pattern: "Steer", model: "", size: "" }],
    ["model", "X Multi Z", { ...full, model: "X Multi Z", size: "" }],
    ["size", "295/80R22.5", { ...full, size: "295/80R22.5" }],
  ] as const)("changing %s to %s resets every filter below it", (field, value, expected) => {
    expect(changeFilter(full, field, value)).toEqual(expected);
  });

  it("keeps a brand that came alone (?brand=) when the first vehicle type is chosen", () => {
    expect(changeFilter({ ...EMPTY_SELECTION, brand: "Michelin" }, "vehicleType", "truck")).toEqual({
      ...EMPTY_SELECTION,
      vehicleType: "truck",
      brand: "Michelin",
    });
  });

  it("clearing the vehicle type clears everything", () => {
    expect(changeFilter(full, "vehicleType", "")).toEqual(EMPTY_SELECTION);
  });

  it("never keeps anything below the changed filter (property)", () => {
    const text = fc.string({ maxLength: 8 });
    fc.assert(
      fc.property(
        fc.record({ vehicleType: fc.constantFrom("", "car", "truck"), brand: text, pattern: text, model: text, size: text }),
        fc.constantFrom(...OFFER_FILTER_FIELDS.slice(1)),
        text,
        (s, field, value) => {
          const next = changeFilter(s, field, value);
          const at = OFFER_FILTER_FIELDS.indexOf(field);
          return OFFER_FILTER_FIELDS.every((f, i) => (i < at ? next[f] === s[f] : i > at ? next[f] === "" : next[f] === value));
        },
      ),
    );
  });
});

describe("disabledFilters (spec §4, decision 040)", () => {
  it.each([
    ["nothing chosen", EMPTY_SELECTION, { brand: true, pattern: true, model: true, size: true }],
    ["a brand without a vehicle type", { ...EMPTY_SELECTION, brand: "Michelin" }, { brand: true, pattern: true, model: true, size: true }],
    ["a truck type", { ...EMPTY_SELECTION, vehicleType: "truck" }, { brand: false, pattern: true, model: true, size: true }],
    ["a truck brand", { ...EMPTY_SELECTION, vehicleType: "truck", brand: "Michelin" }, { brand: false, pattern: false, model: true, size: true }],
    [
      "a truck pattern",
      { ...EMPTY_SELECTION, vehicleType: "truck", brand: "Michelin", pattern: "Drive" },
      { brand: false, pattern: false, model: false, size: true },
    ],
    ["a truck model", { ...full, size: "" }, { brand: false, pattern: false, model: false, size: false }],
    ["a car brand", { ...EMPTY_SELECTION, vehicleType: "car", brand: "Michelin" }, { brand: false, pattern: false, model: false, size: true }],
    [
      "a car model",
      { ...EMPTY_SELECTION, vehicleType: "car", brand: "Michelin", model: "Pilot Sport 4" },
      { brand: false, pattern: false, model: false, size: false },
    ],
  ] as const)("%s", (_, selection, expected) => {
    expect(disabledFilters(selection as OfferSelection)).toEqual(expected);
  });
});

describe("URL", () => {
  it("reads the filters, ignoring an unknown vehicle type", () => {
    expect(readOfferSelection(new URLSearchParams("vehicleType=bus&brand= Michelin "))).toEqual({ ...EMPTY_SELECTION, brand: "Michelin" });
  });
  it("writes only chosen filters and pages after the first", () => {
    expect(offerSearch(EMPTY_SELECTION)).toBe("");
    expect(offerSearch({ ...EMPTY_SELECTION, vehicleType: "truck", brand: "Double Coin" }, 3)).toBe("?vehicleType=truck&brand=Double+Coin&page=3");
    expect(offerSearch(full, 1)).toBe("?vehicleType=truck&brand=Michelin&pattern=Drive&model=X+Multi+D&size=315%2F80R22.5");
  });
  it("writes a sort after the filters and before the page, and no sort for the catalogue order", () => {
    expect(offerSearch({ ...EMPTY_SELECTION, vehicleType: "truck" }, 2, "price-asc")).toBe("?vehicleType=truck&sort=price-asc&page=2");
    expect(offerSearch(EMPTY_SELECTION, 1, "rating")).toBe("?sort=rating");
    expect(offerSearch(EMPTY_SELECTION, 1, null)).toBe("");
  });
  it("round-trips a selection", () => {
    expect(readOfferSelection(new URLSearchParams(offerSearch(full, 2)))).toEqual(full);
  });
  it.each([
    ["/summer-offers", "summer"],
    ["/winter-offers", "winter"],
    ["/allseason-offers/", "allseason"],
    ["/summer-offers.data", "summer"],
    ["/all-season-offers", null],
  ])("reads the season of %s", (path, season) => {
    expect(seasonOfOffersPath(path)).toBe(season);
  });
});

describe("keepAvailable", () => {
  const options = {
    brands: ["Double Coin", "Michelin"],
    patterns: ["Drive", "Steer"],
    models: ["X Multi D", "XDA Energy+"],
    sizes: ["295/80R22.5", "315/80R22.5"],
  };
  it("keeps an offered selection and takes the catalogue's spelling", () => {
    expect(keepAvailable({ ...full, brand: "michelin", pattern: "drive", size: "315/80 R22.5" }, options)).toEqual(full);
  });
  it.each([
    ["brand", { ...full, brand: "Nope" }, { ...EMPTY_SELECTION, vehicleType: "truck" }],
    ["pattern", { ...full, pattern: "Trailer" }, { ...EMPTY_SELECTION, vehicleType: "truck", brand: "Michelin" }],
    ["model", { ...full, model: "Other" }, { ...full, model: "", size: "" }],
    ["size", { ...full, size: "11R22.5" }, { ...full, size: "" }],
  ] as const)("drops an unknown %s and everything below it", (_, asked, kept) => {
    expect(keepAvailable(asked as OfferSelection, options)).toEqual(kept);
  });
  it("keeps a brand that came without a vehicle type, and nothing below it", () => {
    expect(keepAvailable({ ...EMPTY_SELECTION, brand: "Michelin", model: "X" }, options)).toEqual({ ...EMPTY_SELECTION, brand: "Michelin" });
  });
});
