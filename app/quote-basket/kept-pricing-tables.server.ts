// The seller's freight table and container counts, the basket's tyres, their availability and the
// tyres a waiting line may be swapped for, as the priced pages (/quote, /buy-now) read them: once
// per catalogue revision per process, not six queries a page.
// Every change of any of them bumps the revision (freight-admin, capacity-admin, `npm run
// container-capacity`, the stock feed, the availability admin, an order's allocation, an import), so
// a page never prices with a table older than the catalogue it shows. Answers are shared: callers
// must not change them.
import type { Kysely } from "kysely";
import { availabilityOf, keptAvailabilityOf } from "~/catalogue/availability.server";
import { listTyresById } from "~/catalogue/repository.server";
import type { Tyre } from "~/catalogue/tyre";
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
/** By the tyres asked, in their order: a basket's lines. */
const keptTyres = revisionMemo<Tyre[]>(1000);
/** By a waiting line's size, pattern and tyre: up to 200 tyres and their availability, two queries a line. */
const keptSwapCandidates = revisionMemo<SwapCandidate[]>(1000);

export function keptFreightTable(db: Kysely<Database>): Promise<FreightTable> {
  return keptFreightTables.get(db, "freight", () => loadFreightTable(db));
}

export function keptCapacityOverrides(db: Kysely<Database>): Promise<CapacityOverrides> {
  return keptOverrides.get(db, "capacity", () => listCapacityOverrides(db));
}

/**
 * A basket's tyres as listTyresById reads them. A tyre's row and its brand change only by an
 * import, which renews the revision; the stock is read apart (availability).
 */
export function keptTyresById(db: Kysely<Database>, ids: readonly number[]): Promise<Tyre[]> {
  return keptTyres.get(db, ids.join("."), () => listTyresById(db, ids));
}

export const keptSwapCandidatesOf: SwapCandidatesRead = (db, size, pattern, tyreId) =>
  keptSwapCandidates.get(db, `${size}|${pattern}|${tyreId}`, () => swapCandidatesOf(db, size, pattern, tyreId));

/** How a pricing reads them: afresh (an inquiry's price, the back office), or kept per revision (a page). */
export interface PricingTableReads {
  tyres(db: Kysely<Database>, ids: readonly number[]): Promise<Tyre[]>;
  freight(db: Kysely<Database>): Promise<FreightTable>;
  overrides(db: Kysely<Database>): Promise<CapacityOverrides>;
  availability(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, TyreAvailability>>;
  swapCandidates: SwapCandidatesRead;
}

export const FRESH_TABLES: PricingTableReads = {
  tyres: listTyresById,
  freight: loadFreightTable,
  overrides: listCapacityOverrides,
  availability: availabilityOf,
  swapCandidates: swapCandidatesOf,
};
export const KEPT_TABLES: PricingTableReads = {
  tyres: keptTyresById,
  freight: keptFreightTable,
  overrides: keptCapacityOverrides,
  availability: keptAvailabilityOf,
  swapCandidates: keptSwapCandidatesOf,
};
