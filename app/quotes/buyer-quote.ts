// The current quote of a buyer's inquiry as /account/inquiries shows it: plain data
// read by buyer-quotes.server.ts, and the words components/buyer-quote-panel.tsx prints.
import type { QuoteStatus } from "../db/schema";
import { BUYER_QUOTE_WORDS, quoteStateAt, type QuoteState } from "../domain/quote-state";
import { quoteTermsText, type QuoteTerms, type QuoteTermsText } from "./quote-terms";

export interface BuyerQuote extends QuoteTerms {
  status: QuoteStatus;
  answeredAt: string | null;
  /** The buyer's "Ask for changes" message (decision 250). */
  changesMessage: string | null;
  /** When it was sent (ISO instant). */
  createdAt: string;
}

export interface BuyerQuoteView extends QuoteTermsText {
  inquiryId: number;
  number: string;
  paymentTerms: string;
  note: string | null;
  state: QuoteState;
  /** 'Awaiting your answer', 'Accepted (awaiting deposit)', 'Declined', 'Changes asked' or 'Expired': never a seller's word. */
  status: string;
  expired: boolean;
  /** Accept, Ask for changes and Decline are offered. */
  answerable: boolean;
  /** What the buyer asked to change. */
  changesMessage: string | null;
  pdfHref: string;
  /** The confirmation before accepting, and the next steps after (decision 251). */
  orderHref: string;
}

export const quotePdfPath = (inquiryId: number) => `/account/inquiries/${inquiryId}/quote.pdf`;
export const buyerOrderPath = (inquiryId: number) => `/account/inquiries/${inquiryId}/order`;

export function buyerQuoteView(quote: BuyerQuote, now: Date): BuyerQuoteView {
  const state = quoteStateAt(quote, now);
  return {
    inquiryId: quote.inquiryId,
    number: quote.number,
    ...quoteTermsText(quote),
    paymentTerms: quote.paymentTerms,
    note: quote.note,
    state,
    status: BUYER_QUOTE_WORDS[state],
    expired: state === "expired",
    answerable: state === "sent",
    changesMessage: quote.changesMessage,
    pdfHref: quotePdfPath(quote.inquiryId),
    orderHref: buyerOrderPath(quote.inquiryId),
  };
}
