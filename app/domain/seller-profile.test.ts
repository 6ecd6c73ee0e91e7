import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bankChanged,
  ibanOf,
  ibanProblem,
  PAYMENT_TERM_KINDS,
  paymentScheduleLines,
  paymentTermOfText,
  paymentTermSchedule,
  printedIban,
  swiftProblem,
  type SellerBank,
} from "./seller-profile";

describe("ibanProblem", () => {
  it.each([
    ["NL91ABNA0417164300", null],
    ["nl91 abna 0417 1643 00", null],
    ["DE89 3704 0044 0532 0130 00", null],
    ["NL91ABNA0417164301", "check digits do not match"],
    ["NL92ABNA0417164300", "check digits do not match"],
    ["NL91ABNA041716430", "wrong number of characters"],
    ["XX91ABNA0417164300", "country code"],
    ["", "Enter the IBAN."],
  ])("%j → %s", (iban, reason) => {
    const problem = ibanProblem(iban);
    if (reason === null) expect(problem).toBeNull();
    else expect(problem).toContain(reason);
  });

  it("stores and prints the IBAN in its electronic and grouped forms", () => {
    expect(ibanOf(" nl91 abna 0417 1643 00 ")).toBe("NL91ABNA0417164300");
    expect(printedIban("NL91ABNA0417164300")).toBe("NL91 ABNA 0417 1643 00");
  });
});

describe("swiftProblem", () => {
  it.each([
    ["ABNANL2A", null],
    ["abnanl2axxx", null],
    ["ABNANL2", "8 or 11 characters; this one has 7"],
    ["ABNANL2AXX", "8 or 11 characters; this one has 10"],
    ["ABNAXX2A", "not valid"],
    ["", "Enter the SWIFT/BIC code."],
  ])("%j → %s", (swift, reason) => {
    const problem = swiftProblem(swift);
    if (reason === null) expect(problem).toBeNull();
    else expect(problem).toContain(reason);
  });
});

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

describe("bankChanged", () => {
  const bank: SellerBank = {
    beneficiary: "Tyre Wholesale B.V.",
    bankName: "ABN AMRO",
    bankAddress: "Amsterdam",
    iban: "NL91ABNA0417164300",
    swift: "ABNANL2A",
  };
  it.each([
    [{}, false],
    [{ iban: "DE89370400440532013000" }, true],
    [{ swift: "ABNANL2AXXX" }, true],
    [{ beneficiary: "Someone Else Ltd" }, true],
    [{ bankAddress: "Rotterdam" }, true],
  ])("%j → %s", (change, changed) => {
    expect(bankChanged(bank, { ...bank, ...change })).toBe(changed);
  });
});
