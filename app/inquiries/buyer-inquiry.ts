// A buyer's inquiry as /account/inquiries shows it: plain data read by
// buyer-inquiries.server.ts, and the words components/inquiry-summary.tsx prints.
import { formatPieces } from "../buy-now/quote-text";
import type { SalesStatus } from "../db/schema";
import { formatMoney, type Money } from "../domain/money";
import { namedPlaceLabel } from "./named-places";

export const SALES_STATUS_LABELS: Record<SalesStatus, string> = { sent: "Sent", quoted: "Quoted", won: "Won", lost: "Lost" };

export interface BuyerInquiryLine {
  /** The catalogue tyre it named; null for a general inquiry. */
  tyreId: number | null;
  name: string;
  size: string | null;
  quantity: number;
  unitPrice: Money | null;
  lineTotal: Money | null;
}

export interface BuyerInquiry {
  id: number;
  createdAt: string;
  salesStatus: SalesStatus;
  shippingTerms: string;
  namedPlace: string | null;
  lines: BuyerInquiryLine[];
  pieces: number;
  containers: string | null;
  subtotal: Money | null;
  shipping: Money | null;
  total: Money | null;
}

/** An inquiry as the page prints it: every amount and count already in words, so the page ships no formatting code (decision 063). */
export interface InquirySummaryView {
  id: number;
  createdAt: string;
  date: string;
  status: string;
  /** 'CIF, destination port: Mombasa, Kenya' */
  terms: string;
  lines: Array<{ tyreId: number | null; name: string; size: string | null; quantity: string; unitPrice: string | null; lineTotal: string }>;
  containers: string | null;
  subtotalAndShipping: string | null;
  total: string;
}

const DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

export function inquirySummaryView(inquiry: BuyerInquiry): InquirySummaryView {
  const place = inquiry.namedPlace ? `, ${namedPlaceLabel(inquiry.shippingTerms).toLowerCase()}: ${inquiry.namedPlace}` : "";
  return {
    id: inquiry.id,
    createdAt: inquiry.createdAt,
    date: DATE.format(new Date(inquiry.createdAt)),
    status: SALES_STATUS_LABELS[inquiry.salesStatus],
    terms: `${inquiry.shippingTerms}${place}`,
    lines: inquiry.lines.map((line) => ({
      tyreId: line.tyreId,
      name: line.name,
      size: line.size,
      quantity: formatPieces(line.quantity),
      unitPrice: line.unitPrice && `× ${formatMoney(line.unitPrice)}`,
      lineTotal: line.lineTotal ? formatMoney(line.lineTotal) : "On request",
    })),
    containers: inquiry.containers,
    subtotalAndShipping: inquiry.subtotal && inquiry.shipping && `${formatMoney(inquiry.subtotal)} + ${formatMoney(inquiry.shipping)}`,
    total: inquiry.total ? formatMoney(inquiry.total) : "Price on request",
  };
}
