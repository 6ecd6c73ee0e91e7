// The quote form's amounts and its running total: what the seller types, read the way the
// server's check reads it, and the total beside the form as the PDF will carry it.
import { describe, expect, it } from "vitest";
import { amountOf, quoteTotalPreview } from "./quote-amount";

describe("amountOf", () => {
  it.each([
    ["345", { minor: 34_500 }],
    ["345.00", { minor: 34_500 }],
    ["1,049.90", { minor: 104_990 }],
    ["€345", { minor: 34_500 }],
    ["", { error: "Price is required." }],
    ["$345", { error: "Price must be in EUR." }],
    ["100000001", { error: "Price is too large." }],
    ["-5", { error: "Price cannot be negative." }],
    ["€ -1,200.00", { error: "Price cannot be negative." }],
  ])("reads %j", (typed, expected) => {
    expect(amountOf(typed, "EUR", "Price")).toEqual(expected);
  });

  // An order's payment on a quote issued in pesos or dinars (decision 301): the currency's own decimals.
  it.each([
    ["1,092,000", "CLP", { minor: 1_092_000 }],
    ["CLP 1092000", "CLP", { minor: 1_092_000 }],
    ["1092000.5", "CLP", { error: "Amount: CLP has no decimals." }],
    ["196781", "XOF", { minor: 196_781 }],
    ["114.368", "KWD", { minor: 114_368 }],
    ["114.3", "KWD", { minor: 114_300 }],
    ["114.3681", "KWD", { error: "Amount: KWD has at most 3 decimals." }],
    ["1.092.000", "CLP", { error: "Amount: write it in CLP as digits." }],
    ["-5", "CLP", { error: "Amount cannot be negative." }],
    ["", "CLP", { error: "Amount is required." }],
  ])("reads %j in %s", (typed, currency, expected) => {
    expect(amountOf(typed, currency, "Amount")).toEqual(expected);
  });

  it("names a text it cannot read", () => {
    const read = amountOf("twelve", "EUR", "Shipping");
    expect("error" in read && read.error).toMatch(/^Shipping: .+\.$/);
  });
});

describe("quoteTotalPreview", () => {
  it.each([
    // FOB: 120 × €148.00 + €1,200.00 freight = €18,960.00; 30% deposit €5,688.00; no insurance, whatever the field holds.
    [["148.00"], [120], "1200.00", "99", "FOB", "Goods €17,760.00 + freight €1,200.00 = €18,960.00; deposit (30%) €5,688.00."],
    // Two lines; the deposit rounds half up to the cent: 30% of €100.05 is €30.015 → €30.02.
    [["0.05", "1"], [1, 100], "0", "", "FOB", "Goods €100.05 + freight €0.00 = €100.05; deposit (30%) €30.02."],
    // CIF: goods + freight + insurance.
    [["219.30"], [260], "3,900.00", "201.69", "CIF", "Goods €57,018.00 + freight €3,900.00 + insurance €201.69 = €61,119.69; deposit (30%) €18,335.91."],
  ])("totals prices %j for %j pieces with freight %s, insurance %s under %s", (prices, pieces, shipping, insurance, incoterm, expected) => {
    expect(quoteTotalPreview(prices, pieces, { shipping, insurance, incoterm }, "EUR")).toBe(expected);
  });

  it.each([
    [["148.00", ""], "1200", "0", "CIF"],
    [["0"], "1200", "0", "CIF"],
    [["148.00"], "lots", "0", "FOB"],
    [["148.00"], "-1", "0", "FOB"],
    [["148.00"], "1200", "", "CIF"],
    [["148.00"], "1200", "-5", "DDP"],
  ])("waits while a field cannot be read: prices %j, freight %s, insurance %s under %s", (prices, shipping, insurance, incoterm) => {
    expect(
      quoteTotalPreview(
        prices,
        prices.map(() => 60),
        { shipping, insurance, incoterm },
        "EUR",
      ),
    ).toBeNull();
  });
});

describe("quoteTotalPreview in the currency the quote is issued in (decision 301)", () => {
  const rateTo = (code: string, minorUnits: number, rateMillionths: number) => ({
    from: { code: "EUR", minorUnits: 2 },
    to: { code, minorUnits },
    rateMillionths,
    asOf: "2026-11-24",
  });
  it.each([
    // €219.30 × 1.0812 = $237.10716 → $237.11, × 260 = $61,648.60; €3,900.00 → $4,216.68; €201.69 → $218.067228 → $218.07.
    [
      rateTo("USD", 2, 1_081_200),
      ["219.30"],
      [260],
      "3,900.00",
      "201.69",
      "CIF",
      "Goods US$61,648.60 + freight US$4,216.68 + insurance US$218.07 = US$66,083.35; deposit (30%) US$19,825.01. Converted from EUR at 1 EUR = 1.0812 USD, 24 Nov 2026.",
    ],
    // Pesos have no minor unit: €148.00 × 1040 = CLP 153,920, × 120.
    [
      rateTo("CLP", 0, 1_040_000_000),
      ["148.00"],
      [120],
      "1200",
      "0",
      "FOB",
      "Goods CLP 18,470,400 + freight CLP 1,248,000 = CLP 19,718,400; deposit (30%) CLP 5,915,520. Converted from EUR at 1 EUR = 1040 CLP, 24 Nov 2026.",
    ],
  ])("converts each unit price, then totals: %#", (rate, prices, pieces, shipping, insurance, incoterm, expected) => {
    // Intl spaces a code from the figure with a no-break space: compared as plain spaces.
    expect(quoteTotalPreview(prices, pieces, { shipping, insurance, incoterm }, "EUR", rate)?.replace(/\s/gu, " ")).toBe(expected);
  });
});
