// API keys for posting the stock feed (decision 246). A key is 32 random bytes, shown to the
// seller once when made; the database keeps its SHA-256 hash (a key this long needs no slow hash:
// there is nothing to guess from) and its first characters to tell keys apart. Making and
// revoking a key are audited; a revoked key stays listed, and no longer opens the endpoint.
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { actorName, recordAudit, type AuditActor } from "./audit-log.server";
import type { FeedKey } from "./stock-view";

const KEY_PREFIX = "tsf_";
const SHOWN_CHARACTERS = 10;

export function hashFeedKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export async function listFeedKeys(db: Kysely<Database>): Promise<FeedKey[]> {
  const rows = await db.selectFrom("stock_feed_key").selectAll().orderBy("id", "desc").execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    prefix: r.key_prefix,
    createdBy: r.created_by,
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
    revokedAt: r.revoked_at,
  }));
}

/** Makes a key; the key itself is in the answer only, never stored. */
export async function createFeedKey(db: Kysely<Database>, actor: AuditActor, name: string, now = new Date()): Promise<{ id: number; key: string }> {
  const key = KEY_PREFIX + randomBytes(32).toString("base64url");
  const prefix = key.slice(0, SHOWN_CHARACTERS);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("stock_feed_key")
      .values({ name, key_prefix: prefix, key_hash: hashFeedKey(key), created_by: actorName(actor), created_at: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actor, action: "stock.key.create", subjectType: "stock_feed_key", subjectId: Number(row.id), after: { name, prefix } }, now);
    return { id: Number(row.id), key };
  });
}

/** Revokes a key; false when there is no such key or it was revoked already. */
export async function revokeFeedKey(db: Kysely<Database>, actor: AuditActor, id: number, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable("stock_feed_key")
      .set({ revoked_at: now.toISOString() })
      .where("id", "=", id)
      .where("revoked_at", "is", null)
      .returning(["name", "key_prefix"])
      .executeTakeFirst();
    if (!revoked) return false;
    await recordAudit(
      trx,
      { actor, action: "stock.key.revoke", subjectType: "stock_feed_key", subjectId: id, before: { name: revoked.name, prefix: revoked.key_prefix } },
      now,
    );
    return true;
  });
}

/** The key a request names, when it is one of the shop's and not revoked; its use is noted. */
export async function authenticateFeedKey(db: Kysely<Database>, key: string, now = new Date()): Promise<{ id: number; name: string } | null> {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const row = await db
    .updateTable("stock_feed_key")
    .set({ last_used_at: now.toISOString() })
    .where("key_hash", "=", hashFeedKey(key))
    .where("revoked_at", "is", null)
    .returning(["id", "name"])
    .executeTakeFirst();
  return row ? { id: Number(row.id), name: row.name } : null;
}
