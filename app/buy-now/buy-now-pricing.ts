// What /buy-now's calculator needs to price any quantity of one tyre in the browser, without a
// reload and without the size parser (decision 209): the size's counts, one tyre's weight, the
// shipping resolved on the server, and the chooser's ports and fields.
import type { DealShipping } from "../domain/deal";
import type { ChoiceFields, PortOption } from "../freight/choice-fields";
import type { SizeCounts } from "./container-counts";

export interface BuyNowPricing {
  counts: SizeCounts;
  weightKg: number | null;
  shipping: DealShipping;
  ports: PortOption[];
  fields: ChoiceFields;
}
