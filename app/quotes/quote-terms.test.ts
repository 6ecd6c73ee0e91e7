import { describe, expect, it } from "vitest";
import type { CurrencyCode } from "../domain/money";
import { quoteTermsText, type QuoteTerms } from "./quote-terms";

const QUOTE: QuoteTerms = {
  number: "Q-2026-000001",
  inquiryId: 1,
  currency: "EUR",
  subtotalMinor: 21_000_000,
  shippingMinor: 600_000,
  insuranceMinor: 44_900,
  totalMinor: 21_644_900,
  rate: null,
  incoterm: "CIF",
  namedPlace: "Lagos Apapa (NGAPP)",
  validUntil: "2026-12-09",
  paymentTerms: "",
  note: null,
};

describe("quoteTermsText's schedule: what is due when, by the term the payment terms name (decision 230)", () => {
  it.each([
    [
      "T/T 30% deposit, 70% against copy of B/L",
      "30%: €64,934.70 due by bank transfer on order, before production; 70%: €151,514.30 due by bank transfer against a copy of the bill of lading.",
    ],
    ["T/T 100% in advance. Quote the PI number.", "100%: €216,449.00 due by bank transfer on order, before production."],
    ["30% deposit for production, balance before shipment. Payment by bank transfer (TT).", "Deposit (30%): €64,934.70; balance before shipment: €151,514.30."],
    ["Whatever suits you", "Deposit (30%): €64,934.70; balance before shipment: €151,514.30."],
  ])("%j → %j", (paymentTerms, schedule) => {
    expect(quoteTermsText({ ...QUOTE, paymentTerms }).schedule).toBe(schedule);
  });
});

describe("quoteTermsText of a quote issued at a kept rate (decision 301)", () => {
  const rateTo = (code: string, minorUnits: number, rateMillionths: number) => ({
    from: { code: "EUR", minorUnits: 2 },
    to: { code, minorUnits },
    rateMillionths,
    asOf: "2026-11-24",
  });
  it.each([
    // Amounts are the stored ones, in the quote's currency and its minor units.
    ["USD", rateTo("USD", 2, 1_081_200), 2_340_217, "US$23,402.17", "1 EUR = 1.0812 USD, 24 Nov 2026"],
    ["CLP", rateTo("CLP", 0, 1_040_000_000), 22_510_500, "CLP 22,510,500", "1 EUR = 1040 CLP, 24 Nov 2026"],
    ["XOF", rateTo("XOF", 0, 655_957_000), 14_198_000, "F CFA 14,198,000", "1 EUR = 655.957 XOF, 24 Nov 2026"],
    ["KWD", rateTo("KWD", 3, 331_500), 7_175_123, "KWD 7,175.123", "1 EUR = 0.3315 KWD, 24 Nov 2026"],
  ])("%s: the total in its own decimals and the rate said once", (currency, rate, totalMinor, total, sentence) => {
    const words = quoteTermsText({
      ...QUOTE,
      currency: currency as CurrencyCode,
      rate,
      subtotalMinor: totalMinor,
      shippingMinor: 0,
      insuranceMinor: 0,
      totalMinor,
    });
    // Intl spaces a code from the figure with a no-break space: compared as plain spaces.
    expect(words.total.replace(/\s/gu, " ")).toBe(total);
    expect(words.rate).toBe(sentence);
  });

  it("says no rate for a quote in the catalogue's currency", () => {
    expect(quoteTermsText(QUOTE).rate).toBeNull();
  });
});
