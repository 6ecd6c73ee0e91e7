// The rate-limit counters (app/auth/rate-limit-store.server.ts) on SQLite and PostgreSQL: exact
// under concurrency, shared by several servers, fixed windows on the clock the store is given.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimitStore } from "../../app/auth/rate-limit-store.server";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

const RULE = { window: 60, max: 5 };

describe.each(TEST_DIALECTS)("rate-limit counters on %s (decision 192)", (dialect) => {
  let database: TestDatabase;
  let clock = Date.UTC(2026, 10, 26, 12, 0, 0);
  const now = () => clock;
  let keys = 0;
  const freshKey = () => `10.1.0.${++keys}|/sign-up/email`;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("lets exactly max of 50 simultaneous requests through, counted by two servers", async () => {
    const one = createRateLimitStore(database.db, { longestWindowSeconds: 60, now });
    const two = createRateLimitStore(database.db, { longestWindowSeconds: 60, now });
    const key = freshKey();
    const decisions = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? one : two).consume(key, RULE)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(RULE.max);
    expect(decisions.filter((d) => !d.allowed).every((d) => d.retryAfter === RULE.window)).toBe(true);
  });

  it("counts each key apart", async () => {
    const store = createRateLimitStore(database.db, { longestWindowSeconds: 60, now });
    const [a, b] = [freshKey(), freshKey()];
    for (let i = 0; i < RULE.max; i++) expect((await store.consume(a, RULE)).allowed).toBe(true);
    expect((await store.consume(a, RULE)).allowed).toBe(false);
    expect((await store.consume(b, RULE)).allowed).toBe(true);
  });

  it("keeps a fixed window from the first request: retry-after counts down, and a new window lets max through again", async () => {
    const store = createRateLimitStore(database.db, { longestWindowSeconds: 60, now });
    const key = freshKey();
    const start = clock;
    for (let i = 0; i < RULE.max; i++) {
      expect((await store.consume(key, RULE)).allowed).toBe(true);
      clock += 5_000;
    }
    // 25 s into the window: refused for the 35 s left of it, and refusals do not extend it.
    expect(await store.consume(key, RULE)).toEqual({ allowed: false, retryAfter: 35 });
    clock = start + 59_500;
    expect(await store.consume(key, RULE)).toEqual({ allowed: false, retryAfter: 1 });
    clock = start + 60_000;
    for (let i = 0; i < RULE.max; i++) expect((await store.consume(key, RULE)).allowed).toBe(true);
    expect((await store.consume(key, RULE)).allowed).toBe(false);
  });

  it("deletes the rows of windows older than the longest rule", async () => {
    const store = createRateLimitStore(database.db, { longestWindowSeconds: 60, now });
    const old = freshKey();
    await store.consume(old, RULE);
    clock += 61_000;
    const fresh = freshKey();
    await store.consume(fresh, RULE);
    expect(await store.get(old)).toBeUndefined();
    expect(await store.get(fresh)).toEqual({ key: fresh, count: 1, lastRequest: clock });
  });
});
