// Where a quote stands, one rule for every reader (decision 250): the seller's inquiry page and
// pipeline, the CSV, the buyer's My inquiries and order page. Pure, in the domain, so the back
// office, the inquiries and the quotes all read it without importing each other. A quote the buyer asked changes to
// is stored 'declined' with their message; one unanswered past its date has expired. Browser-safe.
import { shopDate } from "./seller-quote";

/** A quote's stored status (the quote table's, decision 175). */
export type StoredQuoteStatus = "sent" | "accepted" | "declined";

export type QuoteState = "sent" | "accepted" | "declined" | "changes-asked" | "expired";

export interface QuoteStateFacts {
  status: StoredQuoteStatus;
  /** YYYY-MM-DD in the shop's calendar: the last day it can be accepted. */
  validUntil: string;
  changesMessage: string | null;
}

/** The quote's state on `today`, a day of the shop's calendar (YYYY-MM-DD). */
export function quoteStateOn(quote: QuoteStateFacts, today: string): QuoteState {
  if (quote.status === "declined") return quote.changesMessage === null ? "declined" : "changes-asked";
  if (quote.status === "accepted") return "accepted";
  return today > quote.validUntil ? "expired" : "sent";
}

export const quoteStateAt = (quote: QuoteStateFacts, at: Date): QuoteState => quoteStateOn(quote, shopDate(at));

/** The seller's words (the inquiry page, the pipeline). */
export const SELLER_QUOTE_WORDS: Record<QuoteState, string> = {
  sent: "Sent, awaiting the buyer",
  accepted: "Accepted",
  declined: "Declined",
  "changes-asked": "Changes asked",
  expired: "Expired",
};

/** The buyer's words: never the seller's "won" or "lost". */
export const BUYER_QUOTE_WORDS: Record<QuoteState, string> = {
  sent: "Awaiting your answer",
  accepted: "Accepted (awaiting deposit)",
  declined: "Declined",
  "changes-asked": "Changes asked",
  expired: "Expired",
};

/**
 * A sent quote the buyer has opened reads "viewed" to the seller (decisions 273, 291): on the
 * inquiry page, in the pipeline and in the CSV. A word for the seller, never a state: nothing a
 * buyer may do depends on it.
 */
export const isViewedBySeller = (state: QuoteState, viewedAt: string | null): boolean => state === "sent" && viewedAt !== null;

/** The CSV's word for a sent quote the buyer has opened. */
export const CSV_VIEWED_WORD = "viewed";

/** The CSV's words, as the issue lists the statuses. */
export const CSV_QUOTE_WORDS: Record<QuoteState, string> = {
  sent: "sent",
  accepted: "accepted",
  declined: "declined",
  "changes-asked": "changes asked",
  expired: "expired",
};
