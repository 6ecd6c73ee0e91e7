// The compose page's data: the draft with every amount already in words or as the
// decimal the form's fields hold, so the page ships no formatting code. Browser-safe types.
import { decimalAmount, formatMoney, money, type CurrencyCode } from "../domain/money";
import { NAMED_PLACES } from "../inquiries/named-places";
import { SHIPPING_TERMS } from "../inquiries/inquiry-options";
import type { QuoteDraft } from "./quote-draft";
import { priceField } from "./quote-form";

export interface QuoteComposeView {
  inquiry: QuoteDraft["inquiry"];
  currency: CurrencyCode;
  lines: Array<{ field: string; text: string; size: string | null; quantity: string; pieces: number; computed: string }>;
  /** The form's starting values by field name. */
  values: Record<string, string>;
  incoterms: Array<{ value: string; label: string; placeLabel: string }>;
  currentQuote: QuoteDraft["currentQuote"];
}

export function quoteComposeView(draft: QuoteDraft): QuoteComposeView {
  const values: Record<string, string> = {
    shipping: draft.shippingMinor === null ? "" : decimalAmount(draft.shippingMinor),
    incoterm: draft.incoterm,
    namedPlace: draft.namedPlace,
    validUntil: draft.validUntil,
    paymentTerms: draft.paymentTerms,
    note: "",
  };
  draft.lines.forEach((line, i) => {
    values[priceField(i)] = line.unitPriceMinor === null ? "" : decimalAmount(line.unitPriceMinor);
  });
  return {
    inquiry: draft.inquiry,
    currency: draft.currency,
    lines: draft.lines.map((line, i) => ({
      field: priceField(i),
      text: line.text,
      size: line.size,
      quantity: `${line.quantity} pcs`,
      pieces: line.quantity,
      computed: line.unitPriceMinor === null ? "no price" : formatMoney(money(line.unitPriceMinor, draft.currency)),
    })),
    values,
    incoterms: SHIPPING_TERMS.map((term) => ({ value: term.value, label: term.label, placeLabel: NAMED_PLACES[term.value].label })),
    currentQuote: draft.currentQuote,
  };
}
