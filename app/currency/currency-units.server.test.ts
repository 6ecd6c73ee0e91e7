import { describe, expect, it } from "vitest";
import currencyCodes from "currency-codes";
import { minorUnitsOf } from "~/domain/currency-minor-units";
import { currencyFacts, EXAMPLE_RATE_CURRENCIES } from "./currency-units.server";

describe("currencyFacts", () => {
  it.each([
    ["EUR", 2, "Euro"],
    ["usd", 2, "US Dollar"],
    [" CLP ", 0, "Chilean Peso"],
    ["XOF", 0, "CFA Franc BCEAO"],
    ["KWD", 3, "Kuwaiti Dinar"],
    ["NGN", 2, "Naira"],
  ])("%s has %i minor-unit digits (%s)", (code, minorUnits, name) => {
    expect(currencyFacts(code)).toEqual({ code: code.trim().toUpperCase(), minorUnits, name });
  });

  it.each(["", "EU", "EURO", "ZZZ", "XAU", "XXX", "XTS", "XBA", "12A", "€"])("names no currency for %j", (code) => {
    expect(currencyFacts(code)).toBeNull();
  });

  it("knows every example currency a fresh shop lists", () => {
    for (const code of EXAMPLE_RATE_CURRENCIES) expect(currencyFacts(code)?.code, code).toBe(code);
  });
});

describe("minorUnitsOf, the browser's short table", () => {
  it("agrees with ISO 4217's list for every currency a quote may be issued in", () => {
    const currencies = currencyCodes.codes().flatMap((code) => currencyFacts(code) ?? []);
    expect(currencies.length).toBeGreaterThan(150);
    for (const facts of currencies) expect(minorUnitsOf(facts.code), facts.code).toBe(facts.minorUnits);
  });
});
