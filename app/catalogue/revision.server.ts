// The catalogue revision: bumped by every import, read to build ETags and refresh caches.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";

export interface CatalogueRevision {
  revision: number;
  updatedAt: string;
}

export async function getCatalogueRevision(db: Kysely<Database>): Promise<CatalogueRevision> {
  const row = await db.selectFrom("catalogue_revision").select(["revision", "updated_at"]).where("id", "=", 1).executeTakeFirst();
  return { revision: Number(row?.revision ?? 0), updatedAt: row?.updated_at ?? new Date(0).toISOString() };
}

export async function bumpCatalogueRevision(trx: Transaction<Database> | Kysely<Database>, now: string): Promise<void> {
  await trx
    .updateTable("catalogue_revision")
    .set((eb) => ({ revision: eb("revision", "+", 1), updated_at: now }))
    .where("id", "=", 1)
    .execute();
}
