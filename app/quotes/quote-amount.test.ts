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
