// The order's shipping documents as PDFs (decision 272), drawn with pdfkit as the proforma invoice
// is (quote-pdf.server.ts): a title with its number and date, the seller and buyer blocks, the
// shipment's facts, then sections of tables whose head is drawn again on a new page, totals, and
// closing lines; every page says which document it is and "Page n of m". In Arabic the page is
// mirrored and each line reads right to left (pdf-pen.server.ts, decision 312). What goes in each
// document is order-documents.server.ts's.
import { pdfLanguageTag, pdfPen } from "../quotes/pdf-pen.server";
import type { DocumentWords } from "../mail/mail-words";

export interface PdfColumn {
  head: string;
  /** Share of the content width. */
  width: number;
  /** "right" for figures, which stay right-aligned in Arabic too; the rest mirrors there. */
  align: "left" | "right";
}

export interface OrderPdfSection {
  heading: string;
  columns: PdfColumn[];
  rows: string[][];
  /** Lines under the table: the container's totals. */
  footer: string[];
}

export interface OrderPdfInput {
  /** "Packing list", "Commercial invoice". */
  title: string;
  number: string;
  date: string;
  seller: string[];
  buyer: string[];
  facts: Array<[string, string]>;
  sections: OrderPdfSection[];
  totals: Array<[string, string]>;
  closing: string[];
  createdAt: Date;
  /** The words around the document's own: the buyer's language (documentLanguage), or English for the seller. */
  words: DocumentWords;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN - 40;
const INK = "#111827";
const MUTED = "#4b5563";
const RULE = "#d1d5db";

export async function renderOrderPdf(input: OrderPdfInput): Promise<Buffer> {
  // pdfkit and its fonts load with the first document, not with the server.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    ...pdfLanguageTag(input.words.language),
    info: { Title: `${input.title} ${input.number}`, Author: input.seller[0] ?? "", CreationDate: input.createdAt },
  });
  const pen = pdfPen(doc, input.words.language);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const rule = (y: number) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();

  pen.font("bold", 18);
  doc.fillColor(INK);
  pen.text(`${input.title} ${input.words.asIs(input.number)}`, MARGIN, MARGIN);
  pen.font("regular", 9);
  doc.fillColor(MUTED);
  pen.text(input.words.t("date", { date: input.date }), MARGIN, MARGIN + 24);

  let y = MARGIN + 44;
  const half = CONTENT_WIDTH / 2 - 10;
  pen.font("bold", 9);
  doc.fillColor(INK);
  pen.text(input.words.t("seller"), MARGIN, y);
  pen.text(input.words.t("buyerConsignee"), MARGIN + half + 20, y);
  pen.font("regular", 9);
  pen.text(input.seller.join("\n"), MARGIN, y + 13, { width: half });
  const sellerBottom = doc.y;
  pen.text(input.buyer.join("\n"), MARGIN + half + 20, y + 13, { width: half });
  y = Math.max(sellerBottom, doc.y) + 12;

  for (const [label, value] of input.facts) {
    pen.font("bold", 9);
    doc.fillColor(INK);
    pen.text(`${label}:`, MARGIN, y, { width: 130 });
    pen.font("regular", 9);
    pen.text(value, MARGIN + 130, y, { width: CONTENT_WIDTH - 130 });
    y = doc.y + 3;
  }

  const newPage = () => {
    doc.addPage();
    return MARGIN + 14;
  };
  for (const section of input.sections) {
    if (y + 60 > BOTTOM) y = newPage();
    y += 12;
    pen.font("bold", 11);
    doc.fillColor(INK);
    pen.text(section.heading, MARGIN, y, { width: CONTENT_WIDTH });
    y = doc.y + 6;
    const widths = section.columns.map((column) => column.width * CONTENT_WIDTH);
    const drawRow = (cells: string[], top: number, bold: boolean) => {
      pen.font(bold ? "bold" : "regular", 8);
      doc.fillColor(INK);
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const { align } = section.columns[i]!;
        pen.text(cell, x + 2, top + 3, { width: widths[i]! - 4, align, figures: align === "right" });
        x += widths[i]!;
      });
      pen.font(bold ? "bold" : "regular", 8);
      return Math.max(...cells.map((cell, i) => pen.heightOf(cell, { width: widths[i]! - 4 }))) + 6;
    };
    const head = () => {
      y += drawRow(
        section.columns.map((column) => column.head),
        y,
        true,
      );
      rule(y);
    };
    head();
    for (const row of section.rows) {
      pen.font("regular", 8);
      const height = Math.max(...row.map((cell, i) => pen.heightOf(cell, { width: widths[i]! - 4 }))) + 6;
      if (y + height > BOTTOM) {
        y = newPage();
        head();
      }
      y += drawRow(row, y, false);
      rule(y);
    }
    pen.font("bold", 9);
    doc.fillColor(INK);
    for (const line of section.footer) {
      if (y + 14 > BOTTOM) y = newPage();
      pen.text(line, MARGIN, y + 4, { width: CONTENT_WIDTH, align: "right" });
      y = doc.y;
    }
  }

  if (input.totals.length > 0) {
    if (y + input.totals.length * 14 + 20 > BOTTOM) y = newPage();
    y += 10;
    for (const [label, value] of input.totals) {
      pen.font("bold", 10);
      doc.fillColor(INK);
      pen.text(label, MARGIN + 200, y, { width: 200, align: "right" });
      pen.text(value, MARGIN + 405, y, { width: CONTENT_WIDTH - 405, align: "right", figures: true });
      y += 15;
    }
  }
  pen.font("regular", 9);
  doc.fillColor(INK);
  for (const line of input.closing) {
    const height = pen.heightOf(line, { width: CONTENT_WIDTH }) + 6;
    if (y + height > BOTTOM) y = newPage();
    pen.text(line, MARGIN, y + 6, { width: CONTENT_WIDTH });
    y = doc.y;
  }

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    pen.font("regular", 8);
    doc.fillColor(MUTED);
    // Below the bottom margin: pdfkit would otherwise start a new page for the footer.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const foot = input.words.t("orderPageFoot", { seller: input.seller[0] ?? "", title: input.title, number: input.number, page: i - start + 1, count });
    pen.text(foot, MARGIN, A4.height - MARGIN - 10, {
      width: CONTENT_WIDTH,
      align: "center",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  return finished;
}
