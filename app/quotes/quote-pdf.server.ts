// The proforma invoice as a PDF (decisions 176, 231), drawn with pdfkit on A4: the seller from the
// company profile (legal name, address, VAT and registration numbers), the PI's number and dates,
// the buyer with its VAT or tax ID when given, the Incoterm 2020 with its named place and the ports, the containers; a table of
// lines (tyre, pattern or axle, load index and speed symbol, size, HS code, quantity, unit price,
// line total, net and gross weight) whose head is drawn again on every page; the goods (FOB
// value), freight, insurance and total as the quote stored them; the payment terms with each
// amount and when it is due; the bank details and when they last changed; validity, lead time,
// the note, and a signature block. Every page names the PI and says "Page n of m".
// Written in the buyer's language (documentLanguage); amounts, codes, bank details, brand, model
// and size are printed as they are in every language.
import PDFDocument from "pdfkit";
import { rateSentence, type ExchangeRate } from "../domain/exchange-rate";
import { moneyIn } from "../domain/currency-minor-units";
import { formatMoney, type CurrencyCode } from "../domain/money";
import { printedIban, type SellerProfile } from "../domain/seller-profile";
import { DEFAULT_LANGUAGE, LOCALES, isLanguage, type Language } from "../i18n/languages";
import { documentWords, type DocumentWords } from "../mail/mail-words";
import { SHOP_INFO } from "../shop/shop-info";
import { quoteAmountLines } from "./quote-terms";
import { paymentTermsIn, scheduleLinesIn } from "./quote-words";
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
  /** The inquiry's language (en, fr, es, pt, ar); English when not given. */
  language?: string;
}

/**
 * The language a buyer's PDF is written in: the inquiry's, but Arabic is written in English.
 * pdfkit draws with the standard Helvetica (WinAnsi, win-ansi-text.ts), which has no Arabic
 * letters; with an embedded font that has them (DejaVu Sans) fontkit joins a word's letters, but
 * pdfkit lays every line's words out left to right and has no bidirectional algorithm, so an
 * Arabic sentence, or one mixing Arabic with amounts and codes, would print its words in reverse
 * order. A trade document with words out of order is worse than an English one that every bank
 * and forwarder in the Gulf reads.
 */
export function documentLanguage(language: string | null | undefined): Language {
  if (!language || !isLanguage(language) || language === "ar") return DEFAULT_LANGUAGE;
  return language;
}

/** A calendar day written out in the document's language: "9 December 2026", "9 décembre 2026". */
function longDay(words: DocumentWords, isoDay: string): string {
  return new Intl.DateTimeFormat(LOCALES[words.language], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
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

/** The table's columns: the heading's message, width and alignment, filling the content width. */
const COLUMNS = [
  { head: null, width: 16, align: "left" },
  { head: "colTyre", width: 131, align: "left" },
  { head: "colSize", width: 64, align: "left" },
  { head: "colHsCode", width: 42, align: "left" },
  { head: "colQty", width: 32, align: "right" },
  { head: "colUnitPrice", width: 56, align: "right" },
  { head: "colLineTotal", width: 66, align: "right" },
  { head: "colNetKg", width: 42, align: "right" },
  { head: "colGrossKg", width: 46, align: "right" },
] as const;

const kilograms = (kg: number) => Math.round(kg).toLocaleString("en-US");

/** Tyres travel loose in the container, floor-loaded without pallets or wrapping: the gross weight is the net (decision 231). */
const grossOf = (netKg: number) => netKg;

/**
 * "Michelin X Multi D\nDrive axle · LI/SS 156/150L", or the quote's own text for a tyre no longer
 * listed; then the line's lead time, ready date and DOT, where a buyer's bank and forwarder read them.
 */
function tyreCell(line: QuotePdfLine, words: DocumentWords): string {
  const supply = line.supply ? supplyText(line.supply, words) : null;
  const described = describeTyre(line, words);
  return supply === null ? described : `${described}\n${supply}`;
}

/** lineSupplyText (quote-line-supply.ts) in the document's language: "Lead time 30 days · ready by 2 Jan 2027 · DOT 4826". */
function supplyText(supply: LineSupply, words: DocumentWords): string | null {
  if (words.language === DEFAULT_LANGUAGE) return lineSupplyText(supply);
  const day = new Intl.DateTimeFormat(LOCALES[words.language], { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const parts: string[] = [];
  if (supply.leadTimeDays === 0) parts.push(words.t("fromStock"));
  else if (supply.leadTimeDays !== null) parts.push(words.t("leadTimeDays", { days: supply.leadTimeDays }));
  if (supply.readyOn !== null) parts.push(words.t("readyBy", { date: day.format(new Date(`${supply.readyOn}T00:00:00Z`)) }));
  if (supply.dot !== null) parts.push(supply.dot);
  if (parts.length === 0) return null;
  const text = parts.join(" · ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The catalogue's axle positions, named in the document's language; any other as "{pattern} axle". */
const AXLES = { Drive: "axleDrive", Steer: "axleSteer", Trailer: "axleTrailer" } as const;

function axleText(pattern: string, words: DocumentWords): string {
  const known = AXLES[pattern as keyof typeof AXLES];
  return known ? words.t(known) : words.t("truckAxle", { pattern });
}

function patternText(pattern: string, words: DocumentWords): string {
  return pattern === "Standard" ? words.t("patternStandard") : words.t("pattern", { pattern });
}

function describeTyre(line: QuotePdfLine, words: DocumentWords): string {
  const tyre = line.tyre;
  if (!tyre) return line.text;
  const position = tyre.vehicleType === "truck" ? axleText(tyre.pattern, words) : patternText(tyre.pattern, words);
  const loadSpeed = tyre.loadIndex || tyre.speedSymbol ? ` · LI/SS ${tyre.loadIndex ?? ""}${tyre.speedSymbol ?? ""}` : "";
  return `${tyre.brand} ${tyre.model}\n${position}${loadSpeed}`;
}

/** The containers as the inquiry stored them ("2 × 40ft containers"), in the document's language. */
function containersText(containers: string | null, words: DocumentWords): string {
  if (containers === null) return words.t("containersToBePlanned");
  const load = /^(\d+) × (\S+) containers?$/.exec(containers);
  return load && words.language !== DEFAULT_LANGUAGE ? words.t("containerLoad", { count: Number(load[1]), container: load[2]! }) : containers;
}

export async function renderQuotePdf(input: QuotePdfInput): Promise<Buffer> {
  const { seller } = input.proforma;
  const words = documentWords(documentLanguage(input.language));
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: words.t("metaTitle", { number: input.number }),
      Author: seller.legalName,
      Subject: words.t("metaSubject", { id: input.inquiryId }),
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

  let y = drawHeader(doc, input, text, words);
  y = drawParties(doc, input, y + 14, text, words);
  y = drawTableHead(doc, y + 14, text, words);
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
      tyreCell(line, words),
      line.size ?? "",
      line.tyre?.hsCode ?? "",
      line.quantity.toLocaleString("en-US"),
      amount(line.unitPriceMinor),
      amount(line.lineTotalMinor),
      lineKg === null ? words.t("notAvailable") : kilograms(lineKg),
      lineKg === null ? words.t("notAvailable") : kilograms(grossOf(lineKg)),
    ];
    doc.font("Helvetica").fontSize(TABLE_FONT);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(pdfSafeText(cell), { width: COLUMNS[i]!.width - 4 }))) + 6;
    if (y + height > bottom) y = drawTableHead(doc, newPage(), text, words);
    drawRow(doc, cells, y, text);
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  });

  const labelOf = { Goods: words.t("goodsFobValue"), Freight: words.t("freight"), Insurance: words.t("insurance") };
  const totals: Array<[string, string, boolean]> = [
    ...quoteAmountLines(input).map((line): [string, string, boolean] => [labelOf[line.label], amount(line.minor), false]),
    [words.t("totalIn", { currency: input.currency }), amount(input.totalMinor), true],
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
      ? words.t("weightsUnknown")
      : words.t("weights", {
          net: kilograms(netKg),
          gross: kilograms(grossOf(netKg)),
          unweighed: weighed < input.lines.length ? words.t("unweighed", { count: input.lines.length - weighed }) : "",
        });
  text(weights, MARGIN, y + 4, { width: CONTENT_WIDTH, align: "right" });
  y += 22;

  const { bank } = seller;
  const bankText = bank.iban
    ? [
        words.t("beneficiary", { value: bank.beneficiary }),
        words.t("bank", { value: bank.bankName }),
        words.t("bankAddress", { value: bank.bankAddress.replace(/\s*\n\s*/g, ", ") }),
        `IBAN: ${printedIban(bank.iban)}`,
        `SWIFT/BIC: ${bank.swift}`,
        words.t("transferReference", { number: input.number }),
        seller.bankChangedAt ? words.t("bankChanged", { date: longDay(words, seller.bankChangedAt) }) : "",
      ]
        .filter(Boolean)
        .join("\n")
    : words.t("bankNotGiven");
  // The schedule's amounts as the rest of the document prints them.
  const schedule = scheduleLinesIn(words.mail, input, (due) => formatMoney(due));
  const terms: Array<[string, string]> = [
    [words.t("paymentTerms"), `${paymentTermsIn(words.mail, input.paymentTerms)}\n${schedule.join("\n")}`],
    [words.t("bankDetails"), bankText],
    ...(input.rate
      ? ([
          [words.t("exchangeRate"), words.t("rateExplained", { rate: rateSentence(input.rate, LOCALES[words.language]), from: input.rate.from.code })],
        ] as Array<[string, string]>)
      : []),
    [words.t("validUntil"), words.t("validUntilExplained", { date: longDay(words, input.validUntil) })],
    [words.t("leadTime"), seller.leadTime],
    ...(input.note ? ([[words.t("note"), input.note]] as Array<[string, string]>) : []),
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
  drawSignatures(doc, seller.legalName, y + 16, text, words);
  drawPageMarks(doc, input.number, seller.legalName, words);
  doc.end();
  return finished;
}

type DrawText = (value: string, x: number, y: number, options?: PDFKit.Mixins.TextOptions) => PDFKit.PDFDocument;

function drawHeader(doc: PDFKit.PDFDocument, input: QuotePdfInput, text: DrawText, words: DocumentWords): number {
  const { seller } = input.proforma;
  doc.font("Helvetica-Bold").fontSize(14).fillColor(INK);
  text(seller.legalName, MARGIN, MARGIN, { width: 270 });
  doc.font("Helvetica").fontSize(8.5).fillColor(MUTED);
  const sellerLines = [
    ...seller.address,
    seller.vatNumber ? words.t("vatNumber", { value: seller.vatNumber }) : "",
    seller.registrationNumber ? words.t("registrationNumber", { value: seller.registrationNumber }) : "",
    `${SHOP_INFO.phone} · ${SHOP_INFO.email}`,
  ].filter(Boolean);
  const sellerBody = sellerLines.join("\n");
  text(sellerBody, MARGIN, MARGIN + 19, { width: 270 });
  const sellerBottom = MARGIN + 19 + doc.heightOfString(pdfSafeText(sellerBody), { width: 270 });

  const right = MARGIN + 280;
  const width = CONTENT_WIDTH - 280;
  doc.font("Helvetica-Bold").fontSize(15).fillColor(INK);
  text(words.t("proformaInvoice"), right, MARGIN, { width, align: "right" });
  doc.font("Helvetica").fontSize(9).fillColor(INK);
  const facts = [
    words.t("piNumber", { number: input.number }),
    words.t("date", { date: longDay(words, input.date) }),
    words.t("validUntilFact", { date: longDay(words, input.validUntil) }),
    words.t("yourInquiry", { id: input.inquiryId }),
  ].join("\n");
  text(facts, right, MARGIN + 22, { width, align: "right", lineGap: 1 });
  const factsBottom = MARGIN + 22 + doc.heightOfString(facts, { width, lineGap: 1 });
  return Math.max(sellerBottom, factsBottom);
}

/** The buyer on the left, the shipment on the right. */
function drawParties(doc: PDFKit.PDFDocument, input: QuotePdfInput, top: number, text: DrawText, words: DocumentWords): number {
  const half = CONTENT_WIDTH / 2 - 8;
  doc.font("Helvetica-Bold").fontSize(9.5).fillColor(INK);
  text(words.t("buyer"), MARGIN, top);
  text(words.t("shipment"), MARGIN + half + 16, top);
  doc.font("Helvetica").fontSize(9);
  const { buyer, proforma } = input;
  const taxId = proforma.buyerTaxId ? words.t("taxId", { value: proforma.buyerTaxId }) : null;
  // The plan's sentence is stored in English with the inquiry: a document in another language names the containers only.
  const plan = proforma.plan && words.language === DEFAULT_LANGUAGE ? `. ${proforma.plan}` : "";
  const buyerBody = [buyer.name, buyer.company, buyer.address, taxId, buyer.email, buyer.phone].filter((line): line is string => Boolean(line)).join("\n");
  const shipment = [
    words.t("incoterms", { terms: `${input.incoterm} ${input.namedPlace}` }),
    words.t("portOfLoading", { port: proforma.portOfLoading }),
    words.t("portOfDischarge", { port: proforma.portOfDischarge }),
    `${words.t("containers", { containers: containersText(proforma.containers, words) })}${plan}`,
    words.t("leadTimeFact", { leadTime: proforma.seller.leadTime }),
  ].join("\n");
  text(buyerBody, MARGIN, top + 13, { width: half, lineGap: 1 });
  text(shipment, MARGIN + half + 16, top + 13, { width: half, lineGap: 1 });
  return (
    top +
    13 +
    Math.max(doc.heightOfString(pdfSafeText(buyerBody), { width: half, lineGap: 1 }), doc.heightOfString(pdfSafeText(shipment), { width: half, lineGap: 1 }))
  );
}

function drawTableHead(doc: PDFKit.PDFDocument, y: number, text: DrawText, words: DocumentWords): number {
  doc.rect(MARGIN, y, CONTENT_WIDTH, HEAD_HEIGHT).fillColor("#f3f4f6").fill();
  doc.font("Helvetica-Bold").fontSize(TABLE_FONT).fillColor(INK);
  let x = MARGIN;
  for (const column of COLUMNS) {
    text(column.head === null ? "#" : words.t(column.head), x + 2, y + 5, { width: column.width - 4, align: column.align, lineBreak: false });
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

function drawSignatures(doc: PDFKit.PDFDocument, legalName: string, y: number, text: DrawText, words: DocumentWords): void {
  const half = CONTENT_WIDTH / 2 - 10;
  doc.font("Helvetica-Bold").fontSize(9.5).fillColor(INK);
  text(words.t("onBehalfOf", { name: legalName }), MARGIN, y, { width: half });
  text(words.t("acceptedByBuyer"), MARGIN + half + 20, y, { width: half });
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
  text(words.t("sellerSignature"), MARGIN, line + 4, { width: half });
  text(words.t("buyerSignature"), MARGIN + half + 20, line + 4, { width: half });
}

/** Every page's foot, and on every page after the first a running head naming the PI. */
function drawPageMarks(doc: PDFKit.PDFDocument, number: string, legalName: string, words: DocumentWords): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Outside the margins: pdfkit would open a new page for text there unless told otherwise.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    if (i > start) {
      doc.text(pdfSafeText(words.t("continued", { number, seller: legalName })), MARGIN, MARGIN - 6, {
        width: CONTENT_WIDTH,
        align: "right",
        lineBreak: false,
      });
    }
    doc.text(pdfSafeText(words.t("pageFoot", { seller: legalName, number, page: i - start + 1, count })), MARGIN, A4.height - MARGIN - 10, {
      width: CONTENT_WIDTH,
      align: "center",
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}
