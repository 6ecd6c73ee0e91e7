// The quote a seller sent as the inquiry's back-office page shows it, and as the buyer confirms it:
// plain data read by sent-quote.server.ts, printed by components/admin-sent-quote.tsx and
// components/order-confirmation.tsx. Browser-safe.
import type { QuoteState } from "../domain/quote-state";

export interface SentQuoteView {
  number: string;
  /** 1 for the inquiry's first quote; a newer one replaces the one before. */
  version: number;
  state: QuoteState;
  /** The state in the reader's words (quote-state.ts). */
  status: string;
  lines: Array<{ position: number; text: string; size: string | null; quantity: number; unitPrice: string; lineTotal: string }>;
  amounts: Array<{ label: string; value: string }>;
  total: string;
  terms: string;
  paymentTerms: string;
  schedule: string;
  validUntil: string;
  /** "1 EUR = 1.0812 USD, 24 Nov 2026": the rate it was issued at (decision 301); null in the catalogue's currency. */
  rate: string | null;
  answeredAt: string | null;
  /** When the buyer first opened it (decision 273); null until then. */
  viewedAt: string | null;
  /** What the buyer asked to change (decision 250). */
  changesMessage: string | null;
  pdfHref: string;
}
