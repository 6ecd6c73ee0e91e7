// The quote PDF read back with a PDF parser (pdfjs-dist): the shop, the buyer, every line, the
// totals (goods, freight and insurance under CIF; goods alone under FOB), the terms with the deposit and balance, the validity date and the note; many lines run
// onto more pages, each with the table head again.
import { describe, expect, it } from "vitest";
import { readPdfText } from "../../tests/support/pdf-text";
import { renderQuotePdf, type QuotePdfInput } from "./quote-pdf.server";

const QUOTE: QuotePdfInput = {
  number: "Q-2026-000042",
  date: "2026-11-25",
  validUntil: "2026-12-09",
  inquiryId: 17,
  currency: "EUR",
  buyer: { name: "Ana Buyer", company: "Łódź Haulage Sp. z o.o.", address: "Main Street 1, Rotterdam", email: "ana@example.com", phone: "+31 6 1234 5678" },
  lines: [
    { text: "Michelin X Multi D", size: "315/80R22.5", quantity: 100, unitPriceMinor: 34500, lineTotalMinor: 3450000 },
    { text: "Bridgestone Duravis R-Drive 002", size: "295/80R22.5", quantity: 60, unitPriceMinor: 29999, lineTotalMinor: 1799940 },
  ],
  subtotalMinor: 5249940,
  shippingMinor: 120000,
  insuranceMinor: 17717,
  totalMinor: 5387657,
  incoterm: "CIF",
  namedPlace: "Mombasa, Kenya",
  paymentTerms: "30% deposit for production, balance before shipment. Payment by bank transfer (TT), PayPal or credit card.",
  note: "Prices include the winter promotion.",
  createdAt: new Date("2026-11-25T10:00:00Z"),
};

describe("renderQuotePdf", () => {
  it("writes an A4 proforma quote whose text reads back with every line, total and term", async () => {
    const pdf = await renderQuotePdf(QUOTE);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { pages, text, title } = await readPdfText(pdf);
    expect(pages).toHaveLength(1);
    expect(title).toBe("Proforma quote Q-2026-000042");
    for (const expected of [
      "Tyre Wholesale",
      "Waalhaven Oostzijde 81",
      "sales@tyre-wholesale.example",
      "Proforma quote",
      "Quote number: Q-2026-000042",
      "Date: 25 November 2026",
      "Valid until: 9 December 2026",
      "Your inquiry: #17",
      "Ana Buyer",
      "Lódz Haulage Sp. z o.o.",
      "Michelin X Multi D",
      "315/80R22.5",
      "100 pcs",
      "€345.00",
      "€34,500.00",
      "Bridgestone Duravis R-Drive 002",
      "€299.99",
      "€17,999.40",
      "Goods €52,499.40",
      "Freight €1,200.00",
      "Insurance €177.17",
      "Total (EUR) €53,876.57",
      "CIF, Mombasa, Kenya",
      "30% deposit for production, balance before shipment.",
      "Deposit (30%): €16,162.97; balance before shipment: €37,713.60.",
      "9 December 2026. After this date the quote can no longer be accepted.",
      "Prices include the winter promotion.",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("lists goods alone under FOB when the seller charges no freight or insurance", async () => {
    const pdf = await renderQuotePdf({ ...QUOTE, incoterm: "FOB", namedPlace: "Rotterdam", shippingMinor: 0, insuranceMinor: 0, totalMinor: 5249940 });
    const { text } = await readPdfText(pdf);
    expect(text).toContain("Goods €52,499.40");
    expect(text).toContain("Total (EUR) €52,499.40");
    expect(text).not.toMatch(/Freight|Insurance/);
  });

  it("runs many lines onto further pages, repeating the table head on each", async () => {
    const lines = Array.from({ length: 70 }, (_, i) => ({
      text: `Tyre model ${i + 1}`,
      size: "315/80R22.5",
      quantity: 50,
      unitPriceMinor: 10000,
      lineTotalMinor: 500000,
    }));
    const pdf = await renderQuotePdf({ ...QUOTE, lines, subtotalMinor: 35000000, insuranceMinor: 0, totalMinor: 35120000, note: null });
    const { pages, text } = await readPdfText(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      if (page.includes("Tyre model")) expect(page).toMatch(/# Tyre Size Quantity Unit price Line total/);
    }
    for (let n = 1; n <= 70; n++) expect(text).toMatch(new RegExp(`\\b${n} Tyre model ${n}\\b`));
    expect(pages.at(-1)).toContain("€351,200.00");
    expect(text).not.toContain("Note");
  });
});
