// A buyer's inquiry as /account/inquiries shows it: plain data read by
// buyer-inquiries.server.ts, and the words components/inquiry-summary.tsx prints.
import { formatPieces } from "../buy-now/quote-text";
import type { SalesStatus } from "../db/schema";
import type { QuoteState } from "../domain/quote-state";
import { formatMoney, type Money } from "../domain/money";
import { namedPlaceLabel } from "./named-places";
import { storedDealRows, storedTermsText, storedTotalText, type StoredDeal } from "./stored-deal";

/** The longest "Ask for changes" message (the form's textarea and its schema, decision 250). */
export const CHANGES_MESSAGE_MAX = 2000;

/** The buyer's words for where their inquiry stands: never the seller's "Won" or "Lost" (decision 251). */
export const SALES_STATUS_LABELS: Record<SalesStatus, string> = { sent: "Sent", quoted: "Quote received", won: "Accepted (awaiting deposit)", lost: "Closed" };

/** The status a buyer reads: back with the seller after asking for changes, it says so. */
export function buyerInquiryStatus(salesStatus: SalesStatus, quoteState: QuoteState | null): string {
  if (salesStatus === "sent" && quoteState === "changes-asked") return "Changes asked";
  if (salesStatus === "lost" && quoteState === "declined") return "Declined";
  return SALES_STATUS_LABELS[salesStatus];
}

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
  /** The deal as stored, as the buyer saw it (stored-deal.ts); null for a general inquiry or a tyre without a price. */
  deal: StoredDeal | null;
}

/** An inquiry as the page prints it: every amount and count already in words, so the page ships no formatting code (decision 063). */
export interface InquirySummaryView {
  id: number;
  createdAt: string;
  date: string;
  status: string;
  /** 'CIF Lagos Apapa (NGAPP)'; an older inquiry 'CIF, destination port: Mombasa, Kenya' */
  terms: string;
  lines: Array<{ tyreId: number | null; name: string; size: string | null; quantity: string; unitPrice: string | null; lineTotal: string }>;
  containers: string | null;
  /** The goods, the sea freight with its note, the insurance with its rate, DDP's duties: label and text. */
  priceRows: Array<[string, string]>;
  total: string;
}

const DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

/** What My inquiries prints of one inquiry: the stored deal's own words and amounts, never recomputed. */
export function inquirySummaryView(inquiry: BuyerInquiry): InquirySummaryView {
  const place = inquiry.namedPlace ? `, ${namedPlaceLabel(inquiry.shippingTerms).toLowerCase()}: ${inquiry.namedPlace}` : "";
  const { deal } = inquiry;
  // The deal's terms name their place once the engine priced them (decision 207); older ones as they were.
  const terms = deal?.freightBasis ? storedTermsText(deal) : `${inquiry.shippingTerms}${place}`;
  return {
    id: inquiry.id,
    createdAt: inquiry.createdAt,
    date: DATE.format(new Date(inquiry.createdAt)),
    status: buyerInquiryStatus(inquiry.salesStatus, null),
    terms,
    lines: inquiry.lines.map((line) => ({
      tyreId: line.tyreId,
      name: line.name,
      size: line.size,
      quantity: formatPieces(line.quantity),
      unitPrice: line.unitPrice && `× ${formatMoney(line.unitPrice)}`,
      lineTotal: line.lineTotal ? formatMoney(line.lineTotal) : "On request",
    })),
    containers: deal?.containers ?? null,
    priceRows: deal ? storedDealRows(deal, inquiry.pieces).filter(([label]) => label !== "Total" && label !== "Terms") : [],
    total: deal ? storedTotalText(deal) : "Price on request",
  };
}
