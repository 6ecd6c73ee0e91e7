// An order's document drawn for an Arabic buyer (decision 312): a commercial invoice worded as
// order-documents.server.ts words it, read back with a PDF parser. Its headings are Arabic in
// reading order, its amounts, codes and dates print as they are and add up, its page is mirrored
// (the seller and the tyre column on the right, figures right-aligned), and a long table runs onto
// a second page with its head again. The same invoice in English still draws in Helvetica.
import { describe, expect, it } from "vitest";
import { readPdfActualText, readPdfItems, readPdfText } from "../../tests/support/pdf-text";
import { documentWords } from "../mail/mail-words";
import type { Language } from "../i18n/languages";
import { renderOrderPdf, type OrderPdfInput } from "./order-pdf.server";

const LINES = [
  { tyre: "Michelin X Multi D", size: "315/80R22.5", hs: "4011.20", quantity: 100, unitMinor: 34500, kg: 6400 },
  { tyre: "Bridgestone Duravis R-Steer 002", size: "295/80R22.5", hs: "4011.20", quantity: 60, unitMinor: 29999, kg: 3540 },
];
const euro = (minor: number) => `€${(minor / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

/** A shipped order's commercial invoice, with `rows` table lines (the two tyres over again). */
function invoice(language: Language, rows = LINES.length): OrderPdfInput {
  const words = documentWords(language);
  const lines = Array.from({ length: rows }, (_, i) => LINES[i % LINES.length]!);
  const goods = lines.reduce((sum, line) => sum + line.quantity * line.unitMinor, 0);
  const freight = 390000;
  const deposit = Math.round((goods + freight) * 0.3);
  return {
    title: words.t("commercialInvoice"),
    number: "CI-Q-2026-000042",
    date: "2026-12-20",
    seller: ["Tyre Wholesale B.V.", "Waalhaven Oostzijde 81", "3087 BM Rotterdam", words.t("sellerVat", { value: "NL123456789B01" })],
    buyer: ["Gulf Tyre Trading LLC", "Ana Buyer", "Jebel Ali Free Zone, Dubai", "+971 4 123 4567"],
    facts: [
      [words.t("factProforma"), words.t("proformaOfInquiry", { number: "Q-2026-000042", id: 17 })],
      [words.t("factIncoterm"), "CFR Jebel Ali"],
      [words.t("factBillOfLading"), "MAEU123456789"],
      ["ETD / ETA", "2026-12-20 / 2027-01-09"],
    ],
    sections: [
      {
        heading: words.t("goods"),
        columns: [
          { head: words.t("colTyre"), width: 0.26, align: "left" },
          { head: words.t("colSize"), width: 0.16, align: "left" },
          { head: words.t("colHsCode"), width: 0.1, align: "left" },
          { head: words.t("colQty"), width: 0.08, align: "right" },
          { head: words.t("colUnitPrice"), width: 0.13, align: "right" },
          { head: words.t("colLineTotal"), width: 0.15, align: "right" },
          { head: words.t("colNetKg"), width: 0.12, align: "right" },
        ],
        rows: lines.map((line) => [
          line.tyre,
          line.size,
          line.hs,
          String(line.quantity),
          euro(line.unitMinor),
          euro(line.quantity * line.unitMinor),
          line.kg.toLocaleString("en-US"),
        ]),
        footer: [words.t("invoiceWeights", { net: "9,940", gross: "9,940" })],
      },
    ],
    totals: [
      [words.t("goodsFobValue"), euro(goods)],
      [words.t("freight"), euro(freight)],
      [words.t("totalIn", { currency: "EUR" }), euro(goods + freight)],
      [words.t("depositReceivedOn", { date: "2026-12-01" }), `- ${euro(deposit)}`],
      [words.t("balanceDue"), euro(goods + freight - deposit)],
    ],
    closing: [words.t("paymentTermsLine", { terms: "T/T 30% deposit, 70% against copy of B/L" }), words.t("certify")],
    createdAt: new Date("2026-12-20T10:00:00Z"),
    words,
  };
}

const amountsIn = (text: string) => [...text.matchAll(/€([\d,]+\.\d{2})/g)].map((m) => Math.round(Number(m[1]!.replace(/,/g, "")) * 100));

describe("renderOrderPdf in Arabic", () => {
  it("writes the commercial invoice in Arabic, right to left: headings in reading order, amounts as they are and adding up, the page mirrored", async () => {
    const pdf = await renderOrderPdf(invoice("ar"));
    const { text, title, pages } = await readPdfText(pdf);
    expect(pages).toHaveLength(1);
    expect(title).toBe("فاتورة تجارية CI-Q-2026-000042");
    const arabic = readPdfActualText(pdf).map((span) => span.trim());
    for (const heading of ["فاتورة تجارية", "البائع", "المشتري (المرسل إليه)", "البضاعة", "الإطار", "سعر الوحدة", "إجمالي البند", "الرصيد المستحق"])
      expect(arabic).toContain(heading);
    expect(arabic.join(" ")).toContain("نشهد بأن هذه الفاتورة صحيحة ودقيقة.");
    for (const english of ["Commercial invoice", "Seller", "Balance due", "Unit price"]) expect(text).not.toContain(english);
    for (const asIs of ["CI-Q-2026-000042", "2026-12-20", "MAEU123456789", "2026-12-20 / 2027-01-09", "CFR Jebel Ali", "+971 4 123 4567", "Q-2026-000042"])
      expect(text).toContain(asIs);

    // Line by line: quantity times unit price is the line's total; the lines make the goods, goods
    // and freight the total, and the deposit taken off leaves the balance.
    const amounts = amountsIn(text);
    expect(amounts).toHaveLength(2 * LINES.length + 5);
    const lineTotals = LINES.map((line, i) => {
      expect(amounts[2 * i]).toBe(line.unitMinor);
      expect(amounts[2 * i]! * line.quantity).toBe(amounts[2 * i + 1]);
      return amounts[2 * i + 1]!;
    });
    const [goods, freight, total, deposit, balance] = amounts.slice(2 * LINES.length);
    expect(goods).toBe(lineTotals.reduce((a, b) => a + b, 0));
    expect(goods! + freight!).toBe(total);
    expect(total! - deposit!).toBe(balance);
    expect(text).toContain(`- ${euro(deposit!)}`);

    // Mirrored: the seller's block and the tyre column stand on the right, figures right-aligned
    // in their columns, the columns' order reversed.
    const items = await readPdfItems(pdf);
    const at = (str: string) => items.find((item) => item.str === str)!;
    expect(at("Tyre Wholesale B.V.").x + at("Tyre Wholesale B.V.").width).toBeCloseTo(545.28, 0);
    expect(at("Gulf Tyre Trading LLC").x + at("Gulf Tyre Trading LLC").width).toBeLessThan(300);
    const row = items.filter((item) => Math.abs(item.y - at("Michelin X Multi D").y) < 1);
    expect(row.map((item) => item.str)).toEqual(["Michelin X Multi D", "315/80R22.5", "4011.20", "100", "€345.00", "€34,500.00", "6,400"]);
    expect(row.map((item) => item.x)).toEqual(row.map((item) => item.x).sort((a, b) => b - a));
    expect(at("Michelin X Multi D").x + at("Michelin X Multi D").width).toBeCloseTo(543.28, 0);
  });

  it("runs a long Arabic table onto a second page with its head again and the page's foot on each", async () => {
    const pdf = await renderOrderPdf(invoice("ar", 40));
    const { pages } = await readPdfText(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const heads = readPdfActualText(pdf).filter((span) => span.trim() === "سعر الوحدة");
    expect(heads.length).toBeGreaterThanOrEqual(2);
    expect(amountsIn(pages.join("\n"))).toHaveLength(2 * 40 + 5);
    for (const page of pages) expect(page).toContain("CI-Q-2026-000042");
  });

  it("draws the English invoice in Helvetica, as every language but Arabic", async () => {
    const pdf = await renderOrderPdf(invoice("en"));
    const { text } = await readPdfText(pdf);
    expect(text).toContain("Commercial invoice CI-Q-2026-000042");
    expect(readPdfActualText(pdf)).toEqual([]);
    expect(Buffer.from(pdf).toString("latin1")).toContain("/BaseFont /Helvetica");
    expect(Buffer.from(pdf).toString("latin1")).not.toContain("NotoSansArabic");
  });
});
