// The quote basket's suggestion (decision 263): a line that must wait for incoming or made-to-order
// pieces, or can never be had in full, may be swapped for a tyre of the same size and axle
// position (pattern) that is in stock for the whole quantity now, in the quote's currency.
import { availableNow, readyPlan, type TyreAvailability } from "./availability";
import { groupedCount } from "./count-text";

export interface SwapCandidate {
  tyreId: number;
  name: string;
  /** The price the buyer would pay, in minor units of `currency`. */
  priceMinor: number;
  currency: string;
  availability: TyreAvailability | null;
}

export interface StockSwap {
  tyreId: number;
  /** "Michelin X Multi D" */
  name: string;
  /** "Michelin X Multi D: 1,240 pcs in stock, ready now" */
  text: string;
  /** The pieces it has in stock, for the text in another language. */
  pieces: number;
}

/**
 * The in-stock alternative for a line, or null when the line is ready today or none fits. Of those
 * with the whole quantity in stock, the cheapest; on a tie, the one with the most pieces (then the
 * lowest id, so the same data always suggests the same tyre).
 */
export function stockSwapFor(
  line: { quantity: number; currency: string; availability: TyreAvailability | null },
  candidates: readonly SwapCandidate[],
  today: string,
): StockSwap | null {
  const plan = readyPlan(line.availability, line.quantity, today);
  const waits = plan.kind === "short" || (plan.kind === "ready" && plan.date > today);
  if (!waits) return null;
  const fitting = candidates
    .filter((c) => c.currency === line.currency && c.availability !== null && availableNow(c.availability) >= line.quantity)
    .map((c) => ({ ...c, pieces: availableNow(c.availability!) }))
    .sort((a, b) => a.priceMinor - b.priceMinor || b.pieces - a.pieces || a.tyreId - b.tyreId);
  const best = fitting[0];
  if (!best) return null;
  return { tyreId: best.tyreId, name: best.name, text: `${best.name}: ${groupedCount(best.pieces)} pcs in stock, ready now`, pieces: best.pieces };
}
