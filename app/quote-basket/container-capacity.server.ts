// The seller's own container counts by tyre size, over the planner's worked-out ones:
// read by the basket for every plan, set with `npm run container-capacity` (and later the back office).
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { CapacityOverrides } from "~/domain/container-capacity";
import { parseTyreSize } from "~/domain/tyre-size";

/** Every count the seller set, by normalized size. */
export async function listCapacityOverrides(db: Kysely<Database>): Promise<CapacityOverrides> {
  const rows = await db.selectFrom("container_capacity").select(["size", "capacity_20ft", "capacity_40ft"]).execute();
  return new Map(rows.map((r) => [r.size, { "20ft": Number(r.capacity_20ft), "40ft": Number(r.capacity_40ft) }]));
}

export type CapacityChange = { ok: true; size: string } | { ok: false; reason: string };

/** A size's counts as the seller gives them: a readable size, whole counts of 1 to 100,000, a 40ft holding at least a 20ft's. */
export function checkCapacity(sizeText: string, twenty: number, forty: number): CapacityChange {
  const parsed = parseTyreSize(sizeText);
  if (!parsed.ok) return { ok: false, reason: `"${sizeText}" is not a tyre size: ${parsed.error}` };
  for (const [name, count] of [
    ["20ft", twenty],
    ["40ft", forty],
  ] as const) {
    if (!Number.isInteger(count) || count < 1 || count > 100_000)
      return { ok: false, reason: `the ${name} count must be a whole number from 1 to 100000, got ${count}` };
  }
  if (forty < twenty) return { ok: false, reason: `a 40ft holds at least what a 20ft holds (${forty} < ${twenty})` };
  return { ok: true, size: parsed.size.normalized };
}

export async function setCapacityOverride(db: Kysely<Database>, sizeText: string, twenty: number, forty: number, now = new Date()): Promise<CapacityChange> {
  const checked = checkCapacity(sizeText, twenty, forty);
  if (!checked.ok) return checked;
  const row = { size: checked.size, capacity_20ft: twenty, capacity_40ft: forty, updated_at: now.toISOString() };
  await db
    .insertInto("container_capacity")
    .values(row)
    .onConflict((oc) => oc.column("size").doUpdateSet({ capacity_20ft: twenty, capacity_40ft: forty, updated_at: row.updated_at }))
    .execute();
  return checked;
}

/** Forgets the seller's count: the size is planned from its dimensions again. True when there was one. */
export async function removeCapacityOverride(db: Kysely<Database>, sizeText: string): Promise<boolean> {
  const parsed = parseTyreSize(sizeText);
  const size = parsed.ok ? parsed.size.normalized : sizeText.trim();
  const result = await db.deleteFrom("container_capacity").where("size", "=", size).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
