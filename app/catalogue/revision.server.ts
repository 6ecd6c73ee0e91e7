// The catalogue revision: bumped by every import, read to build ETags and refresh caches.
import { randomBytes } from "node:crypto";
import type { CompiledQuery, Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";

export interface CatalogueRevision {
  revision: number;
  /** Random and new with every revision, so a revision number is never mistaken across databases (decision 081). */
  stamp: string;
  updatedAt: string;
}

/** The revision query, built once per database handle: the render cache reads it for every request. */
const revisionQueries = new WeakMap<Kysely<Database>, CompiledQuery<RevisionRow>>();
type RevisionRow = Pick<Database["catalogue_revision"], "stamp" | "updated_at"> & { revision: number | string };

export async function getCatalogueRevision(db: Kysely<Database>): Promise<CatalogueRevision> {
  let query = revisionQueries.get(db);
  if (!query) {
    query = db.selectFrom("catalogue_revision").select(["revision", "stamp", "updated_at"]).where("id", "=", 1).compile();
    revisionQueries.set(db, query);
  }
  const row = (await db.executeQuery(query)).rows[0];
  return { revision: Number(row?.revision ?? 0), stamp: row?.stamp ?? "", updatedAt: row?.updated_at ?? new Date(0).toISOString() };
}

export async function bumpCatalogueRevision(trx: Transaction<Database> | Kysely<Database>, now: string): Promise<void> {
  await trx
    .updateTable("catalogue_revision")
    .set((eb) => ({ revision: eb("revision", "+", 1), stamp: randomBytes(8).toString("hex"), updated_at: now }))
    .where("id", "=", 1)
    .execute();
  // Pages rendered from the old catalogue are never served again (decision 090).
  await trx.deleteFrom("page_cache").execute();
}
