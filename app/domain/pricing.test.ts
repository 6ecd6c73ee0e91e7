import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CurrencyCode } from "./money";
import { clampQuantity, MAXIMUM_ORDER_QUANTITY, MINIMUM_ORDER_QUANTITY, quoteBulkOrder, type BulkQuote } from "./pricing";

const OFFER = { amountMinor: 10000, currency: "EUR" } as const; // €100.00

// Worked by hand from spec §9 for a €100.00 offer: unit, tier, subtotal, shipping, total,
// container, capacity text, container count. Amounts in cents.
type Expected = [number, BulkQuote["tier"], number, number, number, "20ft" | "40ft", string, number];
const BOUNDARIES: Array<[number, Expected]> = [
  [50, [12000, "trial", 600000, 120000, 720000, "20ft", "150-160 pcs", 1]],
  [51, [11000, "20ft", 561000, 120000, 681000, "20ft", "150-160 pcs", 1]],
  [160, [11000, "20ft", 1760000, 120000, 1880000, "20ft", "150-160 pcs", 1]],
  [161, [10000, "40ft", 1610000, 200000, 1810000, "40ft", "270-280 pcs", 1]],
  [280, [10000, "40ft", 2800000, 200000, 3000000, "40ft", "270-280 pcs", 1]],
  [281, [10000, "40ft", 2810000, 400000, 3210000, "40ft", "270-280 pcs", 2]],
  [560, [10000, "40ft", 5600000, 400000, 6000000, "40ft", "270-280 pcs", 2]],
  [561, [10000, "40ft", 5610000, 600000, 6210000, "40ft", "270-280 pcs", 3]],
  [840, [10000, "40ft", 8400000, 600000, 9000000, "40ft", "270-280 pcs", 3]],
  [841, [10000, "40ft", 8410000, 800000, 9210000, "40ft", "270-280 pcs", 4]],
];

describe("quoteBulkOrder at every spec §9 boundary", () => {
  it.each(BOUNDARIES)("%d pieces", (quantity, [unit, tier, subtotal, shipping, total, container, capacity, count]) => {
    const quote = quoteBulkOrder(OFFER, quantity);
    const eur = (amountMinor: number) => ({ amountMinor, currency: "EUR" });
    expect(quote).toEqual({
      quantity,
      unitPrice: eur(unit),
      surchargePerUnit: eur(unit - 10000),
      tier,
      subtotal: eur(subtotal),
      shipping: eur(shipping),
      total: eur(total),
      container,
      capacityText: capacity,
      containerCount: count,
    });
  });

  it("quotes in the offer's currency", () => {
    const quote = quoteBulkOrder({ amountMinor: 28000, currency: "USD" }, 50);
    expect(quote.total).toEqual({ amountMinor: 30000 * 50 + 120000, currency: "USD" });
    expect(quote.shipping.currency).toBe("USD");
  });

  it.each([0, 49, -50, 50.5, 100_001, Number.NaN, Number.POSITIVE_INFINITY])("refuses quantity %d (clampQuantity first)", (q) => {
    expect(() => quoteBulkOrder(OFFER, q)).toThrow(RangeError);
  });

  it("refuses a negative or fractional offer price", () => {
    expect(() => quoteBulkOrder({ amountMinor: -1, currency: "EUR" }, 50)).toThrow(/offer price/);
    expect(() => quoteBulkOrder({ amountMinor: 1.5, currency: "EUR" }, 50)).toThrow(/offer price/);
  });
});

describe("quoteBulkOrder properties", () => {
  const quantity = fc.integer({ min: MINIMUM_ORDER_QUANTITY, max: 5000 });
  const offer = fc.record({
    amountMinor: fc.integer({ min: 0, max: 10_000_000 }),
    currency: fc.constantFrom<CurrencyCode>("EUR", "USD", "GBP"),
  });

  it("total = unit x quantity + shipping, all whole minor units", () => {
    fc.assert(
      fc.property(offer, quantity, (price, q) => {
        const quote = quoteBulkOrder(price, q);
        expect(quote.total.amountMinor).toBe(quote.unitPrice.amountMinor * q + quote.shipping.amountMinor);
        expect(quote.subtotal.amountMinor).toBe(quote.unitPrice.amountMinor * q);
        expect(quote.unitPrice.amountMinor).toBe(price.amountMinor + quote.surchargePerUnit.amountMinor);
        for (const m of [quote.unitPrice, quote.subtotal, quote.shipping, quote.total]) {
          expect(Number.isInteger(m.amountMinor)).toBe(true);
          expect(m.currency).toBe(price.currency);
        }
      }),
    );
  });

  it("shipping never falls and the unit price never rises as quantity grows", () => {
    fc.assert(
      fc.property(offer, quantity, fc.integer({ min: 1, max: 2000 }), (price, q, more) => {
        const small = quoteBulkOrder(price, q);
        const large = quoteBulkOrder(price, q + more);
        expect(large.shipping.amountMinor).toBeGreaterThanOrEqual(small.shipping.amountMinor);
        expect(large.unitPrice.amountMinor).toBeLessThanOrEqual(small.unitPrice.amountMinor);
      }),
    );
  });

  it("enough containers are booked: 20ft holds 160, each 40ft holds 280", () => {
    fc.assert(
      fc.property(quantity, (q) => {
        const quote = quoteBulkOrder(OFFER, q);
        const capacity = quote.container === "20ft" ? 160 : 280 * quote.containerCount;
        expect(q).toBeLessThanOrEqual(capacity);
        expect(q).toBeGreaterThan(capacity - 280);
      }),
    );
  });
});

describe("clampQuantity (spec §5: integer, minimum 50)", () => {
  it.each<[unknown, number]>([
    [50, 50],
    [51, 51],
    [280, 280],
    [1000, 1000],
    [49, 50],
    [0, 50],
    [-10, 50],
    ["120", 120],
    [" 75 ", 75],
    ["12", 50],
    [120.7, 120],
    ["99.9", 99],
    [50.9, 50],
    [49.9, 50],
    ["", 50],
    ["   ", 50],
    ["abc", 50],
    ["12abc", 50],
    [null, 50],
    [undefined, 50],
    [Number.NaN, 50],
    [Number.POSITIVE_INFINITY, 50],
    [{}, 50],
    [100_000, 100_000],
    [100_001, 100_000],
    ["250000", 100_000],
    [1e300, 100_000],
  ])("%j → %d", (input, expected) => {
    expect(clampQuantity(input)).toBe(expected);
  });

  it("always returns a whole number quoteBulkOrder accepts", () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer()), (input) => {
        const q = clampQuantity(input);
        expect(Number.isInteger(q) && q >= MINIMUM_ORDER_QUANTITY && q <= MAXIMUM_ORDER_QUANTITY).toBe(true);
        // Even a €100,000.00 tyre at the ceiling quotes without leaving exact integers.
        expect(() => quoteBulkOrder({ amountMinor: 10_000_000, currency: "EUR" }, q)).not.toThrow();
      }),
    );
  });
});
