// The proforma quote as a PDF (decision 176), drawn with pdfkit on A4: the shop's details,
// the quote's number and dates, the buyer, every line (the table head repeated on each page), the
// totals, the terms and named place, the payment terms with the deposit and balance, the validity
// date and the seller's note; "Page n of m" at the foot of each page.
import PDFDocument from "pdfkit";
import { formatMoney, money, type CurrencyCode } from "../domain/money";
import { paymentScheduleText } from "../domain/seller-quote";
import { SHOP_INFO } from "../shop/shop-info";
import { formatQuoteDateText } from "./quote-dates";
import { quoteAmountLines } from "./quote-terms";
import { pdfSafeText } from "./win-ansi-text";

export interface QuotePdfLine {
  text: string;
  size: string | null;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
}

export interface QuotePdfInput {
  number: string;
  /** YYYY-MM-DD: the day it was made, and the last day it can be accepted (shop's time zone). */
  date: string;
  validUntil: string;
  inquiryId: number;
  currency: CurrencyCode;
  buyer: { name: string; company: string | null; address: string; email: string; phone: string };
  lines: QuotePdfLine[];
  subtotalMinor: number;
  shippingMinor: number;
  insuranceMinor: number;
  totalMinor: number;
  incoterm: string;
  namedPlace: string;
  paymentTerms: string;
  note: string | null;
  /** The instant written into the file's metadata. */
  createdAt: Date;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const FOOTER_SPACE = 40;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const INK = "#111827";
const MUTED = "#4b5563";
const RULE = "#d1d5db";

/** The table's columns: x offset from the margin, width, alignment. */
const COLUMNS = [
  { head: "#", width: 22, align: "left" },
  { head: "Tyre", width: 159, align: "left" },
  { head: "Size", width: 104, align: "left" },
  { head: "Quantity", width: 50, align: "right" },
  { head: "Unit price", width: 80, align: "right" },
  { head: "Line total", width: 80, align: "right" },
] as const;

const formatQuoteDate = formatQuoteDateText;

export async function renderQuotePdf(input: QuotePdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: `Proforma quote ${input.number}`,
      Author: SHOP_INFO.legalName,
      Subject: `Quote for inquiry #${input.inquiryId}`,
      CreationDate: input.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const amount = (minor: number) => pdfSafeText(formatMoney(money(minor, input.currency)));
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) => doc.text(pdfSafeText(value), x, y, options);

  drawHeader(doc, input, text);
  let y = drawBuyer(doc, input, text);
  y = drawTableHead(doc, y + 18, text);
  const bottom = A4.height - MARGIN - FOOTER_SPACE;
  input.lines.forEach((line, index) => {
    const cells = [String(index + 1), line.text, line.size ?? "", `${line.quantity} pcs`, amount(line.unitPriceMinor), amount(line.lineTotalMinor)];
    doc.font("Helvetica").fontSize(9.5);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(pdfSafeText(cell), { width: COLUMNS[i]!.width - 6 }))) + 8;
    if (y + height > bottom) {
      doc.addPage();
      y = drawTableHead(doc, MARGIN, text);
    }
    drawRow(doc, cells, y, text);
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  });

  const totals: Array<[string, string, boolean]> = [
    ...quoteAmountLines(input).map((line): [string, string, boolean] => [line.label, amount(line.minor), false]),
    [`Total (${input.currency})`, amount(input.totalMinor), true],
  ];
  if (y + totals.length * 18 + 10 > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  y += 8;
  for (const [label, value, strong] of totals) {
    doc
      .font(strong ? "Helvetica-Bold" : "Helvetica")
      .fontSize(strong ? 12 : 10)
      .fillColor(INK);
    text(label, MARGIN + 255, y, { width: 150, align: "right" });
    text(value, MARGIN + 415, y, { width: CONTENT_WIDTH - 415, align: "right" });
    y += strong ? 20 : 16;
  }

  const terms: Array<[string, string]> = [
    ["Shipping terms", `${input.incoterm}, ${input.namedPlace}`],
    ["Payment terms", `${input.paymentTerms}\n${paymentScheduleText(input.totalMinor, input.currency)}`],
    ["Valid until", `${formatQuoteDate(input.validUntil)}. After this date the quote can no longer be accepted.`],
    ...(input.note ? ([["Note", input.note]] as Array<[string, string]>) : []),
  ];
  y += 14;
  for (const [label, value] of terms) {
    doc.font("Helvetica").fontSize(10);
    const height = doc.heightOfString(pdfSafeText(value), { width: CONTENT_WIDTH - 110 }) + 10;
    if (y + height > bottom) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font("Helvetica-Bold").fontSize(10).fillColor(INK);
    text(label, MARGIN, y, { width: 105 });
    doc.font("Helvetica").fillColor(INK);
    text(value, MARGIN + 110, y, { width: CONTENT_WIDTH - 110 });
    y += height;
  }

  drawFooters(doc, input.number);
  doc.end();
  return finished;
}

type DrawText = (value: string, x: number, y: number, options?: PDFKit.Mixins.TextOptions) => PDFKit.PDFDocument;

function drawHeader(doc: PDFKit.PDFDocument, input: QuotePdfInput, text: DrawText): void {
  doc.font("Helvetica-Bold").fontSize(18).fillColor(INK);
  text(SHOP_INFO.name, MARGIN, MARGIN, { width: 260 });
  doc.font("Helvetica").fontSize(9).fillColor(MUTED);
  text([SHOP_INFO.legalName, ...SHOP_INFO.address, SHOP_INFO.phone, SHOP_INFO.email].join("\n"), MARGIN, MARGIN + 24, { width: 260 });

  const right = MARGIN + 270;
  const width = CONTENT_WIDTH - 270;
  doc.font("Helvetica-Bold").fontSize(16).fillColor(INK);
  text("Proforma quote", right, MARGIN, { width, align: "right" });
  doc.font("Helvetica").fontSize(10).fillColor(INK);
  text(
    [
      `Quote number: ${input.number}`,
      `Date: ${formatQuoteDate(input.date)}`,
      `Valid until: ${formatQuoteDate(input.validUntil)}`,
      `Your inquiry: #${input.inquiryId}`,
    ].join("\n"),
    right,
    MARGIN + 24,
    { width, align: "right", lineGap: 2 },
  );
}

function drawBuyer(doc: PDFKit.PDFDocument, input: QuotePdfInput, text: DrawText): number {
  const top = MARGIN + 120;
  doc.font("Helvetica-Bold").fontSize(10).fillColor(INK);
  text("Quote for", MARGIN, top);
  doc.font("Helvetica").fontSize(10);
  const { buyer } = input;
  const lines = [buyer.name, buyer.company, buyer.address, buyer.email, buyer.phone].filter((line): line is string => Boolean(line));
  const body = lines.join("\n");
  text(body, MARGIN, top + 14, { width: 300, lineGap: 1 });
  return top + 14 + doc.heightOfString(pdfSafeText(body), { width: 300, lineGap: 1 });
}

function drawTableHead(doc: PDFKit.PDFDocument, y: number, text: DrawText): number {
  doc.rect(MARGIN, y, CONTENT_WIDTH, 20).fillColor("#f3f4f6").fill();
  doc.font("Helvetica-Bold").fontSize(9.5).fillColor(INK);
  let x = MARGIN;
  for (const column of COLUMNS) {
    text(column.head, x + 3, y + 6, { width: column.width - 6, align: column.align });
    x += column.width;
  }
  return y + 20;
}

function drawRow(doc: PDFKit.PDFDocument, cells: string[], y: number, text: DrawText): void {
  doc.font("Helvetica").fontSize(9.5).fillColor(INK);
  let x = MARGIN;
  COLUMNS.forEach((column, i) => {
    text(cells[i] ?? "", x + 3, y + 4, { width: column.width - 6, align: column.align });
    x += column.width;
  });
}

function drawFooters(doc: PDFKit.PDFDocument, number: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: pdfkit would open a new page for text there unless told otherwise.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    doc.text(`${SHOP_INFO.legalName} - ${number} - Page ${i - start + 1} of ${count}`, MARGIN, A4.height - MARGIN - 10, {
      width: CONTENT_WIDTH,
      align: "center",
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}
