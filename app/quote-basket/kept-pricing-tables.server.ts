// The seller's freight table and container counts, the tyres' availability and the tyres a waiting
// line may be swapped for, as the priced pages (/quote, /buy-now) read them: once per catalogue
// revision per process, not six queries a page.
// Every change of any of them bumps the revision (freight-admin, capacity-admin, `npm run
// container-capacity`, the stock feed, the availability admin, an order's allocation, an import), so
// a page never prices with a table older than the catalogue it shows. Answers are shared: callers
// must not change them.
import type { Kysely } from "kysely";
import { availabilityOf } from "~/catalogue/availability.server";
import { revisionMemo } from "~/catalogue/revision-memo.server";
import type { Database } from "~/db/schema";
import type { TyreAvailability } from "~/domain/availability";
import type { CapacityOverrides } from "~/domain/container-capacity";
import type { FreightTable } from "~/domain/freight";
import { loadFreightTable } from "~/freight/freight-table.server";
import type { SwapCandidate } from "~/domain/stock-swap";
import { listCapacityOverrides } from "./container-capacity.server";
import { swapCandidatesOf, type SwapCandidatesRead } from "./stock-swap.server";

const keptFreightTables = revisionMemo<FreightTable>(1);
const keptOverrides = revisionMemo<CapacityOverrides>(1);
/** By the set of tyres asked: a basket's, mostly a few popular sizes. */
const keptAvailability = revisionMemo<Map<number, TyreAvailability>>(1000);
/** By a waiting line's size, pattern and tyre: up to 200 tyres and their availability, two queries a line. */
const keptSwapCandidates = revisionMemo<SwapCandidate[]>(1000);

export function keptFreightTable(db: Kysely<Database>): Promise<FreightTable> {
  return keptFreightTables.get(db, "freight", () => loadFreightTable(db));
}

export function keptCapacityOverrides(db: Kysely<Database>): Promise<CapacityOverrides> {
  return keptOverrides.get(db, "capacity", () => listCapacityOverrides(db));
}

export function keptAvailabilityOf(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, TyreAvailability>> {
  const key = [...new Set(ids)].sort((a, b) => a - b).join(".");
  return keptAvailability.get(db, key, () => availabilityOf(db, ids));
}

export const keptSwapCandidatesOf: SwapCandidatesRead = (db, size, pattern, tyreId) =>
  keptSwapCandidates.get(db, `${size}|${pattern}|${tyreId}`, () => swapCandidatesOf(db, size, pattern, tyreId));

/** How a pricing reads them: afresh (an inquiry's price, the back office), or kept per revision (a page). */
export interface PricingTableReads {
  freight(db: Kysely<Database>): Promise<FreightTable>;
  overrides(db: Kysely<Database>): Promise<CapacityOverrides>;
  availability(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, TyreAvailability>>;
  swapCandidates: SwapCandidatesRead;
}

export const FRESH_TABLES: PricingTableReads = {
  freight: loadFreightTable,
  overrides: listCapacityOverrides,
  availability: availabilityOf,
  swapCandidates: swapCandidatesOf,
};
export const KEPT_TABLES: PricingTableReads = {
  freight: keptFreightTable,
  overrides: keptCapacityOverrides,
  availability: keptAvailabilityOf,
  swapCandidates: keptSwapCandidatesOf,
};
