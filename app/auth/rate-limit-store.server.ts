// better-auth's rate-limit counters in the shop's own database, counted in one atomic statement so
// the limits hold exactly under concurrency on SQLite and PostgreSQL alike (decision 192).
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

/** `window` in seconds, `max` requests per window: better-auth's own rule shape. */
export interface RateRule {
  window: number;
  max: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window ends, when refused. */
  retryAfter: number | null;
}

/** better-auth's `rateLimit` table; `lastRequest` holds when the key's current window began (decision 192). */
type RateLimitTables = {
  rateLimit: { id: string; key: string; count: number; lastRequest: number | string | bigint };
};

export interface RateLimitStoreOptions {
  /** The longest window of any rule: rows older than it are deleted. */
  longestWindowSeconds: number;
  now?: () => number;
}

/** Rows of ended windows are deleted at most this often, by whichever request comes next. */
const PRUNE_EVERY_MS = 60_000;

export function createRateLimitStore(database: Kysely<Database>, { longestWindowSeconds, now = Date.now }: RateLimitStoreOptions) {
  const db = database.withTables<RateLimitTables>();
  let prunedAt = 0;

  /**
   * Counts one request against `key` and says whether it fits its fixed window. The insert or
   * update is one statement: PostgreSQL runs ON CONFLICT DO UPDATE under the row's lock and SQLite
   * has one writer, so every request sees the count its own increment made, and exactly `max` of
   * any number of simultaneous requests pass. The count stops one above `max`, so a flood cannot
   * overflow the column.
   */
  async function consume(key: string, rule: RateRule): Promise<RateDecision> {
    const at = now();
    const windowMs = rule.window * 1000;
    const ended = sql<boolean>`"rateLimit"."lastRequest" <= cast(${at - windowMs} as bigint)`;
    const row = await db
      .insertInto("rateLimit")
      .values({ id: randomUUID(), key, count: 1, lastRequest: at })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({
          count: sql<number>`case when ${ended} then 1 when "rateLimit"."count" > ${rule.max} then "rateLimit"."count" else "rateLimit"."count" + 1 end`,
          lastRequest: sql<number>`case when ${ended} then cast(${at} as bigint) else "rateLimit"."lastRequest" end`,
        }),
      )
      .returning(["count", "lastRequest"])
      .executeTakeFirstOrThrow();
    await pruneEndedWindows(at);
    if (Number(row.count) <= rule.max) return { allowed: true, retryAfter: null };
    const endsAt = Number(row.lastRequest) + windowMs;
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((endsAt - at) / 1000)) };
  }

  async function pruneEndedWindows(at: number): Promise<void> {
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    await db
      .deleteFrom("rateLimit")
      .where("lastRequest", "<", at - longestWindowSeconds * 1000)
      .execute();
  }

  /** better-auth's storage contract: it calls `consume` when present; `get` and `set` serve its older path. */
  return {
    consume,
    async get(key: string) {
      const row = await db.selectFrom("rateLimit").select(["key", "count", "lastRequest"]).where("key", "=", key).executeTakeFirst();
      return row && { key: row.key, count: Number(row.count), lastRequest: Number(row.lastRequest) };
    },
    async set(key: string, value: { count: number; lastRequest: number }) {
      await db
        .insertInto("rateLimit")
        .values({ id: randomUUID(), key, count: value.count, lastRequest: value.lastRequest })
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ count: value.count, lastRequest: value.lastRequest }))
        .execute();
    },
  };
}

export type RateLimitStore = ReturnType<typeof createRateLimitStore>;
