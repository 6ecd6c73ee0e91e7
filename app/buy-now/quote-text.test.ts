import { describe, expect, it } from "vitest";
import { money } from "../domain/money";
import { quoteBulkOrder } from "../domain/pricing";
import { formatPieces, shippingNote, tierNote } from "./quote-text";

const offer = money(43500, "EUR");

describe("tierNote", () => {
  it.each([
    [50, "Minimum-order surcharge +€20.00 per tyre"],
    [51, "20ft container rate +€10.00 per tyre"],
    [160, "20ft container rate +€10.00 per tyre"],
    [161, "40ft container rate"],
    [281, "40ft container rate"],
  ])("explains the unit price of %i pieces", (quantity, expected) => {
    expect(tierNote(quoteBulkOrder(offer, quantity))).toBe(expected);
  });

  it("names the surcharge in the tyre's currency", () => {
    expect(tierNote(quoteBulkOrder(money(9900, "USD"), 50))).toBe("Minimum-order surcharge +US$20.00 per tyre");
  });
});

describe("shippingNote", () => {
  it.each([
    [50, "1 × 20ft container"],
    [160, "1 × 20ft container"],
    [161, "1 × 40ft container"],
    [280, "1 × 40ft container"],
    [281, "2 × 40ft containers"],
    [560, "2 × 40ft containers"],
    [561, "3 × 40ft containers"],
  ])("names the containers shipped for %i pieces", (quantity, expected) => {
    expect(shippingNote(quoteBulkOrder(offer, quantity))).toBe(expected);
  });
});

describe("formatPieces", () => {
  it.each([
    [50, "50 pcs"],
    [1120, "1,120 pcs"],
  ])("writes %i as %s", (quantity, expected) => {
    expect(formatPieces(quantity)).toBe(expected);
  });
});
