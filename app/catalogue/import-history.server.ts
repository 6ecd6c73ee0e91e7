// The catalogue's import history (decision 178): one row per applied import, from the
// back office or the CLI, written in the import's own transaction; listed newest first, paged in
// the database.
import type { Kysely, Selectable, Transaction } from "kysely";
import type { CatalogueImportTable, Database } from "../db/schema";
import type { ImportSummary } from "./import-catalogue.server";
import type { CatalogueFormat, ImportHistoryEntry } from "./import-preview";

export interface ImportRecord {
  /** Who imported: a seller's e-mail and user id, or 'cli' (no user) for the shell. */
  actor: { name: string; userId: string | null };
  fileName: string;
  format: CatalogueFormat;
  replace: boolean;
}

/** Writes the history row in the import's transaction; answers its id. */
export async function recordImport(trx: Transaction<Database>, record: ImportRecord, summary: ImportSummary, now = new Date()): Promise<number> {
  const row = await trx
    .insertInto("catalogue_import")
    .values({
      at: now.toISOString(),
      actor_user_id: record.actor.userId,
      actor: record.actor.name,
      file_name: record.fileName,
      format: record.format,
      replace_all: record.replace ? 1 : 0,
      imported: summary.imported,
      updated: summary.updated,
      unchanged: summary.unchanged,
      refused: summary.refused.length,
      removed: summary.removed,
      warnings: summary.warnings.length,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export const IMPORT_HISTORY_PAGE_SIZE = 20;

/** One page of the history, newest first, and how many rows there are in all. */
export async function listImportHistory(db: Kysely<Database>, page: number): Promise<{ rows: ImportHistoryEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("catalogue_import")
      .selectAll()
      .orderBy("id", "desc")
      .limit(IMPORT_HISTORY_PAGE_SIZE)
      .offset((page - 1) * IMPORT_HISTORY_PAGE_SIZE)
      .execute(),
    db
      .selectFrom("catalogue_import")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map(toHistoryRow),
  };
}

function toHistoryRow(r: Selectable<CatalogueImportTable>): ImportHistoryEntry {
  return {
    id: Number(r.id),
    at: r.at,
    actor: r.actor,
    fileName: r.file_name,
    format: r.format,
    replace: Number(r.replace_all) === 1,
    imported: Number(r.imported),
    updated: Number(r.updated),
    unchanged: Number(r.unchanged),
    refused: Number(r.refused),
    removed: Number(r.removed),
    warnings: Number(r.warnings),
  };
}

export async function getImportRecord(db: Kysely<Database>, id: number): Promise<ImportHistoryEntry | null> {
  const row = await db.selectFrom("catalogue_import").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toHistoryRow(row) : null;
}
