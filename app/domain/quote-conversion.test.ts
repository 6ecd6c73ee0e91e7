import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CurrencyUnits, ExchangeRate } from "./exchange-rate";
import { convertQuote } from "./quote-conversion";

const EUR: CurrencyUnits = { code: "EUR", minorUnits: 2 };
const rateTo = (code: string, minorUnits: number, rateMillionths: number): ExchangeRate => ({
  from: EUR,
  to: { code, minorUnits },
  rateMillionths,
  asOf: "2026-11-24",
});
const USD = rateTo("USD", 2, 1_081_200);
const CLP = rateTo("CLP", 0, 1_040_000_000);
const XOF = rateTo("XOF", 0, 655_957_000);
const KWD = rateTo("KWD", 3, 331_500);
const NGN = rateTo("NGN", 2, 1_790_500_000);

describe("convertQuote", () => {
  it.each([
    // [rate, EUR unit prices and pieces, EUR freight, EUR insurance, converted unit prices, freight, insurance, total]
    // €345.00 × 1.0812 = $373.014 → $373.01; ×100 = $37,301.00. €299.99 → $324.349188 → $324.35; ×60. €3,900 → $4,216.68; €201.69 → $218.067228 → $218.07.
    [
      USD,
      [
        [34500, 100],
        [29999, 60],
      ],
      390000,
      20169,
      [37301, 32435],
      421668,
      21807,
      3730100 + 1946100 + 421668 + 21807,
    ],
    // Pesos have no minor unit: €345.00 × 1040 = CLP 358,800; €0.01 → CLP 10.4 → 10.
    [
      CLP,
      [
        [34500, 3],
        [1, 7],
      ],
      0,
      0,
      [358800, 10],
      0,
      0,
      358800 * 3 + 70,
    ],
    // The CFA franc's fixed 655.957: €299.99 → 196,780.54 → XOF 196,781; €12.34 → 8,094.51 → 8,095.
    [XOF, [[29999, 2]], 1234, 0, [196781], 8095, 0, 196781 * 2 + 8095],
    // Three decimals: €345.00 × 0.3315 = KWD 114.3675 → 114.368 (fils), half away from zero; €1.00 → 0.3315 → 0.332.
    [KWD, [[34500, 10]], 100, 0, [114368], 332, 0, 1143680 + 332],
    // No rate: the catalogue's figures as they are.
    [null, [[34500, 100]], 390000, 20169, [34500], 390000, 20169, 3450000 + 390000 + 20169],
  ] as const)("converts every unit price once, then sums (%#)", (rate, lines, shipping, insurance, unitPrices, shippingOut, insuranceOut, total) => {
    const result = convertQuote(
      { lines: lines.map(([unitPriceMinor, quantity]) => ({ unitPriceMinor, quantity })), shippingMinor: shipping, insuranceMinor: insurance },
      rate,
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.quote.unitPricesMinor).toEqual(unitPrices);
    expect(result.quote.lineTotalsMinor).toEqual(unitPrices.map((unit, i) => unit * lines[i]![1]));
    expect([result.quote.shippingMinor, result.quote.insuranceMinor, result.quote.totalMinor]).toEqual([shippingOut, insuranceOut, total]);
  });

  it("refuses, with the reason, a quote too large to count exactly in the target", () => {
    const result = convertQuote(
      { lines: [{ unitPriceMinor: 10_000_000_000, quantity: 9_000 }], shippingMinor: 0, insuranceMinor: 0 },
      rateTo("IRR", 2, 1_000_000_000_000),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/too large to issue in IRR/);
  });

  it("always adds its lines, freight and insurance up to its total, in whole minor units (property)", () => {
    const rates = fc.constantFrom(USD, CLP, XOF, KWD, NGN);
    const anyRate = fc.record({
      from: fc.constant(EUR),
      to: fc.record({ code: fc.constant("ZZZ"), minorUnits: fc.integer({ min: 0, max: 3 }) }),
      rateMillionths: fc.integer({ min: 1, max: 1_000_000_000_000 }),
      asOf: fc.constant("2026-11-24"),
    });
    const line = fc.record({ unitPriceMinor: fc.integer({ min: 1, max: 10_000_000 }), quantity: fc.integer({ min: 1, max: 5_000 }) });
    fc.assert(
      fc.property(
        fc.oneof(rates, anyRate),
        fc.array(line, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        (rate, lines, shippingMinor, insuranceMinor) => {
          const result = convertQuote({ lines, shippingMinor, insuranceMinor }, rate);
          if (!result.ok) return;
          const { quote } = result;
          const lineTotals = lines.map((input, i) => quote.unitPricesMinor[i]! * input.quantity);
          expect(quote.lineTotalsMinor).toEqual(lineTotals);
          expect(quote.subtotalMinor).toBe(lineTotals.reduce((sum, total) => sum + total, 0));
          expect(quote.totalMinor).toBe(quote.subtotalMinor + quote.shippingMinor + quote.insuranceMinor);
          for (const amount of [...quote.unitPricesMinor, quote.shippingMinor, quote.insuranceMinor, quote.totalMinor])
            expect(Number.isSafeInteger(amount)).toBe(true);
        },
      ),
    );
  });
});
