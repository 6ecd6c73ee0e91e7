// The bulk pricing page's data: the catalogue's sizes, the seller's container counts and freight
// table, through the engine's guide (bulk-pricing-guide.ts). All of it changes only with the
// catalogue revision (a capacity or freight change bumps it), so the page is a public, cached one.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { listCatalogueSizes } from "~/catalogue/catalogue-sizes.server";
import { loadFreightTable } from "~/freight/freight-table.server";
import { listCapacityOverrides } from "~/quote-basket/container-capacity.server";
import { bulkPricingGuide, type BulkPricingGuide } from "./bulk-pricing-guide";

export async function loadBulkPricingGuide(db: Kysely<Database>): Promise<BulkPricingGuide> {
  const [sizes, table, overrides] = await Promise.all([listCatalogueSizes(db), loadFreightTable(db), listCapacityOverrides(db)]);
  return bulkPricingGuide(sizes, table, overrides);
}
