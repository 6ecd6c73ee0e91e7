// What would make the basket's load cost less (decision 210): the engine's hints, with the
// seller's own container counts the deal was planned with.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { dealHints, type Deal, type DealHints } from "~/domain/deal";
import { listCapacityOverrides } from "./container-capacity.server";

export const NO_HINTS: DealHints = { removeToSave: null, moreCostsLess: null };

export async function loadQuoteHints(db: Kysely<Database>, deal: Deal | null): Promise<DealHints> {
  if (!deal || deal.belowMinimum) return NO_HINTS;
  return dealHints(deal, await listCapacityOverrides(db));
}
