// The back office's container capacities (decision 180): the seller's own counts per
// size beside the ones the planner works out, searched by size, set and removed. Each change is
// audited (before and after) in the change's own transaction, which also empties the page cache:
// cached anonymous pages price loads by these counts (decision 208). The same store as
// `npm run container-capacity` (container-capacity.server.ts).
import type { Kysely } from "kysely";
import { bumpCatalogueRevision } from "~/catalogue/revision.server";
import type { Database } from "~/db/schema";
import { containerCapacity } from "~/domain/container-capacity";
import { parseTyreSize } from "~/domain/tyre-size";
import { formFailure, type FailureKind, type FieldErrors, type FormFailure } from "~/forms/form-result";
import { checkCapacity, listCapacityOverrides, removeCapacityOverride, setCapacityOverride } from "~/quote-basket/container-capacity.server";
import { recordAudit } from "./audit-log.server";
import type { Seller } from "./require-seller.server";

type Failed = { ok: false } & FormFailure;
const failed = (kind: FailureKind, message: string, fieldErrors: FieldErrors = {}): Failed => ({ ok: false, ...formFailure(kind, message, fieldErrors) });

export interface CapacityCounts {
  "20ft": number;
  "40ft": number;
}

export interface CapacityRow {
  size: string;
  workedOut: CapacityCounts;
  /** The seller's own counts, or null when the planner works them out. */
  override: CapacityCounts | null;
}

/** Catalogue sizes a search lists at most. */
const SEARCH_LIMIT = 25;

function workedOut(size: string): CapacityCounts {
  const counts = containerCapacity(size);
  return { "20ft": counts["20ft"], "40ft": counts["40ft"] };
}

/** Every override, by size; and with a search, the catalogue's sizes that start with it (or the typed size itself). */
export async function listCapacities(db: Kysely<Database>, search: string): Promise<{ overrides: CapacityRow[]; matches: CapacityRow[] }> {
  const overrides = await listCapacityOverrides(db);
  const row = (size: string): CapacityRow => ({ size, workedOut: workedOut(size), override: overrides.get(size) ?? null });
  const overrideRows = [...overrides.keys()].sort().map(row);
  const query = search.trim();
  if (query === "") return { overrides: overrideRows, matches: [] };
  const parsed = parseTyreSize(query);
  const prefix = (parsed.ok ? parsed.size.normalized : query).toUpperCase().replace(/[%_\\]/g, "");
  const sizes = await db
    .selectFrom("tyre")
    .select("size_normalized")
    .distinct()
    .where("size_normalized", "like", `${prefix}%`)
    .orderBy("size_normalized")
    .limit(SEARCH_LIMIT)
    .execute();
  const found = sizes.map((s) => s.size_normalized);
  if (parsed.ok && !found.includes(parsed.size.normalized)) found.unshift(parsed.size.normalized);
  return { overrides: overrideRows, matches: found.map(row) };
}

export type CapacityResult = { ok: true; size: string } | Failed;

export async function setCapacity(db: Kysely<Database>, seller: Seller, sizeText: string, twenty: number, forty: number): Promise<CapacityResult> {
  const checked = checkCapacity(sizeText, twenty, forty);
  if (!checked.ok) {
    const field = /size/.test(checked.reason) && !/count/.test(checked.reason) ? "size" : /40ft/.test(checked.reason) ? "capacity40" : "capacity20";
    return failed("invalid", checked.reason, { [field]: checked.reason });
  }
  return db.transaction().execute(async (trx) => {
    const before = (await listCapacityOverrides(trx)).get(checked.size) ?? null;
    await setCapacityOverride(trx, checked.size, twenty, forty);
    const after = { "20ft": twenty, "40ft": forty };
    await recordAudit(trx, { actor: seller.actor, action: "capacity.set", subjectType: "container_capacity", subjectId: checked.size, before, after });
    await bumpCatalogueRevision(trx, new Date().toISOString());
    return { ok: true, size: checked.size } as const;
  });
}

export async function removeCapacity(db: Kysely<Database>, seller: Seller, sizeText: string): Promise<CapacityResult> {
  const parsed = parseTyreSize(sizeText);
  const size = parsed.ok ? parsed.size.normalized : sizeText.trim();
  return db.transaction().execute(async (trx) => {
    const before = (await listCapacityOverrides(trx)).get(size) ?? null;
    if (!before || !(await removeCapacityOverride(trx, size))) return failed("not-found", `${size} has no count of its own.`);
    await recordAudit(trx, { actor: seller.actor, action: "capacity.remove", subjectType: "container_capacity", subjectId: size, before, after: null });
    await bumpCatalogueRevision(trx, new Date().toISOString());
    return { ok: true, size } as const;
  });
}
