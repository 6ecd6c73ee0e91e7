import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  defaultValidUntil,
  isCalendarDate,
  isPastValidity,
  paymentSchedule,
  paymentScheduleText,
  quoteNumber,
  quoteTotals,
  shopDate,
} from "./seller-quote";

describe("quoteTotals", () => {
  it.each([
    // lines [quantity, unit], freight, insurance -> line totals, goods, total (cents)
    [[[100, 12345]], 120000, 0, [1234500], 1234500, 1354500],
    [
      [
        [60, 9999],
        [50, 1],
      ],
      0,
      0,
      [599940, 50],
      599990,
      599990,
    ],
    [[], 200000, 0, [], 0, 200000],
    [
      [
        [281, 10000],
        [1, 0],
      ],
      400000,
      0,
      [2810000, 0],
      2810000,
      3210000,
    ],
    // CIF: goods + freight + insurance.
    [[[260, 21930]], 390000, 20175, [5701800], 5701800, 6111975],
    // Insurance alone (the seller kept no freight) still adds up.
    [[[1, 1]], 0, 1, [1], 1, 2],
  ] as const)("%j with freight %d and insurance %d", (lines, shipping, insurance, lineTotals, subtotal, total) => {
    const input = lines.map(([quantity, unitPriceMinor]) => ({ quantity, unitPriceMinor }));
    expect(quoteTotals(input, shipping, insurance)).toEqual({
      lineTotalsMinor: lineTotals,
      subtotalMinor: subtotal,
      shippingMinor: shipping,
      insuranceMinor: insurance,
      totalMinor: total,
    });
  });

  it.each([
    ["a fraction of a piece", [{ quantity: 1.5, unitPriceMinor: 100 }], 0, 0],
    ["an unsafe amount", [{ quantity: 2, unitPriceMinor: Number.MAX_SAFE_INTEGER }], 0, 0],
    ["a negative freight", [{ quantity: 1, unitPriceMinor: 100 }], -1, 0],
    ["a negative insurance", [{ quantity: 1, unitPriceMinor: 100 }], 0, -1],
    ["a fraction of a cent of insurance", [{ quantity: 1, unitPriceMinor: 100 }], 0, 0.5],
  ])("refuses %s", (_what, lines, shipping, insurance) => {
    expect(() => quoteTotals(lines, shipping, insurance)).toThrow(RangeError);
  });

  it("the total is always goods + freight + insurance, to the cent", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 3000 }), unitPriceMinor: fc.integer({ min: 0, max: 10_000_00 }) }), { maxLength: 5 }),
        fc.integer({ min: 0, max: 50_000_00 }),
        fc.integer({ min: 0, max: 5_000_00 }),
        (lines, shipping, insurance) => {
          const totals = quoteTotals(lines, shipping, insurance);
          const goods = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0);
          return totals.subtotalMinor === goods && totals.totalMinor === goods + shipping + insurance;
        },
      ),
    );
  });
});

describe("paymentSchedule (spec §9: 30% deposit, balance before shipment)", () => {
  it.each([
    [1000000, 300000, 700000],
    [1354500, 406350, 948150],
    // 30% of 5 cents is 1.5: half rounds up, the balance takes the rest.
    [5, 2, 3],
    [1, 0, 1],
    [0, 0, 0],
  ])("total %d -> deposit %d, balance %d", (total, deposit, balance) => {
    expect(paymentSchedule(total)).toEqual({ depositMinor: deposit, balanceMinor: balance });
  });

  it("always adds up to the total", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (total) => {
        const { depositMinor, balanceMinor } = paymentSchedule(total);
        return depositMinor + balanceMinor === total && depositMinor >= 0 && balanceMinor >= depositMinor;
      }),
    );
  });

  it("prints both amounts", () => {
    expect(paymentScheduleText(1354500, "EUR")).toBe("Deposit (30%): €4,063.50; balance before shipment: €9,481.50.");
  });
});

describe("validity in the shop's time zone (Europe/Amsterdam)", () => {
  it.each([
    // instant, valid until, past?
    ["2026-12-09T12:00:00Z", "2026-12-09", false],
    // 23:30 UTC on the 9th is already the 10th in Rotterdam (UTC+1 in winter).
    ["2026-12-09T23:30:00Z", "2026-12-09", true],
    ["2026-12-09T22:59:59Z", "2026-12-09", false],
    // Summer time: UTC+2.
    ["2026-07-01T21:59:59Z", "2026-07-01", false],
    ["2026-07-01T22:00:00Z", "2026-07-01", true],
    ["2026-12-01T00:00:00Z", "2027-01-01", false],
  ])("at %s a quote valid until %s is past: %s", (at, validUntil, past) => {
    expect(isPastValidity(validUntil, new Date(at))).toBe(past);
  });

  it.each([
    ["2026-11-25T10:00:00Z", "2026-12-09"],
    ["2026-12-31T23:30:00Z", "2027-01-15"],
    ["2028-02-20T08:00:00Z", "2028-03-05"],
  ])("from %s the default is 14 days later: %s", (at, expected) => {
    expect(defaultValidUntil(new Date(at))).toBe(expected);
  });

  it("adds days across months and leap years", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-28", 3)).toBe("2026-03-31");
    expect(shopDate(new Date("2026-03-29T01:30:00Z"))).toBe("2026-03-29");
  });

  it.each([
    ["2026-12-09", true],
    ["2026-02-30", false],
    ["2026-2-3", false],
    ["09-12-2026", false],
    ["", false],
  ])("%j is a calendar date: %s", (text, ok) => {
    expect(isCalendarDate(text)).toBe(ok);
  });
});

describe("quoteNumber", () => {
  it.each([
    [2026, 123, "Q-2026-000123"],
    [2027, 1, "Q-2027-000001"],
    [2026, 1234567, "Q-2026-1234567"],
  ])("%d, %d -> %s", (year, sequence, number) => {
    expect(quoteNumber(year, sequence)).toBe(number);
  });

  it("refuses a sequence that is not a positive whole number", () => {
    expect(() => quoteNumber(2026, 0)).toThrow(RangeError);
  });
});
