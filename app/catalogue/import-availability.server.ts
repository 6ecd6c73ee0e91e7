// The availability part of a catalogue import (decision 225): entries naming an unknown
// warehouse are refused before anything is written, and the stock, incoming and supply the file
// gives are written for the tyres it names once the tyres themselves are.
import type { Transaction } from "kysely";
import { ROW_BATCH_SIZE } from "../db/row-batch.server";
import type { BrandRow, Database } from "../db/schema";
import { listWarehouses, unknownWarehousesOf, warehouseIndex, writeAvailability, type AvailabilityWrite } from "./availability.server";
import type { CatalogueTyreInput } from "./catalogue-entry";
import type { Refusal } from "./nested-catalogue";
/** Entries naming a warehouse the shop does not have are refused with the names (decision 225), before anything is written. */
export async function refuseUnknownWarehouses<T extends { accepted: CatalogueTyreInput[]; refused: Refusal[] }>(
  trx: Transaction<Database>,
  prepared: T,
): Promise<T> {
  if (!prepared.accepted.some((t) => t.availability !== null)) return prepared;
  const { byName } = warehouseIndex(await listWarehouses(trx));
  const accepted: CatalogueTyreInput[] = [];
  const refused = [...prepared.refused];
  for (const tyre of prepared.accepted) {
    const unknown = tyre.availability ? unknownWarehousesOf(tyre.availability, byName) : [];
    if (unknown.length === 0) accepted.push(tyre);
    else
      refused.push({
        where: tyre.place ?? `${tyre.brand} ${tyre.model} ${tyre.sizeText}`,
        reason: `unknown warehouse ${unknown.map((n) => `'${n}'`).join(", ")}`,
      });
  }
  return { ...prepared, accepted, refused };
}

/** The stock, incoming and supply the file gives, written for the tyres it names (found by identity after their own write). */
export async function writeEntriesAvailability(
  trx: Transaction<Database>,
  tyres: readonly CatalogueTyreInput[],
  brands: ReadonlyMap<string, BrandRow>,
  now: string,
): Promise<void> {
  const key = (season: string, vehicleType: string, brandId: number, pattern: string, model: string, size: string) =>
    [season, vehicleType, brandId, pattern, model, size].join("\u0000");
  const wanted = new Map<string, CatalogueTyreInput>();
  for (const tyre of tyres) {
    if (tyre.availability === null) continue;
    wanted.set(key(tyre.season, tyre.vehicleType, brands.get(tyre.brand.toLowerCase())!.id, tyre.pattern, tyre.model, tyre.size.normalized), tyre);
  }
  if (wanted.size === 0) return;
  const writes: AvailabilityWrite[] = [];
  let after = 0;
  for (;;) {
    const slice = await trx
      .selectFrom("tyre")
      .select(["id", "season", "vehicle_type", "brand_id", "pattern", "model", "size_normalized"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(ROW_BATCH_SIZE)
      .execute();
    if (slice.length === 0) break;
    for (const row of slice) {
      const tyre = wanted.get(key(row.season, row.vehicle_type, Number(row.brand_id), row.pattern, row.model, row.size_normalized));
      if (tyre) writes.push({ tyreId: Number(row.id), input: tyre.availability! });
    }
    after = Number(slice[slice.length - 1]!.id);
  }
  await writeAvailability(trx, writes, await listWarehouses(trx), now);
}
