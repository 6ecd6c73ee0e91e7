import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertLines, convertMinor, MAX_RATE, parseRate, rateSentence, rateText, type CurrencyUnits, type ExchangeRate } from "./exchange-rate";

const EUR: CurrencyUnits = { code: "EUR", minorUnits: 2 };
const USD: CurrencyUnits = { code: "USD", minorUnits: 2 };
const CLP: CurrencyUnits = { code: "CLP", minorUnits: 0 };
const XOF: CurrencyUnits = { code: "XOF", minorUnits: 0 };
const KWD: CurrencyUnits = { code: "KWD", minorUnits: 3 };

const rate = (to: CurrencyUnits, text: string, from: CurrencyUnits = EUR): ExchangeRate => {
  const parsed = parseRate(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return { from, to, rateMillionths: parsed.rateMillionths, asOf: "2026-11-24" };
};

describe("parseRate", () => {
  it.each([
    ["1.0812", 1_081_200],
    ["655.957", 655_957_000],
    ["1650", 1_650_000_000],
    ["0.000001", 1],
    [" 1.5 ", 1_500_000],
    ["+2", 2_000_000],
    ["007.25", 7_250_000],
    ["1000000", 1_000_000_000_000],
    [1.25, 1_250_000],
  ])("reads %j as %i millionths", (input, millionths) => {
    expect(parseRate(input)).toEqual({ ok: true, rateMillionths: millionths });
  });

  it.each([
    ["", /Enter the rate/],
    [undefined, /Enter the rate/],
    ["0", /is 0/],
    ["0.0000001", /more than 6 decimals/],
    ["0.000000", /is 0/],
    ["-1.08", /negative/],
    ["1000000.000001", /over 1,000,000/],
    ["10000000", /over 1,000,000/],
    ["1,650.50", /point for decimals and no thousands separators/],
    ["1 650", /no thousands separators/],
    ["1.08 USD", /no thousands separators|not a number/],
    ["abc", /not a number/],
    ["1e3", /not a number/],
    ["0x10", /not a number/],
    [Number.NaN, /Enter the rate/],
  ])("refuses %j with a reason", (input, reason) => {
    const parsed = parseRate(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(reason);
  });

  it("writes back what it read", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_RATE * 1_000_000 }), (millionths) => {
        expect(parseRate(rateText(millionths))).toEqual({ ok: true, rateMillionths: millionths });
      }),
    );
  });
});

describe("rateText", () => {
  it.each([
    [1_081_200, "1.0812"],
    [655_957_000, "655.957"],
    [1_650_000_000, "1650"],
    [1, "0.000001"],
  ])("%i millionths read %s", (millionths, text) => expect(rateText(millionths)).toBe(text));
});

describe("convertMinor", () => {
  it.each([
    // EUR 100.00 at 1.0812 is USD 108.12.
    [10_000, rate(USD, "1.0812"), 10_812],
    // EUR 123.45 at 1020.5 is CLP 125,980.725: pesos have no minor unit, so 125,981.
    [12_345, rate(CLP, "1020.5"), 125_981],
    // EUR 1.00 at the CFA franc's fixed 655.957 is XOF 655.957: 656.
    [100, rate(XOF, "655.957"), 656],
    // EUR 1.00 at 0.331 is KWD 0.331: 331 fils (three decimals).
    [100, rate(KWD, "0.331"), 331],
    // Half a cent rounds away from zero, up and down.
    [1, rate(USD, "0.5"), 1],
    [-1, rate(USD, "0.5"), -1],
    [3, rate(USD, "0.5"), 2],
    [0, rate(USD, "1.0812"), 0],
    // From a currency without minor units back to one with them.
    [656, rate(EUR, "0.001524", XOF), 100],
  ])("%i minor units at the rate give %i", (amount, exchange, expected) => {
    expect(convertMinor(amount, exchange)).toBe(expected);
  });

  it("is exact where floating point is not: EUR 90 million at a rate of 1,000", () => {
    // 9,000,000,000 cents x 1,000,000,000 millionths passes 2^53 before it is divided.
    expect(convertMinor(9_000_000_000, rate(CLP, "1000"))).toBe(90_000_000_000);
    expect(convertMinor(9_000_000_001, rate(USD, "1.000001"))).toBe(9_000_009_001);
  });

  it("refuses what it cannot convert", () => {
    expect(() => convertMinor(1.5, rate(USD, "1.08"))).toThrow(RangeError);
    expect(() => convertMinor(Number.MAX_SAFE_INTEGER, rate(USD, "1000"))).toThrow(/too large/);
    expect(() => convertMinor(100, { ...rate(USD, "1"), rateMillionths: 0 })).toThrow(RangeError);
  });

  it("rounds to within half a minor unit of the exact amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 2_000_000_000 }), (amount, millionths) => {
        const exchange = { from: EUR, to: USD, rateMillionths: millionths, asOf: "2026-11-24" };
        const exact = (amount * millionths) / 1_000_000;
        expect(Math.abs(convertMinor(amount, exchange) - exact)).toBeLessThanOrEqual(0.5 + Math.abs(exact) * 1e-12);
      }),
    );
  });
});

describe("convertLines", () => {
  it("converts each unit price once, so the lines add up exactly to the total", () => {
    // EUR 234.50 and EUR 189.99 at 1.0812: USD 253.54 and USD 205.42 a piece.
    const converted = convertLines(
      [
        { unitMinor: 23_450, quantity: 281 },
        { unitMinor: 18_999, quantity: 120 },
      ],
      rate(USD, "1.0812"),
    );
    expect(converted.lines).toEqual([
      { unitMinor: 25_354, quantity: 281, totalMinor: 7_124_474 },
      { unitMinor: 20_542, quantity: 120, totalMinor: 2_465_040 },
    ]);
    expect(converted.totalMinor).toBe(9_589_514);
  });

  it("always totals the sum of its lines, each line its unit price times its pieces", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ unitMinor: fc.integer({ min: 0, max: 10_000_000 }), quantity: fc.integer({ min: 0, max: 10_000 }) }), { maxLength: 8 }),
        fc.constantFrom(rate(USD, "1.0812"), rate(CLP, "1020.5"), rate(XOF, "655.957"), rate(KWD, "0.331")),
        (lines, exchange) => {
          const converted = convertLines(lines, exchange);
          expect(converted.totalMinor).toBe(converted.lines.reduce((sum, line) => sum + line.totalMinor, 0));
          converted.lines.forEach((line, i) => {
            expect(line.unitMinor).toBe(convertMinor(lines[i]!.unitMinor, exchange));
            expect(line.totalMinor).toBe(line.unitMinor * line.quantity);
          });
        },
      ),
    );
  });

  it("refuses a fractional or negative quantity", () => {
    expect(() => convertLines([{ unitMinor: 100, quantity: 1.5 }], rate(USD, "1.08"))).toThrow(RangeError);
    expect(() => convertLines([{ unitMinor: 100, quantity: -1 }], rate(USD, "1.08"))).toThrow(RangeError);
  });
});

describe("rateSentence", () => {
  it("says the rate and its date once", () => {
    expect(rateSentence(rate(USD, "1.0812"))).toBe("1 EUR = 1.0812 USD, 24 Nov 2026");
    expect(rateSentence({ ...rate(XOF, "655.957"), asOf: "2027-01-05" })).toBe("1 EUR = 655.957 XOF, 5 Jan 2027");
  });
});
