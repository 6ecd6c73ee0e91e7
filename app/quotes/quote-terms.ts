// A sent quote's terms, and the words the buyer reads them in: the same on
// /account/inquiries (buyer-quote.ts), in the e-mail that brings the quote (quote-email.ts) and in
// the PDF's totals (quote-pdf.server.ts).
import { rateSentence, type ExchangeRate } from "../domain/exchange-rate";
import { minorUnitsOf, moneyIn } from "../domain/currency-minor-units";
import { formatMoney, type CurrencyCode } from "../domain/money";
import { paymentScheduleLines, paymentTermOfText } from "../domain/payment-terms";
import { paymentScheduleText } from "../domain/seller-quote";
import { formatQuoteDateText } from "./quote-dates";

export interface QuoteTerms {
  number: string;
  inquiryId: number;
  currency: CurrencyCode;
  /** The goods: every line's total. */
  subtotalMinor: number;
  shippingMinor: number;
  insuranceMinor: number;
  totalMinor: number;
  /** The rate it was issued at from the catalogue's currency (decision 301), kept with it; null when in the catalogue's own. */
  rate: ExchangeRate | null;
  incoterm: string;
  namedPlace: string;
  validUntil: string;
  paymentTerms: string;
  note: string | null;
}

export interface QuoteTermsText {
  total: string;
  /** What the total is made of: "Goods €57,018.00 + freight €3,900.00 + insurance €201.69". */
  breakdown: string;
  /** The incoterm and the place it names: "CIF, Rotterdam". */
  terms: string;
  /** What is due when: the schedule of the term the payment terms name (decision 230), else spec §9's deposit and balance. */
  schedule: string;
  validUntil: string;
  /** "1 EUR = 1.0812 USD, 24 Nov 2026": the rate the quote was issued at, said once; null in the catalogue's currency. */
  rate: string | null;
}

export interface QuoteAmountLine {
  label: "Goods" | "Freight" | "Insurance";
  minor: number;
}

/**
 * The amounts a quote lists above its total. CIF and DDP include freight and insurance, so both
 * are listed even at zero (the buyer sees the seller charged none); under FOB the buyer ships and
 * insures, so a line is listed only when the seller charged it anyway.
 */
export function quoteAmountLines(quote: Pick<QuoteTerms, "subtotalMinor" | "shippingMinor" | "insuranceMinor" | "incoterm">): QuoteAmountLine[] {
  const included = quote.incoterm !== "FOB";
  return [
    { label: "Goods", minor: quote.subtotalMinor },
    ...(included || quote.shippingMinor > 0 ? [{ label: "Freight", minor: quote.shippingMinor } as const] : []),
    ...(included || quote.insuranceMinor > 0 ? [{ label: "Insurance", minor: quote.insuranceMinor } as const] : []),
  ];
}

export function quoteTermsText(quote: QuoteTerms): QuoteTermsText {
  const text = (minor: number) => formatMoney(moneyIn(minor, quote.currency));
  return {
    total: text(quote.totalMinor),
    breakdown: quoteAmountLines(quote)
      .map((line, i) => `${i === 0 ? line.label : line.label.toLowerCase()} ${text(line.minor)}`)
      .join(" + "),
    terms: `${quote.incoterm}, ${quote.namedPlace}`,
    schedule: scheduleText(quote),
    validUntil: formatQuoteDateText(quote.validUntil),
    rate: quote.rate && rateSentence(quote.rate),
  };
}

/** Spec §9's sentence keeps its words; a trade term lists each part ("30%: €… due …; 70%: €… due …."). */
function scheduleText(quote: Pick<QuoteTerms, "paymentTerms" | "totalMinor" | "currency">): string {
  const kind = paymentTermOfText(quote.paymentTerms);
  const digits = minorUnitsOf(quote.currency);
  if (kind === null || kind === "spec-30-balance") return paymentScheduleText(quote.totalMinor, quote.currency, digits);
  return `${paymentScheduleLines(kind, quote.totalMinor, quote.currency, digits).join("; ")}.`;
}
