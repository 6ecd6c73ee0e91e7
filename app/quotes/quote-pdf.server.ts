// The proforma invoice as a PDF (decisions 176, 231), drawn with pdfkit on A4: the seller from the
// company profile (legal name, address, VAT and registration numbers), the PI's number and dates,
// the buyer with its VAT or tax ID when given, the Incoterm 2020 with its named place and the ports, the containers; a table of
// lines (tyre, pattern or axle, load index and speed symbol, size, HS code, quantity, unit price,
// line total, net and gross weight) whose head is drawn again on every page; the goods (FOB
// value), freight, insurance and total as the quote stored them; the payment terms with each
// amount and when it is due; the bank details and when they last changed; validity, lead time,
// the note, and a signature block. Every page names the PI and says "Page n of m".
// Written in the buyer's language (documentLanguage), Arabic right to left with its table
// mirrored (pdf-pen.server.ts, decision 312); amounts, codes, bank details, brand, model and size
// are printed as they are in every language.
import { rateSentence, type ExchangeRate } from "../domain/exchange-rate";
import { moneyIn } from "../domain/currency-minor-units";
import { formatMoney, type CurrencyCode } from "../domain/money";
import { printedIban, type SellerProfile } from "../domain/seller-profile";
import { DEFAULT_LANGUAGE, LOCALES, isLanguage, type Language } from "../i18n/languages";
import { documentWords, type DocumentWords } from "../mail/mail-words";
import { SHOP_INFO } from "../shop/shop-info";
import { quoteAmountLines } from "./quote-terms";
import { paymentTermsIn, scheduleLinesIn } from "./quote-words";
import { withoutBidiMarks } from "../i18n/bidi-text";
import { pdfLanguageTag, pdfPen, type PdfPen } from "./pdf-pen.server";
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
 * The language a buyer's PDF is written in: the inquiry's, English when it has none. Arabic is
 * written in Arabic, right to left (decision 312, replacing decision 310's English): pdfkit has no
 * bidirectional layout, so its pen (pdf-pen.server.ts) breaks and orders each line itself.
 */
export function documentLanguage(language: string | null | undefined): Language {
  if (!language || !isLanguage(language)) return DEFAULT_LANGUAGE;
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

const shortDays = new Map<Language, Intl.DateTimeFormat>();
/** "2 Jan 2027" in a language; made once per language, as a PI has a line per tyre. */
function shortDayFormat(language: Language): Intl.DateTimeFormat {
  let format = shortDays.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    shortDays.set(language, format);
  }
  return format;
}

/** lineSupplyText (quote-line-supply.ts) in the document's language: "Lead time 30 days · ready by 2 Jan 2027 · DOT 4826". */
function supplyText(supply: LineSupply, words: DocumentWords): string | null {
  if (words.language === DEFAULT_LANGUAGE) return lineSupplyText(supply);
  const day = shortDayFormat(words.language);
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
  const language = documentLanguage(input.language);
  const words = documentWords(language);
  // pdfkit and its fonts load with the first document, not with the server.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    ...pdfLanguageTag(language),
    info: {
      Title: withoutBidiMarks(words.t("metaTitle", { number: input.number })),
      Author: seller.legalName,
      Subject: withoutBidiMarks(words.t("metaSubject", { id: input.inquiryId })),
      CreationDate: input.createdAt,
    },
  });
  const pen = pdfPen(doc, language);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const amount = (minor: number) => formatMoney(moneyIn(minor, input.currency));
  const bottom = A4.height - MARGIN - FOOTER_SPACE;
  const newPage = () => {
    doc.addPage();
    // Below the running header drawn on every page after the first.
    return MARGIN + 14;
  };

  let y = drawHeader(doc, pen, input, words);
  y = drawParties(doc, pen, input, y + 14, words);
  y = drawTableHead(doc, pen, y + 14, words);
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
    pen.font("regular", TABLE_FONT);
    const height = Math.max(...cells.map((cell, i) => pen.heightOf(cell, { width: COLUMNS[i]!.width - 4 }))) + 6;
    if (y + height > bottom) y = drawTableHead(doc, pen, newPage(), words);
    drawRow(doc, pen, cells, y);
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
    pen.font(strong ? "bold" : "regular", strong ? 11 : 9.5);
    doc.fillColor(INK);
    pen.text(label, MARGIN + 215, y, { width: 180, align: "right" });
    pen.text(value, MARGIN + 400, y, { width: CONTENT_WIDTH - 400, align: "right", figures: true });
    y += strong ? 18 : 14;
  }
  pen.font("regular", 9);
  doc.fillColor(INK);
  const weights =
    weighed === 0
      ? words.t("weightsUnknown")
      : words.t("weights", {
          net: kilograms(netKg),
          gross: kilograms(grossOf(netKg)),
          unweighed: weighed < input.lines.length ? words.t("unweighed", { count: input.lines.length - weighed }) : "",
        });
  pen.text(weights, MARGIN, y + 4, { width: CONTENT_WIDTH, align: "right" });
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
  const schedule = scheduleLinesIn(words.mail, input, (due) => words.asIs(formatMoney(due)));
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
    pen.font("regular", 9.5);
    const height = pen.heightOf(value, { width: CONTENT_WIDTH - 110 }) + 9;
    if (y + height > bottom) y = newPage();
    pen.font("bold", 9.5);
    doc.fillColor(INK);
    pen.text(label, MARGIN, y, { width: 105 });
    pen.font("regular", 9.5);
    doc.fillColor(INK);
    pen.text(value, MARGIN + 110, y, { width: CONTENT_WIDTH - 110 });
    y += height;
  }

  if (y + 80 > bottom) y = newPage();
  drawSignatures(doc, pen, seller.legalName, y + 16, words);
  drawPageMarks(doc, pen, input.number, seller.legalName, words);
  doc.end();
  return finished;
}

function drawHeader(doc: PDFKit.PDFDocument, pen: PdfPen, input: QuotePdfInput, words: DocumentWords): number {
  const { seller } = input.proforma;
  pen.font("bold", 14);
  doc.fillColor(INK);
  pen.text(seller.legalName, MARGIN, MARGIN, { width: 270 });
  pen.font("regular", 8.5);
  doc.fillColor(MUTED);
  const sellerLines = [
    ...seller.address,
    seller.vatNumber ? words.t("vatNumber", { value: seller.vatNumber }) : "",
    seller.registrationNumber ? words.t("registrationNumber", { value: seller.registrationNumber }) : "",
    `${SHOP_INFO.phone} · ${SHOP_INFO.email}`,
  ].filter(Boolean);
  const sellerBody = sellerLines.join("\n");
  pen.text(sellerBody, MARGIN, MARGIN + 19, { width: 270 });
  const sellerBottom = MARGIN + 19 + pen.heightOf(sellerBody, { width: 270 });

  const right = MARGIN + 280;
  const width = CONTENT_WIDTH - 280;
  pen.font("bold", 15);
  doc.fillColor(INK);
  pen.text(words.t("proformaInvoice"), right, MARGIN, { width, align: "right" });
  pen.font("regular", 9);
  doc.fillColor(INK);
  const facts = [
    words.t("piNumber", { number: input.number }),
    words.t("date", { date: longDay(words, input.date) }),
    words.t("validUntilFact", { date: longDay(words, input.validUntil) }),
    words.t("yourInquiry", { id: input.inquiryId }),
  ].join("\n");
  pen.text(facts, right, MARGIN + 22, { width, align: "right", lineGap: 1 });
  const factsBottom = MARGIN + 22 + pen.heightOf(facts, { width, lineGap: 1 });
  return Math.max(sellerBottom, factsBottom);
}

/** The buyer on the left, the shipment on the right (the other way round in Arabic). */
function drawParties(doc: PDFKit.PDFDocument, pen: PdfPen, input: QuotePdfInput, top: number, words: DocumentWords): number {
  const half = CONTENT_WIDTH / 2 - 8;
  pen.font("bold", 9.5);
  doc.fillColor(INK);
  pen.text(words.t("buyer"), MARGIN, top);
  pen.text(words.t("shipment"), MARGIN + half + 16, top);
  pen.font("regular", 9);
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
  pen.text(buyerBody, MARGIN, top + 13, { width: half, lineGap: 1 });
  pen.text(shipment, MARGIN + half + 16, top + 13, { width: half, lineGap: 1 });
  return top + 13 + Math.max(pen.heightOf(buyerBody, { width: half, lineGap: 1 }), pen.heightOf(shipment, { width: half, lineGap: 1 }));
}

/** The table's head; its columns, as the rows', in the reverse order in Arabic (the pen mirrors them), figures aligned right. */
function drawTableHead(doc: PDFKit.PDFDocument, pen: PdfPen, y: number, words: DocumentWords): number {
  doc.rect(MARGIN, y, CONTENT_WIDTH, HEAD_HEIGHT).fillColor("#f3f4f6").fill();
  pen.font("bold", TABLE_FONT);
  doc.fillColor(INK);
  let x = MARGIN;
  for (const column of COLUMNS) {
    const head = column.head === null ? "#" : words.t(column.head);
    pen.text(head, x + 2, y + 5, { width: column.width - 4, align: column.align, lineBreak: false, figures: column.align === "right" });
    x += column.width;
  }
  return y + HEAD_HEIGHT;
}

function drawRow(doc: PDFKit.PDFDocument, pen: PdfPen, cells: string[], y: number): void {
  pen.font("regular", TABLE_FONT);
  doc.fillColor(INK);
  let x = MARGIN;
  COLUMNS.forEach((column, i) => {
    pen.text(cells[i] ?? "", x + 2, y + 3, { width: column.width - 4, align: column.align, figures: column.align === "right" });
    x += column.width;
  });
}

function drawSignatures(doc: PDFKit.PDFDocument, pen: PdfPen, legalName: string, y: number, words: DocumentWords): void {
  const half = CONTENT_WIDTH / 2 - 10;
  pen.font("bold", 9.5);
  doc.fillColor(INK);
  pen.text(words.t("onBehalfOf", { name: legalName }), MARGIN, y, { width: half });
  pen.text(words.t("acceptedByBuyer"), MARGIN + half + 20, y, { width: half });
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
  pen.font("regular", 8.5);
  doc.fillColor(MUTED);
  pen.text(words.t("sellerSignature"), MARGIN, line + 4, { width: half });
  pen.text(words.t("buyerSignature"), MARGIN + half + 20, line + 4, { width: half });
}

/** Every page's foot, and on every page after the first a running head naming the PI. */
function drawPageMarks(doc: PDFKit.PDFDocument, pen: PdfPen, number: string, legalName: string, words: DocumentWords): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Outside the margins: pdfkit would open a new page for text there unless told otherwise.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    pen.font("regular", 8);
    doc.fillColor(MUTED);
    if (i > start) {
      pen.text(words.t("continued", { number, seller: legalName }), MARGIN, MARGIN - 6, {
        width: CONTENT_WIDTH,
        align: "right",
        lineBreak: false,
      });
    }
    pen.text(words.t("pageFoot", { seller: legalName, number, page: i - start + 1, count }), MARGIN, A4.height - MARGIN - 10, {
      width: CONTENT_WIDTH,
      align: "center",
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}
