// What /buy-now shows for one tyre, the URL's quantity and the buyer's terms, priced on the server
// by the one pricing engine (decisions 209, 214): the deal and its cheaper-load hints, the size's
// counts for the container texts, and the chooser's fields. The browser prices nothing:
// a new quantity reloads this from the loader, which sends the page only what it draws
// (BuyNowPagePricing, decision 328).
import type { DealHints, ShownDeal } from "../domain/deal";
import type { Money } from "../domain/money";
import type { ChoiceFields } from "../freight/choice-fields";
import type { HintTexts, ShippingBreakdown } from "./breakdown-rows";
import type { SizeCounts } from "./container-counts";
import type { ContainerSize } from "../domain/pricing";

/** The container texts, worded by the loader (decision 258): the quantity hint's two parts and the container row's note. */
export interface CapacityWords {
  hint: Record<ContainerSize, string>;
  /** For the deal's container; "" without a deal. */
  note: string;
}

/** The unit price with its tier's note, subtotal and total as written (decision 285). */
export interface BuyNowAmounts {
  unitPrice: string;
  tierNote: string;
  /** The quantity as the Quantity row writes it ("281 pcs"). */
  pieces: string;
  goods: string;
  total: string;
}

export interface BuyNowPricing {
  counts: SizeCounts;
  capacityWords: CapacityWords;
  /** Null when the tyre has no price (price on request). */
  deal: ShownDeal | null;
  /** The tyre's price at the deal's tier; null with the deal. */
  unitPrice: Money | null;
  hints: DealHints | null;
  /** The hints' sentences; null with the deal. */
  hintTexts: HintTexts | null;
  /** The hints' buttons ("Order 1,120 pcs"), in the page's language; null with the deal. */
  hintOrders: HintTexts | null;
  /** The breakdown's shipping rows, worded here (decision 240); null with the deal. */
  breakdown: ShippingBreakdown | null;
  /** The unit price, subtotal and total as written, in the display currency when one is chosen (decision 285); null with the deal. */
  amounts: BuyNowAmounts | null;
  fields: ChoiceFields;
}

/** A cheaper-load hint as the page draws it: its sentence, its button's label and the quantity that button orders. */
export interface ShownHint {
  text: string;
  order: string;
  quantity: number;
}

/**
 * The deal as the page draws it, every amount already written: not the deal's money, shipping and
 * plan, which only the loader reads. A hint the deal does not have is left out.
 */
export interface BuyNowShownDeal {
  amounts: BuyNowAmounts;
  breakdown: ShippingBreakdown;
  /** The container row's value. */
  container: ContainerSize;
  removeToSave?: ShownHint;
  moreCostsLess?: ShownHint;
}

/** What the loader sends the page of BuyNowPricing (decision 328). */
export interface BuyNowPagePricing {
  counts: SizeCounts;
  capacityWords: CapacityWords;
  /** Null when the tyre has no price (price on request). */
  deal: BuyNowShownDeal | null;
  fields: ChoiceFields;
}
