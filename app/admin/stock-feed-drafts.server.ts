// The back office's stock feed upload (decision 245): a file is read and checked against the
// catalogue without writing stock (the preview: lines, codes known and unknown, or every refused
// line with its reason), kept as a draft, and applied from the draft when the seller says so. The
// apply checks the feed again against the catalogue as it is then.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { FeedRecord } from "../domain/stock-feed";
import type { Seller } from "./require-seller.server";
import { readStockFeedFile } from "./stock-feed-file.server";
import { applyStockFeed, planStockFeed, type StockFeedOutcome } from "./stock-feed.server";
import type { FeedHistoryEntry, FeedPreview } from "./stock-view";

/** Unknown codes and refusals listed on the page at most; the counts say how many in all. */
export const LISTED_LINES = 100;

const DRAFT_HOURS = 24;

export async function previewStockFeed(
  db: Kysely<Database>,
  seller: Seller,
  file: { name: string; bytes: Uint8Array },
  now = new Date(),
): Promise<FeedPreview> {
  const fileName = file.name.slice(0, 200) || "feed";
  const read = await readStockFeedFile(file.bytes);
  if (!read.ok) return { ok: false, fileName, reason: read.reason, refused: [], refusedCount: 0 };
  const plan = await planStockFeed(db, read.records);
  if (!plan.ok) {
    const reason = `${plan.refused.length.toLocaleString("en-GB")} ${plan.refused.length === 1 ? "line is" : "lines are"} refused: nothing was changed. Correct the file and preview it again.`;
    return { ok: false, fileName, reason, refused: plan.refused.slice(0, LISTED_LINES), refusedCount: plan.refused.length };
  }
  const at = now.toISOString();
  await db
    .deleteFrom("stock_feed_draft")
    .where("created_at", "<", new Date(now.getTime() - DRAFT_HOURS * 3_600_000).toISOString())
    .execute();
  const draft = await db
    .insertInto("stock_feed_draft")
    .values({ file_name: fileName, records_json: JSON.stringify(read.records.map((r) => [r.line, r.cells])), created_by: seller.id, created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return {
    ok: true,
    draftId: Number(draft.id),
    fileName,
    lines: plan.lines,
    known: plan.rows.length,
    unknown: plan.unknown.slice(0, LISTED_LINES),
    unknownCount: plan.unknown.length,
  };
}

export type DraftApplied = StockFeedOutcome | { ok: "missing" };

/** Applies a previewed draft (a seller's own), then drops it; "missing" when it was applied already or is gone. */
export async function applyStockFeedDraft(db: Kysely<Database>, seller: Seller, draftId: number, now = new Date()): Promise<DraftApplied> {
  const draft = await db.selectFrom("stock_feed_draft").selectAll().where("id", "=", draftId).where("created_by", "=", seller.id).executeTakeFirst();
  if (!draft) return { ok: "missing" };
  const records = (JSON.parse(draft.records_json) as Array<[number, string[]]>).map(([line, cells]): FeedRecord => ({ line, cells }));
  const outcome = await applyStockFeed(db, records, { actor: seller.actor, source: draft.file_name, now });
  await db.deleteFrom("stock_feed_draft").where("id", "=", draftId).execute();
  return outcome;
}

/** The last feeds applied, newest first, from the audit log. */
export async function listStockFeeds(db: Kysely<Database>, limit = 10): Promise<FeedHistoryEntry[]> {
  const rows = await db.selectFrom("audit_log").selectAll().where("action", "=", "stock.feed").orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => {
    const after = JSON.parse(row.after_json ?? "{}") as { lines?: number; applied?: number; unknown?: number };
    return { at: row.at, actor: row.actor, source: row.subject_id, lines: after.lines ?? 0, applied: after.applied ?? 0, unknown: after.unknown ?? 0 };
  });
}
