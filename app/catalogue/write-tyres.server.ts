// Writes an import's tyres in bulk (decision 080). The stored tyres are read once, in slices by
// id, and compared with the file in memory: a tyre the file holds exactly as stored is not
// written at all (its updated_at stays put), changed ones are updated and new ones inserted a few
// thousand rows per statement, and with `replace` the ones the file lacks are removed.
import { sql, type Transaction } from "kysely";
import type { BrandRow, Database, NewTyreRow, TyreRow } from "../db/schema";
import { ROW_BATCH_SIZE, insertRows, rowBatch } from "../db/row-batch.server";
import type { CatalogueTyreInput } from "./catalogue-entry";
import { inputToRow } from "./tyre-row.server";

export interface TyreWrites {
  /** New tyres added. */
  imported: number;
  /** Known tyres whose stored values changed. */
  updated: number;
  /** Known tyres the file holds exactly as stored. */
  unchanged: number;
  /** Stored tyres the file lacks, removed (only with `replace`). */
  removed: number;
}

export interface TyreWriteOptions {
  replace: boolean;
  now: string;
  /**
   * Count what the import would do without writing anything (the back office's preview): the
   * same comparison, so the preview's counts are the ones Apply reports.
   */
  dryRun?: boolean;
  /** With dryRun: keep up to this many new and changed tyres for the preview's lists (decision 256). */
  listUpTo?: number;
}

/** The counts, and with `replace` the ids of the stored tyres the file lacks (removed, or that would be). */
export interface TyreWritePlan extends TyreWrites {
  staleIds: number[];
  /** The first new tyres and changed tyres (with their stored row), up to `listUpTo`. */
  listed: { added: CatalogueTyreInput[]; changed: Array<{ stored: TyreRow; tyre: CatalogueTyreInput }> };
}

/** Columns that record the write itself, so they never make a tyre count as changed. */
const WRITE_STAMPS = new Set(["id", "created_at", "updated_at"]);

/** The spec's identity: season, vehicle type, brand, pattern, model and normalised size. */
function identityKey(season: string, vehicleType: string, brandId: number, pattern: string, model: string, size: string): string {
  return [season, vehicleType, brandId, pattern, model, size].join("\u0000");
}

export async function writeTyres(
  trx: Transaction<Database>,
  tyres: readonly CatalogueTyreInput[],
  brands: ReadonlyMap<string, BrandRow>,
  options: TyreWriteOptions,
): Promise<TyreWritePlan> {
  const dryRun = options.dryRun ?? false;
  const toRow = (tyre: CatalogueTyreInput) => inputToRow(tyre, brands.get(tyre.brand.toLowerCase())!, options.now);
  // The file's tyres by identity; those still here once every stored tyre was seen are new.
  const incoming = new Map<string, CatalogueTyreInput>();
  for (const tyre of tyres) {
    const brandId = brands.get(tyre.brand.toLowerCase())!.id;
    incoming.set(identityKey(tyre.season, tyre.vehicleType, brandId, tyre.pattern, tyre.model, tyre.size.normalized), tyre);
  }

  const writes: TyreWrites = { imported: 0, updated: 0, unchanged: 0, removed: 0 };
  let changed: Array<NewTyreRow & { id: number }> = [];
  const stale: number[] = [];
  const listUpTo = options.listUpTo ?? 0;
  const listed: TyreWritePlan["listed"] = { added: [], changed: [] };
  for await (const slice of storedTyres(trx)) {
    for (const stored of slice) {
      const key = identityKey(stored.season, stored.vehicle_type, Number(stored.brand_id), stored.pattern, stored.model, stored.size_normalized);
      const tyre = incoming.get(key);
      if (!tyre) {
        stale.push(Number(stored.id));
        continue;
      }
      incoming.delete(key);
      const row = toRow(tyre);
      if (sameValues(stored, row)) writes.unchanged++;
      else {
        changed.push({ ...row, id: Number(stored.id) });
        if (listed.changed.length < listUpTo) listed.changed.push({ stored, tyre });
      }
    }
    if (changed.length >= ROW_BATCH_SIZE) {
      writes.updated += dryRun ? changed.length : await updateTyres(trx, changed);
      changed = [];
    }
  }
  writes.updated += dryRun ? changed.length : await updateTyres(trx, changed);

  const fresh = [...incoming.values()];
  for (let i = 0; i < fresh.length && !dryRun; i += ROW_BATCH_SIZE) {
    await insertRows(trx, "tyre", fresh.slice(i, i + ROW_BATCH_SIZE).map(toRow));
  }
  writes.imported = fresh.length;
  listed.added = fresh.slice(0, listUpTo);
  if (!options.replace) return { ...writes, staleIds: [], listed };
  if (dryRun) return { ...writes, removed: stale.length, staleIds: stale, listed };
  for (let i = 0; i < stale.length; i += ROW_BATCH_SIZE) writes.removed += await removeTyres(trx, stale.slice(i, i + ROW_BATCH_SIZE));
  return { ...writes, staleIds: stale, listed };
}

/** Every stored tyre, a slice at a time in id order, so memory stays flat whatever the catalogue's size. */
async function* storedTyres(trx: Transaction<Database>): AsyncGenerator<TyreRow[]> {
  let after = 0;
  for (;;) {
    const slice = await trx.selectFrom("tyre").selectAll().where("id", ">", after).orderBy("id").limit(ROW_BATCH_SIZE).execute();
    if (slice.length === 0) return;
    yield slice;
    after = Number(slice[slice.length - 1]!.id);
  }
}

/** True when every column the import writes already holds the value it would write. */
function sameValues(stored: TyreRow, row: NewTyreRow): boolean {
  return changedColumns(stored, row).length === 0;
}

/** The columns whose stored value the import would change (the preview's lists, decision 256). */
export function changedColumns(stored: TyreRow, row: NewTyreRow): string[] {
  const changed: string[] = [];
  for (const [column, value] of Object.entries(row)) {
    if (WRITE_STAMPS.has(column)) continue;
    if (stored[column as keyof TyreRow] !== value) changed.push(column);
  }
  return changed;
}

/** Rewrites these tyres (all but created_at); returns how many rows were written. */
async function updateTyres(trx: Transaction<Database>, rows: Array<NewTyreRow & { id: number }>): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = Object.keys(rows[0]!);
  const written = columns.filter((c) => c !== "id" && c !== "created_at");
  const assignments = sql.join(written.map((c) => sql`${sql.ref(c)} = ${sql.ref(`batch.${c}`)}`));
  const result = await sql`update tyre set ${assignments}
    from ${rowBatch(trx, "tyre", columns, rows, "batch")} where tyre.id = batch.id`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

async function removeTyres(trx: Transaction<Database>, ids: number[]): Promise<number> {
  const batch = rowBatch(
    trx,
    "tyre",
    ["id"],
    ids.map((id) => ({ id })),
    "batch",
  );
  const result = await sql`delete from tyre where id in (select batch.id from ${batch})`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}
