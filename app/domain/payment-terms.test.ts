import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PAYMENT_TERM_KINDS, paymentScheduleLines, paymentTermOfText, paymentTermSchedule } from "./payment-terms";

describe("paymentTermOfText", () => {
  it.each([
    ["T/T 30% deposit, 70% against copy of B/L", "tt-30-70-bl"],
    ["t/t 100%  in advance. Reference: the PI number.", "tt-100-advance"],
    ["Irrevocable L/C at sight", "lc-at-sight"],
    ["Cash against documents (CAD)", "cad"],
    ["30% deposit for production, balance before shipment. Payment by bank transfer (TT), PayPal or credit card.", "spec-30-balance"],
    ["Pay when you like", null],
  ])("%j → %s", (text, kind) => {
    expect(paymentTermOfText(text)).toBe(kind);
  });
});

describe("paymentTermSchedule", () => {
  it.each([
    ["tt-30-70-bl", 21_644_900, [6_493_470, 15_151_430]],
    ["tt-30-70-bl", 1, [0, 1]],
    ["tt-30-70-bl", 5, [2, 3]],
    ["tt-100-advance", 21_644_900, [21_644_900]],
    ["cad", 999, [999]],
  ] as const)("%s of %i → %j", (kind, total, amounts) => {
    expect(paymentTermSchedule(kind, total).map((part) => part.amountMinor)).toEqual(amounts);
  });

  it("always adds up to the total, each part between 0 and the total", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYMENT_TERM_KINDS), fc.integer({ min: 0, max: 10_000_000_000 }), (kind, total) => {
        const parts = paymentTermSchedule(kind, total);
        expect(parts.reduce((sum, part) => sum + part.amountMinor, 0)).toBe(total);
        for (const part of parts) expect(part.amountMinor).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("says each amount and when it is due", () => {
    expect(paymentScheduleLines("tt-30-70-bl", 21_644_900, "EUR")).toEqual([
      "30%: €64,934.70 due by bank transfer on order, before production",
      "70%: €151,514.30 due by bank transfer against a copy of the bill of lading",
    ]);
  });
});
