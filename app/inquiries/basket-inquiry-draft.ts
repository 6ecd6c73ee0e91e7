// What an inquiry stores beside its form, as the buyer saw it (decisions 132, 211): the deal the
// one engine priced (app/domain/deal.ts) turned into lines, amounts and the words beside them.
// A single-tyre inquiry and a quote request are stored the same way, by `inquiryDraftOfDeal`,
// and read back the same way (stored-deal.ts). Pure and browser-safe, so the e-mails need not
// import the repository that queues them.
import type { Deal, Incoterm } from "../domain/deal";
import { freightNote } from "../domain/deal-text";
import { basketShippingNote, planSummary } from "../quote-basket/plan-text";

/** One tyre of an inquiry as the buyer saw it (decision 132). */
export interface InquiryLineDraft {
  tyreId: number;
  /** '{brand} {model}' */
  tyreName: string;
  size: string;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
  currency: string;
}

/** 'listed' (the seller's rate to the port), 'default' (a port not listed), 'none' (FOB), 'estimate' (no terms chosen). */
export type FreightBasis = "listed" | "default" | "none" | "estimate";

/** What an inquiry stores beside the form: its lines, the terms and named place, the plan, and every amount shown. */
export interface InquiryDraft {
  lines: InquiryLineDraft[];
  /** The Incoterm priced; null for the spec's estimate (no term chosen). */
  terms: Incoterm | null;
  /** The place the terms name: the port of loading (FOB), the destination port (CIF), the delivery address (DDP). */
  namedPlace: string;
  planSummary: string;
  /** "2 × 40ft containers" */
  containers: string;
  currency: string;
  surchargeMinor: number;
  /** The goods: every line's total. */
  subtotalMinor: number;
  /** Sea freight; null under FOB, where the buyer pays it. */
  shippingMinor: number | null;
  /** The words under the freight (deal-text.ts freightNote), or FOB's "arranged and paid by the buyer". */
  freightNote: string;
  freightBasis: FreightBasis;
  /** The listed port the freight was priced to, or null. */
  portCode: string | null;
  /** DDP: the delivery's country, when known. */
  countryOfDelivery: string | null;
  insuranceMinor: number | null;
  insuranceBasisPoints: number | null;
  totalMinor: number;
  /**
   * ISO 4217 minor-unit digits when not 2: only on a draft shown in a buyer's display currency
   * (the inquiry dialog, decision 298); a stored draft is in the catalogue's currency.
   */
  minorUnits?: number;
}

/** The older name, from when only a quote request stored its lines. */
export type BasketInquiryDraft = InquiryDraft;

/** The tyre each of the deal's lines is, in the deal's order. */
export interface DraftTyre {
  tyreId: number;
  tyreName: string;
}

export function freightBasisOf(deal: Pick<Deal, "shipping">): FreightBasis {
  const { term, freight } = deal.shipping;
  if (term === null) return "estimate";
  return freight ? freight.basis : "none";
}

/** The one way a priced deal becomes what an inquiry stores: the single tyre's and the quote request's. */
export function inquiryDraftOfDeal(deal: Deal, tyres: readonly DraftTyre[]): InquiryDraft {
  if (tyres.length !== deal.lines.length) throw new RangeError(`a draft names one tyre per line: ${tyres.length} tyres for ${deal.lines.length} lines`);
  const { shipping } = deal;
  return {
    lines: deal.lines.map((line, i) => ({
      tyreId: tyres[i]!.tyreId,
      tyreName: tyres[i]!.tyreName,
      size: line.size,
      quantity: line.quantity,
      unitPriceMinor: line.unitPrice.amountMinor,
      lineTotalMinor: line.lineTotal.amountMinor,
      currency: deal.currency,
    })),
    terms: shipping.term,
    namedPlace: shipping.place,
    planSummary: planSummary(deal.plan),
    containers: basketShippingNote(deal),
    currency: deal.currency,
    surchargeMinor: deal.surchargePerUnit.amountMinor,
    subtotalMinor: deal.goods.amountMinor,
    shippingMinor: deal.freight?.amountMinor ?? null,
    freightNote: freightNote(deal),
    freightBasis: freightBasisOf(deal),
    portCode: shipping.port?.code ?? null,
    countryOfDelivery: shipping.term === "DDP" ? shipping.country : null,
    insuranceMinor: deal.insurance?.amountMinor ?? null,
    insuranceBasisPoints: deal.insurance ? shipping.insuranceBasisPoints : null,
    totalMinor: deal.total.amountMinor,
  };
}

/** The inquiry table's columns that hold a draft (the lines go to inquiry_line). */
export function inquiryDraftColumns(draft: InquiryDraft) {
  return {
    named_place: draft.namedPlace,
    plan_summary: draft.planSummary,
    containers: draft.containers,
    currency: draft.currency,
    surcharge_minor: draft.surchargeMinor,
    subtotal_minor: draft.subtotalMinor,
    shipping_minor: draft.shippingMinor,
    freight_note: draft.freightNote,
    freight_basis: draft.freightBasis,
    port_code: draft.portCode,
    country_of_delivery: draft.countryOfDelivery,
    insurance_minor: draft.insuranceMinor,
    insurance_basis_points: draft.insuranceBasisPoints,
    total_minor: draft.totalMinor,
  };
}
