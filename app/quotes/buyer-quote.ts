// The current quote of a buyer's inquiry as /account/inquiries shows it: plain data
// read by buyer-quotes.server.ts, and the words components/buyer-quote-panel.tsx prints.
import type { QuoteStatus } from "../db/schema";
import { BUYER_QUOTE_WORDS, quoteStateAt, type QuoteState } from "../domain/quote-state";
import { groupedCount } from "../domain/count-text";
import { lineSupplyText, type LineSupply } from "../domain/quote-line-supply";
import { quoteTermsText, type QuoteTerms, type QuoteTermsText } from "./quote-terms";

export interface BuyerQuote extends QuoteTerms {
  status: QuoteStatus;
  answeredAt: string | null;
  /** The buyer's "Ask for changes" message (decision 250). */
  changesMessage: string | null;
  /** When it was sent (ISO instant). */
  createdAt: string;
  /** Each line's lead time, ready date and DOT (decision 262), where read; none on quotes sent before. */
  lines?: Array<{ text: string; size: string | null; quantity: number; supply: LineSupply }>;
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
  /** "Michelin X Multi D 315/80R22.5, 100 pcs" and "Lead time 35 days · ready by 2 Jan 2027 · DOT 2026", for lines that say any. */
  lineSupply: Array<{ line: string; supply: string }>;
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
    lineSupply: (quote.lines ?? []).flatMap((line) => {
      const supply = lineSupplyText(line.supply);
      return supply === null ? [] : [{ line: `${line.text}${line.size ? ` ${line.size}` : ""}, ${groupedCount(line.quantity)} pcs`, supply }];
    }),
    pdfHref: quotePdfPath(quote.inquiryId),
    orderHref: buyerOrderPath(quote.inquiryId),
  };
}
