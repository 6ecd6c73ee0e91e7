// The quote a seller sent as the inquiry's back-office page shows it: plain data read by
// sent-quote.server.ts, printed by components/admin-sent-quote.tsx. Browser-safe.

export interface SentQuoteView {
  number: string;
  /** 1 for the inquiry's first quote; a newer one replaces the one before. */
  version: number;
  /** 'Sent, awaiting the buyer', 'Accepted', 'Declined' or 'Expired'. */
  status: string;
  lines: Array<{ position: number; text: string; size: string | null; quantity: number; unitPrice: string; lineTotal: string }>;
  amounts: Array<{ label: string; value: string }>;
  total: string;
  terms: string;
  paymentTerms: string;
  schedule: string;
  validUntil: string;
  answeredAt: string | null;
  pdfHref: string;
}
