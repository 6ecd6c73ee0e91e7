// The tyres a waiting basket line may be swapped for (decision 263): the same size and axle
// position (pattern), read with their price and availability, for app/domain/stock-swap.ts to
// choose from. Only lines that wait are looked up, so a basket ready now costs no query.
import type { Kysely } from "kysely";
import { availabilityOf } from "~/catalogue/availability.server";
import { STORE_CURRENCY } from "~/catalogue/tyre-row.server";
import type { Database } from "~/db/schema";
import { readyPlan, type TyreAvailability } from "~/domain/availability";
import { stockSwapFor, type StockSwap, type SwapCandidate } from "~/domain/stock-swap";

export interface SwapLine {
  tyreId: number;
  size: string;
  pattern: string;
  quantity: number;
  currency: string;
  availability: TyreAvailability | null;
}

/** Tyres of one size and pattern considered per line: more would be a catalogue of one size's brands. */
const CANDIDATES_PER_LINE = 200;

/** The tyres one waiting line may be swapped for: its size and pattern, itself left out, with price and availability. */
export type SwapCandidatesRead = (db: Kysely<Database>, size: string, pattern: string, tyreId: number) => Promise<SwapCandidate[]>;

export const swapCandidatesOf: SwapCandidatesRead = async (db, size, pattern, tyreId) => {
  const rows = await db
    .selectFrom("tyre")
    .innerJoin("brand", "brand.id", "tyre.brand_id")
    .select(["tyre.id", "brand.name as brand", "tyre.model", "tyre.price_minor", "tyre.price_currency", "tyre.offer_price_minor", "tyre.offer_price_currency"])
    .where("tyre.size_normalized", "=", size)
    .where("tyre.pattern", "=", pattern)
    .where("tyre.id", "!=", tyreId)
    .orderBy("tyre.id")
    .limit(CANDIDATES_PER_LINE)
    .execute();
  const priced = rows.filter((row) => row.offer_price_minor !== null || row.price_minor !== null);
  const availability = await availabilityOf(
    db,
    priced.map((row) => Number(row.id)),
  );
  return priced.map((row) => {
    const offer = row.offer_price_minor !== null;
    return {
      tyreId: Number(row.id),
      name: `${row.brand} ${row.model}`,
      priceMinor: Number(offer ? row.offer_price_minor : row.price_minor),
      currency: (offer ? row.offer_price_currency : row.price_currency) ?? STORE_CURRENCY,
      availability: availability.get(Number(row.id)) ?? null,
    };
  });
};

/**
 * Per line, in order, the in-stock tyre to suggest, or null. `candidatesOf`: read afresh, or as a
 * page reads them, kept per catalogue revision (kept-pricing-tables.server.ts).
 */
export async function stockSwapsFor(
  db: Kysely<Database>,
  lines: readonly SwapLine[],
  today: string,
  candidatesOf: SwapCandidatesRead = swapCandidatesOf,
): Promise<Array<StockSwap | null>> {
  const inBasket = new Set(lines.map((l) => l.tyreId));
  return Promise.all(
    lines.map(async (line) => {
      const plan = readyPlan(line.availability, line.quantity, today);
      if (plan.kind === "unknown" || (plan.kind === "ready" && plan.date === today)) return null;
      // A tyre already in the quote is not suggested: swapping would merge two lines.
      const candidates = (await candidatesOf(db, line.size, line.pattern, line.tyreId)).filter((candidate) => !inBasket.has(candidate.tyreId));
      return stockSwapFor(line, candidates, today);
    }),
  );
}
