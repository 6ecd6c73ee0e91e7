import { describe, expect, it } from "vitest";
import { quoteTermsText, type QuoteTerms } from "./quote-terms";

const QUOTE: QuoteTerms = {
  number: "Q-2026-000001",
  inquiryId: 1,
  currency: "EUR",
  subtotalMinor: 21_000_000,
  shippingMinor: 600_000,
  insuranceMinor: 44_900,
  totalMinor: 21_644_900,
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
