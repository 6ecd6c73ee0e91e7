// /buy-now's deal for one tyre, a quantity and the buyer's choice, priced with the same tables and
// rules /quote prices with (loadQuote), so one tyre's load costs the same on both (decision 209).
import type { Kysely } from "kysely";
import { payablePrice, type Tyre } from "~/catalogue/tyre";
import type { Database } from "~/db/schema";
import { containerCapacity, type CapacityOverrides } from "~/domain/container-capacity";
import { dealHints, priceDeal, resolveShipping, shownDeal, type ShippingChoice } from "~/domain/deal";
import { weightKgOf } from "~/domain/tyre-weight";
import { choiceFields } from "~/freight/choice-fields";
import { loadFreightTable } from "~/freight/freight-table.server";
import type { BuyNowPricing } from "./buy-now-pricing";
import { hintTexts, shippingBreakdown } from "./breakdown-rows";
import { capacityHintParts, capacityNote } from "./container-counts";

/** `overrides`: the seller's counts by size (the basket's `listCapacityOverrides`, read by the route). */
export async function loadBuyNowPricing(
  db: Kysely<Database>,
  tyre: Tyre,
  quantity: number,
  choice: ShippingChoice,
  overrides: CapacityOverrides,
): Promise<BuyNowPricing> {
  const table = await loadFreightTable(db);
  const capacity = containerCapacity(tyre.size.normalized, overrides);
  const price = payablePrice(tyre);
  const line = price && { size: tyre.size.normalized, quantity, weightKg: weightKgOf(tyre.specifications.weight), offerPrice: price };
  const deal = line ? priceDeal([line], resolveShipping(choice, table), overrides) : null;
  const shown = deal && shownDeal(deal);
  const hints = deal && dealHints(deal, overrides);
  const counts = { "20ft": capacity["20ft"], "40ft": capacity["40ft"] };
  return {
    counts,
    capacityWords: {
      hint: capacityHintParts(tyre.size.normalized, counts),
      note: shown ? capacityNote(tyre.size.normalized, counts, shown.plan.container) : "",
    },
    deal: shown,
    unitPrice: deal && deal.lines[0]!.unitPrice,
    hints,
    hintTexts: hints && hintTexts(hints),
    breakdown: shown && shippingBreakdown(shown),
    fields: choiceFields(choice),
  };
}
