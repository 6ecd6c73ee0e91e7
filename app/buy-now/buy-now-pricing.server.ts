// /buy-now's pricing inputs for one tyre and the buyer's choice, read with the same tables and
// rules /quote prices with (loadQuote), so one tyre's load costs the same on both (decision 209).
import type { Kysely } from "kysely";
import type { Tyre } from "~/catalogue/tyre";
import type { Database } from "~/db/schema";
import { containerCapacity, type CapacityOverrides } from "~/domain/container-capacity";
import { resolveShipping, type ShippingChoice } from "~/domain/deal";
import { weightKgOf } from "~/domain/tyre-weight";
import { choiceFields, portOptions } from "~/freight/choice-fields";
import { loadFreightTable } from "~/freight/freight-table.server";
import type { BuyNowPricing } from "./buy-now-pricing";

/** `overrides`: the seller's counts by size (the basket's `listCapacityOverrides`, read by the route). */
export async function loadBuyNowPricing(db: Kysely<Database>, tyre: Tyre, choice: ShippingChoice, overrides: CapacityOverrides): Promise<BuyNowPricing> {
  const table = await loadFreightTable(db);
  const capacity = containerCapacity(tyre.size.normalized, overrides);
  return {
    counts: { "20ft": capacity["20ft"], "40ft": capacity["40ft"] },
    weightKg: weightKgOf(tyre.specifications.weight),
    shipping: resolveShipping(choice, table),
    ports: portOptions(table.ports),
    fields: choiceFields(choice),
  };
}
