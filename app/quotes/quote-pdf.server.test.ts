// The proforma invoice read back with a PDF parser (pdfjs-dist, decision 231): the seller from the
// company profile with VAT and registration numbers, the buyer with its tax ID, the Incoterm 2020 with its place
// and the ports, the containers, each line's tyre, pattern or axle, load index and speed symbol,
// size, HS code, quantity, prices and weights, lead time, ready date and DOT; goods (FOB value), freight, insurance and total; the
// payment terms with each amount and when it is due; the bank details and when they changed; the
// validity, lead time and signature block. Goods alone under FOB; a 60-line PI runs onto more
// pages, each with the table head and "Page n of m". In Arabic (decision 312) the headings are
// Arabic in reading order, the amounts as they are and adding up, and the page mirrored.
import { describe, expect, it } from "vitest";
import type { SellerProfile } from "../domain/seller-profile";
import { readPdfActualText, readPdfItems, readPdfText } from "../../tests/support/pdf-text";
import { renderQuotePdf, type ProformaTyre, type QuotePdfInput } from "./quote-pdf.server";

const SELLER: SellerProfile = {
  legalName: "Tyre Wholesale B.V.",
  address: ["Waalhaven Oostzijde 81", "3087 BM Rotterdam", "The Netherlands"],
  vatNumber: "NL123456789B01",
  registrationNumber: "KvK 12345678",
  bank: {
    beneficiary: "Tyre Wholesale B.V.",
    bankName: "ABN AMRO Bank N.V.",
    bankAddress: "Gustav Mahlerlaan 10\n1082 PP Amsterdam",
    iban: "NL91ABNA0417164300",
    swift: "ABNANL2A",
  },
  paymentTerms: ["tt-30-70-bl", "tt-100-advance"],
  validityDays: 14,
  leadTime: "15-30 days after the deposit is received",
  hsCodes: { truck: "4011.20", car: "4011.10", motorcycle: "4011.40", offRoad: "4011.80" },
  bankChangedAt: "2026-11-20T09:30:00.000Z",
  saved: true,
};

const DRIVE: ProformaTyre = {
  brand: "Michelin",
  model: "X Multi D",
  pattern: "Drive",
  vehicleType: "truck",
  loadIndex: "156/150",
  speedSymbol: "L",
  hsCode: "4011.20",
  weightKg: 64,
};

const QUOTE: QuotePdfInput = {
  number: "Q-2026-000042",
  date: "2026-11-25",
  validUntil: "2026-12-09",
  inquiryId: 17,
  currency: "EUR",
  rate: null,
  buyer: { name: "Ana Buyer", company: "Łódź Haulage Sp. z o.o.", address: "12 Marina Road, Lagos", email: "ana@example.com", phone: "+234 1 234 5678" },
  lines: [
    {
      text: "Michelin X Multi D",
      size: "315/80R22.5",
      quantity: 100,
      unitPriceMinor: 34500,
      lineTotalMinor: 3450000,
      tyre: DRIVE,
      supply: { leadTimeDays: 35, readyOn: "2027-01-02", dot: "DOT 2026 (week 12)" },
    },
    {
      text: "Bridgestone Duravis R-Steer 002",
      size: "295/80R22.5",
      quantity: 60,
      unitPriceMinor: 29999,
      lineTotalMinor: 1799940,
      tyre: { ...DRIVE, brand: "Bridgestone", model: "Duravis R-Steer 002", pattern: "Steer", loadIndex: "152/148", speedSymbol: "M", weightKg: 59 },
    },
    {
      text: "Michelin Pilot Sport 4",
      size: "225/45R17",
      quantity: 50,
      unitPriceMinor: 13800,
      lineTotalMinor: 690000,
      tyre: {
        brand: "Michelin",
        model: "Pilot Sport 4",
        pattern: "Standard",
        vehicleType: "car",
        loadIndex: "94",
        speedSymbol: "Y",
        hsCode: "4011.10",
        weightKg: 10,
      },
    },
  ],
  subtotalMinor: 5939940,
  shippingMinor: 390000,
  insuranceMinor: 20897,
  totalMinor: 6350837,
  incoterm: "CIF",
  namedPlace: "Lagos Apapa (NGAPP)",
  paymentTerms: "T/T 30% deposit, 70% against copy of B/L",
  note: "Prices include the winter promotion.",
  proforma: {
    seller: SELLER,
    portOfLoading: "Rotterdam",
    portOfDischarge: "Lagos Apapa (NGAPP)",
    containers: "1 × 40ft container",
    plan: "Fills 87% of a 40ft container.",
    buyerTaxId: "TIN 01234567-0001",
  },
  createdAt: new Date("2026-11-25T10:00:00Z"),
};

describe("renderQuotePdf", () => {
  it("writes an A4 proforma invoice whose text reads back with every field a bank asks for", async () => {
    const pdf = await renderQuotePdf(QUOTE);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { pages, text, title } = await readPdfText(pdf);
    expect(pages).toHaveLength(1);
    expect(title).toBe("Proforma invoice Q-2026-000042");
    for (const expected of [
      // The seller.
      "Tyre Wholesale B.V.",
      "Waalhaven Oostzijde 81",
      "VAT number: NL123456789B01",
      "Registration number: KvK 12345678",
      // The PI.
      "Proforma invoice",
      "PI number: Q-2026-000042",
      "Date: 25 November 2026",
      "Valid until: 9 December 2026",
      "Your inquiry: #17",
      // The buyer (Latin-1 spelling of what Helvetica cannot draw).
      "Ana Buyer",
      "Lódz Haulage Sp. z o.o.",
      "12 Marina Road, Lagos",
      "VAT / tax ID: TIN 01234567-0001",
      // The shipment.
      "Incoterms 2020: CIF Lagos Apapa (NGAPP)",
      "Port of loading: Rotterdam",
      "Port of discharge: Lagos Apapa (NGAPP)",
      "Containers: 1 × 40ft container. Fills 87% of a 40ft container.",
      "Lead time: 15-30 days after the deposit is received",
      // The table and its lines.
      "# Tyre Size HS code Qty Unit price Line total Net kg Gross kg",
      "Michelin X Multi D",
      "Drive axle · LI/SS 156/150L",
      "315/80R22.5",
      "4011.20",
      "€345.00",
      "€34,500.00",
      "6,400",
      "Bridgestone Duravis R-Steer 002",
      "Steer axle · LI/SS 152/148M",
      "3,540",
      "Michelin Pilot Sport 4",
      "Pattern Standard · LI/SS 94Y",
      "4011.10",
      // The totals, freight and insurance apart.
      "Goods (FOB value) €59,399.40",
      "Freight €3,900.00",
      "Insurance €208.97",
      "Total (EUR) €63,508.37",
      "Total net weight: 10,440 kg; total gross weight: 10,440 kg (tyres loaded loose).",
      // Payment terms with each amount and when it is due.
      "T/T 30% deposit, 70% against copy of B/L",
      "30%: €19,052.51 due by bank transfer on order, before production",
      "70%: €44,455.86 due by bank transfer against a copy of the bill of lading",
      // The bank.
      "Beneficiary: Tyre Wholesale B.V.",
      "Bank: ABN AMRO Bank N.V.",
      "Bank address: Gustav Mahlerlaan 10, 1082 PP Amsterdam",
      "IBAN: NL91 ABNA 0417 1643 00",
      "SWIFT/BIC: ABNANL2A",
      "Reference on the transfer: Q-2026-000042",
      "Bank details last changed on 20 November 2026.",
      // Validity, note, signatures, page.
      "9 December 2026. After this date the quote can no longer be accepted.",
      "Prices include the winter promotion.",
      "For and on behalf of Tyre Wholesale B.V.",
      "Authorised signature, name and date",
      "Accepted by the buyer",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(expected);
    }
    // Line 1's lead time, ready date and DOT as the seller sent them (decision 262), wrapped in its cell.
    expect(text).toMatch(/Drive axle · LI\/SS 156\/150L\sLead time 35 days · ready by 2 Jan\s2027 · DOT 2026 \(week 12\)/);
    // Line 1's quantity, its line's weights: 100 × 64 kg.
    expect(text).toMatch(/1 Michelin X Multi D[\s\S]*?315\/80R22\.5 4011\.20 100 €345\.00 €34,500\.00 6,400 6,400/);
  });

  it("lists goods alone under FOB when the seller charges no freight or insurance", async () => {
    const pdf = await renderQuotePdf({ ...QUOTE, incoterm: "FOB", namedPlace: "Rotterdam", shippingMinor: 0, insuranceMinor: 0, totalMinor: 5939940 });
    const { text } = await readPdfText(pdf);
    expect(text).toContain("Incoterms 2020: FOB Rotterdam");
    expect(text).toContain("Goods (FOB value) €59,399.40");
    expect(text).toContain("Total (EUR) €59,399.40");
    expect(text).not.toMatch(/Freight|Insurance/);
  });

  it("says the bank details are not given yet, and weights not known, rather than printing blanks (nor a buyer's tax ID not given)", async () => {
    const lines = QUOTE.lines.map((line) => ({ ...line, tyre: null }));
    const pdf = await renderQuotePdf({
      ...QUOTE,
      lines,
      proforma: { ...QUOTE.proforma, buyerTaxId: null, seller: { ...SELLER, bank: { ...SELLER.bank, iban: "" } } },
    });
    const { text } = await readPdfText(pdf);
    expect(text).not.toContain("tax ID");
    expect(text).toContain("Not yet given: ask the seller for them before paying.");
    expect(text).toContain("Weights: not known for these tyres.");
    expect(text).toContain("Bridgestone Duravis R-Steer 002");
    expect(text).not.toContain("IBAN");
  });

  it("runs a 60-line PI onto further pages, the table head and the PI's number on each, every line and field found", async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      text: `Tyre model ${i + 1}`,
      size: "315/80R22.5",
      quantity: 50,
      unitPriceMinor: 10000,
      lineTotalMinor: 500000,
      tyre: { ...DRIVE, model: `Model ${i + 1}` },
    }));
    const pdf = await renderQuotePdf({ ...QUOTE, lines, subtotalMinor: 30000000, shippingMinor: 780000, insuranceMinor: 0, totalMinor: 30780000, note: null });
    const { pages, text } = await readPdfText(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain(`Proforma invoice Q-2026-000042 - Page ${i + 1} of ${pages.length}`);
      if (i > 0) expect(page).toContain("Proforma invoice Q-2026-000042 (continued)");
      if (page.includes("Michelin Model")) expect(page).toContain("# Tyre Size HS code Qty Unit price Line total Net kg Gross kg");
    }
    for (let n = 1; n <= 60; n++) expect(text).toMatch(new RegExp(`\\b${n} Michelin Model ${n}\\b`));
    const last = pages.at(-1)!;
    for (const expected of [
      "Total (EUR) €307,800.00",
      "Total net weight: 192,000 kg",
      "IBAN: NL91 ABNA 0417 1643 00",
      "For and on behalf of Tyre Wholesale B.V.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(last).toContain("Accepted by the buyer");
    expect(text).not.toContain("Note");
  });

  it("writes an Arabic buyer's PI in Arabic, right to left: headings in reading order, amounts as they are and adding up, the page mirrored", async () => {
    const pdf = await renderQuotePdf({ ...QUOTE, language: "ar" });
    const { text, title } = await readPdfText(pdf);
    expect(title).toBe("فاتورة مبدئية Q-2026-000042");
    // Arabic letters are drawn joined, their dots apart: a reader copies them from each span's ActualText.
    const arabic = readPdfActualText(pdf).map((span) => span.trim());
    for (const heading of [
      "فاتورة مبدئية",
      "المشتري",
      "الشحنة",
      "الإطار",
      "المقاس",
      "الكمية",
      "سعر الوحدة",
      "إجمالي البند",
      "شروط الدفع",
      "البيانات المصرفية",
      "صالحة حتى",
      "موافقة المشتري",
    ])
      expect(arabic).toContain(heading);
    for (const english of ["Proforma invoice", "Payment terms", "Bank details", "Unit price"]) expect(text).not.toContain(english);
    // Brand, model, size, codes, bank details and amounts print as they are, in their own order.
    for (const asIs of [
      "Q-2026-000042",
      "Michelin X Multi D",
      "LI/SS 156/150L",
      "315/80R22.5 4011.20 100 €345.00 €34,500.00 6,400 6,400",
      "CIF Lagos Apapa (NGAPP)",
      "Łódź Haulage Sp. z o.o.",
      "IBAN: NL91 ABNA 0417 1643 00",
      "SWIFT/BIC: ABNANL2A",
    ])
      expect(text).toContain(asIs);
    // Every amount in drawing order: each line's unit price and total, goods, freight, insurance,
    // total, and the two parts of the schedule.
    const amounts = [...text.matchAll(/€([\d,]+\.\d{2})/g)].map((m) => Math.round(Number(m[1]!.replace(/,/g, "")) * 100));
    expect(amounts).toHaveLength(2 * QUOTE.lines.length + 4 + 2);
    const lineTotals = QUOTE.lines.map((line, i) => {
      expect(amounts[2 * i]! * line.quantity).toBe(amounts[2 * i + 1]);
      return amounts[2 * i + 1]!;
    });
    const [goods, freight, insurance, total, deposit, balance] = amounts.slice(2 * QUOTE.lines.length);
    expect(goods).toBe(lineTotals.reduce((a, b) => a + b, 0));
    expect([goods! + freight! + insurance!, deposit! + balance!]).toEqual([total, total]);
    expect(total).toBe(QUOTE.totalMinor);

    // Mirrored: the seller heads the right, the PI's facts the left; the table's # column is the
    // rightmost and the gross weight the leftmost; the totals stand at the left.
    const items = await readPdfItems(pdf);
    const at = (str: string) => items.find((item) => item.str === str)!;
    expect(at("Tyre Wholesale B.V.").x + at("Tyre Wholesale B.V.").width).toBeCloseTo(545.28, 0);
    expect(at("Q-2026-000042").x).toBeCloseTo(50, 0);
    expect(at("#").x).toBeGreaterThan(520);
    const row = items.filter((item) => Math.abs(item.y - at("315/80R22.5").y) < 1);
    expect(row.map((item) => item.str)).toEqual(["1", "Michelin X Multi D", "315/80R22.5", "4011.20", "100", "€345.00", "€34,500.00", "6,400", "6,400"]);
    expect(row.map((item) => item.x)).toEqual(row.map((item) => item.x).sort((a, b) => b - a));
    expect(at("€63,508.37").x).toBeLessThan(200);
  });
});
