// The shared half of the render cache: entries in the database, so every server process (and
// every server on one PostgreSQL) renders a page once per catalogue revision (decision 090).
import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema";

export interface StoredPage {
  key: string;
  revision: number;
  status: number;
  headers: Record<string, string>;
  etag: string;
  gzip: Buffer;
  br: Buffer;
}

export async function findCachedPage(db: Kysely<Database>, key: string, revision: number): Promise<StoredPage | null> {
  const row = await db
    .selectFrom("page_cache")
    .select(["key", "revision", "status", "headers_json", "etag", "body_gzip", "body_br"])
    .where("key", "=", key)
    .where("revision", "=", revision)
    .executeTakeFirst();
  if (!row) return null;
  return {
    key: row.key,
    revision: Number(row.revision),
    status: Number(row.status),
    headers: JSON.parse(row.headers_json) as Record<string, string>,
    etag: row.etag,
    gzip: Buffer.from(row.body_gzip),
    br: Buffer.from(row.body_br),
  };
}

export async function storeCachedPage(db: Kysely<Database>, page: StoredPage, now = new Date()): Promise<void> {
  const row = {
    key: page.key,
    revision: page.revision,
    status: page.status,
    headers_json: JSON.stringify(page.headers),
    etag: page.etag,
    body_gzip: page.gzip,
    body_br: page.br,
    created_at: now.toISOString(),
  };
  const { key: _key, ...changes } = row;
  await db
    .insertInto("page_cache")
    .values(row)
    .onConflict((oc) => oc.column("key").doUpdateSet(changes))
    .execute();
}

/**
 * Replaces a kept page's brotli body with a smaller one of the same page: only the entry that
 * was compressed (the same key, revision and ETag), so a page rendered again meanwhile is left alone.
 */
export async function replaceCachedBrotli(db: Kysely<Database>, page: Pick<StoredPage, "key" | "revision" | "etag">, br: Buffer): Promise<void> {
  await db
    .updateTable("page_cache")
    .set({ body_br: br })
    .where("key", "=", page.key)
    .where("revision", "=", page.revision)
    .where("etag", "=", page.etag)
    .execute();
}

/** Removes every entry of an older revision (after an import) and the oldest beyond `maxEntries`. */
export async function trimPageCache(db: Kysely<Database>, revision: number, maxEntries: number): Promise<void> {
  await db.deleteFrom("page_cache").where("revision", "<>", revision).execute();
  const counted = await db
    .selectFrom("page_cache")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  const excess = Number(counted?.n ?? 0) - maxEntries;
  if (excess <= 0) return;
  const oldest = db.selectFrom("page_cache").select("key").orderBy("created_at").limit(excess);
  await db.deleteFrom("page_cache").where("key", "in", oldest).execute();
}
