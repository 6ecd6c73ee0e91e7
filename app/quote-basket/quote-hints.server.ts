// What would make the basket's load cost less (decision 210): the engine's hints, with the
// seller's own container counts the deal was planned with (loadQuote's, not read again).
import type { CapacityOverrides } from "~/domain/container-capacity";
import { dealHints, type Deal, type DealHints } from "~/domain/deal";

export const NO_HINTS: DealHints = { removeToSave: null, moreCostsLess: null };

export function quoteHints(deal: Deal | null, overrides: CapacityOverrides): DealHints {
  if (!deal || deal.belowMinimum) return NO_HINTS;
  return dealHints(deal, overrides);
}
