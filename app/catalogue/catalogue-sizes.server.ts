// The sizes the catalogue sells, read once per catalogue revision: a GROUP BY over the size
// index (a few dozen to a few hundred rows), parsed into size page and finder parts in code.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { catalogueSize, compareSizes, type CatalogueSize } from "./catalogue-sizes";
import { revisionMemo } from "./revision-memo.server";

const keptSizes = revisionMemo<CatalogueSize[]>(4);

/** Every size with at least one tyre, smallest rim first (shared between requests: never change it). */
export function listCatalogueSizes(db: Kysely<Database>): Promise<CatalogueSize[]> {
  return keptSizes.get(db, "sizes", async () => {
    const rows = await db
      .selectFrom("tyre")
      .select((eb) => ["tyre.size_normalized", eb.fn.countAll<number>().as("n")])
      .groupBy("tyre.size_normalized")
      .execute();
    return rows.map((r) => catalogueSize(r.size_normalized, Number(r.n))).sort(compareSizes);
  });
}
