// The compose page's data: the draft with every amount already in words or as the
// decimal the form's fields hold, so the page ships no formatting code, and what the buyer saw,
// as figures for the marks and as words for the page (decision 213). Browser-safe types.
import { termsText, insuranceNote } from "../domain/deal-text";
import { decimalAmount, formatMoney, money, type CurrencyCode } from "../domain/money";
import { quoteTotals } from "../domain/seller-quote";
import { NAMED_PLACES } from "../inquiries/named-places";
import { SHIPPING_TERMS } from "../inquiries/inquiry-options";
import type { QuoteDraft } from "./quote-draft";
import { lineSupplyValues } from "../domain/quote-line-supply";
import { dotField, leadTimeField, priceField, readyOnField } from "./quote-fields";
import type { SeenFigures } from "./quote-marks";
import type { ExchangeRate } from "../domain/exchange-rate";

/** A currency the quote may be issued in (decision 301): the inquiry's own, or one with a kept rate. */
export interface QuoteCurrencyOption {
  code: string;
  label: string;
  rate: ExchangeRate | null;
}

/** What the buyer saw, in words: one row each, as the inquiry dialog showed it. */
export interface BuyerSawRow {
  label: string;
  value: string;
  note?: string;
}

export interface QuoteComposeView {
  inquiry: QuoteDraft["inquiry"];
  /** The currency the seller types prices in: the inquiry's. */
  currency: CurrencyCode;
  /** The currencies the quote may be issued in, the inquiry's first. */
  currencies: QuoteCurrencyOption[];
  lines: Array<{
    field: string;
    /** The lead time, ready date and DOT fields' names (decision 262). */
    supplyFields: { leadTime: string; readyOn: string; dot: string };
    text: string;
    size: string | null;
    quantity: string;
    pieces: number;
    saw: string;
  }>;
  /** The form's starting values by field name. */
  values: Record<string, string>;
  incoterms: Array<{ value: string; label: string; placeLabel: string }>;
  currentQuote: QuoteDraft["currentQuote"];
  seen: SeenFigures;
  buyerSaw: BuyerSawRow[];
}

export function quoteComposeView(draft: QuoteDraft, currencies: QuoteCurrencyOption[]): QuoteComposeView {
  const fob = draft.incoterm === "FOB";
  const decimalOr = (minor: number | null, none: string) => (minor === null ? none : decimalAmount(minor));
  const values: Record<string, string> = {
    currency: draft.currency,
    // FOB: the buyer saw no freight and no insurance, so the seller starts from none.
    shipping: decimalOr(draft.shippingMinor, fob ? decimalAmount(0) : ""),
    insurance: fob ? decimalAmount(0) : decimalOr(draft.insuranceMinor, decimalAmount(0)),
    incoterm: draft.incoterm,
    namedPlace: draft.namedPlace,
    validUntil: draft.validUntil,
    paymentTerms: draft.paymentTerms,
    note: "",
  };
  draft.lines.forEach((line, i) => {
    values[priceField(i)] = decimalOr(line.unitPriceMinor, "");
    const supply = lineSupplyValues(line.supply);
    values[leadTimeField(i)] = supply.leadTime;
    values[readyOnField(i)] = supply.readyOn;
    values[dotField(i)] = supply.dot;
  });
  const text = (minor: number) => formatMoney(money(minor, draft.currency));
  return {
    inquiry: draft.inquiry,
    currency: draft.currency,
    currencies,
    lines: draft.lines.map((line, i) => ({
      field: priceField(i),
      supplyFields: { leadTime: leadTimeField(i), readyOn: readyOnField(i), dot: dotField(i) },
      text: line.text,
      size: line.size,
      quantity: `${line.quantity} pcs`,
      pieces: line.quantity,
      saw: line.unitPriceMinor === null ? "no price" : text(line.unitPriceMinor),
    })),
    values,
    incoterms: SHIPPING_TERMS.map((term) => ({ value: term.value, label: term.label, placeLabel: NAMED_PLACES[term.value].label })),
    currentQuote: draft.currentQuote,
    seen: {
      incoterm: draft.incoterm,
      namedPlace: draft.namedPlace,
      unitPricesMinor: draft.lines.map((line) => line.unitPriceMinor),
      freightMinor: draft.shippingMinor,
      insuranceMinor: draft.insuranceMinor,
    },
    buyerSaw: buyerSawRows(draft, text),
  };
}

function buyerSawRows(draft: QuoteDraft, text: (minor: number) => string): BuyerSawRow[] {
  const rows: BuyerSawRow[] = [{ label: "Terms", value: termsText({ term: draft.incoterm, place: draft.namedPlace }) }];
  if (draft.containers) rows.push({ label: "Containers", value: draft.containers });
  const priced = draft.lines.every((line) => line.unitPriceMinor !== null);
  if (!priced) return [...rows, { label: "Prices", value: "none (a general inquiry)" }];
  const totals = quoteTotals(
    draft.lines.map((line) => ({ quantity: line.quantity, unitPriceMinor: line.unitPriceMinor! })),
    draft.shippingMinor ?? 0,
    draft.insuranceMinor ?? 0,
  );
  rows.push({ label: "Goods", value: text(totals.subtotalMinor) });
  rows.push({ label: "Freight", value: draft.shippingMinor === null ? "none (the buyer ships)" : text(draft.shippingMinor) });
  if (draft.insuranceMinor !== null) {
    const note = draft.insuranceBasisPoints === null ? undefined : insuranceNote(draft.insuranceBasisPoints);
    rows.push({ label: "Insurance", value: text(draft.insuranceMinor), ...(note ? { note } : {}) });
  }
  rows.push({ label: "Total", value: text(totals.totalMinor) });
  return rows;
}
