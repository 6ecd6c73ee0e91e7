// What the compose page starts from, as plain data: read by quote-draft.server.ts. Every
// figure is what the buyer saw when they sent the inquiry (decision 213).
import type { SalesStatus } from "../db/schema";
import type { CurrencyCode } from "../domain/money";
import type { LineSupply } from "../domain/quote-line-supply";
import type { ShippingTerm } from "../inquiries/inquiry-options";

export interface DraftLine {
  inquiryLineId: number | null;
  tyreId: number | null;
  text: string;
  size: string | null;
  quantity: number;
  /** What the shop computed when the buyer sent it; null for a general inquiry (no price then). */
  unitPriceMinor: number | null;
  /** Lead time, ready date and DOT from the tyre's stock today (decision 262); all null without data. */
  supply: LineSupply;
}

export interface QuoteDraft {
  inquiry: {
    id: number;
    userId: string;
    createdAt: string;
    salesStatus: SalesStatus;
    name: string;
    company: string | null;
    email: string;
    phone: string;
    address: string;
    message: string | null;
  };
  currency: CurrencyCode;
  lines: DraftLine[];
  /** The freight the buyer saw; null when they saw none (FOB, or a general inquiry). */
  shippingMinor: number | null;
  /** The marine insurance the buyer saw (CIF, DDP) and its rate; null when they saw none. */
  insuranceMinor: number | null;
  insuranceBasisPoints: number | null;
  /** The containers as the buyer saw them ("1 × 40ft"), when stored. */
  containers: string | null;
  incoterm: ShippingTerm;
  namedPlace: string;
  validUntil: string;
  paymentTerms: string;
  /** The quote it already has, if any: a new one replaces it as the current. */
  currentQuote: { number: string; status: string } | null;
}
