// The current quote of a buyer's inquiry as /account/inquiries shows it: plain data
// read by buyer-quotes.server.ts, and the words components/buyer-quote-panel.tsx prints.
import type { QuoteStatus } from "../db/schema";
import { isQuoteExpired } from "./quote-expiry";
import { quoteTermsText, type QuoteTerms, type QuoteTermsText } from "./quote-terms";

export interface BuyerQuote extends QuoteTerms {
  status: QuoteStatus;
  answeredAt: string | null;
}

export interface BuyerQuoteView extends QuoteTermsText {
  inquiryId: number;
  number: string;
  paymentTerms: string;
  note: string | null;
  /** 'Awaiting your answer', 'Accepted', 'Declined' or 'Expired'. */
  status: string;
  expired: boolean;
  /** Accept and Decline are offered. */
  answerable: boolean;
  pdfHref: string;
}

export const quotePdfPath = (inquiryId: number) => `/account/inquiries/${inquiryId}/quote.pdf`;

const STATUS_WORDS: Record<QuoteStatus, string> = { sent: "Awaiting your answer", accepted: "Accepted", declined: "Declined" };

export function buyerQuoteView(quote: BuyerQuote, now: Date): BuyerQuoteView {
  const expired = isQuoteExpired(quote, now);
  return {
    inquiryId: quote.inquiryId,
    number: quote.number,
    ...quoteTermsText(quote),
    paymentTerms: quote.paymentTerms,
    note: quote.note,
    status: expired ? "Expired" : STATUS_WORDS[quote.status],
    expired,
    answerable: quote.status === "sent" && !expired,
    pdfHref: quotePdfPath(quote.inquiryId),
  };
}
