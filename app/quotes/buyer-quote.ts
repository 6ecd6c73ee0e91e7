// The current quote of a buyer's inquiry as /account/inquiries shows it (issue 15): plain data
// read by buyer-quotes.server.ts, and the words components/buyer-quote-panel.tsx prints.
import type { QuoteStatus } from "../db/schema";
import { formatMoney, money, type CurrencyCode } from "../domain/money";
import { paymentScheduleText } from "../domain/seller-quote";
import { formatQuoteDateText } from "./quote-dates";
import { isQuoteExpired } from "./quote-expiry";

export interface BuyerQuote {
  inquiryId: number;
  number: string;
  status: QuoteStatus;
  currency: CurrencyCode;
  totalMinor: number;
  incoterm: string;
  namedPlace: string;
  validUntil: string;
  paymentTerms: string;
  note: string | null;
  answeredAt: string | null;
}

export interface BuyerQuoteView {
  inquiryId: number;
  number: string;
  total: string;
  terms: string;
  paymentTerms: string;
  schedule: string;
  validUntil: string;
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
    total: formatMoney(money(quote.totalMinor, quote.currency)),
    terms: `${quote.incoterm}, ${quote.namedPlace}`,
    paymentTerms: quote.paymentTerms,
    schedule: paymentScheduleText(quote.totalMinor, quote.currency),
    validUntil: formatQuoteDateText(quote.validUntil),
    note: quote.note,
    status: expired ? "Expired" : STATUS_WORDS[quote.status],
    expired,
    answerable: quote.status === "sent" && !expired,
    pdfHref: quotePdfPath(quote.inquiryId),
  };
}
