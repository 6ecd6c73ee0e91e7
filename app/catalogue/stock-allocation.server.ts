// Pieces held for accepted quotes (decision 247). Accepting a quote takes its lines' pieces from
// stock (app/domain/allocation.ts) inside the buyer's answer's transaction, with the tyres' stock
// rows locked in one order (PostgreSQL; SQLite's writer holds its lock from the start), so two
// buyers accepting the last pieces at once are served one after the other: the second finds the
// stock gone and is told, before anything is accepted. Releasing gives the pieces back. Both
// move the catalogue revision: the pages kept show what is left.
import { sql, type Transaction } from "kysely";
import { availabilityOf } from "./availability.server";
import { bumpCatalogueRevision } from "./revision.server";
import { lockingRows } from "../db/dialect.server";
import type { Database } from "../db/schema";
import { allocatePieces, stockChangedText, type Allocation, type StockPlace } from "../domain/allocation";
import { readDotText, type ProductionDate } from "../domain/availability";
import { shopDate } from "../domain/seller-quote";

type Trx = Transaction<Database>;

/** Pieces of each tyre a buyer can have now; a tyre with no stock rows is left out (nothing known of its stock). */
async function availableByTyre(trx: Trx, tyreIds: readonly number[]): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (tyreIds.length === 0) return result;
  const rows = await trx
    .selectFrom("tyre_stock")
    .select(["tyre_id", "on_hand", "allocated"])
    .where("tyre_id", "in", [...new Set(tyreIds)])
    .execute();
  for (const row of rows) result.set(Number(row.tyre_id), (result.get(Number(row.tyre_id)) ?? 0) + Math.max(0, Number(row.on_hand) - Number(row.allocated)));
  return result;
}

/** What each line of a quote being sent counts on from stock: the pieces in stock now, up to its quantity (null: nothing known). */
export async function fromStockOf(trx: Trx, lines: ReadonlyArray<{ tyre_id: number | null; quantity: number }>): Promise<Array<number | null>> {
  const available = await availableByTyre(
    trx,
    lines.flatMap((l) => (l.tyre_id === null ? [] : [l.tyre_id])),
  );
  return lines.map((line) => {
    if (line.tyre_id === null || !available.has(line.tyre_id)) return null;
    const left = available.get(line.tyre_id)!;
    const taken = Math.min(line.quantity, left);
    available.set(line.tyre_id, left - taken);
    return taken;
  });
}

/**
 * The DOT a quote line names (decision 262's words, "DOT 2026 (week 12)"), which its pieces must be
 * of (decision 289); null when it names none, or only promises an age ("not older than 6 months"),
 * which the stock's single production date per tyre cannot be held to: oldest first then.
 */
function namedDot(dot: string | null): { year: number; week: number | null } | null {
  const named = dot === null ? null : readDotText(dot);
  return named !== null && !("error" in named) && named.kind === "dot" ? { year: named.year, week: named.week } : null;
}

export type AllocationOutcome = { ok: true; pieces: number } | { ok: false; changed: string[] };

/**
 * Allocates an accepted quote's pieces. Refused, with nothing written, when a line finds fewer
 * pieces in stock than the quote counted on when it was sent: each such line is described.
 */
export async function allocateQuote(trx: Trx, quoteId: number, now: Date): Promise<AllocationOutcome> {
  const lines = await trx
    .selectFrom("quote_line")
    .select(["tyre_id", "quantity", "from_stock", "text", "dot"])
    .where("quote_id", "=", quoteId)
    .where("tyre_id", "is not", null)
    .orderBy("position")
    .execute();
  const tyreIds = [...new Set(lines.map((l) => Number(l.tyre_id)))].sort((a, b) => a - b);
  if (tyreIds.length === 0) return { ok: true, pieces: 0 };
  const stock = await lockingRows(
    trx,
    trx
      .selectFrom("tyre_stock")
      .innerJoin("warehouse", "warehouse.id", "tyre_stock.warehouse_id")
      .select(["tyre_stock.tyre_id", "tyre_stock.warehouse_id", "tyre_stock.on_hand", "tyre_stock.allocated", "warehouse.is_default"])
      .where("tyre_stock.tyre_id", "in", tyreIds)
      .orderBy("tyre_stock.tyre_id")
      .orderBy("tyre_stock.warehouse_id"),
  ).execute();
  const supply = await trx.selectFrom("tyre_supply").select(["tyre_id", "dot_year", "dot_week"]).where("tyre_id", "in", tyreIds).execute();
  const productionOf = new Map<number, ProductionDate>(
    supply.flatMap((s) =>
      s.dot_year === null ? [] : [[Number(s.tyre_id), { kind: "dot", year: Number(s.dot_year), week: s.dot_week === null ? null : Number(s.dot_week) }]],
    ),
  );
  const places = new Map<number, StockPlace[]>();
  for (const row of stock) {
    const tyreId = Number(row.tyre_id);
    const list = places.get(tyreId) ?? [];
    list.push({
      warehouseId: Number(row.warehouse_id),
      isDefault: Number(row.is_default) === 1,
      available: Math.max(0, Number(row.on_hand) - Number(row.allocated)),
      production: productionOf.get(tyreId) ?? null,
    });
    places.set(tyreId, list);
  }
  const taken: Array<Allocation & { tyreId: number }> = [];
  const changed: Array<{ tyreId: number; text: string; quantity: number; fromStock: number; inStock: number }> = [];
  for (const line of lines) {
    const tyreId = Number(line.tyre_id);
    const here = places.get(tyreId) ?? [];
    const inStock = here.reduce((sum, p) => sum + p.available, 0);
    const quantity = Number(line.quantity);
    if (line.from_stock !== null && inStock < Number(line.from_stock)) {
      changed.push({ tyreId, text: line.text, quantity, fromStock: Number(line.from_stock), inStock });
      continue;
    }
    for (const t of allocatePieces(here, quantity, namedDot(line.dot)).taken) {
      taken.push({ ...t, tyreId });
      here.find((p) => p.warehouseId === t.warehouseId)!.available -= t.pieces;
    }
  }
  if (changed.length > 0) {
    const today = shopDate(now);
    const found = await availabilityOf(
      trx,
      changed.map((c) => c.tyreId),
    );
    return { ok: false, changed: changed.map((c) => stockChangedText(c, found.get(c.tyreId) ?? null, today)) };
  }
  if (taken.length === 0) return { ok: true, pieces: 0 };
  const merged = new Map<string, Allocation & { tyreId: number }>();
  for (const t of taken) {
    const key = `${t.tyreId}/${t.warehouseId}`;
    const seen = merged.get(key);
    if (seen) seen.pieces += t.pieces;
    else merged.set(key, { ...t });
  }
  const at = now.toISOString();
  for (const t of merged.values()) {
    await trx
      .updateTable("tyre_stock")
      .set({ allocated: sql<number>`allocated + ${t.pieces}` })
      .where("tyre_id", "=", t.tyreId)
      .where("warehouse_id", "=", t.warehouseId)
      .execute();
  }
  await trx
    .insertInto("quote_allocation")
    .values([...merged.values()].map((t) => ({ quote_id: quoteId, tyre_id: t.tyreId, warehouse_id: t.warehouseId, pieces: t.pieces, created_at: at })))
    .execute();
  await bumpCatalogueRevision(trx, at);
  return { ok: true, pieces: taken.reduce((sum, t) => sum + t.pieces, 0) };
}

/** Gives back the pieces a quote holds; the number of pieces released (0 when it held none). */
export async function releaseQuote(trx: Trx, quoteId: number, now: Date): Promise<number> {
  const held = await trx.selectFrom("quote_allocation").select(["tyre_id", "warehouse_id", "pieces"]).where("quote_id", "=", quoteId).execute();
  if (held.length === 0) return 0;
  for (const row of held) {
    const pieces = Number(row.pieces);
    await trx
      .updateTable("tyre_stock")
      .set({ allocated: sql<number>`case when allocated > ${pieces} then allocated - ${pieces} else 0 end` })
      .where("tyre_id", "=", Number(row.tyre_id))
      .where("warehouse_id", "=", Number(row.warehouse_id))
      .execute();
  }
  await trx.deleteFrom("quote_allocation").where("quote_id", "=", quoteId).execute();
  await bumpCatalogueRevision(trx, now.toISOString());
  return held.reduce((sum, row) => sum + Number(row.pieces), 0);
}

/** Releases what the inquiry's quotes hold (the seller's cancel: a won inquiry set to another status). */
export async function releaseInquiry(trx: Trx, inquiryId: number, now: Date): Promise<number> {
  const quotes = await trx.selectFrom("quote").select("id").where("inquiry_id", "=", inquiryId).execute();
  let released = 0;
  for (const q of quotes) released += await releaseQuote(trx, Number(q.id), now);
  return released;
}
