// The bulk pricing page's data: the catalogue's sizes, the seller's container counts and freight
// table, through the engine's guide (bulk-pricing-guide.ts). All of it changes only with the
// catalogue revision (a capacity or freight change bumps it), so the page is a public, cached one;
// the render cache keeps one per language and display currency (decision 298).
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { listCatalogueSizes } from "~/catalogue/catalogue-sizes.server";
import { loadFreightTable } from "~/freight/freight-table.server";
import { listCapacityOverrides } from "~/quote-basket/container-capacity.server";
import { bulkPricingGuide, ENGLISH_GUIDE, type BulkPricingGuide, type GuideLanguage } from "./bulk-pricing-guide";

/** `language`: the page's words, locale and display currency's rate (English in the catalogue's currency unless told). */
export async function loadBulkPricingGuide(db: Kysely<Database>, language: GuideLanguage = ENGLISH_GUIDE): Promise<BulkPricingGuide> {
  const [sizes, table, overrides] = await Promise.all([listCatalogueSizes(db), loadFreightTable(db), listCapacityOverrides(db)]);
  return bulkPricingGuide(sizes, table, overrides, "EUR", language);
}
