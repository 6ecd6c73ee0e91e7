// Requests counted per client address in better-auth's `rateLimit` table (decision 011), so every
// server process counts the same requests, as the sign-in limits are counted. better-auth's own
// limiter serves only its endpoints; this counts the shop's other costly answers in the same rows
// (decision 195): a fixed window per key, opened by its first request, its start kept in
// `lastRequest`. One statement inserts or counts, so two servers never both let the last one in.
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

/** better-auth's row (db/migrations/2026-11-21-02-accounts.ts): `lastRequest` is milliseconds. */
interface RateLimitTable {
  id: string;
  key: string;
  count: number;
  lastRequest: number;
}

export interface RateRule {
  /** Seconds, as in better-auth's rules. */
  window: number;
  max: number;
}

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one request under `key` at `now` (ms) and says whether it is within `rule`. */
export async function countRequest(db: Kysely<Database>, key: string, rule: RateRule, now: number): Promise<RateVerdict> {
  const windowMs = rule.window * 1000;
  const expired = now - windowMs;
  const row = await db
    .withTables<{ rateLimit: RateLimitTable }>()
    .insertInto("rateLimit")
    // A fresh id, never the key: on PostgreSQL, ON CONFLICT ("key") arbitrates only that index, so
    // two first requests at once with the key as id too broke the primary key (a 500).
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        count: sql<number>`case when "rateLimit"."lastRequest" <= ${expired} then 1 else "rateLimit"."count" + 1 end`,
        lastRequest: sql<number>`case when "rateLimit"."lastRequest" <= ${expired} then ${now} else "rateLimit"."lastRequest" end`,
      }),
    )
    .returning(["count", "lastRequest"])
    .executeTakeFirstOrThrow();
  if (Number(row.count) <= rule.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Number(row.lastRequest) + windowMs - now) / 1000)) };
}

/** Whether `key` is already past `rule` at `now` (it answered "not allowed" in this window), without counting a request. */
export async function isOverLimit(db: Kysely<Database>, key: string, rule: RateRule, now: number): Promise<RateVerdict> {
  const row = await db
    .withTables<{ rateLimit: RateLimitTable }>()
    .selectFrom("rateLimit")
    .select(["count", "lastRequest"])
    .where("key", "=", key)
    .executeTakeFirst();
  const windowMs = rule.window * 1000;
  if (!row || Number(row.lastRequest) <= now - windowMs || Number(row.count) <= rule.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Number(row.lastRequest) + windowMs - now) / 1000)) };
}
