// The proforma invoice as a PDF (decisions 176, 231), drawn with pdfkit on A4: the seller from the
// company profile (legal name, address, VAT and registration numbers), the PI's number and dates,
// the buyer with its VAT or tax ID when given, the Incoterm 2020 with its named place and the ports, the containers; a table of
// lines (tyre, pattern or axle, load index and speed symbol, size, HS code, quantity, unit price,
// line total, net and gross weight) whose head is drawn again on every page; the goods (FOB
// value), freight, insurance and total as the quote stored them; the payment terms with each
// amount and when it is due; the bank details and when they last changed; validity, lead time,
// the note, and a signature block. Every page names the PI and says "Page n of m".
import PDFDocument from "pdfkit";
import { rateSentence, type ExchangeRate } from "../domain/exchange-rate";
import { minorUnitsOf, moneyIn } from "../domain/currency-minor-units";
import { formatMoney, type CurrencyCode } from "../domain/money";
import { paymentScheduleLines, paymentTermOfText } from "../domain/payment-terms";
import { printedIban, type SellerProfile } from "../domain/seller-profile";
import { SHOP_INFO } from "../shop/shop-info";
import { formatQuoteDateText } from "./quote-dates";
import { quoteAmountLines } from "./quote-terms";
import { pdfSafeText } from "./win-ansi-text";
import { lineSupplyText, type LineSupply } from "../domain/quote-line-supply";

/** What the catalogue said about a line's tyre when the PI was made; null for a tyre no longer listed. */
export interface ProformaTyre {
  brand: string;
  model: string;
  /** The catalogue's pattern: the axle position of a truck tyre (Steer, Drive, Trailer). */
  pattern: string;
  vehicleType: string;
  loadIndex: string | null;
  speedSymbol: string | null;
  hsCode: string | null;
  /** One tyre's weight. */
  weightKg: number | null;
}

export interface QuotePdfLine {
  text: string;
  size: string | null;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
  tyre: ProformaTyre | null;
  /** The line's lead time, ready date and DOT as the seller sent them (decision 262); none on quotes sent before. */
  supply?: LineSupply;
}

/** What a proforma invoice says beyond the quote's own figures (decision 231). */
export interface ProformaFacts {
  seller: SellerProfile;
  portOfLoading: string;
  portOfDischarge: string;
  /** "2 × 40ft containers", as the buyer's plan had it. */
  containers: string | null;
  /** "Fills 1 40ft container and 87% of one more." */
  plan: string | null;
  /** The buyer company's VAT or tax ID when its profile gives one (decision 291): an import permit names it. */
  buyerTaxId: string | null;
}

export interface QuotePdfInput {
  number: string;
  /** YYYY-MM-DD: the day it was made, and the last day it can be accepted (shop's time zone). */
  date: string;
  validUntil: string;
  inquiryId: number;
  currency: CurrencyCode;
  /** The rate the quote was issued at (decision 301), said once under the terms; null in the catalogue's currency. */
  rate: ExchangeRate | null;
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
  proforma: ProformaFacts;
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
const TABLE_FONT = 8;
const HEAD_HEIGHT = 16;

/** The table's columns: width and alignment, filling the content width. */
const COLUMNS = [
  { head: "#", width: 16, align: "left" },
  { head: "Tyre", width: 131, align: "left" },
  { head: "Size", width: 64, align: "left" },
  { head: "HS code", width: 42, align: "left" },
  { head: "Qty", width: 32, align: "right" },
  { head: "Unit price", width: 56, align: "right" },
  { head: "Line total", width: 66, align: "right" },
  { head: "Net kg", width: 42, align: "right" },
  { head: "Gross kg", width: 46, align: "right" },
] as const;

const kilograms = (kg: number) => Math.round(kg).toLocaleString("en-US");

/** Tyres travel loose in the container, floor-loaded without pallets or wrapping: the gross weight is the net (decision 231). */
const grossOf = (netKg: number) => netKg;

/**
 * "Michelin X Multi D\nDrive axle · LI/SS 156/150L", or the quote's own text for a tyre no longer
 * listed; then the line's lead time, ready date and DOT, where a buyer's bank and forwarder read them.
 */
function tyreCell(line: QuotePdfLine): string {
  const supply = line.supply ? lineSupplyText(line.supply) : null;
  const described = describeTyre(line);
  return supply === null ? described : `${described}\n${supply}`;
}

function describeTyre(line: QuotePdfLine): string {
  const tyre = line.tyre;
  if (!tyre) return line.text;
  const position = tyre.vehicleType === "truck" ? `${tyre.pattern} axle` : `Pattern ${tyre.pattern}`;
  const loadSpeed = tyre.loadIndex || tyre.speedSymbol ? ` · LI/SS ${tyre.loadIndex ?? ""}${tyre.speedSymbol ?? ""}` : "";
  return `${tyre.brand} ${tyre.model}\n${position}${loadSpeed}`;
}

export async function renderQuotePdf(input: QuotePdfInput): Promise<Buffer> {
  const { seller } = input.proforma;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: `Proforma invoice ${input.number}`,
      Author: seller.legalName,
      Subject: `Proforma invoice for inquiry #${input.inquiryId}`,
      CreationDate: input.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const amount = (minor: number) => pdfSafeText(formatMoney(moneyIn(minor, input.currency)));
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) => doc.text(pdfSafeText(value), x, y, options);
  const bottom = A4.height - MARGIN - FOOTER_SPACE;
  const newPage = () => {
    doc.addPage();
    // Below the running header drawn on every page after the first.
    return MARGIN + 14;
  };

  let y = drawHeader(doc, input, text);
  y = drawParties(doc, input, y + 14, text);
  y = drawTableHead(doc, y + 14, text);
  let netKg = 0;
  let weighed = 0;
  input.lines.forEach((line, index) => {
    const lineKg = line.tyre?.weightKg ? line.tyre.weightKg * line.quantity : null;
    if (lineKg !== null) {
      netKg += lineKg;
      weighed++;
    }
    const cells = [
      String(index + 1),
      tyreCell(line),
      line.size ?? "",
      line.tyre?.hsCode ?? "",
      line.quantity.toLocaleString("en-US"),
      amount(line.unitPriceMinor),
      amount(line.lineTotalMinor),
      lineKg === null ? "n/a" : kilograms(lineKg),
      lineKg === null ? "n/a" : kilograms(grossOf(lineKg)),
    ];
    doc.font("Helvetica").fontSize(TABLE_FONT);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(pdfSafeText(cell), { width: COLUMNS[i]!.width - 4 }))) + 6;
    if (y + height > bottom) y = drawTableHead(doc, newPage(), text);
    drawRow(doc, cells, y, text);
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  });

  const labelOf = (label: string) => (label === "Goods" ? "Goods (FOB value)" : label);
  const totals: Array<[string, string, boolean]> = [
    ...quoteAmountLines(input).map((line): [string, string, boolean] => [labelOf(line.label), amount(line.minor), false]),
    [`Total (${input.currency})`, amount(input.totalMinor), true],
  ];
  if (y + totals.length * 16 + 40 > bottom) y = newPage();
  y += 8;
  for (const [label, value, strong] of totals) {
    doc
      .font(strong ? "Helvetica-Bold" : "Helvetica")
      .fontSize(strong ? 11 : 9.5)
      .fillColor(INK);
    text(label, MARGIN + 215, y, { width: 180, align: "right" });
    text(value, MARGIN + 400, y, { width: CONTENT_WIDTH - 400, align: "right" });
    y += strong ? 18 : 14;
  }
  doc.font("Helvetica").fontSize(9).fillColor(INK);
  const weights =
    weighed === 0
      ? "Weights: not known for these tyres."
      : `Total net weight: ${kilograms(netKg)} kg; total gross weight: ${kilograms(grossOf(netKg))} kg (tyres loaded loose)${weighed < input.lines.length ? `; ${input.lines.length - weighed} line(s) without a known weight` : ""}.`;
  text(weights, MARGIN, y + 4, { width: CONTENT_WIDTH, align: "right" });
  y += 22;

  const kind = paymentTermOfText(input.paymentTerms) ?? "spec-30-balance";
  const { bank } = seller;
  const bankText = bank.iban
    ? [
        `Beneficiary: ${bank.beneficiary}`,
        `Bank: ${bank.bankName}`,
        `Bank address: ${bank.bankAddress.replace(/\s*\n\s*/g, ", ")}`,
        `IBAN: ${printedIban(bank.iban)}`,
        `SWIFT/BIC: ${bank.swift}`,
        `Reference on the transfer: ${input.number}`,
        seller.bankChangedAt ? `Bank details last changed on ${formatQuoteDateText(seller.bankChangedAt.slice(0, 10))}.` : "",
      ]
        .filter(Boolean)
        .join("\n")
    : "Not yet given: ask the seller for them before paying.";
  const terms: Array<[string, string]> = [
    ["Payment terms", `${input.paymentTerms}\n${paymentScheduleLines(kind, input.totalMinor, input.currency, minorUnitsOf(input.currency)).join("\n")}`],
    ["Bank details", bankText],
    ...(input.rate
      ? ([
          [
            "Exchange rate",
            `${rateSentence(input.rate)}. Prices converted from ${input.rate.from.code} at this rate when the quote was sent; it does not change.`,
          ],
        ] as Array<[string, string]>)
      : []),
    ["Valid until", `${formatQuoteDateText(input.validUntil)}. After this date the quote can no longer be accepted.`],
    ["Lead time", seller.leadTime],
    ...(input.note ? ([["Note", input.note]] as Array<[string, string]>) : []),
  ];
  y += 6;
  for (const [label, value] of terms) {
    doc.font("Helvetica").fontSize(9.5);
    const height = doc.heightOfString(pdfSafeText(value), { width: CONTENT_WIDTH - 110 }) + 9;
    if (y + height > bottom) y = newPage();
    doc.font("Helvetica-Bold").fontSize(9.5).fillColor(INK);
    text(label, MARGIN, y, { width: 105 });
    doc.font("Helvetica").fillColor(INK);
    text(value, MARGIN + 110, y, { width: CONTENT_WIDTH - 110 });
    y += height;
  }

  if (y + 80 > bottom) y = newPage();
  drawSignatures(doc, seller.legalName, y + 16, text);
  drawPageMarks(doc, input.number, seller.legalName);
  doc.end();
  return finished;
}

type DrawText = (value: string, x: number, y: number, options?: PDFKit.Mixins.TextOptions) => PDFKit.PDFDocument;

function drawHeader(doc: PDFKit.PDFDocument, input: QuotePdfInput, text: DrawText): number {
  const { seller } = input.proforma;
  doc.font("Helvetica-Bold").fontSize(14).fillColor(INK);
  text(seller.legalName, MARGIN, MARGIN, { width: 270 });
  doc.font("Helvetica").fontSize(8.5).fillColor(MUTED);
  const sellerLines = [
    ...seller.address,
    seller.vatNumber ? `VAT number: ${seller.vatNumber}` : "",
    seller.registrationNumber ? `Registration number: ${seller.registrationNumber}` : "",
    `${SHOP_INFO.phone} · ${SHOP_INFO.email}`,
  ].filter(Boolean);
  const sellerBody = sellerLines.join("\n");
  text(sellerBody, MARGIN, MARGIN + 19, { width: 270 });
  const sellerBottom = MARGIN + 19 + doc.heightOfString(pdfSafeText(sellerBody), { width: 270 });

  const right = MARGIN + 280;
  const width = CONTENT_WIDTH - 280;
  doc.font("Helvetica-Bold").fontSize(15).fillColor(INK);
  text("Proforma invoice", right, MARGIN, { width, align: "right" });
  doc.font("Helvetica").fontSize(9).fillColor(INK);
  const facts = [
    `PI number: ${input.number}`,
    `Date: ${formatQuoteDateText(input.date)}`,
    `Valid until: ${formatQuoteDateText(input.validUntil)}`,
    `Your inquiry: #${input.inquiryId}`,
  ].join("\n");
  text(facts, right, MARGIN + 22, { width, align: "right", lineGap: 1 });
  const factsBottom = MARGIN + 22 + doc.heightOfString(facts, { width, lineGap: 1 });
  return Math.max(sellerBottom, factsBottom);
}

/** The buyer on the left, the shipment on the right. */
function drawParties(doc: PDFKit.PDFDocument, input: QuotePdfInput, top: number, text: DrawText): number {
  const half = CONTENT_WIDTH / 2 - 8;
  doc.font("Helvetica-Bold").fontSize(9.5).fillColor(INK);
  text("Buyer", MARGIN, top);
  text("Shipment", MARGIN + half + 16, top);
  doc.font("Helvetica").fontSize(9);
  const { buyer, proforma } = input;
  const taxId = proforma.buyerTaxId ? `VAT / tax ID: ${proforma.buyerTaxId}` : null;
  const buyerBody = [buyer.name, buyer.company, buyer.address, taxId, buyer.email, buyer.phone].filter((line): line is string => Boolean(line)).join("\n");
  const shipment = [
    `Incoterms 2020: ${input.incoterm} ${input.namedPlace}`,
    `Port of loading: ${proforma.portOfLoading}`,
    `Port of discharge: ${proforma.portOfDischarge}`,
    `Containers: ${proforma.containers ?? "to be planned"}${proforma.plan ? `. ${proforma.plan}` : ""}`,
    `Lead time: ${proforma.seller.leadTime}`,
  ].join("\n");
  text(buyerBody, MARGIN, top + 13, { width: half, lineGap: 1 });
  text(shipment, MARGIN + half + 16, top + 13, { width: half, lineGap: 1 });
  return (
    top +
    13 +
    Math.max(doc.heightOfString(pdfSafeText(buyerBody), { width: half, lineGap: 1 }), doc.heightOfString(pdfSafeText(shipment), { width: half, lineGap: 1 }))
  );
}

function drawTableHead(doc: PDFKit.PDFDocument, y: number, text: DrawText): number {
  doc.rect(MARGIN, y, CONTENT_WIDTH, HEAD_HEIGHT).fillColor("#f3f4f6").fill();
  doc.font("Helvetica-Bold").fontSize(TABLE_FONT).fillColor(INK);
  let x = MARGIN;
  for (const column of COLUMNS) {
    text(column.head, x + 2, y + 5, { width: column.width - 4, align: column.align, lineBreak: false });
    x += column.width;
  }
  return y + HEAD_HEIGHT;
}

function drawRow(doc: PDFKit.PDFDocument, cells: string[], y: number, text: DrawText): void {
  doc.font("Helvetica").fontSize(TABLE_FONT).fillColor(INK);
  let x = MARGIN;
  COLUMNS.forEach((column, i) => {
    text(cells[i] ?? "", x + 2, y + 3, { width: column.width - 4, align: column.align });
    x += column.width;
  });
}

function drawSignatures(doc: PDFKit.PDFDocument, legalName: string, y: number, text: DrawText): void {
  const half = CONTENT_WIDTH / 2 - 10;
  doc.font("Helvetica-Bold").fontSize(9.5).fillColor(INK);
  text(`For and on behalf of ${legalName}`, MARGIN, y, { width: half });
  text("Accepted by the buyer", MARGIN + half + 20, y, { width: half });
  const line = y + 44;
  doc.lineWidth(0.7).strokeColor(INK);
  doc
    .moveTo(MARGIN, line)
    .lineTo(MARGIN + half, line)
    .stroke();
  doc
    .moveTo(MARGIN + half + 20, line)
    .lineTo(MARGIN + CONTENT_WIDTH, line)
    .stroke();
  doc.font("Helvetica").fontSize(8.5).fillColor(MUTED);
  text("Authorised signature, name and date", MARGIN, line + 4, { width: half });
  text("Signature, name, company stamp and date", MARGIN + half + 20, line + 4, { width: half });
}

/** Every page's foot, and on every page after the first a running head naming the PI. */
function drawPageMarks(doc: PDFKit.PDFDocument, number: string, legalName: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Outside the margins: pdfkit would open a new page for text there unless told otherwise.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    if (i > start) {
      doc.text(pdfSafeText(`Proforma invoice ${number} (continued) - ${legalName}`), MARGIN, MARGIN - 6, {
        width: CONTENT_WIDTH,
        align: "right",
        lineBreak: false,
      });
    }
    doc.text(pdfSafeText(`${legalName} - Proforma invoice ${number} - Page ${i - start + 1} of ${count}`), MARGIN, A4.height - MARGIN - 10, {
      width: CONTENT_WIDTH,
      align: "center",
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}
