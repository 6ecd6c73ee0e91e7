// An inquiry's deal read back from what it stored (decision 211): the amounts and words the buyer
// saw, never recomputed, for the e-mails, My inquiries, the back office and the CSV export. An
// inquiry stored before the engine kept its terms (decision 207) reads its columns, or a
// single-tyre one its spec §9 quote_json. Pure and browser-safe.
import type { InquiryRow } from "../db/schema";
import { isIncoterm } from "../domain/incoterms";
import { buyerFreightText, DUTIES_QUOTED_BY_SELLER, insuranceNote, termsText } from "../domain/deal-text";
import { formatMoney, money, type CurrencyCode, type Money } from "../domain/money";
import { inquiryDraftColumns, type FreightBasis, type InquiryDraft } from "./basket-inquiry-draft";

/** The columns a stored deal is read from. */
export const STORED_DEAL_COLUMNS = [
  "shipping_terms",
  "named_place",
  "plan_summary",
  "containers",
  "currency",
  "surcharge_minor",
  "subtotal_minor",
  "shipping_minor",
  "freight_note",
  "freight_basis",
  "port_code",
  "country_of_delivery",
  "insurance_minor",
  "insurance_basis_points",
  "total_minor",
  "quote_json",
] as const satisfies ReadonlyArray<keyof InquiryRow>;

export type StoredDealColumns = Pick<InquiryRow, (typeof STORED_DEAL_COLUMNS)[number]>;

export interface StoredDeal {
  /** FOB, CIF or DDP as the form sent it. */
  terms: string;
  namedPlace: string | null;
  planSummary: string | null;
  containers: string | null;
  currency: CurrencyCode;
  surcharge: Money | null;
  goods: Money | null;
  /** Sea freight; null under FOB (the buyer pays it) and when none was stored. */
  freight: Money | null;
  freightNote: string | null;
  /** Null: stored before the engine priced terms (decision 207), when shipping was a flat amount. */
  freightBasis: FreightBasis | null;
  portCode: string | null;
  countryOfDelivery: string | null;
  insurance: Money | null;
  insuranceBasisPoints: number | null;
  total: Money;
}

interface OlderQuote {
  subtotal?: Money;
  shipping?: Money;
  surchargePerUnit?: Money;
  total?: Money;
  container?: string;
  containerCount?: number;
}

const containersText = (count: number, container: string) => `${count} × ${container} container${count === 1 ? "" : "s"}`;

/** The deal an inquiry stored; null when it stored none (a general inquiry, a tyre without a price). */
export function storedDealOf(row: StoredDealColumns): StoredDeal | null {
  if (row.total_minor !== null && row.currency !== null) {
    const currency = row.currency as CurrencyCode;
    const amount = (minor: number | null) => (minor === null ? null : money(Number(minor), currency));
    const basis = row.freight_basis;
    return {
      terms: row.shipping_terms,
      namedPlace: row.named_place,
      planSummary: row.plan_summary,
      containers: row.containers,
      currency,
      surcharge: amount(row.surcharge_minor),
      goods: amount(row.subtotal_minor),
      // A quote request stored before decision 207 kept a flat shipping amount, also under FOB.
      freight: basis === "none" ? null : amount(row.shipping_minor),
      freightNote: row.freight_note ?? (basis === "none" && row.named_place ? buyerFreightText({ portOfLoading: row.named_place }) : row.containers),
      freightBasis: basis,
      portCode: row.port_code,
      countryOfDelivery: row.country_of_delivery,
      insurance: amount(row.insurance_minor),
      insuranceBasisPoints: row.insurance_basis_points === null ? null : Number(row.insurance_basis_points),
      total: money(Number(row.total_minor), currency),
    };
  }
  const quote = row.quote_json ? (JSON.parse(row.quote_json) as OlderQuote) : null;
  if (!quote?.total) return null;
  const containers = quote.container && quote.containerCount ? containersText(quote.containerCount, quote.container) : null;
  return {
    terms: row.shipping_terms,
    namedPlace: row.named_place,
    planSummary: null,
    containers,
    currency: quote.total.currency,
    surcharge: quote.surchargePerUnit ?? null,
    goods: quote.subtotal ?? null,
    freight: quote.shipping ?? null,
    freightNote: containers,
    freightBasis: null,
    portCode: null,
    countryOfDelivery: null,
    insurance: null,
    insuranceBasisPoints: null,
    total: quote.total,
  };
}

/** A draft read back as it will be stored, for the e-mails rendered before the row exists. */
export function storedDealOfDraft(draft: InquiryDraft, shippingTerms: string): StoredDeal {
  return storedDealOf({ shipping_terms: shippingTerms, ...inquiryDraftColumns(draft), quote_json: null })!;
}

/** "CIF Lagos Apapa (NGAPP)", "FOB Rotterdam"; an older inquiry's term alone when it named no place. */
export function storedTermsText(deal: Pick<StoredDeal, "terms" | "namedPlace">): string {
  return isIncoterm(deal.terms) ? termsText({ term: deal.terms, place: deal.namedPlace ?? "" }) : deal.terms;
}

/** The total as every reader prints it. */
export function storedTotalText(deal: Pick<StoredDeal, "total">): string {
  return formatMoney(deal.total);
}

/**
 * The deal's price as label and text rows, the same in both e-mails and the back office: the
 * goods, the sea freight with its note (or who pays it under FOB), the insurance with its rate,
 * DDP's duties, the total and the terms.
 */
export function storedDealRows(deal: StoredDeal, pieces: number): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (deal.goods) rows.push(["Goods", `${formatMoney(deal.goods)} for ${pieces.toLocaleString("en-IE")} pcs`]);
  if (deal.freight) {
    const label = deal.freightBasis === null ? "Shipping" : "Sea freight";
    rows.push([label, deal.freightNote ? `${formatMoney(deal.freight)} (${deal.freightNote})` : formatMoney(deal.freight)]);
  } else if (deal.freightNote) rows.push(["Sea freight", deal.freightNote]);
  if (deal.insurance)
    rows.push([
      "Insurance",
      deal.insuranceBasisPoints === null ? formatMoney(deal.insurance) : `${formatMoney(deal.insurance)} (${insuranceNote(deal.insuranceBasisPoints)})`,
    ]);
  if (deal.terms === "DDP" && deal.freightBasis !== null) rows.push(["Duties and delivery", DUTIES_QUOTED_BY_SELLER]);
  rows.push(["Total", storedTotalText(deal)]);
  rows.push(["Terms", storedTermsText(deal)]);
  return rows;
}
