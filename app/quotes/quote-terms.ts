// A sent quote's terms, and the words the buyer reads them in: the same on
// /account/inquiries (buyer-quote.ts) and in the e-mail that brings the quote (quote-email.ts).
import { formatMoney, money, type CurrencyCode } from "../domain/money";
import { paymentScheduleText } from "../domain/seller-quote";
import { formatQuoteDateText } from "./quote-dates";

export interface QuoteTerms {
  number: string;
  inquiryId: number;
  currency: CurrencyCode;
  totalMinor: number;
  incoterm: string;
  namedPlace: string;
  validUntil: string;
  paymentTerms: string;
  note: string | null;
}

export interface QuoteTermsText {
  total: string;
  /** The incoterm and the place it names: "CIF, Rotterdam". */
  terms: string;
  /** The deposit and the balance of the total (domain/seller-quote.ts). */
  schedule: string;
  validUntil: string;
}

export function quoteTermsText(quote: QuoteTerms): QuoteTermsText {
  return {
    total: formatMoney(money(quote.totalMinor, quote.currency)),
    terms: `${quote.incoterm}, ${quote.namedPlace}`,
    schedule: paymentScheduleText(quote.totalMinor, quote.currency),
    validUntil: formatQuoteDateText(quote.validUntil),
  };
}
