// Pieces an accepted quote takes from stock (decision 247), and what a buyer is told when the
// stock changed after the quote was made. Plain data in, plain data out.
import { readyPlan, shortDate, type ProductionDate, type TyreAvailability } from "./availability";
import { groupedCount } from "./count-text";

/** Stock of one tyre in one warehouse, as allocation sees it. */
export interface StockPlace {
  warehouseId: number;
  isDefault: boolean;
  /** On hand less allocated, never below zero. */
  available: number;
  production: ProductionDate | null;
}

export interface Allocation {
  warehouseId: number;
  pieces: number;
}

/** A DOT's age order: earlier production first; a "not older than N months" promise or none after every DOT. */
function productionOrder(production: ProductionDate | null): number {
  if (production?.kind === "dot") return production.year * 100 + (production.week ?? 0);
  return Number.MAX_SAFE_INTEGER;
}

function matchesDot(production: ProductionDate | null, dot: { year: number; week: number | null }): boolean {
  if (production?.kind !== "dot" || production.year !== dot.year) return false;
  return dot.week === null || production.week === dot.week;
}

/**
 * Takes up to `quantity` pieces: oldest production first, then the default warehouse, then by
 * warehouse; only stock of the DOT the quote names, when it names one. What stock cannot cover is
 * `short` (made to order or incoming).
 */
export function allocatePieces(
  places: readonly StockPlace[],
  quantity: number,
  dot: { year: number; week: number | null } | null = null,
): { taken: Allocation[]; short: number } {
  const usable = places.filter((p) => p.available > 0 && (dot === null || matchesDot(p.production, dot)));
  usable.sort(
    (a, b) => productionOrder(a.production) - productionOrder(b.production) || Number(b.isDefault) - Number(a.isDefault) || a.warehouseId - b.warehouseId,
  );
  const taken: Allocation[] = [];
  let missing = quantity;
  for (const place of usable) {
    if (missing === 0) break;
    const pieces = Math.min(missing, place.available);
    taken.push({ warehouseId: place.warehouseId, pieces });
    missing -= pieces;
  }
  return { taken, short: missing };
}

/**
 * What a buyer reads when a line's stock fell below what the quote counted on: how many are left
 * and when the whole line can be loaded now (stock, incoming, made to order), or at most how many
 * can be had.
 */
export function stockChangedText(
  line: { text: string; quantity: number; fromStock: number; inStock: number },
  availability: TyreAvailability | null,
  today: string,
): string {
  const left = `${line.text}: ${groupedCount(line.inStock)} of the ${groupedCount(line.fromStock)} pcs this quote counted on from stock ${line.inStock === 1 ? "is" : "are"} left`;
  const plan = readyPlan(availability, line.quantity, today);
  if (plan.kind === "ready") return `${left}; all ${groupedCount(line.quantity)} pcs can be loaded by ${shortDate(plan.date, today)}.`;
  if (plan.kind === "short") return `${left}; at most ${groupedCount(plan.canHave)} pcs can be had.`;
  return `${left}.`;
}
