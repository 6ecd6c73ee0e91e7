import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMoney, decimalAmount, formatMoney, multiplyMoney, subtractMoney, type CurrencyCode } from "./money";
import { moneyFromPrice, parseMoney } from "./money-text";
import { moneyIn } from "./currency-minor-units";

describe("parseMoney reads real catalogue price strings", () => {
  it.each<[unknown, number, CurrencyCode | null]>([
    ["$280.00", 28000, "USD"],
    ["£340.00", 34000, "GBP"],
    ["€ 1.049,90", 104990, "EUR"],
    ["89,90 €", 8990, "EUR"],
    ["1,049.90", 104990, null],
    ["EUR 12.50", 1250, "EUR"],
    ["12.50 eur", 1250, "EUR"],
    ["USD 7", 700, "USD"],
    ["US$ 99.99", 9999, "USD"],
    ["12", 1200, null],
    ["0", 0, null],
    ["0.05", 5, null],
    ["12.5", 1250, null],
    ["12,5", 1250, null],
    ["12.", 1200, null],
    ["1,049", 104900, null],
    ["1.049", 104900, null],
    // One mark then exactly 3 digits is read as a thousands group: prices never carry 3 decimals.
    ["12.345", 1234500, null],
    ["1 049,90", 104990, null],
    ["1\u00a0049,90\u00a0€", 104990, "EUR"],
    ["1,234,567.89", 123456789, null],
    ["1.234.567,89", 123456789, null],
    ["1'049.90", 104990, null],
    ["  $1,200  ", 120000, "USD"],
    ["134", 13400, null],
    [134, 13400, null],
    [134.5, 13450, null],
    [19.99, 1999, null],
    [0, 0, null],
  ])("%j → %d minor units, currency %s", (input, amountMinor, currency) => {
    expect(parseMoney(input)).toEqual({ ok: true, amountMinor, currency });
  });
});

describe("parseMoney explains what is wrong", () => {
  it.each<[unknown, RegExp]>([
    ["", /empty/],
    ["   ", /empty/],
    ["€", /no digits/],
    ["-5", /negative/],
    ["-$5.00", /negative/],
    ["$-5.00", /negative/],
    ["(12.00)", /negative/],
    [-1, /negative/],
    ["abc", /could not read a price from 'abc'/],
    ["Call for price", /could not read/],
    ["12.3456", /more than 2 decimals/],
    ["0.500", /more than 2 decimals/],
    ["1,049.905", /more than 2 decimals/],
    [0.1 + 0.2, /more than 2 decimals/],
    ["1.04.90", /thousands groups/],
    ["12,34,56", /thousands groups/],
    ["$12 EUR", /two currencies/],
    ["JPY 100", /not supported/],
    [Number.NaN, /finite/],
    [Number.POSITIVE_INFINITY, /finite/],
    [1e21, /out of range/],
    ["99999999999999999", /too large/],
    [null, /number or text/],
    [{ amount: 1 }, /number or text/],
  ])("%j is refused", (input, message) => {
    const result = parseMoney(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });
});

describe("parseMoney properties", () => {
  it("any whole-cent amount written as euros and cents reads back exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
        expect(parseMoney(text)).toEqual({ ok: true, amountMinor: cents, currency: null });
        expect(parseMoney(`€ ${text.replace(".", ",")}`)).toEqual({ ok: true, amountMinor: cents, currency: "EUR" });
      }),
    );
  });

  it("formatted money parses back to the same amount and currency", () => {
    const currencies = fc.constantFrom<CurrencyCode>("EUR", "USD", "GBP");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), currencies, (amountMinor, currency) => {
        const back = parseMoney(formatMoney({ amountMinor, currency }, "en-GB"));
        expect(back).toEqual({ ok: true, amountMinor, currency });
      }),
    );
  });
});

describe("formatMoney", () => {
  it.each<[number, CurrencyCode, string | undefined, string]>([
    [104990, "EUR", undefined, "€1,049.90"],
    [0, "EUR", undefined, "€0.00"],
    [5, "EUR", undefined, "€0.05"],
    [120000, "EUR", undefined, "€1,200.00"],
    [34000, "GBP", "en-GB", "£340.00"],
    [28000, "USD", "en-US", "$280.00"],
    [-250, "EUR", undefined, "-€2.50"],
  ])("%d %s in %s → %s", (amountMinor, currency, locale, expected) => {
    expect(formatMoney({ amountMinor, currency }, locale)).toBe(expected);
  });

  // A quote issued in another currency carries only its code (decision 301): ISO 4217's decimals.
  it.each([
    [358_800, "CLP", "CLP 358,800"],
    [196_781, "XOF", "F CFA 196,781"],
    [114_368, "KWD", "KWD 114.368"],
    [37_301, "USD", "US$373.01"],
  ])("%d %s → %s in its own minor units", (amountMinor, currency, expected) => {
    expect(formatMoney(moneyIn(amountMinor, currency)).replace(/\s/gu, " ")).toBe(expected);
  });

  it("refuses fractional minor units, which would mean a float slipped in", () => {
    expect(() => formatMoney({ amountMinor: 10.5, currency: "EUR" })).toThrow(/minor units/);
  });
});

describe("decimalAmount", () => {
  it.each([
    [12345, "123.45"],
    [0, "0.00"],
    [5, "0.05"],
    [100, "1.00"],
    [-250, "-2.50"],
    [900719925474099, "9007199254740.99"],
  ])("%d minor units → %s", (amountMinor, expected) => {
    expect(decimalAmount(amountMinor)).toBe(expected);
  });

  it("refuses fractional minor units", () => {
    expect(() => decimalAmount(10.5)).toThrow(/minor units/);
  });
});

describe("arithmetic stays in whole minor units", () => {
  it("adds, subtracts and multiplies", () => {
    const a = { amountMinor: 1999, currency: "EUR" } as const;
    expect(addMoney(a, { amountMinor: 1, currency: "EUR" })).toEqual({ amountMinor: 2000, currency: "EUR" });
    expect(subtractMoney(a, { amountMinor: 999, currency: "EUR" })).toEqual({ amountMinor: 1000, currency: "EUR" });
    expect(multiplyMoney(a, 50)).toEqual({ amountMinor: 99950, currency: "EUR" });
  });

  it("refuses to mix currencies or multiply by part of a piece", () => {
    expect(() => addMoney({ amountMinor: 1, currency: "EUR" }, { amountMinor: 1, currency: "USD" })).toThrow(/EUR and USD/);
    expect(() => multiplyMoney({ amountMinor: 1, currency: "EUR" }, 1.5)).toThrow(/whole number/);
  });

  it("multiplying equals adding the unit price q times", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 300 }), (unit, q) => {
        let sum = { amountMinor: 0, currency: "EUR" as CurrencyCode };
        for (let i = 0; i < q; i++) sum = addMoney(sum, { amountMinor: unit, currency: "EUR" });
        expect(multiplyMoney({ amountMinor: unit, currency: "EUR" }, q)).toEqual(sum);
      }),
      { numRuns: 50 },
    );
  });
});

describe("moneyFromPrice", () => {
  it("uses the fallback currency only when the text names none", () => {
    expect(moneyFromPrice("$280.00")).toEqual({ amountMinor: 28000, currency: "USD" });
    expect(moneyFromPrice("280")).toEqual({ amountMinor: 28000, currency: "EUR" });
    expect(moneyFromPrice("280", "GBP")).toEqual({ amountMinor: 28000, currency: "GBP" });
    expect(moneyFromPrice("on request")).toBeNull();
  });
});
