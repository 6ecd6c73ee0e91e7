// The seller's stock feed (decision 226): lines of product code (or EAN), pieces and warehouse,
// checked whole (a bad line refuses the feed with its line and reason, nothing changed), codes
// matched exactly (unknown ones listed, never guessed), then written in one transaction with its
// audit entry and a new catalogue revision, so every kept page shows the new stock at once.
import type { Kysely } from "kysely";
import { recordAudit, type AuditActor } from "./audit-log.server";
import type { Database } from "../db/schema";
import { readStockFeed, type FeedRecord, type FeedRefusal } from "../domain/stock-feed";
import { listWarehouses, upsertStock } from "../catalogue/availability.server";
import { bumpCatalogueRevision } from "../catalogue/revision.server";

export interface UnknownCode {
  line: number;
  code: string;
}

export type StockFeedPlan =
  | { ok: true; rows: Array<{ tyre_id: number; warehouse_id: number; on_hand: number }>; lines: number; unknown: UnknownCode[] }
  | { ok: false; refused: FeedRefusal[] };

export type StockFeedOutcome = { ok: true; applied: number; unknown: UnknownCode[] } | { ok: false; refused: FeedRefusal[] };

/** What a feed would write, read against the catalogue without writing anything (the back office's preview). */
export async function planStockFeed(db: Kysely<Database>, records: Iterable<FeedRecord>): Promise<StockFeedPlan> {
  const warehouses = await listWarehouses(db);
  const read = readStockFeed(
    records,
    warehouses.map((w) => w.name),
  );
  if (!read.ok) return read;
  const warehouseIds = new Map(warehouses.map((w) => [w.name, w.id]));
  const tyreOf = await tyresByCode(db);
  const rows: Array<{ tyre_id: number; warehouse_id: number; on_hand: number }> = [];
  const unknown: UnknownCode[] = [];
  for (const line of read.lines) {
    const tyreId = tyreOf.get(line.code.toLowerCase());
    if (tyreId === undefined) unknown.push({ line: line.line, code: line.code });
    else rows.push({ tyre_id: tyreId, warehouse_id: warehouseIds.get(line.warehouse)!, on_hand: line.pieces });
  }
  return { ok: true, rows, lines: read.lines.length, unknown };
}

/** Applies a feed: refused whole when a line is bad; otherwise every known code's pieces written, unknown codes listed. */
export async function applyStockFeed(
  db: Kysely<Database>,
  records: Iterable<FeedRecord>,
  options: { actor: AuditActor; source: string; now?: Date },
): Promise<StockFeedOutcome> {
  const plan = await planStockFeed(db, records);
  if (!plan.ok) return plan;
  const now = options.now ?? new Date();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await upsertStock(
      trx,
      plan.rows.map((r) => ({ ...r, updated_at: at })),
    );
    await recordAudit(
      trx,
      {
        actor: options.actor,
        action: "stock.feed",
        subjectType: "stock",
        subjectId: options.source,
        after: { lines: plan.lines, applied: plan.rows.length, unknown: plan.unknown.length, unknownSample: plan.unknown.slice(0, 20) },
      },
      now,
    );
    await bumpCatalogueRevision(trx, at);
  });
  return { ok: true, applied: plan.rows.length, unknown: plan.unknown };
}

/**
 * Every tyre by lower-case product code and by EAN: matched exactly, never by likeness. A product
 * code wins over another tyre's EAN written the same.
 */
async function tyresByCode(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("tyre")
    .select(["id", "product_code", "ean"])
    .where((eb) => eb.or([eb("product_code", "is not", null), eb("ean", "is not", null)]))
    .execute();
  const byCode = new Map<string, number>();
  for (const row of rows) if (row.ean) byCode.set(row.ean.trim().toLowerCase(), Number(row.id));
  for (const row of rows) if (row.product_code) byCode.set(row.product_code.trim().toLowerCase(), Number(row.id));
  return byCode;
}
