// The rows of a priced load's breakdown that follow from its shipping terms, worded on the server
// (decision 240): the loaders of /buy-now and /quote send them as text, with the cheaper-load hints'
// sentences, so neither page's script carries the freight, insurance, duties and hint wording. The same words on both pages (decision 210):
// the sea freight (an estimate when no term is chosen, the buyer's own under FOB), the marine
// insurance under CIF and DDP, and DDP's duties left to the seller.
import type { DealHints, MoreCostsLess, RemoveToSave, ShownDeal } from "../domain/deal";
import {
  buyerFreightText,
  DUTIES_QUOTED_BY_SELLER,
  freightNote,
  insuranceNote,
  moreCostsLessText,
  removeToSaveText,
  termsText,
  type ShowMoney,
} from "../domain/deal-text";
import { formatMoney } from "../domain/money";
import { shippingNote } from "./quote-text";

/** One row as the page prints it: a term, its note and its value. `wrap`: a value of words may break over lines. */
export interface BreakdownRow {
  name: string;
  term: string;
  note?: string;
  value: string;
  wrap?: boolean;
}

export interface ShippingBreakdown {
  /** Above the goods: the term and its place, when one is chosen. */
  terms: BreakdownRow | null;
  /** Below the goods: freight, then insurance and duties where the term includes them. */
  shipping: BreakdownRow[];
}

/** The words the breakdown and the hints are written with: English here, a page's language from deal-wording.ts. */
export interface BreakdownWords {
  shippingEstimate: string;
  seaFreight: string;
  marineInsurance: string;
  shippingTerms: string;
  dutiesQuotedBySeller: string;
  shippingNote: (plan: ShownDeal["plan"]) => string;
  buyerFreight: (shipping: ShownDeal["shipping"]) => string;
  freightNote: (deal: ShownDeal, show: ShowMoney) => string;
  insuranceNote: (basisPoints: number) => string;
  terms: (shipping: ShownDeal["shipping"]) => string;
  removeToSave: (hint: RemoveToSave, size: string | undefined, show: ShowMoney) => string;
  moreCostsLess: (hint: MoreCostsLess, show: ShowMoney) => string;
}

export const ENGLISH_BREAKDOWN_WORDS: BreakdownWords = {
  shippingEstimate: "Shipping (estimate)",
  seaFreight: "Sea freight",
  marineInsurance: "Marine insurance",
  shippingTerms: "Shipping terms",
  dutiesQuotedBySeller: DUTIES_QUOTED_BY_SELLER,
  shippingNote,
  buyerFreight: buyerFreightText,
  freightNote,
  insuranceNote,
  terms: termsText,
  removeToSave: removeToSaveText,
  moreCostsLess: moreCostsLessText,
};

/**
 * `show`: how the amounts are written, converted for a display currency (decision 285); the
 * freight and insurance given in it. `words`: the page's language (English unless told).
 */
export function shippingBreakdown(deal: ShownDeal, show: ShowMoney = formatMoney, words: BreakdownWords = ENGLISH_BREAKDOWN_WORDS): ShippingBreakdown {
  const { shipping } = deal;
  const rows: BreakdownRow[] = [];
  if (shipping.term === null) {
    // spec §9's own shipping, at the default rate: an estimate until the buyer names a place.
    rows.push({ name: "shipping", term: words.shippingEstimate, note: words.shippingNote(deal.plan), value: deal.freight ? show(deal.freight) : "" });
  } else if (deal.freight === null) {
    rows.push({ name: "shipping", term: words.seaFreight, note: words.buyerFreight(shipping), value: "" });
  } else {
    rows.push({ name: "shipping", term: words.seaFreight, note: words.freightNote(deal, show), value: show(deal.freight) });
  }
  if (deal.insurance && shipping.insuranceBasisPoints !== null) {
    rows.push({ name: "insurance", term: words.marineInsurance, note: words.insuranceNote(shipping.insuranceBasisPoints), value: show(deal.insurance) });
  }
  if (shipping.dutiesQuotedBySeller) rows.push({ name: "duties", term: words.dutiesQuotedBySeller, value: "" });
  return {
    terms: shipping.term === null ? null : { name: "terms", term: words.shippingTerms, value: words.terms(shipping), wrap: true },
    shipping: rows,
  };
}

/** The cheaper-load hints' sentences (decision 210); a null hint has none. */
export interface HintTexts {
  removeToSave: string | null;
  moreCostsLess: string | null;
}

/** `size`: the size the pieces to remove are of, where a load has several (/quote). */
export function hintTexts(hints: DealHints, size?: string, show: ShowMoney = formatMoney, words: BreakdownWords = ENGLISH_BREAKDOWN_WORDS): HintTexts {
  return {
    removeToSave: hints.removeToSave && words.removeToSave(hints.removeToSave, size, show),
    moreCostsLess: hints.moreCostsLess && words.moreCostsLess(hints.moreCostsLess, show),
  };
}

/**
 * The hints' buttons, each with the quantity it sets ("Order 1,120 pcs"): `from`, the quantity the
 * pieces to remove come off (the load's on /buy-now, the line's on /quote); `orderPieces`, the
 * page's language's label (deal-wording.server.ts).
 */
export function hintOrders(hints: DealHints, from: number | undefined, orderPieces: (pieces: number) => string): HintTexts {
  return {
    removeToSave: hints.removeToSave && from !== undefined ? orderPieces(from - hints.removeToSave.pieces) : null,
    moreCostsLess: hints.moreCostsLess && orderPieces(hints.moreCostsLess.quantity),
  };
}
