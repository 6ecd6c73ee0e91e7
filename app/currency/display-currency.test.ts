import { describe, expect, it } from "vitest";
import type { ExchangeRate } from "../domain/exchange-rate";
import { convertsAmounts, displayCurrencyOf } from "./display-currency";

const EUR = { code: "EUR", minorUnits: 2 };
const rate = (code: string, rateMillionths: number): ExchangeRate => ({ from: EUR, to: { code, minorUnits: 2 }, rateMillionths, asOf: "2026-11-24" });
const RATES = new Map([
  ["USD", rate("USD", 1_081_200)],
  ["GBP", rate("GBP", 857_100)],
]);
const OFFERS = "/summer-offers";

describe("displayCurrencyOf", () => {
  it.each<[string, string | null, string, { selected: string; rate: string | null; line: string | null }]>([
    ["no choice: the catalogue's currency, nothing said", null, OFFERS, { selected: "EUR", rate: null, line: null }],
    ["the catalogue's own currency", "EUR", OFFERS, { selected: "EUR", rate: null, line: null }],
    ["USD on an offer list", "USD", OFFERS, { selected: "USD", rate: "USD", line: "1 EUR = 1.0812 USD, 24 Nov 2026; the quote fixes the rate" }],
    ["usd in lower case on buy-now", " usd ", "/buy-now", { selected: "USD", rate: "USD", line: "1 EUR = 1.0812 USD, 24 Nov 2026; the quote fixes the rate" }],
    [
      "USD on a detail page",
      "USD",
      "/tyres/summer/truck/michelin/x-multi",
      { selected: "USD", rate: "USD", line: "1 EUR = 1.0812 USD, 24 Nov 2026; the quote fixes the rate" },
    ],
    [
      "a code the seller keeps no rate for",
      "JPY",
      OFFERS,
      { selected: "EUR", rate: null, line: "We keep no exchange rate for JPY: prices are shown in EUR, the catalogue's currency." },
    ],
    [
      "a value that is no code, never repeated back",
      "<script>",
      OFFERS,
      { selected: "EUR", rate: null, line: "We keep no exchange rate for that currency: prices are shown in EUR, the catalogue's currency." },
    ],
    [
      "USD named by the URL of a page still in euro",
      "USD",
      "/account/inquiries",
      { selected: "USD", rate: null, line: "Prices on this page are in EUR, the catalogue's currency." },
    ],
  ])("%s", (_, requested, path, expected) => {
    const display = displayCurrencyOf(requested, path, "EUR", RATES);
    expect({ selected: display.selected, rate: display.rate?.to.code ?? null, line: display.line }).toEqual(expected);
    expect(display.choices).toEqual(["GBP", "USD"]);
  });
});

describe("displayCurrencyOf a remembered choice (cookie or account)", () => {
  it.each<[string, string, string, { selected: string; rate: string | null; line: string | null }]>([
    ["USD on /quote", "USD", "/quote", { selected: "USD", rate: "USD", line: "1 EUR = 1.0812 USD, 24 Nov 2026; the quote fixes the rate" }],
    ["USD on a page with no prices: the header names it, nothing said", "USD", "/contact-us", { selected: "USD", rate: null, line: null }],
    [
      "USD on My inquiries, stored in the deal's currency: said",
      "USD",
      "/account/inquiries",
      { selected: "USD", rate: null, line: "Prices on this page are in EUR, the catalogue's currency." },
    ],
    [
      "a code no longer kept, on a priced page: said",
      "JPY",
      "/search",
      { selected: "EUR", rate: null, line: "We keep no exchange rate for JPY: prices are shown in EUR, the catalogue's currency." },
    ],
    ["a code no longer kept, on a page with no prices: nothing said", "JPY", "/privacy-policy", { selected: "EUR", rate: null, line: null }],
  ])("%s", (_, requested, path, expected) => {
    const display = displayCurrencyOf(requested, path, "EUR", RATES, true);
    expect({ selected: display.selected, rate: display.rate?.to.code ?? null, line: display.line }).toEqual(expected);
  });
});

describe("convertsAmounts", () => {
  it.each([
    ["/buy-now", true],
    ["/winter-offers", true],
    ["/tyres/winter/car/nokian/hakkapeliitta-10", true],
    ["/tyres/summer", true],
    ["/tyres/size/315-80r22.5", true],
    ["/search", true],
    ["/compare", true],
    ["/quote", true],
    ["/tyres/size", false],
    ["/bulk-pricing", true],
    ["/trial-tyres", false],
    ["/contact-us", false],
    ["/", false],
  ])("%s: %s", (path, expected) => {
    expect(convertsAmounts(path)).toBe(expected);
  });
});
